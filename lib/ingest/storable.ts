// What the database can hold of a parse: figures kept in integer columns must fit them. Pure: the
// upload page's preview (components/upload/prepare-bytes.ts, in a Web Worker) shows the file as
// not recognized, with the line, as the server would refuse it: before any edit and Save.
import { AppError } from '../errors';
import { figureLabel } from '../figure-label';
import { CHUNK_BITS, INTERVAL_FIELDS, type IntervalColumns } from '../parsers/interval-columns';
import { intervalColumnsOf } from '../parsers/run-intervals';
import type { FileResult, Warning } from '../parsers/types';

const INT4_MAX = 2_147_483_647;
/** int8 counts: any double below 2^63 fits; 9e18 leaves room for rounding. */
const INT8_SAFE = 9e18;

/**
 * Whole numbers above this are not held exactly by a double (2^53 − 1): `9007199254740993` read as
 * …992 (an attack probe, 2026-12-07: stored and shown beside the line that printed …993).
 */
const EXACT_MAX = Number.MAX_SAFE_INTEGER;

/** A figure no double holds as printed: past 2^53 − 1, or past any double at all (`1e400` reads as Infinity). */
const inexact = (v: number) => !Number.isFinite(v) || Math.abs(v) > EXACT_MAX;

/**
 * The first row of `columns` whose figure is past `limit` in magnitude (Infinity is), in any field,
 * scanning each column's chunks (a 50 MB run's 6 million figures in a few ms; NaN, not printed,
 * never is): null when none is.
 */
function firstPast(columns: IntervalColumns, limit: number): { field: number; row: number } | null {
  let found: { field: number; row: number } | null = null;
  const chunks = Math.ceil(columns.length / (1 << CHUNK_BITS));
  for (let k = 0; k < INTERVAL_FIELDS.length; k++) {
    for (let c = 0; c < chunks; c++) {
      const base = c << CHUNK_BITS;
      if (found && base >= found.row) break;
      const chunk = columns.valueChunk(k, c);
      if (!chunk) continue;
      const end = Math.min(chunk.length, columns.length - base);
      let j = 0;
      while (j < end && !(Math.abs(chunk[j] as number) > limit)) j++;
      if (j < end) {
        if (!found || base + j < found.row) found = { field: k, row: base + j };
        break;
      }
    }
  }
  return found;
}

/** The summary's figures of a run, each with its path in `sources`. */
function* summaryFigures(run: FileResult['runs'][number]): Generator<[string, number]> {
  const { latencyMs, ...rates } = run.metrics;
  for (const [key, value] of Object.entries(rates)) if (typeof value === 'number') yield [`metrics.${key}`, value];
  for (const [key, value] of Object.entries(latencyMs ?? {})) if (typeof value === 'number') yield [`metrics.latencyMs.${key}`, value];
  for (const [key, value] of Object.entries(run.figures)) yield [`figures.${key}`, value];
  for (const [key, value] of Object.entries(run.parameters)) if (typeof value === 'number') yield [`parameters.${key}`, value];
}

/**
 * The first figure of a parse the database cannot hold as printed, with its line: a log that claims
 * 3,000,000,000 threads (a 4-byte column), a count past 2^53 (a double rounds it), a figure past any
 * double (`1e400`: Infinity, which failed the upload with a 500); null when every one fits.
 */
export function unstorable(parsed: FileResult): Warning | null {
  const too = (line: number, what: string, max: number): Warning => ({
    line,
    message: `${what} is more than benchboard stores (at most ${max.toLocaleString('en')})`,
  });
  // the figure as read is already rounded: it is named, not shown
  const notExact = (line: number, what: string): Warning => ({
    line,
    message: `${what} is larger than benchboard stores exactly (at most ${EXACT_MAX.toLocaleString('en')}): the file is refused rather than stored rounded`,
  });
  const threadsAt = INTERVAL_FIELDS.indexOf('threads');
  for (const run of parsed.runs) {
    for (const [path, value] of summaryFigures(run))
      if (inexact(value)) return notExact(run.sources[path]?.[0] ?? run.lines[0], `its ${figureLabel(path.slice(path.indexOf('.') + 1))}`);
    const threads = run.parameters.threads;
    if (typeof threads === 'number' && Math.abs(Math.round(threads)) > INT4_MAX)
      return too(run.sources['parameters.threads']?.[0] ?? run.lines[0], `${threads} threads`, INT4_MAX);
    const columns = intervalColumnsOf(run);
    const past = firstPast(columns, EXACT_MAX);
    for (let i = 0; i < columns.length && (!past || i < past.row); i++) {
      const v = columns.value(threadsAt, i);
      if (Math.abs(v) > INT4_MAX) return too(columns.line(i), `${v} threads`, INT4_MAX);
    }
    if (past) return notExact(columns.line(past.row), `an interval's ${figureLabel(INTERVAL_FIELDS[past.field] ?? '')}`);
    for (const o of run.operations) {
      if (Math.abs(o.count ?? 0) > INT8_SAFE || Math.abs(o.failures ?? 0) > INT8_SAFE)
        return too(o.line, `a count of ${o.count ?? o.failures}`, INT8_SAFE);
      if ([o.seconds, o.usr, o.sys, o.cpu, o.latencyMs].some((v) => typeof v === 'number' && !Number.isFinite(v)))
        return notExact(o.line, `${o.name}'s time`);
    }
    for (const t of run.tests)
      if ([t.seconds, t.usr, t.sys, t.cpu].some((v) => typeof v === 'number' && !Number.isFinite(v)))
        return notExact(t.line, `${t.name}'s time`);
    for (const h of run.histogram) if (!Number.isFinite(h.ms)) return notExact(h.line, 'a histogram bucket');
    for (const h of run.histogram) if (Math.abs(h.count) > INT8_SAFE) return too(h.line, `a count of ${h.count}`, INT8_SAFE);
  }
  return null;
}

/** The server's check: an unstorable figure is a 422 with its line, not a 500 from the database. */
export function assertStorable(parsed: FileResult, fileName: string): void {
  const found = unstorable(parsed);
  if (found) throw new AppError('unrecognized', `${fileName}: line ${found.line}: ${found.message}`, { file: fileName, line: found.line });
}
