// Known content sent again: its runs keep what the first upload gave them. What this request asked
// for that they do not have already is said (`notApplied`), so that a CI job re-sending a log with
// a new commit or tags learns its values were not stored, and a retry of the same job is not told so.
import type { UploadContext } from '../db/upload-context';
import type { StoredRunFacts } from '../db/uploads';
import { ownValue } from '../own-value';
import { tagsAsStored } from '../parsers/formats';
import { redactTags, redactTyped } from '../parsers/redact';
import { NOT_APPLIED, type NotApplied } from '../schemas/upload';
import type { Tags } from '../tags';
import type { RunOverride } from './plan';

export type Asked = {
  tags?: Tags | undefined;
  commit?: string | undefined;
  branch?: string | undefined;
  /** the project every run was to go to (the file's, or a project token's) */
  projectName?: string | null | undefined;
  /** a project token's: every run goes to it, whatever an edit says */
  projectLocked?: boolean;
  /** the host, build and config every run was to get (ids), where its edit chose none */
  context?: UploadContext;
  /** edits by the ordinal of the run they are for */
  edits?: ReadonlyMap<number, RunOverride> | undefined;
};

/**
 * Every tag asked is on the run with that value, compared as plan.ts stores them: redacted, and in
 * the stored key (a pgbench run's `clients=7` is its `threads=7`: its retry was told "tags not applied").
 */
const hasTags = (run: StoredRunFacts, tags: Tags) =>
  Object.entries(redactTags(tagsAsStored(run.tool, tags))).every(([key, value]) => ownValue(run.tags, key) === value);

/** A typed title, notes or project name is compared as plan.ts stores it (redactTyped): a retry is a retry. */
function editFits(run: StoredRunFacts | undefined, edit: RunOverride, projectLocked: boolean): boolean {
  if (!run) return false;
  const title = edit.title?.trim();
  const projectName = edit.projectName?.trim();
  return (
    (!title || redactTyped(title) === run.title) &&
    (edit.tags === undefined || hasTags(run, edit.tags)) &&
    (edit.notes === undefined || redactTyped(edit.notes) === run.notes) &&
    (edit.hostId === undefined || edit.hostId === run.hostId) &&
    (edit.serverBuildId === undefined || edit.serverBuildId === run.serverBuildId) &&
    (edit.configId === undefined || edit.configId === run.configId) &&
    (projectLocked || !projectName || redactTyped(projectName) === run.projectName)
  );
}

/** What was asked that the stored runs do not have: empty when they have it all (a retry). */
export function notAppliedTo(runs: readonly StoredRunFacts[], asked: Asked): NotApplied[] {
  const byOrdinal = new Map(runs.map((r) => [r.ordinal, r]));
  const locked = asked.projectLocked === true;
  // a project a token is locked to is stored as the database names it, a typed one redacted
  const typedProject = asked.projectName?.trim();
  const project = typedProject && !locked ? redactTyped(typedProject) : typedProject;
  // a run an edit sends to a project of its own is checked with its edit
  const ownProject = (r: StoredRunFacts) => !locked && !!asked.edits?.get(r.ordinal)?.projectName?.trim();
  // a run's own edit's choice is checked with its edit
  const chose = (r: StoredRunFacts, key: keyof UploadContext) => asked.edits?.get(r.ordinal)?.[key] !== undefined;
  const contextDiffers = (key: keyof UploadContext) => {
    const wanted = asked.context?.[key];
    return wanted !== undefined && runs.some((r) => !chose(r, key) && r[key] !== wanted);
  };
  const differs: Record<NotApplied, boolean> = {
    tags: asked.tags !== undefined && runs.some((r) => !hasTags(r, asked.tags as Tags)),
    commit: asked.commit !== undefined && runs.some((r) => r.commit !== asked.commit),
    branch: asked.branch !== undefined && runs.some((r) => r.branch !== asked.branch),
    project: !!project && runs.some((r) => !ownProject(r) && r.projectName !== project),
    host: contextDiffers('hostId'),
    build: contextDiffers('serverBuildId'),
    config: contextDiffers('configId'),
    edits: [...(asked.edits ?? new Map<number, RunOverride>())].some(([ordinal, edit]) => !editFits(byOrdinal.get(ordinal), edit, locked)),
  };
  return NOT_APPLIED.filter((key) => differs[key]);
}
