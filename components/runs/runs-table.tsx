'use client';

import Link from 'next/link';
import { formatDate, formatNumber, type Headline, isRateHeadline, rowDecimals } from '@/lib/format';
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
  latAvgMs: number | null;
  latPct: number | null;
  latPctMs: number | null;
  createdAt: string;
  /** when it ran, where its date tag or log says (and which said it), else null */
  ran: { shown: string; from: string } | null;
  /** the line under the title (project · host · incomplete · warnings), one text made on the server */
  context: string;
  /** shown as chips, `key=value` (the page leaves out those that repeat a column: tool, test, threads) */
  tags: string[];
  /** computed on the server (lib/run-headline.ts: the format registry stays out of the browser) */
  headline: Headline;
};

/** The selection box and the run's title stay in view while the other columns scroll sideways
 * (the body's cells get the same from app/globals.css's .runs-table). */
const STICKY_SELECT = 'sticky left-0 z-10 w-8 min-w-8 max-w-8';
const STICKY_TITLE = 'sticky left-8 z-10 shadow-[inset_-1px_0_var(--color-line)]';

export type SortLink = { key: string; label: string; href: string; active: 'asc' | 'desc' | null; numeric?: boolean };

/** Runs with checkboxes: the runs ticked join the selection kept across filters and pages (the tray above). */
export function RunsTable({
  rows,
  sortLinks,
  concurrency = {},
  printed = {},
}: {
  rows: RunsTableRow[];
  sortLinks: SortLink[];
  /** tool → what its concurrency counts where that is not threads (pgbench: client, clients) */
  concurrency?: Record<string, { one: string; many: string }>;
  /** tool → the decimals it prints rates and latencies with (lib/parsers/formats: the registry stays out of this bundle) */
  printed?: Record<string, { rate: number; latency: number }>;
}) {
  // a figure with the decimals its tool printed (`1,553.50`, not `1,553.5`): its trailing zeros are
  // not stored, so each column takes the most decimals of its tool's figures on this page (sysbench
  // prints two, pgbench six)
  const decimals = decimalsByTool(rows, printed);
  const header = (key: string) => sortLinks.find((s) => s.key === key);
  const sortLink = (s: SortLink) => (
    <Link href={s.href} className="hover:text-ink">
      {s.label}
      {s.active === 'asc' ? ' ↑' : s.active === 'desc' ? ' ↓' : ''}
    </Link>
  );
  // one column may sort two ways (when runs were added, when they ran): the header holds a link for each
  const th = (key: string, fallback: string, numeric = false, sticky = '', alsoKey?: string) => {
    const s = header(key);
    const also = alsoKey ? header(alsoKey) : undefined;
    const active = s?.active ?? also?.active;
    return (
      <th
        className={`px-2 py-2 font-medium ${numeric ? 'text-right' : 'text-left'} ${sticky}`}
        aria-sort={active === 'asc' ? 'ascending' : active === 'desc' ? 'descending' : undefined}
      >
        {s ? sortLink(s) : fallback}
        {also ? (
          <>
            {' · '}
            {sortLink(also)}
          </>
        ) : null}
      </th>
    );
  };
  return (
    <div>
      <SelectionTray
        listLink={false}
        emptyHint="Tick runs to compare them: the selection is kept while you filter, sort, page and open runs."
      />
      <div className="scroll-hint overflow-x-auto rounded-lg border border-line bg-panel">
        <table className="runs-table w-full text-sm">
          <thead className="border-b border-line bg-subtle text-xs text-muted">
            <tr>
              <th className={`px-2 py-2 ${STICKY_SELECT} bg-subtle`}>
                <span className="sr-only">Select</span>
              </th>
              {th('title', 'Run', false, `${STICKY_TITLE} bg-subtle`)}
              {th('tool', 'Tool')}
              {th('test', 'Test')}
              {th('threads', 'Threads', true)}
              {th('tps', 'Headline', true)}
              {th('latAvgMs', columnHeader('latAvgMs'), true)}
              {th('latPctMs', columnHeader('latPctMs'), true)}
              <th className="px-2 py-2 text-left font-medium">Tags</th>
              {th('createdAt', 'Added (UTC)', false, '', 'ranAt')}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => {
              const h = r.headline;
              return (
                <tr key={r.id}>
                  <td>
                    <SelectRunCheckbox run={{ id: r.id, title: r.title }} />
                  </td>
                  <td>
                    <Link href={`/runs/${r.id}`} className="font-medium text-accent hover:underline">
                      {r.title}
                    </Link>
                    <div className="w-36 truncate text-xs text-muted sm:w-68">{r.context}</div>
                  </td>
                  <td className="whitespace-nowrap">
                    {r.tool}
                    {r.toolVersion ? <span className="text-muted"> {r.toolVersion}</span> : null}
                  </td>
                  <td>{r.test ?? '—'}</td>
                  <td className="num text-right whitespace-nowrap">
                    {r.threads ?? '—'}
                    {r.threads !== null && concurrency[r.tool] ? (
                      <span className="text-xs text-muted"> {r.threads === 1 ? concurrency[r.tool]?.one : concurrency[r.tool]?.many}</span>
                    ) : null}
                  </td>
                  <td className="num text-right whitespace-nowrap">
                    {formatNumber(h.value, 6, decimals.get(`${r.tool} headline ${h.label}`))}{' '}
                    <span className="text-xs text-muted">{h.unit}</span>
                  </td>
                  <td className="num text-right">{formatNumber(r.latAvgMs, 6, decimals.get(`${r.tool} latAvgMs`))}</td>
                  <td className="num text-right whitespace-nowrap">
                    {formatNumber(r.latPctMs, 6, decimals.get(`${r.tool} latPctMs`))}
                    {r.latPct !== null ? <span className="text-xs text-muted"> p{r.latPct}</span> : null}
                  </td>
                  <td>
                    <div className="flex max-w-72 flex-wrap gap-1">
                      {r.tags.map((t) => (
                        <span key={t} className="chip">
                          {t}
                        </span>
                      ))}
                    </div>
                  </td>
                  <td className="text-xs text-muted">
                    {formatDate(new Date(r.createdAt), { zone: false })}
                    {r.ran ? (
                      <div className="text-ink" data-run-ran title={`from ${r.ran.from}`}>
                        ran {r.ran.shown}
                      </div>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/**
 * Per tool and column: the decimals its tool prints (rates: a headline per second), or more when
 * a figure on the page has more (rowDecimals: a figure derived from others).
 */
function decimalsByTool(rows: RunsTableRow[], printed: Record<string, { rate: number; latency: number }>): Map<string, number> {
  const values = new Map<string, { least: number; figures: (number | null)[] }>();
  const add = (key: string, least: number, value: number | null) => {
    const column = values.get(key) ?? { least, figures: [] };
    column.figures.push(value);
    values.set(key, column);
  };
  for (const r of rows) {
    const hint = printed[r.tool];
    const rate = isRateHeadline(r.headline);
    add(`${r.tool} headline ${r.headline.label}`, rate ? (hint?.rate ?? 0) : 0, r.headline.value);
    add(`${r.tool} latAvgMs`, hint?.latency ?? 0, r.latAvgMs);
    add(`${r.tool} latPctMs`, hint?.latency ?? 0, r.latPctMs);
  }
  return new Map([...values].map(([key, c]) => [key, Math.max(c.least, rowDecimals(c.figures))]));
}
