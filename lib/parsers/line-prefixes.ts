// A log captured by something that stamps every line: a GitHub Actions log downloaded from its
// page (`2024-05-01T10:00:01.1234567Z sysbench 1.0.20 …`), `kubectl logs --timestamps`, `docker
// compose logs` (`sysbench-1  | [ 1s ] thds: 4 …`). Read with the stamp, no line is a tool's
// ("line 1: not a benchmark log"). When nearly every line of the document's start carries the same
// kind of stamp, it is taken off every line that has it; the lines stay where they are.

/** An RFC 3339 time in UTC with a fraction or not, then one blank (GitHub Actions, kubectl, Docker's --timestamps). */
const TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d{1,9})?Z(?: |$)/;
const NAME_CHAR = /^[A-Za-z0-9_.-]$/;

/**
 * How long `docker compose logs`' prefix of this line is: the container's name as Compose makes it
 * (`service-1`, `project_service_1`: a replica number last), padded, then `|` and a blank; 0 when
 * the line has none (a table's `threads | 1 | 2` has no replica number).
 */
function composePrefix(line: string): number {
  const bar = line.indexOf('|');
  if (bar < 2 || bar > 80 || (line.length > bar + 1 && line[bar + 1] !== ' ')) return 0;
  let end = bar;
  while (end > 0 && line[end - 1] === ' ') end--;
  let digits = end;
  while (digits > 0 && /\d/.test(line[digits - 1] as string)) digits--;
  if (digits === end || digits < 2 || (line[digits - 1] !== '-' && line[digits - 1] !== '_')) return 0;
  for (let i = 0; i < digits - 1; i++) if (!NAME_CHAR.test(line[i] as string)) return 0;
  return Math.min(line.length, bar + 2);
}

const timestampPrefix = (line: string) => TIMESTAMP.exec(line)?.[0].length ?? 0;

/** Lines looked at, from the start, to decide. */
const SAMPLE_LINES = 200;
/** The share of the sampled lines (not blank) that must carry the stamp. */
const SHARE = 0.9;

type Stamp = (line: string) => number;

function stampOf(lines: string[]): Stamp | null {
  for (const stamp of [timestampPrefix, composePrefix]) {
    let seen = 0;
    let stamped = 0;
    for (const line of lines) {
      if (line.trim() === '') continue;
      seen++;
      if (stamp(line) > 0) stamped++;
    }
    if (seen >= 3 && stamped / seen >= SHARE) return stamp;
  }
  return null;
}

/**
 * The stamp the lines of this captured log start with, decided on its first lines (null: none); two
 * stamps one after the other too: `docker compose logs -t` writes its prefix, then the time
 * (`bench-1  | 2026-12-07T10:00:00.123456789Z sysbench 1.0.20 …`: each alone was read, both not).
 */
function stampOfText(text: string): Stamp | null {
  // the first lines only, without splitting the whole document to decide
  let end = 0;
  for (let n = 0; n < SAMPLE_LINES && end >= 0; n++) end = text.indexOf('\n', end + 1);
  const sample = (end < 0 ? text : text.slice(0, end)).split('\n');
  const first = stampOf(sample);
  if (first === null) return null;
  const second = stampOf(sample.map((line) => line.slice(first(line))));
  if (second === null) return first;
  return (line) => {
    const outer = first(line);
    return outer + second(line.slice(outer));
  };
}

/** Whether withoutLinePrefixes takes a stamp off this text's lines. */
export const hasLinePrefixes = (text: string): boolean => stampOfText(text) !== null;

/** The text without the stamp every line of a captured log starts with (the text itself when it has none). */
export function withoutLinePrefixes(text: string): string {
  const stamp = stampOfText(text);
  if (stamp === null) return text;
  return text
    .split('\n')
    .map((line) => line.slice(stamp(line)))
    .join('\n');
}

/** A mail's quoting, one level or more (`> `, `> > `, `>>`). */
const QUOTED = /^(?:>[ \t]?)+/;
/** The fewest consecutive quoted lines taken for a quoted log (a shell's `> ` continuation prompt is a line or two). */
const QUOTED_RUN = 5;

/**
 * Does a line of `text` start with `c` (one character)? The first `c` is looked for by indexOf, at
 * memchr speed (`>` is rare in a log: none, and the answer comes in ~11 ms on 100 MB, where
 * `includes('\n>')`, which stops at every line break, took 19); from there on, as includes would.
 */
export function startsAnyLine(text: string, c: string): boolean {
  const first = text.indexOf(c);
  if (first <= 0) return first === 0;
  return text.includes(`\n${c}`, first - 1);
}

/**
 * The text with a mail's quoting taken off every line of a quoted passage (five lines or more in a
 * row that start with `>`): a log quoted in a reply or a mailing list's archive read as the log
 * (before, "not a benchmark log", or its table read with `> ` in every row name). The lines stay
 * where they are; unquoted lines (the reply's own text) are untouched.
 */
export function withoutMailQuotes(text: string): string {
  if (!startsAnyLine(text, '>')) return text;
  const lines = text.split('\n');
  let changed = false;
  for (let i = 0; i < lines.length; ) {
    if ((lines[i] as string).charCodeAt(0) !== 62) {
      i++;
      continue;
    }
    let end = i;
    while (end < lines.length && (lines[end] as string).charCodeAt(0) === 62) end++;
    if (end - i >= QUOTED_RUN) {
      for (let k = i; k < end; k++) lines[k] = (lines[k] as string).replace(QUOTED, '');
      changed = true;
    }
    i = end;
  }
  return changed ? lines.join('\n') : text;
}
