// What a sysbench run's report implies besides what it prints, worked out when the run is built:
// 0.4/0.5's qps, a rate the test did not print, its thread count from its report lines, and the
// kinds of query it ran.
import type { RunDraft } from '../draft';
import type { IntervalColumns } from '../interval-columns';
import { sumPrinted } from '../numbers';

/** A printed rate (`(35835.78 per sec.)`) and its line. */
type PrintedRate = { text: string; line: number };

/** Everything a run's figures imply, each derived from the lines it cites. */
export function deriveFigures(
  d: RunDraft,
  rates: { rw?: PrintedRate; other?: PrintedRate; skippedTrx?: number },
  columns: IntervalColumns,
): void {
  const { metrics: m, figures, sources } = d.run;
  // 0.4/0.5 print no queries/sec: it is read/write requests/s + other operations/s (BEGIN and
  // COMMIT are `other`, as 1.x counts them in its queries/s)
  if (m.qps === null && rates.rw && rates.other) {
    const { rw, other, skippedTrx } = rates;
    if (skippedTrx === undefined) d.derive('qps', sumPrinted([rw.text, other.text]), [rw.line, other.line]);
    else if (Number(rw.text) > 0) {
      // with BEGIN/COMMIT skipped, 0.4's `other` is no statement (a simple-mode log counts one per
      // SELECT: reconnects), and qps read/write + other doubled a point-select run's statements
      d.derive('qps', sumPrinted([rw.text]), [rw.line, skippedTrx]);
      if (Number(other.text) > 0) {
        d.warn(
          other.line,
          `with BEGIN/COMMIT skipped (line ${skippedTrx}), these other operations are no statements: qps counts the read/write requests only`,
        );
      }
    }
  }
  // 0.4's `Skipping BEGIN/COMMIT` (--oltp-skip-trx) changes what a transaction is: a parameter, so
  // two runs with and without it differ in "What differs" (it was a warning only: a DBA's pass)
  if (rates.skippedTrx !== undefined && d.run.parameters.skipTrx === undefined) d.param('skipTrx', true, rates.skippedTrx);
  queryKinds(d, rates.skippedTrx !== undefined);
  // tests without a printed rate (1.x threads, mutex, fileio): events / total time
  if (m.eventsPerSec === null && m.tps === null && figures.events !== undefined && m.durationS && m.durationS > 0) {
    const lines = [...(sources['figures.events'] ?? []), ...(sources['metrics.durationS'] ?? [])];
    d.derive('eventsPerSec', Number((figures.events / m.durationS).toFixed(2)), lines);
  }
  threadsFromIntervals(d, columns);
}

/**
 * A log whose header was cut (a `--report_csv` log from its first CSV line) still says its threads
 * on every report line: when they all say the same, that is the run's thread count.
 */
function threadsFromIntervals(draft: RunDraft, columns: IntervalColumns): void {
  // read from the builder's own columns: reading run.intervals would build every interval's object
  const first = columns.length > 0 ? columns.get('threads', 0) : null;
  if (draft.run.parameters.threads !== undefined || first === null) return;
  for (let i = 1; i < columns.length; i++) if (columns.get('threads', i) !== first) return;
  draft.param('threads', first, columns.line(0));
}

/**
 * Which kinds of query the run ran (`read/write/other` of them, from the printed counts): the
 * workload's signature. sysbench 1.x does not print its test's name, so two bare logs of
 * oltp_point_select (read) and oltp_read_write (read/write/other) would otherwise be one
 * benchmark to repeats, series and "what differs". The kinds, not the counts per transaction:
 * a night of deadlocks (retried transactions, uneven counts) stays in its series.
 */
function queryKinds(draft: RunDraft, otherIsNoStatement: boolean): void {
  const { figures, sources } = draft.run;
  // (0.4 with BEGIN/COMMIT skipped counts something else as `other`: no kind of query)
  const counts = { read: figures.queriesRead, write: figures.queriesWrite, other: otherIsNoStatement ? 0 : figures.queriesOther };
  if (Object.values(counts).some((n) => n === undefined)) return;
  const kinds = Object.entries(counts).flatMap(([kind, n]) => ((n as number) > 0 ? [kind] : []));
  if (kinds.length === 0) return;
  const lines = new Set(['queriesRead', 'queriesWrite', 'queriesOther'].flatMap((f) => sources[`figures.${f}`] ?? []));
  draft.deriveParam(
    'queryKinds',
    kinds.join('/'),
    [...lines].sort((a, b) => a - b),
  );
}
