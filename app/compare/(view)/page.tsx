import type { Metadata } from 'next';
import Link from 'next/link';
import { connection } from 'next/server';
import { Suspense } from 'react';
import { CompareControls } from '@/components/compare/compare-controls';
import { CompareView } from '@/components/compare/compare-view';
import { ProjectCapNote } from '@/components/compare/project-cap-note';
import { ShareButton } from '@/components/compare/share-button';
import { AddToThisComparisonButton } from '@/components/selection/selection-buttons';
import { EmptyState, PageHeader } from '@/components/ui/page-header';
import { SignInHere } from '@/components/ui/sign-in-here';
import { accessOf, getViewer, isAllowed } from '@/lib/auth/viewer';
import { loadComparison } from '@/lib/compare/load';
import { compareUrl, freezeCompareState, MAX_COMPARE_RUNS, parseCompareState } from '@/lib/compare/state';
import { listProjects } from '@/lib/db/catalog-pages';
import { listMatrices } from '@/lib/db/compare';
import { countOf } from '@/lib/format';
import { matrixUrl } from '@/lib/url-state/matrix';

export const metadata: Metadata = { title: 'Compare' };

/** Imported result tables listed on the landing page; the rest on /compare/matrix. */
const SHOWN_MATRICES = 10;

/** The comparison's runs as a selection to add to: its baseline first (the tray compares against the run first in it). */
const selectionOf = (runs: { id: number; title: string }[], baselineId: number) =>
  [...runs.filter((r) => r.id === baselineId), ...runs.filter((r) => r.id !== baselineId)].map((r) => ({ id: r.id, title: r.title }));

export default async function ComparePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await connection();
  const state = parseCompareState(await searchParams);
  const viewer = await getViewer();
  const access = accessOf(viewer);
  const { ids, model, tagKeys, teamIds, projectRuns } = await loadComparison(access, state);
  if (!model) {
    const [projects, matrices] = await Promise.all([listProjects(access), listMatrices(access)]);
    return (
      <>
        <PageHeader title="Compare" subtitle="Pick runs in the runs list, or compare a whole project." />
        {ids.length > 0 ? (
          <EmptyState title="None of these runs exist any more">
            They may have been deleted
            {viewer.kind === 'anonymous' ? (
              <>
                , or belong to a team:{' '}
                <Suspense>
                  <SignInHere>sign in</SignInHere>
                </Suspense>{' '}
                to see your team’s runs.
              </>
            ) : (
              '.'
            )}
          </EmptyState>
        ) : null}
        <ul className="mt-4 grid gap-3 md:grid-cols-2">
          {projects
            .filter((p) => p._count.runs > 1)
            .map((p) => (
              <li key={p.id} className="rounded-md border border-line bg-panel p-3">
                <Link href={compareUrl.href({ project: p.id })} className="font-medium text-accent hover:underline">
                  {p.name}
                </Link>
                <p className="text-xs text-muted">{countOf(p._count.runs, 'run')}</p>
              </li>
            ))}
        </ul>
        {matrices.length > 0 ? (
          // a document's own comparison table (seed 003's MariaDB / MySQL matrix) is one too
          <section className="mt-6" aria-label="Imported result tables">
            <h2 className="mb-2 text-sm font-semibold">Imported result tables</h2>
            <ul className="grid gap-3 md:grid-cols-2">
              {matrices.slice(0, SHOWN_MATRICES).map((m) => (
                <li key={m.id} className="rounded-md border border-line bg-panel p-3">
                  <Link href={matrixUrl.href({ matrix: m.id })} className="font-medium text-accent hover:underline">
                    {m.caption || `table ${m.id}`}
                  </Link>
                  <p className="text-xs text-muted">
                    {m.rows.length} × {m.columns.length}
                  </p>
                </li>
              ))}
            </ul>
            {matrices.length > SHOWN_MATRICES ? (
              <p className="mt-2 text-sm">
                <Link href="/compare/matrix" className="text-accent hover:underline">
                  All {matrices.length} result tables →
                </Link>
              </p>
            ) : null}
          </section>
        ) : null}
        <p className="mt-4 text-sm">
          <Link href="/runs" className="text-accent hover:underline">
            Choose runs in the runs list →
          </Link>
        </p>
      </>
    );
  }
  const runIds = model.runs.map((r) => r.id);
  // a whole project's comparison stays one (its project in the URL) while only its baseline changes;
  // reordered or cut, it names its runs, which a URL may do up to MAX_COMPARE_RUNS
  const fromProject = state.project !== undefined && state.runs.length === 0;
  const hrefFor = (order: number[], baseline?: number) => {
    const chosen = baseline ?? (order.includes(model.baselineId) ? model.baselineId : undefined);
    if (fromProject && order.join() === runIds.join()) return compareUrl.href(state, { baseline: chosen });
    if (order.length > MAX_COMPARE_RUNS) return null;
    return compareUrl.href({ ...state, runs: order }, { project: undefined, baseline: chosen });
  };
  return (
    <>
      <PageHeader
        title="Compare"
        subtitle={`Changes against the baseline; ±${state.band}% is treated as noise.`}
        actions={
          <>
            {/* the selection holds at most MAX_COMPARE_RUNS: a bigger project's comparison is not offered to it */}
            {model.runs.length <= MAX_COMPARE_RUNS ? <AddToThisComparisonButton runs={selectionOf(model.runs, model.baselineId)} /> : null}
            {teamIds.some((team) => isAllowed(viewer, team, { run: ['share'] })) ? (
              <ShareButton state={freezeCompareState(state, runIds, model.baselineId)} />
            ) : null}
          </>
        }
      />
      {state.project && state.runs.length === 0 ? (
        <ProjectCapNote projectId={state.project} shown={ids.length} total={projectRuns} />
      ) : null}
      <div className="mb-5 rounded-lg border border-line bg-panel p-4">
        <CompareControls
          state={state}
          runs={model.runs}
          baselineId={model.baselineId}
          tagKeys={tagKeys}
          project={fromProject ? state.project : undefined}
        />
      </div>
      <CompareView model={model} state={state} hrefFor={hrefFor} readOnly={false} />
    </>
  );
}
