// The runs a user picked to compare, kept in the browser (localStorage) so that the pick survives a
// filter change, a page of the list, a run page and a project page. Pure: the store is in
// components/selection/use-run-selection.ts. Whatever is stored is read through zod: a value
// edited by hand, or written by another version, is dropped, never trusted.
// zod/mini: the same parser without the chained methods, so the browser gets ~6 KB of it instead of
// ~30 KB on every page (this module and lib/theme.ts are the layout's)
import * as z from 'zod/mini';
import { MAX_COMPARE_RUNS } from './url-state/compare';

// An object schema, when it is made, tries `new Function('')` to compile a fast parser: the page's
// policy forbids eval and the browser reports the try as a violation (security-headers.spec). This
// module is the browser's (only client components import it), so zod there parses without eval;
// set before the schemas below are made.
z.config({ jitless: true });

export const SELECTION_STORAGE_KEY = 'benchboard.selection';

/** A run as the tray shows it: its id and title (as text: React escapes it). */
export const selectedRunSchema = z.object({
  id: z.int().check(z.positive(), z.maximum(2_147_483_647)),
  title: z.string().check(z.maxLength(300)),
});
export type SelectedRun = z.infer<typeof selectedRunSchema>;

const storedSchema = z.object({ v: z.literal(1), runs: z.array(selectedRunSchema).check(z.maxLength(MAX_COMPARE_RUNS)) });

/** The stored selection in pick order; an absent, unreadable or malformed value is an empty one. */
export function readSelection(stored: string | null): SelectedRun[] {
  if (!stored || stored.length > 100_000) return [];
  let json: unknown;
  try {
    json = JSON.parse(stored);
  } catch {
    return [];
  }
  const parsed = storedSchema.safeParse(json);
  if (!parsed.success) return [];
  const seen = new Set<number>();
  return parsed.data.runs.filter((r) => !seen.has(r.id) && seen.add(r.id));
}

export function writeSelection(runs: SelectedRun[]): string {
  return JSON.stringify({ v: 1, runs: runs.slice(0, MAX_COMPARE_RUNS) });
}

/** The runs added at the end, in order, those already picked left where they are; at most MAX_COMPARE_RUNS in all. */
export function addRuns(selection: SelectedRun[], runs: SelectedRun[]): SelectedRun[] {
  const next = [...selection];
  for (const run of runs) {
    if (next.length >= MAX_COMPARE_RUNS) break;
    if (!next.some((r) => r.id === run.id)) next.push({ id: run.id, title: run.title.slice(0, 300) });
  }
  return next;
}

export function removeRun(selection: SelectedRun[], id: number): SelectedRun[] {
  return selection.filter((r) => r.id !== id);
}

export function toggleRun(selection: SelectedRun[], run: SelectedRun): SelectedRun[] {
  return selection.some((r) => r.id === run.id) ? removeRun(selection, run.id) : addRuns(selection, [run]);
}

/** The run first in the selection: the baseline when it is compared. */
export function makeFirst(selection: SelectedRun[], id: number): SelectedRun[] {
  const run = selection.find((r) => r.id === id);
  return run ? [run, ...removeRun(selection, id)] : selection;
}
