import { z } from 'zod';
import { ownValue } from '../own-value';
import { CONCURRENCY_VALUE } from '../tags';
import { MAX_COMPARE_RUNS } from '../url-state/compare';
import { runsContextUrl } from '../url-state/runs';
import { urlStateReader } from '../url-state/zod';
import { idList, queryId } from './query';

const TAG_KEY = /^[a-z][a-z0-9_.-]{0,40}$/;
/** The concurrency tag in each tool's word (lib/parsers/formats' `concurrency`: a unit test keeps them alike). */
export const CONCURRENCY_KEYS: ReadonlySet<string> = new Set(['threads', 'clients', 'connections']);
// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters it removes
const CONTROL = /[\u0000-\u001F\u007F]/g;

/**
 * `key=value` per line (or comma-separated) → tags; keys lower-case, values trimmed. A key given
 * twice with two values is refused (which one was meant? the last was kept without a word); twice
 * with the same value is one tag.
 */
export const tagsTextSchema = z
  .string()
  .max(5000)
  .transform((text, ctx) => {
    const tags: Record<string, string> = {};
    // a NUL cannot be stored (PostgreSQL's text): no part of a tag
    for (const part of text.replaceAll('\u0000', '').split(/[\n,]/)) {
      const t = part.trim();
      if (!t) continue;
      const eq = t.indexOf('=');
      const key = (eq > 0 ? t.slice(0, eq) : '').trim().toLowerCase();
      const value = eq > 0 ? t.slice(eq + 1).trim() : '';
      if (!TAG_KEY.test(key) || !value || value.length > 100) {
        ctx.addIssue({ code: 'custom', message: `"${t}" is not a tag: write key=value (key: letters, digits, _ . -)` });
        return z.NEVER;
      }
      // a run's concurrency, in any tool's word (tagsAsStored): a whole number, or the run's heading, the
      // runs list and compare read it nowhere (`threads=abc` kept a run apart from its own repeat)
      if (CONCURRENCY_KEYS.has(key) && !CONCURRENCY_VALUE.test(value)) {
        ctx.addIssue({ code: 'custom', message: `${key}= is a run's concurrency: a whole number, like ${key}=16` });
        return z.NEVER;
      }
      const before = ownValue(tags, key);
      if (before !== undefined && before !== value) {
        ctx.addIssue({ code: 'custom', message: `${key}= is given twice (${before} and ${value}): keep one` });
        return z.NEVER;
      }
      tags[key] = value;
    }
    return tags;
  });

export const runEditSchema = z.object({
  runId: queryId,
  // control characters are no part of a title (a log's are stripped as it is read; a typed one broke the chart's export)
  title: z
    .string()
    .transform((t) => t.replace(CONTROL, '').trim())
    .pipe(z.string().min(1, 'A run needs a title').max(300)),
  notes: z
    .string()
    .max(10_000)
    .default('')
    .transform((t) => t.replaceAll('\u0000', '')),
  tags: tagsTextSchema,
});

export const runIdSchema = z.object({ runId: queryId });

/** A select's value: '' for none, else the id. */
const chosenId = z.union([z.literal('').transform(() => null), queryId]);

/** What a run ran on, as its form sends it. */
export const runContextSchema = z.object({
  runId: queryId,
  hostId: chosenId,
  serverBuildId: chosenId,
  configId: chosenId,
  projectId: chosenId,
});

/** The selection's context page's query (`?runs=1,2,3`): its page and the proxy read it with this. */
export const runsContextQuery = urlStateReader(runsContextUrl);

/** A select of the selection's form: `keep` (each run its own: left out), '' for none, else the id. */
const keptOrChosen = z.union([z.literal('keep').transform(() => undefined), chosenId]);

/** What a selection of runs ran on, as the selection's form sends it: the runs, and each choice or `keep`. */
export const runsContextSchema = z.object({
  runs: idList(MAX_COMPARE_RUNS).refine((ids) => ids.length > 0, 'Pick at least one run'),
  hostId: keptOrChosen,
  serverBuildId: keptOrChosen,
  configId: keptOrChosen,
  projectId: keptOrChosen,
});

/** A save's answer; refused, it gives back what was typed (React resets a form after its action: the edits would be lost). */
export type FormState = { ok: boolean; message: string; typed?: { title: string; notes: string; tags: string } } | null;
