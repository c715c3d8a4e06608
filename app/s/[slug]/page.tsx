import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { ClosedRunsNote } from '@/components/compare/closed-runs-note';
import { CompareView } from '@/components/compare/compare-view';
import { ImportedMatrixView, matrixRunsOf, RunsMatrixView } from '@/components/compare/matrix-views';
import { EmptyState, PageHeader } from '@/components/ui/page-header';
import { accessOf, getViewer, type Viewer } from '@/lib/auth/viewer';
import { loadSharedComparison } from '@/lib/compare/load';
import type { Access } from '@/lib/db/access';
import { getMatrix, getRunsForCompare } from '@/lib/db/compare';
import { getRunTitles, getShare } from '@/lib/db/shares';
import { formatDate } from '@/lib/format';
import type { MatrixShareState } from '@/lib/schemas/matrix';
import { matrixShareHeading, shareAccess, shareHeading, slugSchema } from '@/lib/shares';

export const metadata: Metadata = { title: 'Shared comparison', robots: { index: false } };

/** A frozen comparison: the runs and settings of the moment it was shared, read-only. */
export default async function SharedComparison({ params }: { params: Promise<{ slug: string }> }) {
  await connection();
  const parsed = slugSchema.safeParse(await params);
  if (!parsed.success) notFound();
  const share = await getShare(parsed.data.slug);
  if (!share) notFound();
  if (share.revokedAt) {
    return (
      <EmptyState title="This link was revoked">
        Its owner stopped sharing this comparison on {formatDate(share.revokedAt)}. Ask them for a new link.
      </EmptyState>
    );
  }
  // the link is the grant: whoever holds it sees the runs it names (while they are not in the trash,
  // and while its team, or its maker's, may share them, or they are public)
  const viewer = await getViewer();
  const access = await shareAccess(viewer, share);
  if (share.state.kind === 'matrix')
    return (
      <>
        <ShareNote note={share.note} />
        <SharedMatrix state={share.state} access={access} viewer={viewer} createdAt={share.createdAt} />
      </>
    );
  const { state, model } = await loadSharedComparison(share.state, access);
  if (!model) {
    return (
      <EmptyState title="The runs of this comparison cannot be shown">
        They were deleted, or their team no longer shares them. The link still works, but there is nothing left to show.
      </EmptyState>
    );
  }
  const title = shareHeading(model.runs);
  // the link shows its runs to anyone; a run's own page only to those who may read it anyway (its
  // team, or a public project): the others get its title, not a link to a page that would answer 404
  const openable = new Set(
    (
      await getRunTitles(
        accessOf(viewer),
        model.runs.map((r) => r.id),
      )
    ).map((r) => r.id),
  );
  const closed = model.runs.length - openable.size;
  return (
    <>
      <PageHeader
        title={title || 'Shared comparison'}
        subtitle={`Shared ${formatDate(share.createdAt)} · read-only · changes against the baseline, ±${state.band}% treated as noise`}
      />
      <ShareNote note={share.note} />
      <ClosedRunsNote closed={closed} total={model.runs.length} signedOut={viewer.kind === 'anonymous'} />
      <CompareView model={model} state={state} hrefFor={() => '#'} readOnly openable={openable} />
    </>
  );
}

/** What the link's maker wrote for whoever opens it, as text (its line breaks kept). */
function ShareNote({ note }: { note: string }) {
  if (!note) return null;
  return (
    <figure className="mb-4 rounded-md border border-line bg-panel px-3 py-2 text-sm">
      <figcaption className="text-xs text-muted">Note from whoever shared it</figcaption>
      <p data-testid="share-note" className="whitespace-pre-line break-words">
        {note}
      </p>
    </figure>
  );
}

const NOTHING_LEFT = (
  <EmptyState title="What this link showed cannot be shown">
    It was deleted, or its team no longer shares it. The link still works, but there is nothing left to show.
  </EmptyState>
);

/** A frozen ratio matrix: an imported table, or runs split by a tag, as the link grants them. */
async function SharedMatrix({
  state,
  access,
  viewer,
  createdAt,
}: {
  state: MatrixShareState;
  access: Access;
  viewer: Viewer;
  createdAt: Date;
}) {
  const { kind: _matrix, ...query } = state;
  const shared = `Shared ${formatDate(createdAt)}`;
  if (query.matrix !== undefined) {
    const m = await getMatrix(access, query.matrix);
    if (!m) return NOTHING_LEFT;
    // its document, host and configurations are linked for those who may read them anyway
    const linked = (await getMatrix(accessOf(viewer), query.matrix)) !== null;
    return (
      <>
        <p className="mb-2 text-xs text-muted">{shared}</p>
        <ImportedMatrixView m={m} query={query} readOnly linked={linked} />
      </>
    );
  }
  const runs = await getRunsForCompare(access, query.runs);
  if (runs.length === 0) return NOTHING_LEFT;
  return (
    <>
      <p className="mb-2 text-xs text-muted">
        {shared} · {matrixShareHeading(query, { runs })}
      </p>
      <RunsMatrixView runs={matrixRunsOf(runs, query.metric)} query={query} readOnly />
    </>
  );
}
