// A run has one key in every chart: unique among the runs, the same whatever their order, and the
// only per-run keys in any chart row the sections build.
import { describe, expect, test } from 'vitest';
import { bandKeys, pivotRows, runSeries, seriesKey } from '../../../lib/compare/series';
import { buildCompareModel, type CompareInputRun, type CompareModel } from '../../../lib/compare/view-model';
import { compareState, intervalsOf, loadRun, sqlBenchRun } from './synthetic-runs';

describe('series keys', () => {
  test.each([
    [1, 'r1', 'r1Min', 'r1Max'],
    [12345, 'r12345', 'r12345Min', 'r12345Max'],
  ])('run %i → %s, band %s–%s', (id, key, low, high) => {
    expect(seriesKey(id)).toBe(key);
    expect(bandKeys(id)).toEqual({ low, high });
  });

  test('a legend entry: the run’s place and label (never a title cut short), the whole title on hover, its colour', () => {
    expect(
      runSeries({
        id: 7,
        number: 2,
        label: '5.1.45 · innodb-plugin · tcmalloc',
        title: 'a rather long title for a benchmark run',
        color: 'red',
      }),
    ).toEqual({
      key: 'r7',
      label: '#2 5.1.45 · innodb-plugin · tcmalloc',
      title: '#2 a rather long title for a benchmark run',
      color: 'red',
    });
  });

  test('pivot: a row per category, a value per run under its key, null where a cell lacks', () => {
    const rows = pivotRows(
      'metric',
      [
        { name: 'tps', cells: [{ v: 1 }, { v: 2 }] },
        { name: 'qps', cells: [{ v: 3 }] },
      ],
      [10, 20],
      (c) => c.v,
    );
    expect(rows).toEqual([
      { metric: 'tps', r10: 1, r20: 2 },
      { metric: 'qps', r10: 3, r20: null },
    ]);
  });
});

/** Every chart's series and row keys in a model, by chart. */
function chartKeys(model: CompareModel): { series: string[]; rowKeys: string[] }[] {
  const rowKeys = (rows: Record<string, unknown>[], category: string) =>
    [...new Set(rows.flatMap((r) => Object.keys(r)))].filter((k) => k !== category);
  const charts = [];
  for (const { bars } of model.metrics?.kinds ?? []) {
    const series = bars.series.map((s) => s.key);
    charts.push({ series, rowKeys: rowKeys(bars.headline, 'metric') });
    charts.push({ series, rowKeys: rowKeys(bars.latency, 'metric') });
  }
  if (model.sqlBench)
    charts.push({ series: model.sqlBench.bars.series.map((s) => s.key), rowKeys: rowKeys(model.sqlBench.bars.rows, 'test') });
  if (model.intervals) {
    const bands = model.intervals.bands.flatMap((b) => [b.low, b.high]);
    charts.push({ series: [...model.intervals.series.map((s) => s.key), ...bands], rowKeys: rowKeys(model.intervals.rows, 't') });
  }
  return charts;
}

describe('the same key for a run in every chart', () => {
  const runs: CompareInputRun[] = [
    loadRun(5, { intervals: intervalsOf(5, [1, 2, 3], 4), latMaxMs: 50 }),
    sqlBenchRun(9, { a: 1, TOTALS: 1 }, { insert: 1 }),
    loadRun(3, { intervals: intervalsOf(3, [4, 5, 6]) }),
    sqlBenchRun(8, { a: 2, TOTALS: 2 }, { insert: 2 }),
  ];

  test('keys are unique, and every row key is a series key of its chart', () => {
    const model = buildCompareModel(runs, compareState(), [5, 9, 3, 8]);
    const charts = chartKeys(model);
    expect(charts).toHaveLength(4);
    for (const chart of charts) {
      expect(new Set(chart.series).size).toBe(chart.series.length);
      expect(chart.rowKeys.sort()).toEqual([...chart.series].sort());
    }
  });

  test('stable: reordering the runs changes numbers and labels, never a run’s key', () => {
    const keyOf = (model: CompareModel) =>
      Object.fromEntries(
        [...(model.metrics?.kinds[0]?.bars.series ?? []), ...(model.sqlBench?.bars.series ?? [])].map((s) => [
          s.key,
          s.label.split(' ')[1],
        ]),
      );
    const forward = buildCompareModel(runs, compareState(), []);
    const backward = buildCompareModel([...runs].reverse(), compareState(), []);
    expect(keyOf(backward)).toEqual(keyOf(forward));
    expect(forward.metrics?.kinds[0]?.bars.series.map((s) => s.label)).toEqual(['#1 run 5', '#3 run 3']);
    expect(backward.metrics?.kinds[0]?.bars.series.map((s) => s.label)).toEqual(['#2 run 3', '#4 run 5']);
  });

  test('a run has the same colour in every section', () => {
    const model = buildCompareModel(runs, compareState(), []);
    const colourOf = new Map(model.runs.map((r) => [seriesKey(r.id), r.color]));
    for (const s of [
      ...(model.metrics?.kinds[0]?.bars.series ?? []),
      ...(model.sqlBench?.bars.series ?? []),
      ...(model.intervals?.series ?? []),
    ])
      expect(s.color).toBe(colourOf.get(s.key));
  });
});
