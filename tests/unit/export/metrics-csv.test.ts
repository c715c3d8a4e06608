// A run's metrics as CSV (lib/export/run-csv.ts metricsCsv): the catalogue's metrics, then every
// other figure the log printed, each with its lines. A mysqlbench run's held its tps alone, not the
// tps with connections its page shows (a walkthrough of the seeds, 2026-12-05).
import Papa from 'papaparse';
import { expect, test } from 'vitest';
import { metricsCsv } from '../../../lib/export/run-csv';

const run = {
  tool: 'mysqlbench',
  tps: 669.456226,
  qps: null,
  eventsPerSec: null,
  durationS: null,
  errors: null,
  reconnects: null,
  latMinMs: null,
  latAvgMs: null,
  latMaxMs: null,
  latPct: null,
  latPctMs: null,
  sources: { 'metrics.tps': [28], 'figures.tpsIncludingConnections': [27], 'figures.transactionsProcessed': [25] },
  extraMetrics: { figures: { tpsIncludingConnections: 669.4398, transactionsProcessed: 1_000_000 } },
};

test('the metrics, then every printed figure, each with the lines it was read from', () => {
  const rows = Papa.parse<string[]>(metricsCsv(run).trim()).data;
  expect(rows).toEqual([
    ['metric', 'value', 'value_text', 'source_lines', 'how'],
    ['tps', '669.456226', '669.456226', '28', 'printed'],
    // as mysqlbench printed it (669.439800): the number alone lost its zeros (a DBA's pass)
    ['tps_including_connections', '669.4398', '669.439800', '27', 'printed'],
    ['transactions_processed', '1000000', '1000000', '25', 'printed'],
  ]);
  // sysbench prints two decimals: 2089.20, not 2089.2
  const sysbench = Papa.parse<string[]>(metricsCsv({ ...run, tool: 'sysbench', tps: 2089.2, latAvgMs: 1.9 }).trim()).data;
  expect(sysbench[1]).toEqual(['tps', '2089.2', '2089.20', '28', 'printed']);
  expect(sysbench.find((row) => row[0] === 'latency_avg_ms')?.[2]).toBe('1.90');
  // a figure computed from printed ones says so (sysbench 0.4's qps read as printed)
  const derived = Papa.parse<string[]>(metricsCsv({ ...run, extraMetrics: { ...run.extraMetrics, derived: ['metrics.tps'] } }).trim()).data;
  expect(derived[1]).toEqual(['tps', '669.456226', '669.456226', '28', 'computed from the lines']);
  // a run stored without figures: the metrics alone, as before
  expect(Papa.parse<string[]>(metricsCsv({ ...run, extraMetrics: undefined }).trim()).data).toHaveLength(2);
});

test('a figure read from one line alone is given as that line printed it (the run page shows it so)', () => {
  const lines: Record<number, string> = {
    40: '    deadlocks:                           0      (0.00 per sec.)',
    41: '    events (avg/stddev):           16965.7000/151.74',
  };
  const sysbench = {
    ...run,
    tool: 'sysbench',
    tps: null,
    sources: {
      'figures.deadlocks': [40],
      'figures.deadlocksPerSec': [40],
      'figures.fairnessEventsAvg': [41],
      'figures.fairnessEventsStddev': [41],
    },
    extraMetrics: { figures: { deadlocks: 0, deadlocksPerSec: 0, fairnessEventsAvg: 16965.7, fairnessEventsStddev: 151.74 } },
  };
  const rows = Papa.parse<string[]>(metricsCsv(sysbench, (line) => lines[line]).trim()).data;
  const text = (metric: string) => rows.find((row) => row[0] === metric)?.[2];
  expect(text('fairness_events_avg')).toBe('16965.7000');
  expect(text('fairness_events_stddev')).toBe('151.74');
  expect(text('deadlocks')).toBe('0');
  expect(text('deadlocks_per_sec')).toBe('0.00');
  // its line not at hand: the tool's usual decimals, as before
  expect(Papa.parse<string[]>(metricsCsv(sysbench).trim()).data.find((row) => row[0] === 'fairness_events_avg')?.[2]).toBe('16965.7');
});
