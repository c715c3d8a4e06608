// Where a sysbench run's summary ends when nothing says so (an audit, 2026-12-06): another run's
// summary pasted right after it, a line of another program inside it, a message of sysbench's
// printed into one of its lines, a log cut inside or just before its latency. Pure: the builder
// (sysbench-output.ts) asks, and says what these find on its run.
import type { RunDraft } from '../draft';
import { type Section, SUMMARY_HEADERS, UNREAD_SUMMARY_LINE } from './sysbench-lines';

/** A summary's section that is no SUMMARY_HEADERS one (`Latency (ms):`, 0.4's `per-request statistics:`) */
const SUMMARY_SECTION = /^(?:queries performed|per-request statistics|response time|Latency \(ms\)|Threads fairness):\s*$/;
/** What a sysbench summary's figures begin with when its header is left out (0.4–1.1, OLTP, cpu, memory, fileio) */
export const SUMMARY_OPENING =
  /^(?:queries performed:|transactions:\s+\d+\s+\(|total time:\s|events\/s \(eps\):|Total operations:|Operations performed:|reads\/s:)/;
/** sysbench's own message, printed into a line by another thread (`ALERT: mysql_drv_query() returned error 2013`) */
const GLUED_MESSAGE = /(FATAL|ALERT|WARNING|ERROR): /;

/**
 * Is the next line with something on it (of the two after `line`) one of this run's summary lines
 * yet to come? A header the run printed already (`seen`) starts another run's summary: what is
 * before it is between two runs.
 */
export function summaryGoesOnAfter(
  lineAt: ((line: number) => string | null) | undefined,
  line: number,
  seen: ReadonlySet<string>,
): boolean {
  for (let next = line + 1; next <= line + 2; next++) {
    const text = lineAt?.(next);
    if (text === null || text === undefined) return false;
    if (text === '') continue;
    const header = SUMMARY_HEADERS.exec(text)?.[1];
    return UNREAD_SUMMARY_LINE.test(text) || SUMMARY_SECTION.test(text) || (header !== undefined && !seen.has(header));
  }
  return false;
}

/** A message of sysbench's printed inside a line (`(439.99 per sec.)ALERT: … error 2013`: two threads writing at once), not at its start. */
export function gluedMessage(text: string): { kind: string; message: string } | null {
  const glued = GLUED_MESSAGE.exec(text);
  if (!glued || glued.index === 0) return null;
  return {
    kind: glued[1] as string,
    message: `${glued[1]}: ${text.slice(glued.index + glued[0].length).slice(0, 200)} (printed inside this line)`,
  };
}

/** What the builder knows of how its run's summary ended. */
export type SummaryEnd = {
  summarized: boolean;
  complete: boolean;
  headerOnly: boolean;
  finished: boolean;
  section: Section;
  seen: ReadonlySet<string>;
  /** the line that started another run while this one's summary was being read */
  anotherRunAt: number | null;
};

/**
 * Says on the run where and why its summary stops short (a cut inside or before the latency
 * section, the log's end, another run's line), and whether the run is complete after all.
 */
export function sayWhereItStops(d: RunDraft, end: SummaryEnd): boolean {
  const m = d.run.metrics;
  // cut inside the latency section (`Latency (ms):` and nothing after): its latency is missing, not zero
  const cutInLatency = end.summarized && end.section === 'latency' && (m.latencyMs.avg === null || m.latencyMs.max === null);
  if (cutInLatency)
    d.warn(
      d.lastLine,
      `the log ends at line ${d.lastLine}, inside sysbench's latency section, before all of its figures: this run is incomplete`,
    );
  // cut after the general statistics (`total time:`), before the latency section every version prints after them
  const cutBeforeLatency =
    end.summarized &&
    !end.finished &&
    end.section !== 'latency' &&
    m.latencyMs.avg === null &&
    (end.seen.has('General statistics') || end.seen.has('Test execution summary'));
  if (cutBeforeLatency)
    d.warn(
      d.lastLine,
      `the log ends at line ${d.lastLine}, before sysbench's latency section: the run has no latency; this run is incomplete`,
    );
  if (!end.complete && d.run.warnings.length === 0) {
    const what = end.headerOnly ? "after sysbench's header (its options), before any result" : "before sysbench's summary was complete";
    d.warn(
      d.lastLine,
      end.anotherRunAt === null
        ? `the log ends at line ${d.lastLine}, ${what}: this run is incomplete`
        : `the run stops at line ${d.lastLine}, ${what}: line ${end.anotherRunAt} starts another run's; this run is incomplete`,
    );
  }
  return end.complete && !cutInLatency && !cutBeforeLatency;
}
