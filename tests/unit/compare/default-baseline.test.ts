// The default baseline (issue 11, item 6): asked for, it stays; else the oldest server version
// (as numbers), not the first or the newest; else the first run that completed.
import { expect, test } from 'vitest';
import { buildCompareModel } from '../../../lib/compare/view-model';
import { compareState, loadRun } from './synthetic-runs';

const versions = (...vs: string[]) => vs.map((version, i) => loadRun(i + 1, { tps: 100 + i, tags: { version } }));

test('no baseline asked for: the oldest version, ordered as numbers', () => {
  const runs = versions('10.11.6', '5.5.22', '5.1.45', '8.0.36');
  expect(buildCompareModel(runs, compareState(), []).baselineId).toBe(3);
  expect(buildCompareModel(runs, compareState(), []).metrics?.kinds[0]?.baselineId).toBe(3);
});

test('the baseline asked for (the run picked first) wins over the oldest version', () => {
  const runs = versions('10.11.6', '5.5.22', '5.1.45');
  expect(buildCompareModel(runs, compareState({ baseline: 2 }), []).baselineId).toBe(2);
  expect(buildCompareModel(runs, compareState({ baseline: 2 }), []).metrics?.kinds[0]?.baselineId).toBe(2);
});

test('one version, or none: the first run that completed', () => {
  expect(buildCompareModel(versions('8.0.36', '8.0.36'), compareState(), []).baselineId).toBe(1);
  expect(buildCompareModel([loadRun(7, { tps: 1 }), loadRun(8, { tps: 2 })], compareState(), []).baselineId).toBe(7);
});

test('a run cut short is never the default, even of the oldest version', () => {
  const runs = [
    loadRun(1, { tps: 5, complete: false, tags: { version: '5.0.1' } }),
    ...versions('5.5.22', '5.1.45').map((r) => ({ ...r, id: r.id + 1 })),
  ];
  expect(buildCompareModel(runs, compareState(), []).baselineId).toBe(3);
});
