// Turning a pasted document into comparable lines: one normalisation of the whole text (native
// speed), then lines that keep their 1-based numbers.
import stripAnsi from 'strip-ansi';

/** Non-breaking, full-width and other exotic spaces that blog editors put in pasted logs. */
const EXOTIC_SPACES = /[\u00a0\u1680\u2000-\u200b\u202f\u205f\u3000\ufeff]/g;
const WIDE_SPACES = /[\u1680\u2000-\u200b\u202f\u205f\u3000\ufeff]/;
const LINE_BREAKS = /\r\n?/g;

/** Longest line we try to understand; longer ones are not tool output (and could be slow to match). */
export const MAX_LINE = 4096;

export function normalizeText(text: string): string {
  let t = text.startsWith('\ufeff') ? text.slice(1) : text;
  if (t.includes('\r')) t = t.replace(LINE_BREAKS, '\n');
  // A cheap probe first: most logs have none, and then the replace is skipped. In two parts: a text
  // whose characters are all below U+0100 (V8 keeps it one byte a character) can only hold the
  // no-break space, found by indexOf at memchr speed, and the regex of the wider ones fails at once
  // on it (one class, 66 → 9 ms on a 100 MB log; a text with wider characters takes as long as before).
  if (t.indexOf('\u00a0') >= 0 || WIDE_SPACES.test(t)) t = t.replace(EXOTIC_SPACES, ' ');
  // A terminal's colours: pgbench colours `error:` (PG_COLOR=always, or `auto` on a terminal), CI
  // logs and `script` captures keep sysbench's. Left in, they hid an aborted run's error line and
  // every figure of a coloured summary line. strip-ansi looks for an ESC first (none: no replace),
  // and its pattern is linear.
  return t.includes('\u001b') || t.includes('\u009b') ? withoutAnsi(t) : t;
}

/**
 * The text without terminal escapes, every line break kept: a control string (a window title,
 * `ESC ] … BEL`) may run over lines, and removing it whole would renumber every line after it,
 * so such a text is cleaned one line at a time, and an escape left unfinished on its line loses
 * its ESC (its text stays, as text).
 */
function withoutAnsi(text: string): string {
  const stripped = stripAnsi(text);
  if (countLineBreaks(stripped) === countLineBreaks(text)) return stripped;
  return text
    .split('\n')
    .map((line) => stripAnsi(line).replaceAll('\u001b', ''))
    .join('\n');
}

/** How many line breaks `text` holds, counting no further than `atMost`. */
export function countLineBreaks(text: string, atMost = Number.POSITIVE_INFINITY): number {
  let n = 0;
  for (let at = text.indexOf('\n'); at >= 0 && n < atMost; at = text.indexOf('\n', at + 1)) n++;
  return n;
}

export function splitLines(text: string): string[] {
  const lines = text.split('\n');
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/**
 * A document's lines (splitLines' lines) as offsets into its text: a line becomes a string only when
 * something reads it, so the 850,000 interval lines of a 100 MB log, read in place by their run's
 * scanner, never do.
 */
export class Lines {
  readonly length: number;
  /** where line i starts; starts[length] is one past the end of the last line (its \n) */
  private readonly starts: Int32Array;

  /**
   * `known`: line starts found before, in order (an OltpArchive's rows: `runs[r]` lines in a row
   * start at `offsets[r]`, `offsets[r + 1]`…), taken as they are instead of looked for.
   */
  constructor(
    readonly text: string,
    known: readonly KnownLineStarts[] = [],
  ) {
    let starts = new Int32Array(1024);
    let n = 0;
    let c = 0; // the next known start: known[c].offsets[r]
    let r = 0;
    for (let at = 0; ; ) {
      if (n + 1 >= starts.length) starts = grown(starts, n + 2);
      starts[n++] = at;
      for (let chunk = known[c]; chunk; chunk = known[c]) {
        while (r < chunk.count && (chunk.offsets[r] as number) < at) r++;
        if (r === chunk.count) {
          c++;
          r = 0;
          continue;
        }
        const more = (chunk.runs[r] as number) - 1; // the lines right after this one that start where known
        if (chunk.offsets[r] === at && more > 0) {
          if (n + more + 1 >= starts.length) starts = grown(starts, n + more + 2);
          starts.set(chunk.offsets.subarray(r + 1, r + 1 + more), n);
          n += more;
          r += more;
          at = chunk.offsets[r] as number;
        }
        break;
      }
      const end = text.indexOf('\n', at);
      if (end < 0) {
        starts[n] = text.length + 1;
        break;
      }
      at = end + 1;
    }
    // text.split('\n') without the empty piece after a final \n (when there is more than one)
    if (n > 1 && text.endsWith('\n')) n--;
    this.length = n;
    this.starts = starts.subarray(0, n + 1);
  }

  /** Offset of line i's first character (0-based i). */
  start(i: number): number {
    return this.starts[i] as number;
  }

  /** Length of line i, without its \n. */
  lengthOf(i: number): number {
    return (this.starts[i + 1] as number) - (this.starts[i] as number) - 1;
  }

  /** Line i (0-based), as splitLines gives it. */
  get(i: number): string {
    const start = this.starts[i] as number;
    return this.text.slice(start, (this.starts[i + 1] as number) - 1);
  }

  toArray(): string[] {
    return Array.from({ length: this.length }, (_, i) => this.get(i));
  }
}

/** Line starts known ahead: `runs[r]` consecutive lines start at `offsets[r]`, `offsets[r + 1]`… (a row of run 0 says nothing). */
export type KnownLineStarts = { readonly count: number; readonly offsets: Int32Array; readonly runs: Int32Array };

/** `starts` copied into an array of twice its size, or of `atLeast`. */
function grown(starts: Int32Array, atLeast: number): Int32Array<ArrayBuffer> {
  const bigger = new Int32Array(Math.max(starts.length * 2, atLeast));
  bigger.set(starts);
  return bigger;
}

const FENCE = /^\s*(?:```|~~~)/;
const QUOTE = /^\s*>\s?/;
/** `$ `, `# `, `mysql> `, `shell> `, `[root@db ~]# `, `user@host:~$ `, openSUSE's `user@host:~> `, `PS C:\> `, and `+ ` of a `set -x` trace */
const PROMPT =
  /^(?:\[[^\]\n]{1,80}\][#$]|[\w.-]{1,40}@[\w.-]{1,60}(?::[^\s$#>]{0,80})?[#$>]|[$#%]|(?:mysql|shell|sql|postgres[=#-]?)>|PS [^>\n]{1,80}>|\+{1,10})\s+/;

/** The line without markdown quoting, fences or a shell prompt: what a command detector should see. */
export function stripDecorations(line: string): string {
  let t = line.trim();
  if (FENCE.test(t)) return '';
  if (t.startsWith('>')) t = t.replace(QUOTE, '');
  return t.replace(PROMPT, '');
}

export function isBlank(line: string): boolean {
  return line.trim() === '' || FENCE.test(line);
}
