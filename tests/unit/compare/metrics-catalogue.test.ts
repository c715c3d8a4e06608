// The metric catalogue is the one place a metric is defined: its columns exist, its directions are
// right, and what the pages offer (sorts, compare rows, chart and matrix metrics, labels) is read from it.
import { describe, expect, test } from 'vitest';
import { compareMetrics, type MetricRun } from '../../../lib/compare/metrics';
import { Prisma } from '../../../lib/db/generated/browser';
import {
  directionOf,
  type FigureMetric,
  isMetricKey,
  labelWithUnit,
  METRIC_KEYS,
  METRICS,
  type MetricKey,
  metricDef,
  metricKeysFor,
  metricSource,
  percentileLabel,
  readMetric,
} from '../../../lib/metrics';
import { headlineOf } from '../../../lib/run-headline';
import { RUN_SORTS, SORT_COLUMN_OF } from '../../../lib/url-state/runs';

const RUN_COLUMNS: readonly string[] = Object.values(Prisma.RunScalarFieldEnum);

describe('metric catalogue', () => {
  test.each(METRIC_KEYS)('%s lives in a real Run column (or in the run figures)', (key) => {
    const def = metricDef(key);
    if ('column' in def) expect(RUN_COLUMNS).toContain(def.column);
    else expect(def.uses).not.toContain('sort');
  });

  test('every sort key of the runs list orders by a real Run column', () => {
    for (const sort of RUN_SORTS) {
      const def = isMetricKey(sort) ? metricDef(sort) : null;
      const column = def ? ('column' in def ? def.column : null) : (SORT_COLUMN_OF[sort] ?? sort);
      expect(column, sort).not.toBeNull();
      expect(RUN_COLUMNS, sort).toContain(column);
    }
    expect(RUN_SORTS.filter(isMetricKey)).toEqual(metricKeysFor('sort'));
  });

  const DIRECTIONS: [MetricKey, 'higher' | 'lower'][] = [
    ['tps', 'higher'],
    ['qps', 'higher'],
    ['eventsPerSec', 'higher'],
    ['durationS', 'lower'],
    ['latMinMs', 'lower'],
    ['latAvgMs', 'lower'],
    ['latPctMs', 'lower'],
    ['latMaxMs', 'lower'],
    ['errors', 'lower'],
    ['reconnects', 'lower'],
  ];
  test.each(DIRECTIONS)('%s: %s is better', (key, direction) => expect(directionOf(key)).toBe(direction));
  test('every metric has its direction checked above', () =>
    expect(DIRECTIONS.map(([key]) => key).sort()).toEqual([...METRIC_KEYS].sort()));

  test('what the pages offer, as before the catalogue', () => {
    // compare `metric=` and the matrix metric: what COMPARE_METRICS listed
    expect(metricKeysFor('chart')).toEqual(['tps', 'qps', 'eventsPerSec', 'latAvgMs', 'latPctMs']);
    expect(metricKeysFor('matrix')).toEqual(['tps', 'qps', 'eventsPerSec', 'latAvgMs', 'latPctMs']);
    expect(metricKeysFor('compare')).toEqual(['tps', 'qps', 'eventsPerSec', 'latAvgMs', 'latPctMs', 'latMaxMs', 'errors', 'reconnects']);
    expect(RUN_SORTS).toEqual([
      'createdAt',
      'ranAt',
      'title',
      'tool',
      'test',
      'threads',
      'tps',
      'qps',
      'eventsPerSec',
      'durationS',
      'latAvgMs',
      'latPctMs',
    ]);
    expect(Object.fromEntries(metricKeysFor('chart').map((key) => [key, labelWithUnit(key)]))).toEqual({
      tps: 'tps',
      qps: 'qps',
      eventsPerSec: 'events/s',
      latAvgMs: 'latency avg ms',
      latPctMs: 'latency percentile ms',
    });
    expect(metricSource('latPctMs')).toBe('metrics.latencyMs.percentileValue');
  });

  test('a format’s own figure (tpcc-mysql’s tpmC, declared in its format file only) is a compare row, higher is better', () => {
    const tpcc = (id: number, tpmC: number): MetricRun => ({
      id,
      tool: 'tpcc-mysql',
      figures: { tpmC },
      latPct: null,
      durationS: 1200,
      tps: null,
      qps: null,
      eventsPerSec: null,
      latAvgMs: null,
      latPctMs: null,
      latMaxMs: null,
      errors: null,
      reconnects: null,
    });
    const rows = compareMetrics([tpcc(1, 1383.85), tpcc(2, 1245.0)], 1, 3);
    expect(rows.map((r) => [r.key, r.label, r.unit, r.direction])).toEqual([['tpmC', 'tpmC', 'tpmC', 'higher']]);
    expect(rows[0]?.cells[1]).toMatchObject({ value: 1245, verdict: 'worse' });
    expect(rows[0]?.cells[1]?.deltaPct).toBe(-10.03); // (1245 / 1383.85 − 1) × 100, to the hundredth
  });

  test("a format's figure that is not its headline follows the catalogue's rows (sysbench memory's MiB/s, mysqlbench's tps with connections)", () => {
    const memory = (id: number, eventsPerSec: number, mib: number): MetricRun => ({
      id,
      tool: 'sysbench',
      figures: { throughputMiBPerSec: mib },
      latPct: 95,
      durationS: 10,
      tps: null,
      qps: null,
      eventsPerSec,
      latAvgMs: 0.01,
      latPctMs: null,
      latMaxMs: null,
      errors: null,
      reconnects: null,
    });
    const rows = compareMetrics([memory(1, 4829335.98, 4716.15), memory(2, 4000000, 3906.25)], 1, 3);
    expect(rows.map((r) => r.key)).toEqual(['eventsPerSec', 'latAvgMs', 'throughputMiBPerSec']);
    expect(rows.at(-1)?.cells.map((c) => c.value)).toEqual([4716.15, 3906.25]);
    expect(rows.at(-1)?.cells[1]?.verdict).toBe('worse');
    const mysqlbench = (id: number, tps: number, including: number): MetricRun => ({
      ...memory(id, 0, 0),
      tool: 'mysqlbench',
      figures: { tpsIncludingConnections: including },
      tps,
      eventsPerSec: null,
      latAvgMs: null,
    });
    expect(compareMetrics([mysqlbench(1, 389.057694, 389.050391), mysqlbench(2, 669.456226, 669.4398)], 1, 3).map((r) => r.key)).toEqual([
      'tps',
      'tpsIncludingConnections',
    ]);
  });

  test('the compare table has one row per compare metric a run has, in catalogue order, with its direction', () => {
    const run = (id: number, value: number): MetricRun => ({
      id,
      latPct: 95,
      durationS: 60,
      tps: value,
      qps: value * 20,
      eventsPerSec: null,
      latAvgMs: 10 / value,
      latPctMs: 20 / value,
      latMaxMs: null,
      errors: 0,
      reconnects: 0,
    });
    const rows = compareMetrics([run(1, 100), run(2, 110)], 1, 3);
    expect(rows.map((r) => r.key)).toEqual(['tps', 'qps', 'latAvgMs', 'latPctMs', 'errors', 'reconnects']);
    for (const row of rows) expect(row.direction).toBe(isMetricKey(row.key) ? directionOf(row.key) : 'not a catalogue key');
    expect(rows.find((r) => r.key === 'latPctMs')?.label).toBe('latency 95th pct');
    expect(rows.find((r) => r.key === 'tps')?.cells[1]?.verdict).toBe('better');
    expect(rows.find((r) => r.key === 'latAvgMs')?.cells[1]?.verdict).toBe('better');
  });

  test.each<[number[], string]>([
    [[], 'latency percentile'],
    [[95], 'latency 95th pct'],
    [[95, 95], 'latency 95th pct'],
    [[95, 99], 'latency 95th ≠ 99th pct'],
  ])('percentile label %j', (percentiles, label) => expect(percentileLabel(percentiles)).toBe(label));

  test('headlines: tps, else events/s; sql-bench by its total time (lower is better)', () => {
    const run = { tool: 'sysbench', test: 'oltp', tps: 12, eventsPerSec: 40, durationS: 60 };
    expect(headlineOf(run)).toEqual({ label: 'tps', value: 12, unit: 'tps', direction: 'higher' });
    expect(headlineOf({ ...run, tps: null })).toEqual({ label: 'events/s', value: 40, unit: 'events/s', direction: 'higher' });
    expect(headlineOf({ ...run, tps: null, eventsPerSec: null })).toEqual({ label: 'tps', value: null, unit: 'tps', direction: 'higher' });
    expect(headlineOf({ ...run, tool: 'sql-bench' })).toEqual({ label: 'total time', value: 60, unit: 's', direction: 'lower' });
    // sysbench memory: events/s stays the headline (what compare, history and alerts read); its MiB/s is a figure of its own
    expect(headlineOf({ ...run, tps: null, eventsPerSec: 4829335.98, figures: { throughputMiBPerSec: 4716.15 } })).toMatchObject({
      label: 'events/s',
      value: 4829335.98,
    });
    // a format's own figure (tpcc-mysql's tpmC, declared in its format file) from the run's figures
    expect(headlineOf({ ...run, tool: 'tpcc-mysql', figures: { tpmC: 1383.85 } })).toEqual({
      label: 'tpmC (New-Order transactions per minute)',
      value: 1383.85,
      unit: 'tpmC',
      direction: 'higher',
    });
  });

  test('a figure metric (as a format registry adds one) is read from the run figures', () => {
    const tpmC: FigureMetric = {
      label: 'tpmC',
      unit: 'tpmC',
      direction: 'higher',
      figure: 'tpmC',
      uses: ['compare', 'chart', 'matrix', 'card'],
    };
    expect(readMetric({ figures: { tpmC: 5231.5 } }, tpmC)).toBe(5231.5);
    expect(readMetric({ tps: 3 }, tpmC)).toBeNull();
    expect(readMetric({ tps: 3 }, METRICS.tps)).toBe(3);
  });
});
