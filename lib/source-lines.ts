// Which lines of a stored document a page shows. A document can be 400,000 lines; a page shows a
// window of it, and every `#L123` link a page makes must land on a line that page has.

import { MAX_LINE } from './parsers/lines';

/**
 * Characters of a line a page shows: the longest line the parsers read (lib/parsers/lines.ts's
 * MAX_LINE), so every line a figure came from is shown whole. A longer one (a minified blob, a
 * base64 dump: one line can be a whole 50 MB upload) is cut there, with its length.
 */
export const SHOWN_LINE_CHARS = MAX_LINE;
/** Lines the document view shows at a time. */
export const DOCUMENT_WINDOW = 2_000;
/** Lines shown above a line a link points at, so it is not the window's first row. */
const LEAD = 100;

export type LineRange = { from: number; to: number };

/** The first line of the document window that shows `line` with a little context above it. */
export function windowStartFor(line: number): number {
  return Math.max(1, Math.floor(line) - LEAD);
}

/** A link to one line of an upload's document view, wherever it falls. */
export function documentLineHref(uploadId: number, line: number): string {
  return `/uploads/${uploadId}?from=${windowStartFor(line)}#L${line}`;
}

/** The window `from` asks for in a document of `total` lines; past the end, the last window. */
export function documentWindow(from: number, total: number, size = DOCUMENT_WINDOW): LineRange {
  const last = Math.max(1, total);
  const asked = Math.max(1, Math.floor(from));
  const start = asked <= last ? asked : Math.max(1, last - size + 1);
  return { from: start, to: Math.min(last, start + size - 1) };
}

/** Sorted, overlapping or touching ranges joined. */
export function mergeRanges(ranges: LineRange[]): LineRange[] {
  const sorted = ranges.filter((r) => r.to >= r.from).sort((a, b) => a.from - b.from);
  const merged: LineRange[] = [];
  for (const r of sorted) {
    const last = merged[merged.length - 1];
    if (last && r.from <= last.to + 1) last.to = Math.max(last.to, r.to);
    else merged.push({ ...r });
  }
  return merged;
}

export type RunSourceOptions = {
  lineStart: number;
  lineEnd: number;
  /** lines the page links to (figures, warnings, table rows): each is shown with a little context */
  linked: number[];
  /** lines before and after the run */
  context?: number;
  /** most lines shown in all; past it a big run shows its head, its tail and what fits of the linked lines */
  cap?: number;
};

const HEAD = 200;
const TAIL = 200;
const AROUND = 2;

/**
 * The run's own lines (with context) when they fit under the cap; otherwise its first and last
 * lines (the header and the summary, where most figures are read) and each linked line with its
 * neighbours, in line order, as long as they fit.
 */
export function runSourceRanges({ lineStart, lineEnd, linked, context = 6, cap = 3_000 }: RunSourceOptions): LineRange[] {
  const whole = { from: Math.max(1, lineStart - context), to: Math.max(lineStart, lineEnd) + context };
  if (whole.to - whole.from + 1 <= cap) return [whole];
  const head = { from: whole.from, to: lineStart + HEAD - 1 };
  const tail = { from: Math.max(head.to + 1, lineEnd - TAIL + 1), to: whole.to };
  if (tail.from <= head.to + 1) return [whole];
  const middle: LineRange[] = [];
  let used = head.to - head.from + 1 + (tail.to - tail.from + 1);
  const wanted = [...new Set(linked)].filter((l) => l > head.to && l < tail.from).sort((a, b) => a - b);
  for (const line of wanted) {
    const from = Math.max(head.to + 1, line - AROUND);
    const to = Math.min(tail.from - 1, line + AROUND);
    const last = middle[middle.length - 1];
    const joins = last !== undefined && from <= last.to + 1;
    const added = joins ? Math.max(0, to - last.to) : to - from + 1;
    if (used + added > cap) continue;
    used += added;
    if (joins) last.to = Math.max(last.to, to);
    else middle.push({ from, to });
  }
  return mergeRanges([head, ...middle, tail]);
}

/** The text of document line `line` among the segments a page holds (cut as they were), or undefined. */
export function lineOf(segments: readonly { from: number; lines: readonly string[] }[], line: number): string | undefined {
  const segment = segments.find((s) => line >= s.from && line < s.from + s.lines.length);
  return segment?.lines[line - segment.from];
}
