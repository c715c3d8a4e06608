import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { Suspense } from 'react';
import { MatrixChooser } from '@/components/compare/matrix-chooser';
import { MatrixContextPanel } from '@/components/compare/matrix-context';
import { MatrixHeatmap } from '@/components/compare/matrix-heatmap';
import { ProjectCapNote } from '@/components/compare/project-cap-note';
import { EmptyState, PageHeader, Panel } from '@/components/ui/page-header';
import { accessOf, getViewer } from '@/lib/auth/viewer';
import { ratioMatrixFromRuns } from '@/lib/compare/matrix';
import { getMatrix, getProjectRunIds, getRunsForCompare, listMatrices } from '@/lib/db/compare';
import { directionOf, metricDef, metricValue } from '@/lib/metrics';
import { concurrencyWord } from '@/lib/parsers/formats';
import { MAX_MATRIX_RUNS, type MatrixQuery, matrixUrl, parseMatrixQuery } from '@/lib/schemas/matrix';

export const metadata: Metadata = { title: 'Ratio matrix' };

type Params = Record<string, string | string[] | undefined>;

async function ImportedMatrix({ id, query }: { id: number; query: MatrixQuery }) {
  const m = await getMatrix(accessOf(await getViewer()), id);
  if (!m) notFound();
  const cells = m.rows.map((_, r) =>
    m.columns
      .map((_, c) => m.cells.find((x) => x.row === r && x.col === c) ?? null)
      .map((x) => ({ value: x?.value ?? null, note: x?.note ?? null, excluded: x?.excluded ?? false, line: x?.line ?? null })),
  );
  const parameters = Object.entries(m.parameters);
  return (
    <>
      <PageHeader
        title={m.caption || 'Imported result table'}
        subtitle={
          <>
            From{' '}
            <Link href={`/uploads/${m.upload?.id}#L${m.lineStart}`} className="text-accent hover:underline">
              {m.upload?.fileName} lines {m.lineStart}–{m.lineEnd}
            </Link>
            {m.project ? ` · ${m.project.name}` : ''}
          </>
        }
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
      />
      {parameters.length > 0 ? (
        <Panel title="Benchmark options printed with the table">
          <p className="font-mono text-xs">{parameters.map(([k, v]) => `--${k}=${v}`).join(' ')}</p>
        </Panel>
      ) : null}
      <MatrixContextPanel context={m.context} host={m.host} uploadId={m.upload?.id ?? null} />
      {m.upload && m.upload.configs.length > 0 ? (
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

async function RunsMatrix({ query }: { query: MatrixQuery }) {
  const access = accessOf(await getViewer());
  const project = query.runs ? null : query.project ? await getProjectRunIds(access, query.project, MAX_MATRIX_RUNS) : null;
  const runs = await getRunsForCompare(access, query.runs ?? project?.ids ?? []);
  const tagValues = new Map<string, Set<string>>();
  for (const r of runs) for (const t of r.tags) tagValues.set(t.key, (tagValues.get(t.key) ?? new Set()).add(t.value));
  const capNote =
    query.project && project ? <ProjectCapNote projectId={query.project} shown={project.ids.length} total={project.total} /> : null;
  const chooser = <MatrixChooser runIds={runs.map((r) => r.id)} tagValues={tagValues} query={query} />;
  if (!query.dim || !query.a || !query.b) {
    return (
      <>
        <PageHeader title="Ratio matrix" subtitle={`${runs.length} runs: choose the tag that splits them into A and B`} />
        {capNote}
        {chooser}
      </>
    );
  }
  const matrix = ratioMatrixFromRuns(
    runs.map((r) => ({
      id: r.id,
      test: r.test,
      threads: r.threads,
      value: metricValue(r, query.metric),
      tags: Object.fromEntries(r.tags.map((t) => [t.key, t.value])),
    })),
    query.dim,
    query.a,
    query.b,
  );
  // in the catalogue's words (`latency avg`), never the internal key (`latAvgMs`)
  const metricName = metricDef(query.metric).label;
  const caption = `${query.a} ${metricName} / ${query.b} ${metricName} × 100`;
  const concurrency = concurrencyWord(runs.map((r) => r.tool));
  // repeats are pooled by their mean (the repeats table on compare gives medians and a test)
  const pooled = matrix.pairs.some((p) => p.aRuns.length > 1 || p.bRuns.length > 1);
  return (
    <>
      <PageHeader
        title="Ratio matrix"
        subtitle={`${runs.length} runs split by ${query.dim}: ${query.a} (A) vs ${query.b} (B)${pooled ? '. Where a cell has several runs on one side, that side is their mean' : ''}`}
      />
      {capNote}
      {chooser}
      {matrix.rows.length === 0 ? (
        <EmptyState title="No cell has runs on both sides">
          Each cell needs runs of the same test and {concurrency.one} count tagged {query.dim}={query.a} and {query.dim}={query.b}.
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
        />
      )}
    </>
  );
}

export default async function MatrixPage({ searchParams }: { searchParams: Promise<Params> }) {
  await connection();
  const query = parseMatrixQuery(await searchParams);
  if (query.matrix) {
    return (
      <Suspense>
        <ImportedMatrix id={query.matrix} query={query} />
      </Suspense>
    );
  }
  if (query.runs || query.project) {
    return (
      <Suspense>
        <RunsMatrix query={query} />
      </Suspense>
    );
  }
  const matrices = await listMatrices(accessOf(await getViewer()));
  return (
    <>
      <PageHeader
        title="Ratio matrices"
        subtitle="Imported result tables, or any set of runs split by a tag (Compare → Group by → ratio matrix)."
      />
      <ul className="text-sm">
        {matrices.map((m) => (
          <li key={m.id}>
            <Link href={matrixUrl.href({ matrix: m.id })} className="text-accent hover:underline">
              {m.caption || `table ${m.id}`} ({m.rows.length} × {m.columns.length})
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
