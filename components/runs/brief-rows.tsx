'use client';

import Link from 'next/link';
import { SelectRunCheckbox } from '../selection/selection-buttons';

/** A run as a brief table shows it: its headline already formatted. */
export type BriefRow = {
  id: number;
  title: string;
  tool: string;
  test: string | null;
  /** its concurrency: `8`, or in its tool's word when that is not threads (`4 clients`) */
  threads: string;
  headline: string;
  unit: string;
};

/** The table of RunBriefTable, drawn from plain rows: the server formats each figure, this draws. */
export function BriefRows({ rows, selectable, concurrency }: { rows: BriefRow[]; selectable: boolean; concurrency: string }) {
  return (
    <table className="w-full text-sm">
      <thead className="text-xs text-muted">
        <tr className="border-b border-line text-left">
          {selectable ? (
            <th className="w-6 py-1">
              <span className="sr-only">Select</span>
            </th>
          ) : null}
          <th className="py-1 font-medium">Run</th>
          <th className="py-1 font-medium">Tool</th>
          <th className="py-1 font-medium">Test</th>
          <th className="py-1 text-right font-medium">{concurrency}</th>
          <th className="py-1 text-right font-medium">Headline</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.id} className="border-b border-line last:border-0">
            {selectable ? (
              <td className="py-1 pr-2">
                <SelectRunCheckbox run={{ id: r.id, title: r.title }} />
              </td>
            ) : null}
            <td className="py-1 pr-2">
              <Link href={`/runs/${r.id}`} className="text-accent hover:underline">
                {r.title}
              </Link>
            </td>
            <td className="py-1 pr-2">{r.tool}</td>
            <td className="py-1 pr-2">{r.test ?? '—'}</td>
            <td className="num py-1 pr-2 text-right">{r.threads}</td>
            <td className="num py-1 text-right whitespace-nowrap">
              {r.headline} <span className="text-xs text-muted">{r.unit}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
