import { z } from 'zod';
import { queryId } from './query';

const TAG_KEY = /^[a-z][a-z0-9_.-]{0,40}$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters it removes
const CONTROL = /[\u0000-\u001F\u007F]/g;

/** `key=value` per line (or comma-separated) → tags; keys lower-case, values trimmed. */
export const tagsTextSchema = z
  .string()
  .max(5000)
  .transform((text, ctx) => {
    const tags: Record<string, string> = {};
    for (const part of text.split(/[\n,]/)) {
      const t = part.trim();
      if (!t) continue;
      const eq = t.indexOf('=');
      const key = (eq > 0 ? t.slice(0, eq) : '').trim().toLowerCase();
      const value = eq > 0 ? t.slice(eq + 1).trim() : '';
      if (!TAG_KEY.test(key) || !value || value.length > 100) {
        ctx.addIssue({ code: 'custom', message: `"${t}" is not a tag: write key=value (key: letters, digits, _ . -)` });
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
  notes: z.string().max(10_000).default(''),
  tags: tagsTextSchema,
});

export const runIdSchema = z.object({ runId: queryId });

/** A select's value: '' for none, else the id. */
const chosenId = z.union([z.literal('').transform(() => null), queryId]);

/** What a run ran on, as its form sends it. */
export const runContextSchema = z.object({ runId: queryId, hostId: chosenId, serverBuildId: chosenId, configId: chosenId });

/** A save's answer; refused, it gives back what was typed (React resets a form after its action: the edits would be lost). */
export type FormState = { ok: boolean; message: string; typed?: { title: string; notes: string; tags: string } } | null;
