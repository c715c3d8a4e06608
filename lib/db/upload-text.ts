// An upload's text is kept whole for the document view. Sent as one parameter, a 50 MB text was
// copied by Prisma (JSON out and back) and by pg (the Bind message, grown by halves) into ~130 MB
// of buffers at once; sent in parts, each copy is the size of a part, and PostgreSQL joins them.
// Small parts, because the copies Prisma makes of a parameter outlive their statement in V8's old
// space until the next full collection: 64 K characters a part left ~50 MB of such garbage for a
// 50 MB text, 1 M a part ~100 MB; its 800 statements took ~1.5 s, no longer than 50 big ones.
import 'server-only';
import { textParts } from '../parsers/text-parts';
import type { Tx } from './tx';

/** UTF-16 units per statement (≤ 192 KB of UTF-8). */
export const TEXT_PART_CHARS = 1 << 16;
/**
 * A text up to this many UTF-16 units (2 M, ≤ 6 MB of UTF-8) goes inline, as one parameter of the upload's
 * own INSERT: its copies are a few MB at most, and a 3-hour run's 1.3 MB log took 23 statements in parts
 * (a sixth of its ingest's round trips). The parts are for the tens of MB ones.
 */
export const INLINE_TEXT_CHARS = 1 << 21;

export const sentInline = (text: string) => text.length <= INLINE_TEXT_CHARS;

/**
 * Sets the text of upload `id`, part by part, inside the caller's transaction: the parts wait in a
 * temporary table (not WAL-logged, dropped at commit) and one UPDATE joins them, so nothing of it is
 * stored unless the whole upload is.
 */
export async function writeUploadText(tx: Tx, id: number, text: string): Promise<void> {
  await tx.$executeRaw`CREATE TEMP TABLE upload_text_part (idx int NOT NULL, part text NOT NULL) ON COMMIT DROP`;
  let idx = 0;
  for (const part of textParts(text, TEXT_PART_CHARS))
    await tx.$executeRaw`INSERT INTO upload_text_part (idx, part) VALUES (${idx++}, ${part})`;
  await tx.$executeRaw`UPDATE "Upload" SET text = (SELECT string_agg(part, '' ORDER BY idx) FROM upload_text_part) WHERE id = ${id}`;
}
