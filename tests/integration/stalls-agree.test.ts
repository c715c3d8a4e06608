// A stall is one thing on the run page and on compare: an interval under half its run's median
// after the warm-up (lib/stats/stall.ts). Compare once counted under 10% only, so a run whose
// page named 4 stalls (dips to ~40% of its median) compared as "No stalls" (found by a review).
import { beforeAll, describe, expect, test } from 'vitest';

process.env.BENCHBOARD_AUTH = 'off';

import { loadComparison } from '../../lib/compare/load';
import { compareStateSchema } from '../../lib/compare/state';
import { ALL } from '../../lib/db/access';
import { ingestDocument } from '../../lib/ingest/ingest';
import { runSteadyView } from '../../lib/run-intervals';
import { sysbenchLog } from '../support/sysbench-log';

// ~300 tps (289–340), dipping to 120–140 tps (35–48% of the median) four times
const DIPS = [
  { at: 22, tps: 120 },
  { at: 34, tps: 140 },
  { at: 36, tps: 125 },
  { at: 50, tps: 130 },
];
let runId = 0;
let otherId = 0;

beforeAll(async () => {
  const dipping = await ingestDocument({ fileName: 'dips.log', text: sysbenchLog({ intervals: 80, bursts: DIPS, banner: 'dips' }) });
  runId = dipping.runIds[0] as number;
  const other = await ingestDocument({ fileName: 'steady.log', text: sysbenchLog({ intervals: 80, banner: 'steady' }) });
  otherId = other.runIds[0] as number;
});

describe('stalls', () => {
  test('the run page and compare count and place the same stalls', async () => {
    const view = await runSteadyView(runId);
    expect(view?.steady.stalls.map((i) => view.at[i]?.t)).toEqual([22, 34, 36, 50]);
    expect(view?.steady.warmupPoints).toBe(0);

    const { model } = await loadComparison(ALL, compareStateSchema.parse({ runs: `${runId},${otherId}` }));
    expect(model?.intervals?.stallIntervals).toBe(4);
    expect(model?.intervals?.stalls.map((s) => [s.runId, s.t])).toEqual(DIPS.map((d) => [runId, d.at]));
  });
});
