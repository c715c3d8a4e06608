// Interval series as typed columns (lib/parsers/interval-columns.ts): the same intervals as the
// objects they replace, nulls kept, built into objects only when read, JSON written from them.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { parseDocument } from '../../../lib/parsers';
import { INTERVAL_FIELDS, IntervalColumns } from '../../../lib/parsers/interval-columns';
import { formatNumber, intervalRowsJson } from '../../../lib/parsers/interval-json';
import {
  attachIntervalColumns,
  detachIntervalColumns,
  hasValidIntervals,
  intervalColumnsOf,
  intervalCount,
} from '../../../lib/parsers/run-intervals';
import type { Interval, ParsedRun } from '../../../lib/parsers/types';

const row = (t: number, extra: Partial<Interval> = {}): Interval => ({
  t,
  threads: 4,
  tps: 100 + t / 100,
  qps: null,
  eventsPerSec: null,
  readsPerSec: null,
  writesPerSec: null,
  otherPerSec: null,
  latencyMs: 1.25,
  latencyPct: 95,
  errorsPerSec: 0,
  reconnectsPerSec: null,
  latencyStddevMs: null,
  lagMs: null,
  line: t + 10,
  ...extra,
});

/** 17,000 rows (past the first chunk of 16,384), a figure first printed at row 16,500 (in the second chunk). */
const ROWS = Array.from({ length: 17_000 }, (_, i) => row(i + 1, i >= 16_500 ? { qps: 2000.5 + i } : {}));

describe('IntervalColumns', () => {
  test('gives back what was pushed, nulls included, across chunks', () => {
    const columns = IntervalColumns.from(ROWS);
    expect(columns.length).toBe(17_000);
    expect(columns.toArray()).toEqual(ROWS);
    expect(columns.at(16_499).qps).toBeNull();
    expect(columns.at(16_500).qps).toBe(18_500.5);
  });

  test('a figure no row printed has no column; a figure printed late is null before', () => {
    const columns = IntervalColumns.from(ROWS);
    expect(columns.column('eventsPerSec')).toBeNull();
    const qps = columns.column('qps');
    expect(qps).toHaveLength(17_000);
    expect(Number.isNaN(qps?.[0])).toBe(true);
    expect(qps?.[16_999]).toBe(19_000 - 1 + 0.5);
    expect(columns.lineColumn()[16_999]).toBe(17_010);
  });

  test('addValues takes a row of values, NaN as null', () => {
    const columns = new IntervalColumns();
    const values = new Float64Array(INTERVAL_FIELDS.length).fill(Number.NaN);
    values[0] = 1;
    values[2] = 203.52;
    columns.addValues(7, values);
    values[4] = 9.5;
    columns.addValues(8, values);
    expect(columns.toArray().map((iv) => [iv.t, iv.tps, iv.eventsPerSec, iv.qps, iv.line])).toEqual([
      [1, 203.52, null, null, 7],
      [1, 203.52, 9.5, null, 8],
    ]);
  });

  test('rows added by addValues and by push, figures printed now and then, in chunks that start mid-series: read back as added', () => {
    // a figure is printed by a row (a value), or not (null / NaN); runs of rows cross the first chunk's growth and 16,384
    const figure = fc.oneof(fc.constant(null), fc.constant(null), fc.double({ min: -1e6, max: 1e6, noNaN: true }));
    const rows = fc.array(
      fc.tuple(fc.boolean(), fc.array(figure, { minLength: INTERVAL_FIELDS.length, maxLength: INTERVAL_FIELDS.length }), fc.nat(40)),
      {
        minLength: 1,
        maxLength: 60,
      },
    );
    fc.assert(
      fc.property(rows, fc.nat(17_000), (pattern, skip) => {
        const columns = new IntervalColumns();
        const expected: (number | null)[][] = [];
        // a block of empty rows first, so that later chunks are created mid-series
        const blank = new Float64Array(INTERVAL_FIELDS.length).fill(Number.NaN);
        for (let i = 0; i < skip; i++) {
          blank[0] = i;
          columns.addValues(i + 1, blank);
          expected.push([i, ...Array(INTERVAL_FIELDS.length - 1).fill(null)]);
        }
        for (const [byPush, values, repeat] of pattern) {
          for (let r = 0; r <= repeat % 3; r++) {
            const line = columns.length + 1;
            if (byPush) {
              const iv = { line } as Interval;
              for (const [k, name] of INTERVAL_FIELDS.entries()) iv[name] = values[k] as number;
              columns.push(iv);
            } else
              columns.addValues(
                line,
                Float64Array.from(values, (v) => v ?? Number.NaN),
              );
            expected.push(values);
          }
        }
        const read = columns.toArray().map((iv) => INTERVAL_FIELDS.map((name) => iv[name]));
        expect(read).toEqual(expected);
      }),
      { numRuns: 60 },
    );
  });

  test('hasValidIntervals refuses an interval without a time or with an infinite figure', () => {
    expect(hasValidIntervals(IntervalColumns.from(ROWS))).toBe(true);
    expect(hasValidIntervals(IntervalColumns.from([row(1, { tps: Number.POSITIVE_INFINITY })]))).toBe(false);
    expect(hasValidIntervals(IntervalColumns.from([row(1, { line: 0 })]))).toBe(false);
    expect(hasValidIntervals(IntervalColumns.from([{ ...row(1), t: Number.NaN }]))).toBe(false);
  });
});

describe('a run holding its intervals as columns', () => {
  const fresh = () => {
    const run = { intervals: [] } as unknown as ParsedRun;
    const columns = IntervalColumns.from(ROWS);
    attachIntervalColumns(run, columns);
    return { run, columns };
  };

  test('counts and hands over its columns without building objects; reading `intervals` builds them once', () => {
    const { run, columns } = fresh();
    expect(intervalCount(run)).toBe(17_000);
    expect(intervalColumnsOf(run)).toBe(columns);
    const rows = run.intervals;
    expect(rows).toEqual(ROWS);
    expect(run.intervals).toBe(rows);
    // once read, the array is the truth: a change to it is what the bulk paths see
    run.intervals.push(row(17_001));
    expect(intervalCount(run)).toBe(17_001);
    expect(intervalColumnsOf(run).at(17_000)).toEqual(row(17_001));
  });

  test('JSON of the run is the JSON of the objects', () => {
    const { run } = fresh();
    expect(JSON.parse(JSON.stringify(run))).toEqual({ intervals: ROWS });
  });

  test('detached for a schema check, its intervals are []; the columns come back whole', () => {
    const { run, columns } = fresh();
    expect(detachIntervalColumns(run)).toBe(columns);
    expect(run.intervals).toEqual([]);
    expect(detachIntervalColumns(run)).toBeNull();
  });

  test('a parsed sysbench log keeps the intervals of a long run as columns until they are read; a short run gets its array', () => {
    const line = (t: number) =>
      `[ ${t}s ] thds: 4 tps: 203.52 qps: 4106.40 (r/w/o: 2881.26/814.10/411.04) lat (ms,95%): 25.74 err/s: 0.00 reconn/s: 0.00`;
    const long = parseDocument(`${Array.from({ length: 5000 }, (_, i) => line(i + 1)).join('\n')}\n`).runs[0] as ParsedRun;
    expect(Object.getOwnPropertyDescriptor(long, 'intervals')?.get).toBeTypeOf('function');
    expect(intervalColumnsOf(long).column('tps')?.[4999]).toBe(203.52);
    expect(long.intervals.map((iv) => [iv.t, iv.qps, iv.line]).slice(0, 2)).toEqual([
      [1, 4106.4, 1],
      [2, 4106.4, 2],
    ]);
    const short = parseDocument(`${line(1)}\n${line(2)}\n`).runs[0] as ParsedRun;
    expect(Object.getOwnPropertyDescriptor(short, 'intervals')?.value).toHaveLength(2);
  });
});

test('intervalRowsJson writes the rows JSON.stringify writes, one per line', () => {
  const columns = IntervalColumns.from(ROWS);
  const text = `${intervalRowsJson(columns, 0, 250, '  ')}\n${intervalRowsJson(columns, 250, 17_000, '  ')}`;
  expect(text.split('\n')).toHaveLength(17_000);
  expect(text.startsWith('  {"t":1,"threads":4,')).toBe(true);
  expect(JSON.parse(`[${text}]`)).toEqual(JSON.parse(JSON.stringify(ROWS)));
});

describe('formatNumber writes what String() writes', () => {
  const printed = fc
    .tuple(fc.integer({ min: 0, max: 999_999_999_999 }), fc.integer({ min: 0, max: 9 }), fc.boolean())
    .map(([m, k, negative]) => (negative ? -1 : 1) * (m / 10 ** k));

  test('for decimals as logs print them, negative ones and those with up to 9 decimals', () => {
    fc.assert(
      fc.property(printed, (x) => formatNumber(x) === String(x)),
      { numRuns: 20_000 },
    );
  });

  test('for any double', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), (x) => formatNumber(x) === String(x)),
      { numRuns: 20_000 },
    );
  });

  test.each([0, -0, 0.1, 0.000001, 0.0000001, 1e15 + 0.5, 123456.789012, 1e21, 0.30000000000000004, -2881.26])('%s', (x) => {
    expect(formatNumber(x)).toBe(String(x));
  });
});
