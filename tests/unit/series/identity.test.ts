// Which runs are one series: a configuration's identity minus the axis being varied.
import { describe, expect, test } from 'vitest';
import { configurationChange, isInSeries, type SeriesRun, seriesKey } from '../../../lib/series/identity';

const base: SeriesRun = {
  id: 1,
  tool: 'sysbench',
  test: 'oltp',
  threads: 200,
  parameters: { oltpMode: 'mixed', events: 10000, tableSize: 10000000, time: 60 },
  tags: { tool: 'sysbench', test: 'oltp', threads: '200', product: 'mysql', version: '5.1.45', engine: 'innodb' },
  host: { id: 1 },
  serverBuild: { description: 'MySQL 5.1.45, InnoDB 1.0' },
  config: { id: 7 },
  branch: null,
};
const run = (changes: Partial<SeriesRun>): SeriesRun => ({ ...base, id: 2, ...changes });

describe('a series on the version axis', () => {
  test('another version, engine, build and config of the same benchmark belong to it', () => {
    const newer = run({
      serverBuild: { description: 'MySQL 5.5.22, InnoDB 1.1, tcmalloc' },
      config: { id: 9 },
      tags: { ...base.tags, version: '5.5.22', engine: 'innodb-1.1', allocator: 'tcmalloc' },
    });
    expect(isInSeries(base, newer, 'version')).toBe(true);
    expect(isInSeries(base, newer, 'time')).toBe(false); // in time, a config change is another benchmark
  });
  test('a log that did not print a parameter is not different; one that printed another value is', () => {
    const { tableSize: _, ...withoutSize } = base.parameters;
    expect(isInSeries(base, run({ parameters: withoutSize }), 'version')).toBe(true);
    expect(isInSeries(run({ parameters: withoutSize }), base, 'version')).toBe(true);
    expect(isInSeries(base, run({ parameters: { ...base.parameters, tableSize: 1000 } }), 'version')).toBe(false);
    expect(isInSeries(base, run({ parameters: { ...base.parameters, time: 300 } }), 'version')).toBe(true);
  });
  test.each([
    ['threads', { threads: 16 }],
    ['test', { test: 'select' }],
    ['tool', { tool: 'sql-bench' }],
    ['host', { host: { id: 2 } }],
    ['a tag naming the configuration', { tags: { ...base.tags, query_cache: 'on' } }],
  ])('another %s is another series', (_, changes) => {
    expect(isInSeries(base, run(changes), 'version')).toBe(false);
    expect(isInSeries(base, run(changes), 'time')).toBe(false);
  });
});

describe('a series on the time axis', () => {
  const nightly = (n: number): SeriesRun =>
    run({ id: n, tags: { ...base.tags, nightly: String(n), repeat: '1' }, branch: 'main', serverBuild: { description: `build r${n}` } });
  test('nightly builds of one branch are one series; their step tags and builds are what varies', () => {
    expect(new Set([1, 2, 3, 4, 5].map((n) => seriesKey(nightly(n), 'time'))).size).toBe(1);
  });
  test('another branch is another series', () => {
    expect(isInSeries(nightly(1), { ...nightly(2), branch: 'feature' }, 'time')).toBe(false);
  });
});

// adding owner=dana took a run out of its history without a word (a DBA's pass, 2026-12-06)
describe('what an edit of the tags says', () => {
  test('a tag that is part of the configuration is named; one that numbers a run or a step is not', () => {
    const before = { tool: 'sysbench', qc: 'off', nightly: '6' };
    expect(configurationChange(before, { ...before, nightly: '7', repeat: '2' })).toBeNull();
    expect(configurationChange(before, { ...before, disk: 'nvme' })).toMatch(/^disk=nvme: part of what this run measured/);
    expect(configurationChange(before, { tool: 'sysbench', nightly: '6' })).toMatch(/^qc \(removed\): /);
    expect(configurationChange(before, { ...before, qc: 'on', disk: 'nvme' })).toMatch(/^disk=nvme, qc=on: /);
  });

  // …and then said so of a label: who ran it or why is no part of what it measured (F-EDIT-2)
  test('a label (owner=, ticket=, note.…=, label.…=) changes neither its history nor its repeats', () => {
    const before = { tool: 'sysbench', qc: 'off', nightly: '6' };
    const labelled = { ...before, owner: 'dana', ticket: 'DBA-12', 'note.why': 'rerun', 'label.room': 'b' };
    expect(configurationChange(before, labelled)).toBeNull();
    expect(seriesKey(run({ id: 1, tags: labelled }), 'time')).toBe(seriesKey(run({ id: 2, tags: before }), 'time'));
    // a key that only starts like one is a tag like any other
    expect(configurationChange(before, { ...before, notebook: 'x', labels: 'y' })).toMatch(/^labels=y, notebook=x: /);
  });
});
