// The identity of a run's output: the lines its figures were read from. The same run stored twice
// under two files (a log uploaded with its .cmd, then without; a blog post quoting a stored log) has
// two upload fingerprints, as the texts differ, but one output: repeats and histories would count it
// twice. Two real runs never print the same latencies, event counts and per-second rates to the
// last digit, so lines alike mean the same run.
import { createHash } from 'node:crypto';
import { intervalCount, intervalLineReader } from '../parsers/run-intervals';
import type { ParsedRun, Warning } from '../parsers/types';

/** Fewer figure lines than this say too little to tell two runs apart: such a run has no output fingerprint. */
export const MIN_OUTPUT_LINES = 3;
/** Interval lines taken from each end of a run's series (a 12-hour run has 43,200; its ends tell it apart). */
const INTERVAL_ENDS = 50;

/** The lines a run's figures were read from: its summary's, its operations', tests' and histogram's, and the ends of its intervals. */
export function figureLinesOf(run: ParsedRun): number[] {
  const lines = new Set<number>();
  for (const [path, at] of Object.entries(run.sources)) {
    if (!path.startsWith('metrics.') && !path.startsWith('figures.')) continue;
    for (const line of at) lines.add(line);
  }
  for (const row of run.operations) lines.add(row.line);
  for (const row of run.tests) lines.add(row.line);
  for (const row of run.histogram) lines.add(row.line);
  // a run of 850,000 intervals held as columns builds none of its objects here, nor a short one's columns
  const n = intervalCount(run);
  const lineAt = intervalLineReader(run);
  for (let i = 0; i < n; i++) {
    if (i === INTERVAL_ENDS && n > 2 * INTERVAL_ENDS) i = n - INTERVAL_ENDS;
    lines.add(lineAt(i));
  }
  return [...lines].filter((line) => line >= 1).sort((a, b) => a - b);
}

/** The text of each wanted line (1-based), spaces at its ends dropped and runs of spaces made one: one pass over the text. */
function linesOf(text: string, wanted: readonly number[]): Map<number, string> {
  const sorted = [...new Set(wanted)].sort((a, b) => a - b);
  const found = new Map<number, string>();
  let line = 1;
  let start = 0;
  for (const target of sorted) {
    while (line < target) {
      const next = text.indexOf('\n', start);
      if (next === -1) return found;
      start = next + 1;
      line++;
    }
    const end = text.indexOf('\n', start);
    found.set(target, normalized(text.slice(start, end === -1 ? text.length : end)));
  }
  return found;
}

/** Spaces and tabs at the ends dropped, every run of them one space (a blog's <pre> re-indents a log). */
function normalized(line: string): string {
  return line
    .trim()
    .split(/[ \t\r]+/)
    .join(' ');
}

/**
 * Each run's output fingerprint by ordinal (the upload's own ordinals), from the text its line
 * numbers count in. A run with fewer than MIN_OUTPUT_LINES non-empty figure lines has none.
 */
export function outputFingerprintsOf(runs: readonly { ordinal: number; parsed: ParsedRun }[], text: string): Map<number, string> {
  const wanted = runs.map((r) => ({ ordinal: r.ordinal, tool: r.parsed.tool, run: r.parsed, lines: figureLinesOf(r.parsed) }));
  const texts = linesOf(
    text,
    wanted.flatMap((w) => w.lines),
  );
  const out = new Map<number, string>();
  for (const w of wanted) {
    const shown = w.lines.map((line) => texts.get(line) ?? '').filter((s) => s !== '');
    if (new Set(shown).size < MIN_OUTPUT_LINES) continue;
    const hash = createHash('sha256').update(w.tool).update('\n');
    for (const s of shown) hash.update(s).update('\n');
    // and the figures read from them: the runs of one compare-results table share its lines, each its own column
    // (and its column's place in it: two columns of whole seconds can read alike)
    hash.update(
      JSON.stringify([
        w.run.metrics,
        w.run.figures,
        w.run.operations.map((o) => o.seconds),
        w.run.tests.map((t) => t.seconds),
        w.run.header.compareResultsColumn ?? null,
      ]),
    );
    out.set(w.ordinal, hash.digest('hex'));
  }
  return out;
}

/**
 * What a run whose output its team stored before says (on its page, in its upload's answer). It names
 * no run: the warning is stored, and shown to whoever may read this run, who may not see the other
 * (a public project's run repeating a closed one's); the page's heading names those its reader may open.
 */
export function repeatedOutputWarning(line: number): Warning {
  return {
    line,
    message:
      'Its figures are line for line those of a run stored before (the heading names it): the same run uploaded twice? ' +
      'Comparisons and histories count one of them, and no alert is raised on this one.',
  };
}
