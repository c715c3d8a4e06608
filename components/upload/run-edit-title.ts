// A run's title in the upload form follows its tags while it is the one the upload made of its test,
// concurrency and file (`oltp · 16 threads (a.log)`: its log names no title) and nobody typed one:
// `threads=8` typed in its tags box made the stored run one of 8 threads, and the box still said
// 16. The server makes the same title of the same tags (lib/ingest/plan.ts). Pure.
import { derivedTitle } from '@/lib/ingest/plan-facts';
import { tagsAsStored } from '@/lib/parsers/formats';
import type { ParsedRun } from '@/lib/parsers/types';
import { tagsTextSchema } from '@/lib/schemas/run-edit';
import { columnsFromTags } from '@/lib/tags';
import type { RunEdit } from './prepare-file';

/** The title made of the run's test and concurrency as these tags set them, or null while the tags do not read. */
export function titleForTags(run: ParsedRun, fileName: string, tags: string): string | null {
  const read = tagsTextSchema.safeParse(tags);
  if (!read.success) return null;
  const columns = columnsFromTags(tagsAsStored(run.tool, read.data));
  return derivedTitle(run.tool, columns.test ?? run.test, columns.threads ?? run.parameters.threads, fileName);
}

/** A run's edit with a change applied: a title typed is the person's from then on; tags move a made title. */
export function patchRunEdit(edit: RunEdit, patch: Partial<RunEdit>, run: ParsedRun | undefined, fileName: string): RunEdit {
  if (patch.title !== undefined) return { ...edit, ...patch, titleFollowsTags: false };
  const title = patch.tags !== undefined && edit.titleFollowsTags && run ? titleForTags(run, fileName, patch.tags) : null;
  return { ...edit, ...patch, ...(title === null ? {} : { title }) };
}
