// Regression alerts for an upload of many runs (attack probe F5, 2026-12-07): the upload's own runs
// are its repeats, never its baseline, however many there are, and each series' candidates are read
// once for all of the upload's runs in it.
import { describe, expect, test } from 'vitest';
import { changeAlertRule } from '../../lib/alerts/changes';
import { evaluateAlerts } from '../../lib/alerts/run-alerts';
import { ALL } from '../../lib/db/access';
import { countProjectAlerts, listProjectAlerts } from '../../lib/db/alerts';
import { db } from '../../lib/db/client';
import { ingestDocument } from '../../lib/ingest/ingest';
import { sysbenchLog } from '../support/sysbench-log';

/** one night of the project: ~300 tps, or stalled half of the time (~150 tps) */
async function night(project: string, n: number, { regressed = false, threads = 4 } = {}): Promise<number> {
  const result = await ingestDocument({
    fileName: `${project}-${threads}-${n}.log`,
    text: sysbenchLog({
      intervals: 30 + n,
      threads,
      banner: `${project} night ${n} on ${threads}`,
      ...(regressed ? { stalls: Array.from({ length: 15 }, (_, i) => i * 2 + 1) } : {}),
    }),
    projectName: project,
  });
  return result.runIds[0] as number;
}

async function watch(project: string): Promise<number> {
  const { id } = await db().project.findFirstOrThrow({ where: { name: project }, select: { id: true } });
  await changeAlertRule({ kind: 'open' }, { projectId: id, metric: 'tps', method: 'percent', threshold: 10, lookback: 3 }, new Headers());
  return id;
}

describe('alerts for an upload of many runs', () => {
  test('a batch larger than the series window is still held against the runs before it', async () => {
    const project = 'alerts-batch-window';
    const earlier = [await night(project, 1), await night(project, 2), await night(project, 3), await night(project, 4)];
    const id = await watch(project);
    const batch: number[] = [];
    for (let n = 5; n <= 10; n += 1) batch.push(await night(project, n, { regressed: true }));

    // a window of 3 runs, the batch 6: the batch filled it and nothing was left to compare with
    const created = await evaluateAlerts(batch, { window: 3 });
    expect(created).toHaveLength(6);
    const alerts = await listProjectAlerts(ALL, id);
    expect(alerts.map((a) => a.runId).sort((a, b) => a - b)).toEqual(batch);
    // every one against the last 3 runs before the batch, never a run of the batch
    for (const alert of alerts) expect(alert.baselineRunIds).toEqual([earlier[3], earlier[2], earlier[1]]);
    expect(await evaluateAlerts(batch, { window: 3 })).toEqual([]);
    // the page counts them all, not its page's (it said 200 of 1,118); a page past them is empty
    expect(await countProjectAlerts(ALL, id)).toEqual({ total: 6, open: 6, openTrashed: 0 });
    expect(await listProjectAlerts(ALL, id, 2)).toEqual([]);
  });

  test("a batch of two series: each run against its own series' runs, the rest of the batch its repeats", async () => {
    const project = 'alerts-batch-series';
    const four = [await night(project, 1), await night(project, 2), await night(project, 3)];
    const eight = [await night(project, 1, { threads: 8 }), await night(project, 2, { threads: 8 })];
    const id = await watch(project);
    // one upload: two stalled runs on 4 threads, one healthy and one stalled on 8
    const batch = [
      await night(project, 4, { regressed: true }),
      await night(project, 3, { threads: 8 }),
      await night(project, 5, { regressed: true }),
      await night(project, 4, { threads: 8, regressed: true }),
    ];
    const created = await evaluateAlerts(batch);
    expect(created).toHaveLength(3);
    const alerts = await listProjectAlerts(ALL, id);
    const byRun = new Map(alerts.map((a) => [a.runId, a]));
    expect([...byRun.keys()].sort((a, b) => a - b)).toEqual([batch[0], batch[2], batch[3]]);
    expect(byRun.get(batch[0] as number)?.baselineRunIds).toEqual([four[2], four[1], four[0]]);
    expect(byRun.get(batch[2] as number)?.baselineRunIds).toEqual([four[2], four[1], four[0]]);
    // the healthy 8-thread run of the batch is not the stalled one's baseline: only runs before the upload are
    expect(byRun.get(batch[3] as number)?.baselineRunIds).toEqual([eight[1], eight[0]]);
  });
});
