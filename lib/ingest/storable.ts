// What the database can hold of a parse: figures kept in integer columns must fit them. Pure: the
// upload page's preview (components/upload/prepare-bytes.ts, in a Web Worker) shows the file as
// not recognized, with the line, as the server would refuse it: before any edit and Save.
import { AppError } from '../errors';
import { INTERVAL_FIELDS } from '../parsers/interval-columns';
import { intervalColumnsOf } from '../parsers/run-intervals';
import type { FileResult, Warning } from '../parsers/types';

const INT4_MAX = 2_147_483_647;
/** int8 counts: any double below 2^63 fits; 9e18 leaves room for rounding. */
const INT8_SAFE = 9e18;

/**
 * The first figure of a parse that an integer column cannot hold (a log that claims 3,000,000,000
 * threads: the column is a 4-byte integer), with its line; null when every one fits.
 */
export function unstorable(parsed: FileResult): Warning | null {
  const too = (line: number, what: string, max: number): Warning => ({
    line,
    message: `${what} is more than benchboard stores (at most ${max.toLocaleString('en')})`,
  });
  const threadsAt = INTERVAL_FIELDS.indexOf('threads');
  for (const run of parsed.runs) {
    const threads = run.parameters.threads;
    if (typeof threads === 'number' && Math.abs(Math.round(threads)) > INT4_MAX)
      return too(run.sources['parameters.threads']?.[0] ?? run.lines[0], `${threads} threads`, INT4_MAX);
    const columns = intervalColumnsOf(run);
    for (let i = 0; i < columns.length; i++) {
      const v = columns.value(threadsAt, i);
      if (Math.abs(v) > INT4_MAX) return too(columns.line(i), `${v} threads`, INT4_MAX);
    }
    for (const o of run.operations)
      if (Math.abs(o.count ?? 0) > INT8_SAFE || Math.abs(o.failures ?? 0) > INT8_SAFE)
        return too(o.line, `a count of ${o.count ?? o.failures}`, INT8_SAFE);
    for (const h of run.histogram) if (Math.abs(h.count) > INT8_SAFE) return too(h.line, `a count of ${h.count}`, INT8_SAFE);
  }
  return null;
}

/** The server's check: an unstorable figure is a 422 with its line, not a 500 from the database. */
export function assertStorable(parsed: FileResult, fileName: string): void {
  const found = unstorable(parsed);
  if (found) throw new AppError('unrecognized', `${fileName}: line ${found.line}: ${found.message}`, { file: fileName, line: found.line });
}
