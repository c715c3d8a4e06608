// A 12-hour run (21,600 interval lines, one every 2 s) as its page draws it: a bounded summary whose
// min and max keep a one-interval burst, grouped error markers, and any range of it at full resolution.

import { beforeAll, describe, expect, test } from 'vitest';
import { groupEvents, MAX_EVENT_GROUPS } from '../../lib/chart-events';
import { ALL } from '../../lib/db/access';
import { db } from '../../lib/db/client';
import type { Prisma } from '../../lib/db/generated/client';
import { getRateSeries, intervalBucketsSql, listIntervalBuckets, listSteadyStats } from '../../lib/db/intervals';
import { getRun } from '../../lib/db/runs';
import { ingestDocument } from '../../lib/ingest/ingest';
import { CHART_POINTS, intervalChartDataOf } from '../../lib/interval-rows';
import { parseDocument, prepareText } from '../../lib/parsers';
import { runChartSeries, runSteadyView } from '../../lib/run-intervals';
import { chartDomain } from '../../lib/run-view';
import { zoomRangeOf } from '../../lib/schemas/run-view';
import { steadyState } from '../../lib/stats/steady-state';
import { sysbenchLog } from '../support/sysbench-log';

const N = 21_600;
const EVERY = 2;
const BURST = { at: 12_345, tps: 3_000 }; // ten times the run's ~300 tps, for one interval
const ERRORS = Array.from({ length: 424 }, (_, i) => 500 + i * 47);
const RECONNECTS = [7_000, 7_001, 15_000];
const text = sysbenchLog({ intervals: N, every: EVERY, bursts: [BURST], errors: ERRORS, reconnects: RECONNECTS });
const parsed = parseDocument(prepareText(text)).runs[0]?.intervals ?? [];
let runId = 0;

beforeAll(async () => {
  runId = (await ingestDocument({ fileName: 'twelve-hours.log', text })).runIds[0] as number;
}, 120_000);

describe('a 12-hour run', () => {
  test('its chart is at most CHART_POINTS points, a few tens of KB, with the one-interval burst as its point’s max', async () => {
    expect(parsed).toHaveLength(N);
    const series = (await listIntervalBuckets([runId], CHART_POINTS)).get(runId);
    expect(series?.total).toBe(N);
    expect(series?.perBucket).toBe(36);
    const data = intervalChartDataOf(series ?? { total: 0, perBucket: 1, buckets: [] });
    expect(data.t.length).toBeLessThanOrEqual(CHART_POINTS);
    expect(JSON.stringify(data).length).toBeLessThan(100_000);
    const i = data.t.findIndex((_, k) => (data.series.tps?.max?.[k] ?? 0) >= BURST.tps);
    expect(data.series.tps?.max?.[i]).toBe(BURST.tps);
    expect(data.series.tps?.avg[i]).toBeLessThan(500); // the mean alone would hide it
    expect(data.series.tps?.max?.filter((v) => (v ?? 0) > 1_000)).toHaveLength(1);
    expect(data.errors.reduce((n, [, c]) => n + c, 0)).toBe(ERRORS.length);
    expect(data.reconnects.reduce((n, [, c]) => n + c, 0)).toBe(RECONNECTS.length);
    expect(chartDomain(series ?? null, null)).toEqual([0, N * EVERY]);
  });

  test('its 424 error intervals are at most MAX_EVENT_GROUPS + 1 markers', async () => {
    const data = intervalChartDataOf(
      (await listIntervalBuckets([runId], CHART_POINTS)).get(runId) ?? { total: 0, perBucket: 1, buckets: [] },
    );
    const groups = groupEvents(data.errors, data.t, N * EVERY);
    expect(groups.length).toBeLessThanOrEqual(MAX_EVENT_GROUPS + 1);
    expect(groups.reduce((n, g) => n + g.count, 0)).toBe(ERRORS.length);
  });

  test('a zoomed range comes at full resolution: every interval in it, as read from the log', async () => {
    const zoom = zoomRangeOf({ from: 3_900, to: 3_600 });
    expect(zoom).toEqual({ from: 3_600, to: 3_900 });
    const series = (await listIntervalBuckets([runId], CHART_POINTS, 0, zoom)).get(runId);
    const expected = parsed.filter((p) => p.t >= 3_600 && p.t <= 3_900);
    expect(expected).toHaveLength(151);
    expect(series?.total).toBe(151);
    expect(series?.perBucket).toBe(1);
    expect(series?.buckets.map((b) => [b.t, b.tps.avg, b.latencyMs.avg])).toEqual(expected.map((p) => [p.t, p.tps, p.latencyMs]));
    expect(chartDomain(series ?? null, zoom)).toEqual([3_600, 3_900]);
  });

  test('zoomed onto the burst, the burst is its own point', async () => {
    const at = BURST.at * EVERY;
    const series = (await listIntervalBuckets([runId], CHART_POINTS, 0, { from: at - 200, to: at + 200 })).get(runId);
    expect(series?.perBucket).toBe(1);
    expect(series?.buckets.find((b) => b.t === at)?.tps.avg).toBe(BURST.tps);
  });

  test('a range too long to draw whole is bounded too; a range past the run is empty', async () => {
    const wide = (await listIntervalBuckets([runId], CHART_POINTS, 0, { from: 1_000, to: 40_000 })).get(runId);
    expect(wide?.total).toBe(parsed.filter((p) => p.t >= 1_000 && p.t <= 40_000).length);
    expect(wide?.buckets.length).toBeLessThanOrEqual(CHART_POINTS);
    expect(wide?.buckets.reduce((n, b) => n + b.points, 0)).toBe(wide?.total);
    expect(wide?.buckets[0]?.tFrom).toBe(1_000);
    expect((await listIntervalBuckets([runId], CHART_POINTS, 0, { from: 50_000, to: 60_000 })).get(runId)).toBeUndefined();
  });

  test('the figures still read every interval, whatever is drawn', async () => {
    const rates = await getRateSeries(runId);
    expect(rates?.rate).toHaveLength(N);
    expect(rates?.rate).toContain(BURST.tps);
    const run = await getRun(ALL, runId);
    expect(run?._count.intervals).toBe(N);
    expect(run?.reconnects).toBe(RECONNECTS.length);
  });

  test("the page's chart and steady state are kept per run, and follow a write that changes its figures", async () => {
    const chart = await runChartSeries(runId, null);
    expect(chart).toEqual((await listIntervalBuckets([runId], CHART_POINTS)).get(runId));
    const direct = steadyState((await getRateSeries(runId))?.rate ?? []);
    const view = await runSteadyView(runId);
    expect(view?.steady).toEqual(direct);
    // what the panel names (the warm-up's last interval, the first stalls) by the time and line it was read from
    const named = Object.entries(view?.at ?? {});
    expect(named.length).toBe((direct?.warmupPoints ? 1 : 0) + Math.min(10, direct?.stalls.length ?? 0));
    for (const [i, at] of named) expect(at).toEqual({ t: parsed[Number(i)]?.t, line: parsed[Number(i)]?.line });
    // every figure doubled, as a re-parse rewrites a run's intervals with its row in one transaction
    const scale = (factor: number) =>
      db().$transaction([
        db().$executeRaw`UPDATE "IntervalPoint" SET tps = tps * ${factor}::float8 WHERE "runId" = ${runId}`,
        db().run.update({ where: { id: runId }, data: { title: `twelve hours ×${factor}` } }),
      ]);
    await scale(2);
    try {
      expect((await runSteadyView(runId))?.steady.mean).toBeCloseTo((direct?.mean ?? 0) * 2, 6);
      expect((await runChartSeries(runId, null))?.buckets[0]?.tps.avg).toBeCloseTo((chart?.buckets[0]?.tps.avg ?? 0) * 2, 6);
    } finally {
      await scale(0.5);
    }
  });

  test('right after an upload, before the statistics know the run, its chart reads each interval at most twice', async () => {
    // the statistics are taken before this run exists: the planner estimates its intervals at a row or so
    await db().$executeRaw`ANALYZE "IntervalPoint"`;
    const fresh = (
      await ingestDocument({ fileName: 'twelve-hours-again.log', text: sysbenchLog({ intervals: N, every: EVERY, banner: 'again' }) })
    ).runIds[0] as number;
    expect(fresh).not.toBe(runId);
    const read = async (sql: Prisma.Sql) => {
      const [row] = await db().$queryRaw<{ 'QUERY PLAN': [{ Plan: PlanNode }] }[]>`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`;
      return intervalRowsRead(row?.['QUERY PLAN'][0].Plan);
    };
    // the whole run: a count, then one pass (in CI an inlined count inside a nested loop recounted
    // the 21,600 intervals per interval: the run page's 15 s statement timeout)
    expect(await read(intervalBucketsSql([fresh], CHART_POINTS))).toBeLessThanOrEqual(2 * N);
    // two runs: a count, then their rows (a table this small may be scanned once per run): a few
    // passes, never one per interval
    expect(await read(intervalBucketsSql([fresh, runId], CHART_POINTS))).toBeLessThanOrEqual(3 * 2 * N);
    expect((await listIntervalBuckets([fresh], CHART_POINTS)).get(fresh)?.total).toBe(N);
    expect((await listSteadyStats([fresh], 0)).get(fresh)?.intervals).toBe(N);
  });
});

type PlanNode = { 'Relation Name'?: string; 'Actual Rows': number; 'Actual Loops': number; Plans?: PlanNode[] };

/** Rows the plan read from IntervalPoint, over every scan of it and every loop. */
function intervalRowsRead(node: PlanNode | undefined): number {
  if (!node) return Number.POSITIVE_INFINITY;
  const own = node['Relation Name'] === 'IntervalPoint' ? node['Actual Rows'] * node['Actual Loops'] : 0;
  return own + (node.Plans ?? []).reduce((n, child) => n + intervalRowsRead(child), 0);
}
