// A ratio matrix as its page and its share link show it: an imported result table with what its
// document says around it, or runs split by a tag into A and B. The data is read by the caller
// (the page as its viewer may see it, a share as its link grants); these only lay it out.
import Link from 'next/link';
import type { ReactNode } from 'react';
import { MatrixContextPanel } from '@/components/compare/matrix-context';
import { MatrixHeatmap } from '@/components/compare/matrix-heatmap';
import { EmptyState, PageHeader, Panel } from '@/components/ui/page-header';
import { type MatrixRun as RatioMatrixRun, ratioMatrixFromRuns } from '@/lib/compare/matrix';
import type { getMatrix } from '@/lib/db/compare';
import { countOf } from '@/lib/format';
import { directionOf, type MetricKey, type MetricSource, metricDef, metricValue } from '@/lib/metrics';
import { concurrencyWord } from '@/lib/parsers/formats';
import type { MatrixQuery } from '@/lib/schemas/matrix';

export type ImportedMatrix = NonNullable<Awaited<ReturnType<typeof getMatrix>>>;

type Common = {
  query: MatrixQuery;
  /** a share's view: no cell to click, no note to write */
  readOnly?: boolean;
  /** the header's buttons (Share) */
  actions?: ReactNode;
};

/**
 * `linked`: the reader may open the table's upload, host and configurations (a share shows the table
 * to whoever holds its link, its document only to those who may read it anyway).
 */
export function ImportedMatrixView({ m, query, readOnly = false, actions, linked }: Common & { m: ImportedMatrix; linked: boolean }) {
  const cells = m.rows.map((_, r) =>
    m.columns
      .map((_, c) => m.cells.find((x) => x.row === r && x.col === c) ?? null)
      .map((x) => ({ value: x?.value ?? null, note: x?.note ?? null, excluded: x?.excluded ?? false, line: x?.line ?? null })),
  );
  const parameters = Object.entries(m.parameters);
  const source = `${m.upload?.fileName ?? 'a document'} lines ${m.lineStart}–${m.lineEnd}`;
  return (
    <>
      <PageHeader
        title={m.caption || 'Imported result table'}
        subtitle={
          <>
            From{' '}
            {linked && m.upload ? (
              <Link href={`/uploads/${m.upload.id}#L${m.lineStart}`} className="text-accent hover:underline">
                {source}
              </Link>
            ) : (
              source
            )}
            {m.project ? ` · ${m.project.name}` : ''}
            {readOnly ? ' · read-only' : ''}
          </>
        }
        actions={actions}
      />
      <MatrixHeatmap
        rows={m.rows}
        columns={m.columns}
        cells={cells}
        caption={m.caption || 'A / B × 100'}
        rowLabel={m.rowLabel}
        columnLabel={m.columnLabel}
        higherIsBetter
        state={query}
        readOnly={readOnly}
      />
      {parameters.length > 0 ? (
        <Panel title="Benchmark options printed with the table">
          <p className="font-mono text-xs">{parameters.map(([k, v]) => `--${k}=${v}`).join(' ')}</p>
        </Panel>
      ) : null}
      <MatrixContextPanel context={m.context} host={linked ? m.host : null} uploadId={linked ? (m.upload?.id ?? null) : null} />
      {linked && m.upload && m.upload.configs.length > 0 ? (
        <Panel title="Server configuration printed in the same document">
          <ul className="space-y-1 text-sm" data-testid="matrix-configs">
            {m.upload.configs.map((c) => (
              <li key={c.id}>
                <Link href={`/configs/${c.id}`} className="text-accent hover:underline">
                  {c.name}
                </Link>{' '}
                <span className="text-muted">
                  ({c.kind}, {c._count.entries} entries)
                </span>
              </li>
            ))}
          </ul>
        </Panel>
      ) : null}
    </>
  );
}

/** A run as the matrix reads it: its test, concurrency, tags and the chosen metric's value. */
export type MatrixRun = RatioMatrixRun & { tool: string };

type StoredRun = MetricSource & {
  id: number;
  tool: string;
  test: string | null;
  threads: number | null;
  tags: { key: string; value: string }[];
};

export function matrixRunsOf(runs: readonly StoredRun[], metric: MetricKey): MatrixRun[] {
  return runs.map((r) => ({
    id: r.id,
    tool: r.tool,
    test: r.test,
    threads: r.threads,
    value: metricValue(r, metric),
    tags: Object.fromEntries(r.tags.map((t) => [t.key, t.value])),
  }));
}

/** Runs split by `query.dim` into `query.a` and `query.b`; `children` go between the header and the table (the chooser). */
export function RunsMatrixView({ runs, query, readOnly = false, actions, children }: Common & { runs: MatrixRun[]; children?: ReactNode }) {
  const { dim, a, b } = query;
  if (!dim || a === undefined || b === undefined) {
    return (
      <>
        <PageHeader title="Ratio matrix" subtitle={`${countOf(runs.length, 'run')}: choose the tag that splits them into A and B`} />
        {children}
      </>
    );
  }
  const matrix = ratioMatrixFromRuns(runs, dim, a, b);
  // in the catalogue's words (`latency avg`), never the internal key (`latAvgMs`)
  const metricName = metricDef(query.metric).label;
  const caption = `${a} ${metricName} / ${b} ${metricName} × 100`;
  const concurrency = concurrencyWord(runs.map((r) => r.tool));
  // repeats are pooled by their mean (the repeats table on compare gives medians and a test)
  const pooled = matrix.pairs.some((p) => p.aRuns.length > 1 || p.bRuns.length > 1);
  return (
    <>
      <PageHeader
        title="Ratio matrix"
        subtitle={`${countOf(runs.length, 'run')} split by ${dim}: ${a} (A) vs ${b} (B)${pooled ? '. Where a cell has several runs on one side, that side is their mean' : ''}${readOnly ? ' · read-only' : ''}`}
        actions={actions}
      />
      {children}
      {matrix.rows.length === 0 ? (
        <EmptyState title="No cell has runs on both sides">
          Each cell needs runs of the same test and {concurrency.one} count tagged {dim}={a} and {dim}={b}.
        </EmptyState>
      ) : (
        <MatrixHeatmap
          rows={matrix.rows}
          columns={matrix.columns}
          cells={matrix.cells}
          caption={caption}
          rowLabel="test"
          columnLabel={concurrency.many}
          higherIsBetter={directionOf(query.metric) === 'higher'}
          state={query}
          readOnly={readOnly}
        />
      )}
    </>
  );
}
