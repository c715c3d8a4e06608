// What a sysbench run's report implies besides what it prints, worked out when the run is built:
// its thread count from its report lines, and the kinds of query it ran.
import type { RunDraft } from '../draft';
import type { IntervalColumns } from '../interval-columns';

/**
 * A log whose header was cut (a `--report_csv` log from its first CSV line) still says its threads
 * on every report line: when they all say the same, that is the run's thread count.
 */
export function threadsFromIntervals(draft: RunDraft, columns: IntervalColumns): void {
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
export function queryKinds(draft: RunDraft): void {
  const { figures, sources } = draft.run;
  const counts = { read: figures.queriesRead, write: figures.queriesWrite, other: figures.queriesOther };
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
