// The steady-state basis of a comparison: a run's printed throughput replaced by the mean of its
// intervals after the warm-up MSER-5 finds, with the printed figure, the cut and the lines kept.
import { describe, expect, test } from 'vitest';
import { basisSection } from '../../../lib/compare/sections/basis';
import { metricsSection } from '../../../lib/compare/sections/metrics';
import { toSectionRuns } from '../../../lib/compare/sections/runs';
import { BASIS_REASONS, steadyBasisOf, withBasis } from '../../../lib/compare/steady-basis';
import { mser5 } from '../../../lib/stats/steady-state';
import { compareState, loadRun } from './synthetic-runs';

// 10 intervals of warm-up at 100 tps, then 90 at about 1,000
const rate = [...Array.from({ length: 10 }, () => 100), ...Array.from({ length: 90 }, (_, i) => 1000 + (i % 2 === 0 ? 5 : -5))];
const series = { t: rate.map((_, i) => i + 1), rate, line: rate.map((_, i) => 20 + i) };

describe('steadyBasisOf', () => {
  test('the mean after the MSER-5 cut replaces the printed tps; the printed figure and lines stay', () => {
    const basis = steadyBasisOf({ tps: 910, eventsPerSec: null }, series);
    expect(basis.source).toBe('steady');
    if (basis.source !== 'steady') return;
    expect(basis.metric).toBe('tps');
    expect(basis.printed).toBe(910);
    expect(basis.steady.warmupPoints).toBe(mser5(rate).cut);
    expect(basis.steady.warmupPoints).toBe(10);
    expect(basis.steady.mean).toBeCloseTo(1000, 6);
    expect(basis.warmupUntil).toBe(10);
    expect(basis.lines).toEqual([30, 119]);
    expect(basis.steady.ci95?.[0]).toBeLessThan(1000);
    expect(basis.steady.ci95?.[1]).toBeGreaterThan(1000);
    const run = withBasis({ id: 1, tps: 910, eventsPerSec: null, qps: 18_000 }, basis);
    expect(run.tps).toBeCloseTo(1000, 6);
    expect(run.qps).toBe(18_000);
  });

  test("warm-up seconds set on the page are the cut (not MSER-5's): one cut for every figure of the page", () => {
    const basis = steadyBasisOf({ tps: 910, eventsPerSec: null }, series, undefined, 5);
    expect(basis.source).toBe('steady');
    if (basis.source !== 'steady') return;
    // intervals at t = 1…5 left out, as the page's intervals and steady-state means leave them out
    expect(basis.steady.warmupPoints).toBe(5);
    expect(basis.steady.unsettled).toBe(false);
    expect(basis.warmupUntil).toBe(5);
    expect(basis.lines).toEqual([25, 119]);
    const after = rate.slice(5);
    expect(basis.steady.mean).toBeCloseTo(after.reduce((a, b) => a + b, 0) / after.length, 9);
    // a warm-up that leaves fewer than two intervals keeps the printed summary, and says why
    expect(steadyBasisOf({ tps: 910, eventsPerSec: null }, series, undefined, 99.5)).toEqual({
      source: 'summary',
      reason: BASIS_REASONS.warmupCoversAll,
    });
  });

  test('a cpu run (events/s, no tps) gets its events/s replaced', () => {
    const basis = steadyBasisOf({ tps: null, eventsPerSec: 850 }, series);
    expect(basis.source === 'steady' && basis.metric).toBe('eventsPerSec');
    const run = withBasis({ tps: null, eventsPerSec: 850 }, basis);
    expect(run.eventsPerSec).toBeCloseTo(1000, 6);
    expect(run.tps).toBeNull();
  });

  test('no intervals, too many, or one interval: the printed summary is kept, with the reason', () => {
    expect(steadyBasisOf({ tps: 5, eventsPerSec: null }, undefined)).toEqual({ source: 'summary', reason: BASIS_REASONS.noIntervals });
    expect(steadyBasisOf({ tps: 5, eventsPerSec: null }, undefined, BASIS_REASONS.tooLong)).toEqual({
      source: 'summary',
      reason: BASIS_REASONS.tooLong,
    });
    expect(steadyBasisOf({ tps: 5, eventsPerSec: null }, { t: [1], rate: [5], line: [3] })).toEqual({
      source: 'summary',
      reason: BASIS_REASONS.tooShort,
    });
    expect(withBasis({ tps: 5, eventsPerSec: null }, { source: 'summary', reason: 'x' }).tps).toBe(5);
  });
});

describe('the basis section', () => {
  test('shown only with basis=steady, one row per load-test run', () => {
    const basis = steadyBasisOf({ tps: 910, eventsPerSec: null }, series);
    const runs = toSectionRuns(
      [loadRun(1, { tps: 1000, basis }), loadRun(2, { tps: 800, basis: { source: 'summary', reason: 'r' } })],
      compareState(),
    );
    expect(basisSection.build(runs, compareState())).toEqual({ notApplicable: expect.stringContaining('printed summaries') });
    const built = basisSection.build(runs, compareState({ basis: 'steady' }));
    expect(built).toMatchObject({
      steadyRuns: 1,
      rows: [
        { runId: 1, number: 1, unit: 'tps' },
        { runId: 2, basis: { source: 'summary' } },
      ],
    });
  });
});

describe('a steady-state mean against a printed figure', () => {
  test('gives no change in the metrics table, and names the runs (a DBA pass: −29.45% where printed was −31.75%)', () => {
    const steady = steadyBasisOf({ tps: 310, eventsPerSec: null }, series);
    const printedOnly = { source: 'summary', reason: BASIS_REASONS.noIntervals } as const;
    const runs = toSectionRuns(
      [
        loadRun(1, { tps: 427.13, basis: printedOnly }),
        withBasis(loadRun(2, { tps: 310 }), steady),
        withBasis(loadRun(3, { tps: 320 }), steady),
      ],
      compareState({ basis: 'steady' }),
    );
    const built = metricsSection.build(runs, compareState({ basis: 'steady' }));
    if ('notApplicable' in built) throw new Error(built.notApplicable);
    const [kind] = built.kinds;
    expect(kind?.mixedBasis).toEqual([2, 3]);
    const tps = kind?.rows.find((r) => r.key === 'tps');
    expect(tps?.cells.map((c) => c.deltaPct)).toEqual([0, null, null]);
    expect(tps?.cells[1]).toMatchObject({ value: steady.source === 'steady' ? steady.steady.mean : null, ratio: null, verdict: 'missing' });
    // the other figures are printed on both sides: their changes stand
    expect(kind?.rows.find((r) => r.key === 'latAvgMs')?.cells[1]?.deltaPct).toBe(0);
    // printed against printed (the default basis): the change is given
    const printed = metricsSection.build(
      toSectionRuns([loadRun(1, { tps: 427.13 }), loadRun(2, { tps: 291.5 })], compareState()),
      compareState(),
    );
    if ('notApplicable' in printed) throw new Error(printed.notApplicable);
    expect(printed.kinds[0]?.mixedBasis).toEqual([]);
    expect(printed.kinds[0]?.rows.find((r) => r.key === 'tps')?.cells[1]?.deltaPct).toBeCloseTo(-31.75, 2);
  });
});
