// Small synthetic runs for the compare model's tests: no database, no parser, only the fields the
// sections read. A load-test run (sysbench-like) or a sql-bench run, each overridable.

import type { CompareState } from '../../../lib/compare/state';
import type { CompareInputRun } from '../../../lib/compare/view-model';
import type { IntervalBucket, IntervalSeries } from '../../../lib/db/intervals';

const NO_METRICS = {
  tps: null,
  qps: null,
  eventsPerSec: null,
  latAvgMs: null,
  latPct: null,
  latPctMs: null,
  latMaxMs: null,
  errors: null,
  reconnects: null,
  durationS: null,
};

const tagList = (tags: Record<string, string>) => Object.entries(tags).map(([key, value]) => ({ key, value }));

type Extra = Partial<Omit<CompareInputRun, 'tags'>> & { tags?: Record<string, string> };

function run(id: number, base: Partial<CompareInputRun>, { tags = {}, ...extra }: Extra): CompareInputRun {
  return {
    id,
    title: `run ${id}`,
    complete: true,
    tool: 'sysbench',
    toolVersion: null,
    test: null,
    threads: null,
    parameters: {},
    host: null,
    serverBuild: null,
    config: null,
    operations: [],
    testTotals: [],
    intervals: null,
    steady: null,
    basis: null,
    ...NO_METRICS,
    ...base,
    ...extra,
    tags: tagList(tags),
  };
}

/** A sysbench-like run: tps, qps and latency, no intervals unless given. */
export function loadRun(id: number, extra: Extra = {}): CompareInputRun {
  return run(id, { tool: 'sysbench', test: 'oltp_read_write', tps: 100, qps: 2000, latAvgMs: 10, latPct: 95, latPctMs: 20 }, extra);
}

/** A sql-bench run with these operation times and per-test totals (seconds). */
export function sqlBenchRun(
  id: number,
  operations: Record<string, number | null>,
  tests: Record<string, number | null> = {},
  extra: Extra = {},
): CompareInputRun {
  return run(
    id,
    {
      tool: 'sql-bench',
      test: 'run-all-tests',
      operations: Object.entries(operations).map(([name, seconds], i) => ({ name, seconds, flags: '', line: i + 1, latencyMs: null })),
      testTotals: Object.entries(tests).map(([name, seconds]) => ({ name, seconds, skipped: false, failed: false, reason: null })),
    },
    extra,
  );
}

const range = (avg: number | null) => ({ avg, min: avg, max: avg });

/** A run's intervals as the database returns them: one per bucket (perBucket 1) unless downsampled. */
export function intervalsOf(runId: number, tps: number[], perBucket = 1): IntervalSeries {
  const buckets = tps.map(
    (value, i): IntervalBucket => ({
      t: i + 1,
      tFrom: i + 1,
      tTo: i + 1,
      points: perBucket,
      lineFrom: i + 1,
      lineTo: i + 1,
      tps: range(value),
      qps: range(value * 20),
      eventsPerSec: range(null),
      readsPerSec: range(null),
      writesPerSec: range(null),
      otherPerSec: range(null),
      latencyMs: range(1000 / Math.max(value, 1)),
      latencyStddevMs: range(null),
      lagMs: range(null),
      mibPerSec: range(null),
      errorsPerSec: { avg: null, min: null, max: null },
      errorsPerSecMax: null,
      errorIntervals: 0,
      reconnectIntervals: 0,
      rateMinAfterWarmup: value,
    }),
  );
  return { runId, total: tps.length * perBucket, perBucket, latencyPct: 95, buckets };
}

export function compareState(overrides: Partial<CompareState> = {}): CompareState {
  return { runs: [], band: 3, warmup: 0, stat: 'mann-whitney', basis: 'summary', ...overrides };
}
