// A project's alert list is a record of what regressed: trashing the run that raised an alert
// keeps the alert listed for the run's team, saying the run is in the trash (F-DEL-1, a DBA's pass:
// it vanished), never for anyone outside it; each alert says when its run ran where the run's
// tags or log say, not only when the alert was raised.
import { beforeAll, expect, test } from 'vitest';
import { changeAlertRule } from '../../lib/alerts/changes';
import { evaluateAlerts } from '../../lib/alerts/run-alerts';
import { type Access, ALL, ANONYMOUS } from '../../lib/db/access';
import { countOpenAlerts, listProjectAlerts } from '../../lib/db/alerts';
import { db } from '../../lib/db/client';
import { deleteRun } from '../../lib/db/runs';
import { restoreRun } from '../../lib/db/trash';
import { ingestDocument } from '../../lib/ingest/ingest';
import { sysbenchLog } from '../support/sysbench-log';

const TEAM = 'alerts-trash-team';
const PROJECT = 'alerts-trash';
const team: Access = { kind: 'teams', teamIds: [TEAM] };
const stranger: Access = { kind: 'teams', teamIds: ['alerts-trash-other'] };

const night = async (n: number, regressed = false) =>
  (
    await ingestDocument({
      fileName: `trash-night-${n}.log`,
      text: sysbenchLog({
        intervals: 30 + n,
        banner: `alerts-trash night ${n}`,
        ...(regressed ? { stalls: Array.from({ length: 15 }, (_, i) => i * 2 + 1) } : {}),
      }),
      projectName: PROJECT,
      teamId: TEAM,
      extraTags: { date: `2026-11-${10 + n}` },
    })
  ).runIds[0] as number;

let projectId = 0;
let regressed = 0;

beforeAll(async () => {
  for (const id of [TEAM, 'alerts-trash-other'])
    await db().organization.create({ data: { id, name: id, slug: id, createdAt: new Date() } });
  for (const n of [1, 2, 3]) await night(n);
  projectId = (await db().project.findFirstOrThrow({ where: { name: PROJECT }, select: { id: true } })).id;
  await db().project.update({ where: { id: projectId }, data: { isPublic: true } });
  await changeAlertRule({ kind: 'open' }, { projectId, metric: 'tps', method: 'percent', threshold: 10, lookback: 3 }, new Headers());
  regressed = await night(4, true);
  expect(await evaluateAlerts([regressed])).toHaveLength(1);
});

test('an alert says when its run ran, from its date tag, beside when it was raised', async () => {
  const [alert] = await listProjectAlerts(ALL, projectId);
  expect(alert?.run).toMatchObject({
    id: regressed,
    deletedAt: null,
    ranAt: { shown: '2026-11-14', text: '2026-11-14', from: 'date tag' },
  });
  // the public project's alert is anyone's to read while its run is live
  expect((await listProjectAlerts(ANONYMOUS, projectId)).map((a) => a.runId)).toEqual([regressed]);
  expect(await countOpenAlerts(projectId)).toBe(1);
});

test("trashing the run keeps its alert on the team's list, marked, out of anyone else's and of the open count", async () => {
  expect(await deleteRun(regressed)).toBe(true);
  for (const access of [ALL, team]) {
    const alerts = await listProjectAlerts(access, projectId);
    expect(alerts.map((a) => a.runId)).toEqual([regressed]);
    expect(alerts[0]?.run.deletedAt).toBeInstanceOf(Date);
    expect(alerts[0]?.baselineRunIds).toHaveLength(3);
  }
  // outside the team a run in the trash is out of sight, and so is its alert
  expect(await listProjectAlerts(ANONYMOUS, projectId)).toEqual([]);
  expect(await listProjectAlerts(stranger, projectId)).toEqual([]);
  expect(await countOpenAlerts(projectId)).toBe(0);

  expect(await restoreRun(regressed)).toBe(true);
  expect((await listProjectAlerts(ANONYMOUS, projectId))[0]?.run.deletedAt).toBeNull();
  expect(await countOpenAlerts(projectId)).toBe(1);
});
