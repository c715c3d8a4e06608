// Share links: an unguessable slug from the OS's CSPRNG (144 bits), the frozen state, revocable.
// Whoever holds a link sees the comparison it names, read-only; creating and revoking one takes
// the `share` permission in the team of its runs.
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { audit } from './auth/audit';
import { can } from './auth/roles';
import { accessOf, authorize, isAllowed, type Viewer } from './auth/viewer';
import { loadSharedComparison } from './compare/load';
import type { ShareState } from './compare/state';
import { type Access, ALL } from './db/access';
import { getMatrix } from './db/compare';
import { createShare, getRunTitles, getShareOwner, revokeShare } from './db/shares';
import { listMemberships } from './db/teams';
import { AppError } from './errors';
import { redactTyped } from './parsers/redact';
import type { StoredShareState } from './schemas/json-columns';
import type { MatrixShareState } from './schemas/matrix';

export const SLUG = /^[A-Za-z0-9_-]{24}$/;
export const slugSchema = z.object({ slug: z.string().regex(SLUG) });

export function newSlug(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * The runs a share names, checked: each exists and the viewer may see it, and may share it (a run
 * that is not public, in its own team); the share belongs to the first team of its runs in which
 * the viewer may share. Otherwise 400/401/403.
 */
async function authorizeRuns(viewer: Viewer, runs: readonly number[], what: string) {
  if (viewer.kind === 'anonymous') throw new AppError('unauthorized', `Sign in to share ${what}.`);
  const titles = await getRunTitles(accessOf(viewer), [...runs]);
  const found = new Set(titles.map((t) => t.id));
  const missing = runs.filter((id) => !found.has(id));
  if (missing.length > 0)
    throw new AppError('invalid', `No run ${missing.map((id) => `#${id}`).join(', ')}: a share can only name runs that exist.`);
  // The link is the grant: whoever holds it sees every run it names. So every run that is not
  // public must be one the viewer may share in its own team (a viewer of team A who owns team B
  // could otherwise publish A's private runs beside one of B's); a public run anyone may name.
  for (const run of titles) if (!run.project?.isPublic) authorize(viewer, run.teamId, { run: ['share'] }, `share run #${run.id}`);
  const teamId = titles.map((t) => t.teamId).find((team) => isAllowed(viewer, team, { run: ['share'] })) ?? titles[0]?.teamId ?? null;
  authorize(viewer, teamId, { run: ['share'] }, 'share these runs');
  return { titles, teamId };
}

/** A share names runs that exist now and that the viewer may see and share: otherwise 400/401/403. */
export async function shareComparison(viewer: Viewer, state: ShareState, headers?: Headers, note = ''): Promise<string> {
  const { titles, teamId } = await authorizeRuns(viewer, state.runs, 'a comparison');
  if (state.baseline !== undefined && !titles.some((t) => t.id === state.baseline))
    throw new AppError('invalid', `The baseline #${state.baseline} is not one of the shared runs.`);
  // as the compare page shows them (its labels tell runs of one title apart): read as that page read them
  const { model } = await loadSharedComparison(state, accessOf(viewer));
  const byId = new Map(titles.map((t) => [t.id, t]));
  const title = shareHeading(
    model?.runs ?? state.runs.flatMap((id) => byId.get(id) ?? []),
    model?.repeats && !model.repeats.allSingle ? model.repeats.rows : null,
  );
  return saveShare(viewer, title, state, teamId, headers, note);
}

/**
 * A ratio matrix's share: an imported table the viewer may see and share in its team (its upload's),
 * or runs split by a tag, checked as a comparison's runs are. 400/401/403 otherwise.
 */
export async function shareMatrix(viewer: Viewer, state: MatrixShareState, headers?: Headers, note = ''): Promise<string> {
  if (state.matrix !== undefined) {
    if (viewer.kind === 'anonymous') throw new AppError('unauthorized', 'Sign in to share a result table.');
    const matrix = await getMatrix(accessOf(viewer), state.matrix);
    if (!matrix) throw new AppError('invalid', `No result table #${state.matrix}: a share can only name one that exists.`);
    authorize(viewer, matrix.teamId, { run: ['share'] }, `share result table #${matrix.id}`);
    return saveShare(viewer, matrixShareHeading(state, { caption: matrix.caption }), { ...state, runs: [] }, matrix.teamId, headers, note);
  }
  const { titles, teamId } = await authorizeRuns(viewer, state.runs, 'a ratio matrix');
  return saveShare(viewer, matrixShareHeading(state, { runs: titles }), state, teamId, headers, note);
}

/** A ratio matrix's heading: an imported table's caption, or the split (`10.5 vs 10.4 by version, 24 runs`). */
export function matrixShareHeading(
  state: Pick<MatrixShareState, 'dim' | 'a' | 'b'>,
  what: { caption: string } | { runs: readonly { tool?: string; test?: string | null }[] },
): string {
  if ('caption' in what) return what.caption || 'Imported result table';
  const tools = [...new Set(what.runs.map((r) => r.tool ?? ''))];
  const kind = tools.length === 1 && tools[0] ? `${tools[0]}: ` : '';
  const count = `${what.runs.length} run${what.runs.length === 1 ? '' : 's'}`;
  return `${kind}ratio matrix, ${state.a} vs ${state.b} by ${state.dim} (${count})`;
}

/** Stores a share; its note as a run's notes are stored (line breaks as LF, secrets masked, blanks around it dropped). */
async function saveShare(viewer: Viewer, title: string, state: StoredShareState, teamId: string | null, headers?: Headers, note = '') {
  const maker = viewer.kind === 'user' ? viewer.user.id : null;
  const { slug } = await createShare(newSlug(), { title, note: redactTyped(note).trim() }, state, teamId, maker);
  await audit(viewer, { teamId, action: 'share.create', targetType: 'share', targetId: slug, summary: title }, headers);
  return slug;
}

/**
 * What a share link grants now: the runs of its team, the runs of any team in which its maker may
 * still share, and public runs. A run of another team that was public when it was shared (anyone may
 * name a public run) is not shown once that team makes it private: an attack probe (2026-12-02)
 * shared a public run of team A from team C, A made its project private, and the link, which A
 * could neither see nor revoke, kept showing the run. With sign-in off everything is everyone's.
 */
export async function shareAccess(viewer: Viewer, share: { teamId: string | null; createdById: string | null }): Promise<Access> {
  if (viewer.kind === 'open') return ALL;
  const teams = new Set(share.teamId ? [share.teamId] : []);
  if (share.createdById) for (const m of await listMemberships(share.createdById)) if (can(m.role, { run: ['share'] })) teams.add(m.teamId);
  return { kind: 'teams', teamIds: [...teams] };
}

/**
 * A share link's heading: the runs it shows now, as they are titled now. Not the title frozen when
 * it was made: that named runs since made private or deleted for good (an attack probe, 2026-12-05,
 * read a private run's title on a public link) and kept titles their team had since changed.
 */
export function shareHeading(runs: readonly HeadingRun[], configurations: readonly HeadingConfiguration[] | null = null): string {
  // runs of one tool (and test) say so first: seed 000's sql-bench and sysbench shares had one heading
  const tools = new Set(runs.map((r) => r.tool));
  const tests = new Set(runs.map((r) => r.test ?? ''));
  const [tool] = tools;
  const [test] = tests;
  // (one run shared reads as its own page's title)
  const kind = runs.length > 1 && tools.size === 1 && tool ? `${tool}${tests.size === 1 && test ? ` ${test}` : ''}: ` : '';
  // titles that repeat (seed 004's "5.5.20" at 100 and at 50 clients) give way to the compare page's labels
  // repeats of configurations (query_cache=off, 5 runs, against query_cache=on, 5 runs) are named by
  // what tells them apart: two of one side's titles named nothing compared (a DBA's pass, 2026-12-06)
  if (configurations && configurations.length > 1)
    return (
      kind +
      namesOf(
        configurations.map((c) => `${c.label} (${c.runIds.length} run${c.runIds.length === 1 ? '' : 's'})`),
        'configuration',
      )
    );
  const repeated = new Set(runs.map((r) => r.title)).size < runs.length;
  const names = runs.map((r) => (repeated && r.label ? r.label : r.title));
  return kind + namesOf(names);
}

/** A run as a share's heading names it: its title, and its compare label (what tells it from the others). */
type HeadingRun = { title: string; label?: string; tool?: string; test?: string | null };
/** A configuration and its repeats, as the comparison's repeats table names it. */
type HeadingConfiguration = { label: string; runIds: readonly number[] };

function namesOf(titles: readonly string[], what = 'run'): string {
  // at most three titles, whole, then how many more: a project's 120 runs read "run 1 vs … vs run 21 vs"
  const named: string[] = [];
  for (const title of titles.slice(0, 3)) {
    if (named.length > 0 && [...named, title].join(' vs ').length > 160) break;
    named.push(title.length > 160 ? `${title.slice(0, 159)}…` : title);
  }
  const more = titles.length - named.length;
  return `${named.join(' vs ')}${more > 0 ? ` and ${more} more ${what}${more === 1 ? '' : 's'}` : ''}`;
}

export async function revokeShareLink(viewer: Viewer, slug: string, headers?: Headers): Promise<void> {
  const share = await getShareOwner(slug);
  if (!share || share.revokedAt) throw new AppError('not_found', 'No active share with this link.');
  authorize(viewer, share.teamId, { run: ['share'] }, 'revoke this link');
  if (!(await revokeShare(slug))) throw new AppError('not_found', 'No active share with this link.');
  await audit(viewer, { teamId: share.teamId, action: 'share.revoke', targetType: 'share', targetId: slug, summary: share.title }, headers);
}
