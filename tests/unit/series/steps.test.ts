// A series' steps in order, with the spread of each step's repeats.
import { describe, expect, test } from 'vitest';
import { drawnBands, historyCaption } from '../../../lib/series/bands';
import { historyRows, stepTickLayout } from '../../../lib/series/rows';
import { mixedDurations, mixedToolVersions, type StepRun, seriesSteps, unreadDates } from '../../../lib/series/steps';

const at = (minute: number) => new Date(Date.UTC(2026, 11, 1, 0, minute));
const stepRun = (id: number, changes: Partial<StepRun>): StepRun => ({
  id,
  title: `run ${id}`,
  value: 100,
  createdAt: at(id),
  ranAt: null,
  uploadId: id,
  commit: null,
  build: null,
  version: null,
  ...changes,
});

describe('a version ladder', () => {
  test('steps ordered by version, one per build, runs without a version set aside', () => {
    const runs = [
      stepRun(1, { version: '5.5.22', build: 'MySQL 5.5.22', value: 384.75 }),
      stepRun(2, { version: '5.1.45', build: 'MySQL 5.1.45, InnoDB plugin', value: 442.48 }),
      stepRun(3, { version: '10.11.6', build: 'MariaDB 10.11.6', value: 900 }),
      stepRun(4, { version: '5.1.45', build: 'MySQL 5.1.45, InnoDB 1.0', value: 429.61 }),
      stepRun(5, {}),
    ];
    const { steps, unplaced } = seriesSteps(runs, 'version');
    expect(steps.map((s) => s.label)).toEqual([
      'MySQL 5.1.45, InnoDB 1.0',
      'MySQL 5.1.45, InnoDB plugin',
      'MySQL 5.5.22',
      'MariaDB 10.11.6',
    ]);
    expect(steps.map((s) => s.summary?.median)).toEqual([429.61, 442.48, 384.75, 900]);
    expect(unplaced.map((r) => r.id)).toEqual([5]);
  });
});

describe('a history in time', () => {
  test('one step per commit, in the order they were uploaded, with median, min–max, CI and n', () => {
    const runs = [
      stepRun(10, { commit: 'nightly-2', value: 10 }),
      stepRun(11, { commit: 'nightly-2', value: 12 }),
      stepRun(12, { commit: 'nightly-2', value: 14 }),
      stepRun(1, { commit: 'nightly-1', value: 20 }),
      stepRun(20, { commit: 'nightly-3', value: null }),
    ];
    const { steps } = seriesSteps(runs, 'time');
    expect(steps.map((s) => s.label)).toEqual(['nightly-1', 'nightly-2', 'nightly-3']);
    const second = steps[1]?.summary;
    expect(second).toMatchObject({ n: 3, median: 12, min: 10, max: 14 });
    // mean 12, sd 2, t(0.975, 2) = 4.302653: 12 ± 4.302653 · 2 / √3
    expect(second?.ci95?.[0]).toBeCloseTo(12 - 4.968275, 5);
    expect(steps[0]?.summary).toMatchObject({ n: 1, ci95: null });
    expect(steps[2]?.summary).toBeNull();
  });
  test('runs without a commit: one step per upload, by time', () => {
    const runs = [stepRun(3, { uploadId: 2 }), stepRun(1, { uploadId: 1 }), stepRun(2, { uploadId: 1 })];
    expect(seriesSteps(runs, 'time').steps.map((s) => s.runs.map((r) => r.id))).toEqual([[1, 2], [3]]);
  });
  test('runs that say when they ran are placed then, not when they were uploaded (a backfill of old logs)', () => {
    const ran = (iso: string) => ({ at: new Date(iso), text: iso, shown: iso, from: 'date tag' as const });
    const runs = [
      stepRun(1, { uploadId: 1, ranAt: ran('2026-11-30T02:00:00Z') }),
      stepRun(2, { uploadId: 2, ranAt: ran('2026-11-28T02:00:00Z') }),
      stepRun(3, { uploadId: 3, ranAt: ran('2026-11-29T02:00:00Z') }),
    ];
    expect(seriesSteps(runs, 'time').steps.map((s) => s.label)).toEqual(['upload 2', 'upload 3', 'upload 1']);
    // one that does not say is placed by its upload (2026-12-01 00:04), after them
    const undated = stepRun(4, { uploadId: 4 });
    expect(seriesSteps([undated, ...runs], 'time').steps.map((s) => s.label)).toEqual(['upload 2', 'upload 3', 'upload 1', 'upload 4']);
  });
  test('a date= tag that reads as no date is said, with its run', () => {
    const ran = { at: new Date('2026-11-28T00:00:00Z'), text: '2026-11-28', shown: '2026-11-28', from: 'date tag' as const };
    const steps = seriesSteps(
      [stepRun(1, { dateTag: '2026-11-28', ranAt: ran }), stepRun(2, { dateTag: '05/11/2026' }), stepRun(3, {})],
      'time',
    ).steps;
    expect(unreadDates(steps)).toEqual([{ runId: 2, tag: '05/11/2026' }]);
  });
});

describe("the history chart's rows", () => {
  test('bands only where a step has repeats; alerts mark their step', () => {
    const { steps } = seriesSteps(
      [stepRun(1, { commit: 'a', value: 10 }), stepRun(2, { commit: 'a', value: 11 }), stepRun(3, { commit: 'b', value: 9 })],
      'time',
    );
    const rows = historyRows(steps, new Set([3]));
    expect(rows[0]).toMatchObject({ step: 1, label: 'a', name: 'a', when: null, median: 10.5, min: 10, max: 11, alert: null });
    // 10.5 ± 12.706 × 0.5
    expect(rows[0]?.ciLow).toBeCloseTo(4.147, 3);
    expect(rows[1]).toMatchObject({ step: 2, label: 'b', median: 9, min: null, max: null, ciLow: null, alert: 9 });
  });

  test('an interval below zero is no band (it stretched the axis below zero): min–max stays', () => {
    const { steps } = seriesSteps([stepRun(1, { commit: 'a', value: 10 }), stepRun(2, { commit: 'a', value: 14 })], 'time');
    expect(steps[0]?.summary?.ci95?.[0]).toBeLessThan(0);
    expect(historyRows(steps, new Set())[0]).toMatchObject({ median: 12, min: 10, max: 14, ciLow: null, ciHigh: null });
  });
});

/** A history row of median 10: with repeats (min–max 9–11), and their interval (9.5–10.5) unless it is too wide. */
const row = (step: number, band: boolean, ci = band) => ({
  step,
  label: String(step),
  name: String(step),
  when: null,
  median: 10,
  min: band ? 9 : null,
  max: band ? 11 : null,
  ciLow: ci ? 9.5 : null,
  ciHigh: ci ? 10.5 : null,
  alert: null,
});

describe('the bands the history chart draws (its legend names only those)', () => {
  test('a band joins two adjacent steps that have it; a lone step draws none', () => {
    expect(drawnBands([row(1, true), row(2, false), row(3, true)])).toEqual({ minMax: false, ci: false });
    expect(drawnBands([row(1, true), row(2, true)])).toEqual({ minMax: true, ci: true });
    // two repeats each: min–max drawn, the interval too wide to be drawn
    expect(drawnBands([row(1, true, false), row(2, true, false)])).toEqual({ minMax: true, ci: false });
    expect(drawnBands([])).toEqual({ minMax: false, ci: false });
  });
});

describe("the history chart's caption", () => {
  test('names the whiskers and bands it draws, and no band it does not', () => {
    expect(historyCaption([row(1, true), row(2, false)])).toBe("The line joins each step's median; a whisker spans its repeats’ min–max.");
    expect(historyCaption([row(1, true), row(2, true)])).toContain('the light band joins the min–max of adjacent steps with repeats');
    expect(historyCaption([row(1, false), row(2, false)])).toBe(
      "The line joins each step's median; no step has repeats, so there is no spread to draw.",
    );
  });
});

// a --time=15 run joined --time=20 nightlies without a mark (a DBA's pass, 2026-12-06)
describe('durations a series mixes', () => {
  const run = (id: number, seconds: number | null) => ({
    id,
    title: `r${id}`,
    value: 1,
    createdAt: new Date(0),
    ranAt: null,
    uploadId: id,
    commit: null,
    build: null,
    version: null,
    seconds,
  });
  test('one duration, or none known: nothing to say', () => {
    expect(mixedDurations([{ runs: [run(1, 20), run(2, 20)] }, { runs: [run(3, null)] }])).toEqual([]);
  });
  test('several: each with its runs, most runs first', () => {
    expect(mixedDurations([{ runs: [run(1, 20), run(2, 20)] }, { runs: [run(3, 15), run(4, 20)] }])).toEqual([
      { seconds: 20, runIds: [1, 2, 4] },
      { seconds: 15, runIds: [3] },
    ]);
  });
});

// sysbench 1.0.20 and 1.1.0 runs joined one history without a word (compare said it)
describe('tool versions a series mixes', () => {
  test('one version, or none printed: nothing to say', () => {
    expect(mixedToolVersions([{ runs: [stepRun(1, { toolVersion: '1.0.20' }), stepRun(2, { toolVersion: null })] }])).toEqual([]);
  });
  test('several: each with its runs, most runs first, then by version (1.0.9 before 1.0.20)', () => {
    const steps = [
      { runs: [stepRun(1, { toolVersion: '1.0.20' }), stepRun(2, { toolVersion: '1.1.0' })] },
      { runs: [stepRun(3, { toolVersion: '1.0.9' }), stepRun(4, { toolVersion: '1.1.0' }), stepRun(5, {})] },
    ];
    expect(mixedToolVersions(steps)).toEqual([
      { version: '1.1.0', runIds: [2, 4] },
      { version: '1.0.9', runIds: [3] },
      { version: '1.0.20', runIds: [1] },
    ]);
  });
});

describe("the history axis' step labels fit the width drawn", () => {
  test('level on a few lines where a step has room; angled, one line and the date, on a phone', () => {
    expect(stepTickLayout(1_100, 4)).toMatchObject({ angle: 0, nameLines: 2, dateOnly: false });
    expect(stepTickLayout(1_100, 4).chars).toBeGreaterThanOrEqual(30);
    // 390 px wide: ~280 px for four steps
    expect(stepTickLayout(280, 4)).toMatchObject({ angle: -35, nameLines: 1, dateOnly: true });
    expect(stepTickLayout(280, 12).angle).toBe(-60);
    // not measured yet: drawn as on a desktop
    expect(stepTickLayout(null, 4).angle).toBe(0);
  });
});
