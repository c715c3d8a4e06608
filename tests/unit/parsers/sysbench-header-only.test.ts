// A sysbench log cut off right after its header (issue 10, item 4): an incomplete run with the
// parameters the header (and the command, when there is one) gives, not "no benchmark here".
import { describe, expect, test } from 'vitest';
import { parseDocument } from '../../../lib/parsers';
import { only } from './format-helpers';

describe('a sysbench log that stops after its header is an incomplete run', () => {
  test.each([
    // file, tool version, test, parameters with the line each was read from, last line
    [
      'sysbench-1.0-header-only.log',
      '1.0.20',
      'oltp_read_write',
      { threads: [64, 5], reportInterval: [10, 6], time: [300, 1], tables: [16, 1], tableSize: [1000000, 1] },
      10,
    ],
    ['sysbench-0.5-header-only.log', '0.5', null, { threads: [32, 4], reportInterval: [1, 5] }, 9],
    [
      'sysbench-0.4-header-only.log',
      '0.4.12',
      'oltp',
      { threads: [8, 4], oltpMode: ['mixed', 7], readOnly: [true, 8], randType: ['special', 9], events: [100000, 12] },
      13,
    ],
  ])('%s', (file, version, testName, params, last) => {
    const run = only(file);
    expect(run).toMatchObject({ tool: 'sysbench', toolVersion: version, test: testName, complete: false, lines: [1, last] });
    for (const [key, [value, line]] of Object.entries(params)) {
      expect(run.parameters[key], key).toBe(value);
      expect(run.sources[`parameters.${key}`], key).toEqual([line]);
    }
    // no figure at all: nothing was measured
    expect(run.figures).toEqual({});
    expect(run.intervals).toEqual([]);
    expect(Object.values(run.metrics).filter((v) => typeof v === 'number')).toEqual([]);
    expect(run.warnings).toEqual([
      {
        line: last,
        message: `the log ends at line ${last}, after sysbench's header (its options), before any result: this run is incomplete`,
      },
    ]);
  });

  test('a banner alone, or the output of prepare, is still not a run', () => {
    expect(parseDocument('sysbench 1.0.20 (using bundled LuaJIT 2.1.0-beta2)\n').runs).toEqual([]);
    const prepare = parseDocument(
      "sysbench 1.0.20 (using bundled LuaJIT 2.1.0-beta2)\n\nInitializing worker threads...\n\nCreating table 'sbtest1'...\n",
    );
    expect(prepare.runs).toEqual([]);
  });

  test('a run cut off after some interval reports says where it stops', () => {
    const doc = parseDocument(
      'sysbench 1.0.20 (using bundled LuaJIT 2.1.0-beta2)\n\nRunning the test with following options:\nNumber of threads: 4\n\n[ 1s ] thds: 4 tps: 203.52 qps: 4106.40 (r/w/o: 2881.26/814.10/411.04) lat (ms,95%): 25.74 err/s: 0.00 reconn/s: 0.00\n',
    );
    expect(doc.runs[0]).toMatchObject({ complete: false, parameters: { threads: 4 } });
    expect(doc.runs[0]?.warnings).toEqual([
      { line: 6, message: "the log ends at line 6, before sysbench's summary was complete: this run is incomplete" },
    ]);
  });
});
