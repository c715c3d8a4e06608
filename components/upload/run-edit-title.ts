// A run's title in the upload form follows its tags while it is the one the upload made of its test,
// concurrency and file (`oltp · 16 threads (a.log)`: its log names no title) and nobody typed one:
// `threads=8` typed in its tags box made the stored run one of 8 threads, and the box still said
// 16. The server makes the same title of the same tags (lib/ingest/plan.ts, lib/run-title.ts). Pure,
// and light: this is the upload page's main bundle, where neither the format registry nor zod may
// come (they come with the parsing worker; zod compiles with eval, which the page's policy refuses).
import type { ParsedRun } from '@/lib/parsers/types';
import { madeTitle } from '@/lib/run-title';
import { CONCURRENCY_VALUE, columnsFromTags } from '@/lib/tags';
import type { RunEdit } from './prepare-file';

/** The tags box's `key=value` lines (or comma-separated), keys in lower case; null while one does not read as a tag. */
function readTags(text: string): Map<string, string> | null {
  const tags = new Map<string, string>();
  for (const part of text.split(/[\n,]/)) {
    const t = part.trim();
    if (t === '') continue;
    const eq = t.indexOf('=');
    const value = t.slice(eq + 1).trim();
    if (eq <= 0 || value === '') return null;
    tags.set(t.slice(0, eq).trim().toLowerCase(), value);
  }
  return tags;
}

/**
 * The title made of the run's test and concurrency as these tags set them (`test=`, and the
 * concurrency by its tool's word: pgbench's `clients=`), or null while the tags do not read.
 */
export function titleForTags(
  run: Pick<ParsedRun, 'tool' | 'test' | 'parameters'>,
  word: string,
  fileName: string,
  tags: string,
): string | null {
  const read = readTags(tags);
  if (read === null) return null;
  const typed = read.get(word);
  if (typed !== undefined && !CONCURRENCY_VALUE.test(typed)) return null;
  // the columns the server stores from them (its concurrency in the tool's word is the `threads` tag)
  const test = read.get('test');
  const columns = columnsFromTags({ ...(test === undefined ? {} : { test }), ...(typed === undefined ? {} : { threads: typed }) });
  const printed = run.parameters.threads;
  return madeTitle(
    columns.test ?? run.test ?? run.tool,
    columns.threads ?? (typeof printed === 'number' ? printed : undefined),
    word,
    fileName,
  );
}

/** A run's edit with a change applied: a title typed is the person's from then on; tags move a made title. */
export function patchRunEdit(
  edit: RunEdit,
  patch: Partial<RunEdit>,
  run: ParsedRun | undefined,
  word: string | undefined,
  fileName: string,
): RunEdit {
  if (patch.title !== undefined) return { ...edit, ...patch, titleFollowsTags: false };
  const title =
    patch.tags !== undefined && edit.titleFollowsTags && run ? titleForTags(run, word ?? 'threads', fileName, patch.tags) : null;
  return { ...edit, ...patch, ...(title === null ? {} : { title }) };
}
