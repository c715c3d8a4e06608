import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { Suspense } from 'react';
import { MatrixChooser } from '@/components/compare/matrix-chooser';
import { ImportedMatrixView, matrixRunsOf, RunsMatrixView } from '@/components/compare/matrix-views';
import { ProjectCapNote } from '@/components/compare/project-cap-note';
import { ShareButton } from '@/components/compare/share-button';
import { PageHeader } from '@/components/ui/page-header';
import { accessOf, getViewer, isAllowed, type Viewer } from '@/lib/auth/viewer';
import { getMatrix, getProjectRunIds, getRunsForCompare, listMatrices } from '@/lib/db/compare';
import {
  freezeMatrixState,
  MAX_MATRIX_RUNS,
  type MatrixQuery,
  type MatrixShareState,
  matrixUrl,
  parseMatrixQuery,
} from '@/lib/schemas/matrix';

export const metadata: Metadata = { title: 'Ratio matrix' };

type Params = Record<string, string | string[] | undefined>;

/** Share: for those who may share in the team of what the matrix shows (a run's, or the table's upload's). */
function shareButton(viewer: Viewer, teamIds: readonly (string | null)[], state: MatrixShareState) {
  return teamIds.length > 0 && teamIds.every((team) => isAllowed(viewer, team, { run: ['share'] })) ? <ShareButton state={state} /> : null;
}

async function ImportedMatrix({ id, query }: { id: number; query: MatrixQuery }) {
  const viewer = await getViewer();
  const m = await getMatrix(accessOf(viewer), id);
  if (!m) notFound();
  return <ImportedMatrixView m={m} query={query} linked actions={shareButton(viewer, [m.teamId], freezeMatrixState(query, []))} />;
}

async function RunsMatrix({ query }: { query: MatrixQuery }) {
  const viewer = await getViewer();
  const access = accessOf(viewer);
  const project = query.runs ? null : query.project ? await getProjectRunIds(access, query.project, MAX_MATRIX_RUNS) : null;
  const runs = await getRunsForCompare(access, query.runs ?? project?.ids ?? []);
  const tagValues = new Map<string, Set<string>>();
  for (const r of runs) for (const t of r.tags) tagValues.set(t.key, (tagValues.get(t.key) ?? new Set()).add(t.value));
  const ids = runs.map((r) => r.id);
  const ready = query.dim !== undefined && query.a !== undefined && query.b !== undefined;
  return (
    <RunsMatrixView
      runs={matrixRunsOf(runs, query.metric)}
      query={query}
      actions={ready ? shareButton(viewer, [...new Set(runs.map((r) => r.teamId))], freezeMatrixState(query, ids)) : null}
    >
      {query.project && project ? <ProjectCapNote projectId={query.project} shown={project.ids.length} total={project.total} /> : null}
      <MatrixChooser runIds={ids} tagValues={tagValues} query={query} />
    </RunsMatrixView>
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
