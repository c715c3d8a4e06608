// sysbench 1.x fileio interval lines (issue 10, item 8): intervals, not skipped. The Interval has
// no MiB/s field: reads and writes per second hold MiB/s, other per second holds fsyncs/s, and the
// run says so in header.intervalUnits (traced to the first such line).
import { describe, expect, test } from 'vitest';
import { parseDocument } from '../../../lib/parsers';
import { FILEIO_INTERVAL_UNITS } from '../../../lib/parsers/formats/sysbench-intervals';
import { only } from './format-helpers';

describe('sysbench fileio interval lines', () => {
  test('each is an interval: reads and writes in MiB/s, fsyncs/s, latency at its percentile, traced to its line', () => {
    const run = only('sysbench-1.0-fileio-intervals.log');
    expect(run).toMatchObject({ test: 'fileio', complete: true, warnings: [], parameters: { threads: 4, reportInterval: 1 } });
    expect(run.intervals.map((i) => [i.t, i.readsPerSec, i.writesPerSec, i.otherPerSec, i.latencyMs, i.latencyPct, i.line])).toEqual([
      [1, 175.09, 116.73, 2975.28, 0.312, 95, 24],
      [2, 168.44, 112.29, 2874.94, 0.335, 95, 25],
      [3, 171.02, 114.01, 2918.01, 0.324, 95, 26],
      [4, 0, 0, 0, 0, 95, 27],
      [5, 173.5, 115.67, 2960.12, 0.318, 95, 28],
    ]);
    // nothing the line does not print: no threads, no transactions, no events per second
    for (const iv of run.intervals)
      expect([iv.threads, iv.tps, iv.qps, iv.eventsPerSec, iv.errorsPerSec]).toEqual([null, null, null, null, null]);
    expect(run.header.intervalUnits).toBe(FILEIO_INTERVAL_UNITS);
    expect(FILEIO_INTERVAL_UNITS).toBe('readsPerSec: MiB/s read; writesPerSec: MiB/s written; otherPerSec: fsyncs/s');
    expect(run.sources['header.intervalUnits']).toEqual([24]);
    // the summary is read as before
    expect(run.figures).toMatchObject({ fileReadsPerSec: 8910.53, readMiBPerSec: 139.23, writtenMiBPerSec: 92.82 });
  });

  test('an OLTP run says nothing of units', () => {
    const doc = parseDocument(
      '[ 1s ] thds: 4 tps: 203.52 qps: 4106.40 (r/w/o: 2881.26/814.10/411.04) lat (ms,95%): 25.74 err/s: 0.00 reconn/s: 0.00\n',
    );
    expect(doc.runs[0]?.intervals[0]?.readsPerSec).toBe(2881.26);
    expect(doc.runs[0]?.header.intervalUnits).toBeUndefined();
  });

  test('fileio interval lines alone are a run (cut off before its summary)', () => {
    const doc = parseDocument('[ 1s ] reads: 12.50 MiB/s writes: 8.33 MiB/s fsyncs: 213.00/s latency (ms,99%): 1.250\n');
    expect(doc.runs).toHaveLength(1);
    expect(doc.runs[0]).toMatchObject({ test: 'fileio', complete: false });
    expect(doc.runs[0]?.intervals[0]).toMatchObject({ readsPerSec: 12.5, latencyPct: 99, latencyMs: 1.25, line: 1 });
  });
});

describe("interval lines of another kind start another run (one unit for each run's columns)", () => {
  const oltp = '[ 1s ] thds: 4 tps: 203.52 qps: 4106.40 (r/w/o: 2881.26/814.10/411.04) lat (ms,95%): 25.74 err/s: 0.00 reconn/s: 0.00';
  const memory = '[ 1s ] 5329.49 MiB/sec';
  const fileio = '[ 1s ] reads: 12.50 MiB/s writes: 8.33 MiB/s fsyncs: 213.00/s latency (ms,99%): 1.250';
  const summary = (runs: ReturnType<typeof parseDocument>['runs']) =>
    runs.map((r) => ({
      units: r.header.intervalUnits ?? null,
      lines: r.intervals.map((i) => i.line),
      reads: r.intervals.map((i) => i.readsPerSec),
    }));

  test('OLTP then memory lines: two runs, the memory run alone in MiB/s', () => {
    const doc = parseDocument([oltp, oltp, memory, memory].join('\n'));
    expect(summary(doc.runs)).toEqual([
      { units: null, lines: [1, 2], reads: [2881.26, 2881.26] },
      { units: 'readsPerSec: MiB/s transferred', lines: [3, 4], reads: [5329.49, 5329.49] },
    ]);
    expect(doc.runs[1]?.test).toBe('memory');
  });

  test('memory then OLTP lines (the fast path for OLTP lines too): two runs, the OLTP run says no unit', () => {
    const doc = parseDocument([memory, oltp, oltp].join('\n'));
    expect(summary(doc.runs)).toEqual([
      { units: 'readsPerSec: MiB/s transferred', lines: [1], reads: [5329.49] },
      { units: null, lines: [2, 3], reads: [2881.26, 2881.26] },
    ]);
  });

  test('fileio then memory lines: two runs, each with its own unit', () => {
    const doc = parseDocument([fileio, memory].join('\n'));
    expect(doc.runs.map((r) => [r.test, r.header.intervalUnits, r.sources['header.intervalUnits']])).toEqual([
      ['fileio', FILEIO_INTERVAL_UNITS, [1]],
      ['memory', 'readsPerSec: MiB/s transferred', [2]],
    ]);
  });
});
