'use client';

import Link from 'next/link';
import { formatDate, formatNumber, type Headline } from '@/lib/format';
import { columnHeader } from '@/lib/metrics';
import { SelectRunCheckbox } from '../selection/selection-buttons';
import { SelectionTray } from '../selection/selection-tray';

export type RunsTableRow = {
  id: number;
  title: string;
  tool: string;
  toolVersion: string | null;
  test: string | null;
  threads: number | null;
  tps: number | null;
  eventsPerSec: number | null;
  durationS: number | null;
  latAvgMs: number | null;
  latPct: number | null;
  latPctMs: number | null;
  complete: boolean;
  createdAt: string;
  project: { id: number; name: string } | null;
  host: { id: number; name: string } | null;
  tags: { key: string; value: string }[];
  warnings: number;
  /** computed on the server (lib/run-headline.ts: the format registry stays out of the browser) */
  headline: Headline;
};

export type SortLink = { key: string; label: string; href: string; active: 'asc' | 'desc' | null; numeric?: boolean };

/** Runs with checkboxes: the runs ticked join the selection kept across filters and pages (the tray above). */
export function RunsTable({ rows, sortLinks }: { rows: RunsTableRow[]; sortLinks: SortLink[] }) {
  const header = (key: string) => sortLinks.find((s) => s.key === key);
  const th = (key: string, fallback: string, numeric = false) => {
    const s = header(key);
    const arrow = s?.active === 'asc' ? ' ↑' : s?.active === 'desc' ? ' ↓' : '';
    return (
      <th
        className={`px-2 py-2 font-medium ${numeric ? 'text-right' : 'text-left'}`}
        aria-sort={s?.active === 'asc' ? 'ascending' : s?.active === 'desc' ? 'descending' : undefined}
      >
        {s ? (
          <Link href={s.href} className="hover:text-ink">
            {s.label}
            {arrow}
          </Link>
        ) : (
          fallback
        )}
      </th>
    );
  };
  return (
    <div>
      <SelectionTray
        listLink={false}
        emptyHint="Tick runs to compare them: the selection is kept while you filter, sort, page and open runs."
      />
      <div className="overflow-x-auto rounded-lg border border-line bg-panel">
        <table className="w-full text-sm">
          <thead className="border-b border-line bg-slate-50 text-xs text-muted">
            <tr>
              <th className="w-8 px-2 py-2">
                <span className="sr-only">Select</span>
              </th>
              {th('title', 'Run')}
              {th('tool', 'Tool')}
              {th('test', 'Test')}
              {th('threads', 'Threads', true)}
              <th className="px-2 py-2 text-right font-medium">Headline</th>
              {th('latAvgMs', columnHeader('latAvgMs'), true)}
              {th('latPctMs', columnHeader('latPctMs'), true)}
              <th className="px-2 py-2 text-left font-medium">Tags</th>
              {th('createdAt', 'Added')}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => {
              const h = r.headline;
              return (
                <tr key={r.id} className="border-b border-line last:border-0 hover:bg-slate-50">
                  <td className="px-2 py-1.5">
                    <SelectRunCheckbox run={{ id: r.id, title: r.title }} />
                  </td>
                  <td className="max-w-80 px-2 py-1.5">
                    <Link href={`/runs/${r.id}`} className="font-medium text-accent hover:underline">
                      {r.title}
                    </Link>
                    <div className="truncate text-xs text-muted">
                      {r.project?.name ?? 'no project'}
                      {r.host ? ` · ${r.host.name}` : ''}
                      {!r.complete ? ' · incomplete' : ''}
                      {r.warnings > 0 ? ` · ${r.warnings} warning${r.warnings > 1 ? 's' : ''}` : ''}
                    </div>
                  </td>
                  <td className="px-2 py-1.5 whitespace-nowrap">
                    {r.tool}
                    {r.toolVersion ? <span className="text-muted"> {r.toolVersion}</span> : null}
                  </td>
                  <td className="px-2 py-1.5">{r.test ?? '—'}</td>
                  <td className="num px-2 py-1.5 text-right">{r.threads ?? '—'}</td>
                  <td className="num px-2 py-1.5 text-right whitespace-nowrap">
                    {formatNumber(h.value)} <span className="text-xs text-muted">{h.unit}</span>
                  </td>
                  <td className="num px-2 py-1.5 text-right">{formatNumber(r.latAvgMs)}</td>
                  <td className="num px-2 py-1.5 text-right whitespace-nowrap">
                    {formatNumber(r.latPctMs)}
                    {r.latPct !== null ? <span className="text-xs text-muted"> p{r.latPct}</span> : null}
                  </td>
                  <td className="px-2 py-1.5">
                    <div className="flex max-w-72 flex-wrap gap-1">
                      {r.tags
                        .filter((t) => !['tool', 'test', 'threads'].includes(t.key))
                        .map((t) => (
                          <span key={t.key} className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">
                            {t.key}={t.value}
                          </span>
                        ))}
                    </div>
                  </td>
                  <td className="px-2 py-1.5 text-xs whitespace-nowrap text-muted">{formatDate(new Date(r.createdAt))}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
