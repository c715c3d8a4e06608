// sysbench's interval lines wrapped by a mail archive, a forum or a terminal (wrapped-lines.ts):
// a line that no longer reads, one that reads without its end, one whose last number was cut.
import type { IntervalColumns } from '../interval-columns';
import { INTERVAL_FIELDS } from '../interval-columns';
import { CUT_NUMBER, joinWrapped, type WrappedReport } from '../wrapped-lines';
import { newIntervalValues, readSysbenchInterval } from './sysbench-intervals';

/** `[ 12s ] …`: the start of every sysbench intermediate report */
export const INTERVAL_LIKE = /^\[ *\d+(?:\.\d+)?s *\] \S/;

const startsReport = (t: string) => INTERVAL_LIKE.test(t);
type LineAt = ((line: number) => string | null) | undefined;

/** An interval line that does not read, joined with the lines it was wrapped onto (`values` read from it), or null. */
export function wrappedInterval(text: string, line: number, lineAt: LineAt, values: Float64Array): WrappedReport | null {
  return joinWrapped(text, line, lineAt, (t) => readSysbenchInterval(t, values), startsReport);
}

const readAlone = newIntervalValues();

/**
 * An interval line that read (`values`) but without its end, which a mail archive or a terminal put
 * on the next line (0.5's `…, errors: 0.00,` then `reconnects:  0.00`): the line joined with it,
 * when that reads other figures (then in `values`). Null when the line is whole (`values` as read).
 */
export function intervalReadOn(text: string, line: number, lineAt: LineAt, values: Float64Array): WrappedReport | null {
  const next = lineAt?.(line + 1);
  if (!next || next.charCodeAt(0) === 91 /* [ */) return null;
  readAlone.set(values);
  const differs = () => values.some((v, k) => v !== readAlone[k] && !(Number.isNaN(v) && Number.isNaN(readAlone[k] as number)));
  // A line that read whole is never glued to a number the next line starts with: `reconn/s: 0` and
  // `1 hour later` read `reconn/s: 01` (a figure that was cut is only ever the whole next line: rereadCutNumber)
  const wrapped = joinWrapped(text, line, lineAt, (t) => readSysbenchInterval(t, values) && differs(), startsReport, {
    splitNumbers: false,
  });
  if (!wrapped) values.set(readAlone);
  return wrapped;
}

/**
 * `0` after `[ 12s ] … reconn/s: 0.0`: the end of the interval line before it, cut inside its last
 * number (which read, wrong). The run's last interval is read again whole (`values` with it); false
 * when `text` is no such end.
 */
export function rereadCutNumber(text: string, line: number, lineAt: LineAt, intervals: IntervalColumns, values: Float64Array): boolean {
  const last = intervals.length - 1;
  if (last < 0 || intervals.line(last) !== line - 1 || !CUT_NUMBER.test(text)) return false;
  const before = lineAt?.(line - 1);
  if (!before || !readSysbenchInterval(before + text, values)) return false;
  INTERVAL_FIELDS.forEach((field, k) => {
    const v = values[k] as number;
    intervals.set(field, last, Number.isNaN(v) ? null : v);
  });
  return true;
}
