// Keys from a URL or a file are looked up as the object's own: `constructor`, `toString`, `__proto__`
// are tags and my.cnf variables like any other (an attack probe: `group=constructor` answered 500,
// grouped runs by "function Object() { [native code] }", and a share of it answered 500 for good;
// a my.cnf setting `constructor = 5` failed every comparison of its run).
import { expect, test } from 'vitest';
import { findDifferences } from '../../../lib/compare/differences';
import { buildCompareModel } from '../../../lib/compare/view-model';
import { tagsTextSchema } from '../../../lib/schemas/run-edit';
import { compareState, loadRun } from './synthetic-runs';

test.each(['constructor', 'toString', '__proto__', 'hasOwnProperty'])('grouped by %s, a tag no run has: every run in no group', (key) => {
  const runs = [loadRun(1, { tps: 100, threads: 4 }), loadRun(2, { tps: 110, threads: 4, tags: { [key]: 'x' } })];
  const model = buildCompareModel(runs, compareState({ group: key }), []);
  expect(model.runs[1]?.group).toBe('x');
  expect(typeof model.runs[0]?.group).toBe('string');
  expect(model.runs[0]?.group).not.toBe('x');
  expect(JSON.stringify(model)).not.toContain('[native code]');
});

test('a my.cnf variable named constructor is one difference like any other', () => {
  const run = (id: number, config: Record<string, string>) => ({
    id,
    tool: 'sysbench',
    test: 'oltp',
    tags: {},
    host: null,
    build: null,
    config,
    parameters: {},
    latPct: null,
  });
  const d = findDifferences([run(1, { constructor: '5', innodb_buffer_pool_size: '1G' }), run(2, { innodb_buffer_pool_size: '2G' })]);
  expect(d.config).toEqual([
    { key: 'constructor', values: ['5', null] },
    { key: 'innodb_buffer_pool_size', values: ['1G', '2G'] },
  ]);
});

test('a tag named constructor is saved as typed, not refused as "given twice (function Object…)"', () => {
  expect(tagsTextSchema.parse('constructor=x\ntoString=y')).toEqual({ constructor: 'x', tostring: 'y' });
});
