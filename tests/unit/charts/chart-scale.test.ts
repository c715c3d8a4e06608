// The run page's chart drawn without JavaScript (components/charts/line-series-preview.tsx) must read
// like the Recharts chart that replaces it: the same y ticks for any data, checked against Recharts'
// own tick function.

import { createRequire } from 'node:module';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { linearScale, niceTicks, ticksBetween } from '../../../lib/chart-scale';

const require = createRequire(import.meta.url);
const { getNiceTickValues } = require('recharts/lib/util/scale/getNiceTickValues.js') as {
  getNiceTickValues: (domain: [number, number], tickCount: number, allowDecimals: boolean) => number[];
};

describe('niceTicks', () => {
  test.each([
    [1234, [0, 350, 700, 1050, 1400]],
    [2876.5, [0, 750, 1500, 2250, 3000]],
    [25.74, [0, 7, 14, 21, 28]],
    [0.83, [0, 0.25, 0.5, 0.75, 1]],
    [0, [0, 1, 2, 3, 4]],
  ])('%d → %j', (max, ticks) => {
    expect(niceTicks(max)).toEqual(ticks);
  });

  test("Recharts' ticks for a [0, auto] axis, for any maximum a run can have", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ min: 1e-12, max: 1e15, noNaN: true }),
          fc.integer({ min: 1, max: 10_000_000 }),
          fc.constantFrom(1, 10, 100, 0.5, 2.5, 99.99, 4106.4),
        ),
        (max) => {
          expect(niceTicks(max)).toEqual(getNiceTickValues([0, max], 5, true));
        },
      ),
      { numRuns: 2_000 },
    );
  });
});

const { getTickValuesFixedDomain } = require('recharts/lib/util/scale/getNiceTickValues.js') as {
  getTickValuesFixedDomain: (domain: [number, number], tickCount: number, allowDecimals: boolean) => number[];
};

describe('ticksBetween', () => {
  test('from the start on a round step, then the end: what Recharts shows for a short run in seconds', () => {
    expect(ticksBetween(0, 15)).toEqual([0, 4, 8, 12, 15]);
    expect(ticksBetween(0, 60)).toEqual([0, 15, 30, 45, 60]);
    expect(ticksBetween(5, 5)).toEqual([5]);
  });

  test("Recharts' ticks for a fixed domain, for the ranges a run's seconds span", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 1, max: 100_000 }), (from, span) => {
        expect(ticksBetween(from, from + span)).toEqual(getTickValuesFixedDomain([from, from + span], 5, true));
      }),
      { numRuns: 1_000 },
    );
  });
});

describe('linearScale', () => {
  test('maps the domain onto the range, inverted for a y axis', () => {
    const y = linearScale([0, 3000], [200, 0]);
    expect([y(0), y(1500), y(3000)]).toEqual([200, 100, 0]);
    expect(linearScale([7, 7], [0, 10])(7)).toBe(0);
  });
});
