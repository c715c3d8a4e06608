// Regression thresholds and the alerts they raise (lib/alerts decides; this stores and reads).
import 'server-only';
import { readRunFigures } from '../schemas/json-columns';
import { runDateOf } from '../series/run-date';
import { type Access, projectsVisibleTo, runsVisibleOrTrashedTo, runsVisibleTo } from './access';
import { db } from './client';
import type { Prisma } from './generated/client';

export type AlertRuleRow = { id: number; projectId: number; metric: string; method: string; threshold: number; lookback: number };

export type NewAlert = {
  projectId: number;
  runId: number;
  metric: string;
  method: string;
  threshold: number;
  value: number;
  baseline: number;
  worsePct: number;
  statistic: number | null;
  baselineRunIds: number[];
};

/** At most this many alerts are listed on a project's page (newest first). */
export const MAX_LISTED_ALERTS = 200;

export async function listAlertRules(projectIds: readonly number[]): Promise<AlertRuleRow[]> {
  if (projectIds.length === 0) return [];
  return db().alertRule.findMany({
    where: { projectId: { in: [...projectIds] } },
    select: { id: true, projectId: true, metric: true, method: true, threshold: true, lookback: true },
    orderBy: [{ projectId: 'asc' }, { metric: 'asc' }],
  });
}

/** One threshold per metric and project: saving one for a metric replaces the last. */
export async function saveAlertRule(rule: Omit<AlertRuleRow, 'id'>): Promise<void> {
  const { projectId, metric, ...settings } = rule;
  await db().alertRule.upsert({ where: { projectId_metric: { projectId, metric } }, create: rule, update: settings });
}

export async function deleteAlertRule(projectId: number, id: number): Promise<boolean> {
  return (await db().alertRule.deleteMany({ where: { id, projectId } })).count > 0;
}

export async function setProjectWebhook(projectId: number, url: string | null): Promise<void> {
  await db().project.update({ where: { id: projectId }, data: { webhookUrl: url } });
}

/** A project the viewer may see: its name and team (the alerts page reads no runs). */
export async function getVisibleProject(access: Access, id: number) {
  return db().project.findFirst({ where: { AND: [{ id }, projectsVisibleTo(access)] }, select: { id: true, name: true, teamId: true } });
}

/** The project's team (what a change to its thresholds is authorized against), name and webhook. */
export async function getProjectAlertSettings(projectId: number) {
  return db().project.findUnique({
    where: { id: projectId },
    select: { id: true, name: true, teamId: true, isPublic: true, webhookUrl: true },
  });
}

/** The new runs with what evaluation needs: their project, and nothing else (the series loader reads the rest). */
export async function listRunsForAlerts(runIds: readonly number[]) {
  if (runIds.length === 0) return [];
  return db().run.findMany({
    where: { id: { in: [...runIds] }, deletedAt: null, projectId: { not: null } },
    select: { id: true, projectId: true },
    orderBy: { id: 'asc' },
  });
}

/** Stores the alerts; one per run and metric (an evaluation repeated adds nothing). Returns the ids of those created. */
export async function createAlerts(alerts: readonly NewAlert[]): Promise<number[]> {
  const ids: number[] = [];
  // a statement per 1,000 (a 3,000-run upload's alerts were 3,000 round trips)
  for (let at = 0; at < alerts.length; at += 1000) {
    const created = await db().alert.createManyAndReturn({ data: alerts.slice(at, at + 1000), skipDuplicates: true, select: { id: true } });
    ids.push(...created.map((c) => c.id).sort((a, b) => a - b));
  }
  return ids;
}

/**
 * What an upload's answer reports: the alerts of these ids (just raised), and those not yet
 * acknowledged on these runs (content sent again: a retried build must not pass for green).
 */
export async function listAlertsForAnswer(ids: readonly number[], openOnRuns: readonly number[]) {
  if (ids.length === 0 && openOnRuns.length === 0) return [];
  return db().alert.findMany({
    where: { OR: [{ id: { in: [...ids] } }, { runId: { in: [...openOnRuns] }, acknowledgedAt: null }] },
    select: {
      id: true,
      runId: true,
      projectId: true,
      metric: true,
      method: true,
      threshold: true,
      value: true,
      baseline: true,
      worsePct: true,
      statistic: true,
      baselineRunIds: true,
    },
    orderBy: { id: 'asc' },
  });
}

export async function getAlertForWebhook(id: number) {
  return db().alert.findUnique({
    where: { id },
    include: {
      project: { select: { id: true, name: true, webhookUrl: true } },
      run: { select: { id: true, title: true, commit: true, branch: true } },
    },
  });
}

export async function recordWebhookResult(id: number, status: string): Promise<void> {
  await db().alert.update({ where: { id }, data: { webhookStatus: status.slice(0, 300), webhookAt: new Date() } });
}

/**
 * A project's alerts, newest first, for a viewer who may see the project: those of runs in the
 * trash too, for their team (the run says so), and each with when its run ran where its tags or
 * log say (run-date.ts), which an upload of old logs makes differ from when the alert was raised.
 */
export async function listProjectAlerts(access: Access, projectId: number, page = 1) {
  const rows = await db().alert.findMany({
    where: alertsOf(access, projectId),
    skip: (Math.max(1, page) - 1) * MAX_LISTED_ALERTS,
    include: {
      run: {
        select: {
          id: true,
          title: true,
          commit: true,
          createdAt: true,
          deletedAt: true,
          parameters: true,
          extraMetrics: true,
          tags: { select: { key: true, value: true } },
        },
      },
    },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: MAX_LISTED_ALERTS,
  });
  return rows.map(({ run: { parameters, extraMetrics, tags, ...run }, ...alert }) => {
    const figures = readRunFigures({ id: run.id, parameters, extraMetrics }).extraMetrics;
    const ranAt = runDateOf(Object.fromEntries(tags.map((t) => [t.key, t.value])), figures.header);
    return { ...alert, run: { ...run, ranAt } };
  });
}

export type ProjectAlert = Awaited<ReturnType<typeof listProjectAlerts>>[number];

/** A run's alerts (its run page flags them). */
export async function listRunAlerts(access: Access, runId: number) {
  return db().alert.findMany({
    where: { runId, run: runsVisibleTo(access) },
    orderBy: { metric: 'asc' },
  });
}

/** Which of these runs raised an alert on `metric` (the series page marks them). */
export async function listAlertedRunIds(access: Access, runIds: readonly number[], metric: string): Promise<Set<number>> {
  if (runIds.length === 0) return new Set();
  const rows = await db().alert.findMany({
    where: { runId: { in: [...runIds] }, metric, run: runsVisibleTo(access) },
    select: { runId: true },
  });
  return new Set(rows.map((r) => r.runId));
}

/** The alert's project and team, to authorize an acknowledgement. */
export async function getAlertOwner(id: number) {
  return db().alert.findUnique({
    where: { id },
    select: { id: true, projectId: true, project: { select: { teamId: true, isPublic: true } } },
  });
}

export async function acknowledgeAlert(id: number, by: string, note: string): Promise<void> {
  await db().alert.update({ where: { id }, data: { acknowledgedAt: new Date(), acknowledgedBy: by, note } });
}

/** Alerts of a project nobody acknowledged yet (its page links to them). */
const alertsOf = (access: Access, projectId: number) =>
  ({ projectId, project: projectsVisibleTo(access), run: runsVisibleOrTrashedTo(access) }) satisfies Prisma.AlertWhereInput;

/**
 * A project's alerts counted, not those of one page: its page said "200 alerts, 200 not
 * acknowledged" of 1,118 open (an attack probe, 2026-12-07). Open ones on runs in the trash apart.
 */
export async function countProjectAlerts(access: Access, projectId: number): Promise<{ total: number; open: number; openTrashed: number }> {
  const where = alertsOf(access, projectId);
  const [total, open, openTrashed] = await Promise.all([
    db().alert.count({ where }),
    db().alert.count({ where: { AND: [where, { acknowledgedAt: null, run: { deletedAt: null } }] } }),
    db().alert.count({ where: { AND: [where, { acknowledgedAt: null, run: { deletedAt: { not: null } } }] } }),
  ]);
  return { total, open, openTrashed };
}

export async function countOpenAlerts(projectId: number): Promise<number> {
  return db().alert.count({ where: { projectId, acknowledgedAt: null, run: { deletedAt: null } } });
}
