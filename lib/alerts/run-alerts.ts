// Regression alerts for the runs an upload created: each run with a project that has thresholds
// is held against the last N runs of its series in time (lib/series, the project's runs only).
// Called after the upload's transaction committed: a failure here is logged and never undoes or
// fails the upload; webhooks go out afterwards without being waited for.
import { ALL } from '../db/access';
import {
  createAlerts,
  getAlertForWebhook,
  listAlertRules,
  listAlertsForAnswer,
  listRunsForAlerts,
  type NewAlert,
  recordWebhookResult,
} from '../db/alerts';
import { listSeriesAnchors, listSeriesCandidates, MAX_SERIES_RUNS, type SeriesCandidate } from '../db/series';
import { isMetricKey, metricDef, metricValue } from '../metrics';
import { formatOf } from '../parsers/formats';
import type { RaisedAlert } from '../schemas/upload';
import { seriesKey, seriesNarrowing, workloadParameters } from '../series/identity';
import { repeatsStoredOutput, seriesMembers } from '../series/load';
import { placedAt } from '../series/run-date';
import { describeAlert } from './describe';
import { type AlertMethod, evaluateThreshold } from './evaluate';
import { postWebhook } from './webhook';

const isMethod = (method: string): method is AlertMethod => ['percent', 'zscore', 'welch'].includes(method);

function valuesOf(runs: readonly SeriesCandidate[], metric: Parameters<typeof metricValue>[1]) {
  return runs.flatMap((r) => {
    const value = metricValue(r, metric);
    return value === null ? [] : [{ id: r.id, value }];
  });
}

/** A project's alerts page, where an alert is read and acknowledged. */
export const alertsPageUrl = (baseUrl: string, projectId: number) => `${baseUrl}/projects/${projectId}/alerts`;

/**
 * Evaluates every threshold of the runs' projects; returns the ids of the alerts created.
 *
 * An upload's runs are read in one statement, and the candidates of each series once for all the
 * upload's runs in it (a 300-run upload read them 300 times: 52 s). Each series' window is widened
 * by the upload's own runs in it: they are the repeats, never the baseline, and a batch larger than
 * the window left no earlier run to hold it against (a 3,000-run upload raised no alert).
 */
export async function evaluateAlerts(runIds: readonly number[], { window = MAX_SERIES_RUNS }: { window?: number } = {}): Promise<number[]> {
  const runs = await listRunsForAlerts(runIds);
  const rules = await listAlertRules([...new Set(runs.map((r) => r.projectId).filter((id): id is number => id !== null))]);
  if (rules.length === 0) return [];
  const batch = new Set(runIds);
  const watched = new Set(rules.map((r) => r.projectId));
  const anchors = await listSeriesAnchors(
    ALL,
    runs.filter((r) => r.projectId !== null && watched.has(r.projectId)).map((r) => r.id),
  );
  // the upload's runs per stored series identity (what listSeriesCandidates reads by)
  const identity = (a: SeriesCandidate) => JSON.stringify([a.projectId, a.tool, a.test, a.threads, a.hostId]);
  const inBatch = new Map<string, number>();
  for (const a of anchors) inBatch.set(identity(a), (inBatch.get(identity(a)) ?? 0) + 1);
  const candidatesOf = new Map<string, Promise<SeriesCandidate[]>>();
  const seriesOf = new Map<string, { before: SeriesCandidate[]; batchRuns: SeriesCandidate[] }>();
  const alerts: NewAlert[] = [];
  for (const anchor of anchors) {
    const projectId = anchor.projectId;
    const own = rules.filter((r) => r.projectId === projectId);
    if (own.length === 0 || projectId === null) continue;
    const narrow = seriesNarrowing(anchor, 'time');
    const readKey = JSON.stringify([identity(anchor), narrow]);
    let candidates = candidatesOf.get(readKey);
    if (!candidates) {
      const take = window + (inBatch.get(identity(anchor)) ?? 0);
      candidates = listSeriesCandidates(ALL, anchor, { projectId, narrow, take }).then((c) => c.runs);
      candidatesOf.set(readKey, candidates);
    }
    // a copy of a run stored before (its output under another file) measures nothing new: no alert
    if (repeatsStoredOutput(anchor, await candidates, batch)) continue;
    // the upload's runs of one series share their members: split once, the earlier newest first
    // (when they ran, where they say, else when they were uploaded)
    const membersKey = JSON.stringify([readKey, seriesKey(anchor, 'time'), Object.entries(workloadParameters(anchor)).sort()]);
    let series = seriesOf.get(membersKey);
    if (!series) {
      const members = seriesMembers(anchor, await candidates, 'time');
      series = {
        before: members.filter((m) => !batch.has(m.id)).sort((a, b) => placedAt(b) - placedAt(a) || b.id - a.id),
        batchRuns: members.filter((m) => batch.has(m.id)),
      };
      seriesOf.set(membersKey, series);
    }
    // the batch's own runs are the repeats; the baseline is the runs placed before it in time (an
    // old log uploaded late is held against the runs before it, not against those made years after)
    const when = placedAt(anchor);
    const earlier = series.before.filter((m) => placedAt(m) < when || (placedAt(m) === when && m.id < anchor.id));
    const repeats = series.batchRuns.filter((m) => m.id !== anchor.id);
    for (const rule of own) {
      if (!isMetricKey(rule.metric) || !isMethod(rule.method)) continue;
      // a duration is watched where it is the run's result (sql-bench's total time), not a setting (sysbench's --time)
      if (rule.metric === 'durationS' && !formatOf(anchor.tool)?.capabilities.headline.includes('metrics.durationS')) continue;
      const history = valuesOf(earlier, rule.metric).slice(0, rule.lookback);
      const fresh = valuesOf([anchor, ...repeats], rule.metric).map((v) => v.value);
      const result = evaluateThreshold(
        { method: rule.method, threshold: rule.threshold },
        metricDef(rule.metric).direction,
        metricValue(anchor, rule.metric) === null ? [] : fresh,
        history.map((h) => h.value),
      );
      if (!result.crossed || 'skipped' in result) continue;
      alerts.push({
        projectId,
        runId: anchor.id,
        metric: rule.metric,
        method: rule.method,
        threshold: rule.threshold,
        value: result.value,
        baseline: result.baseline,
        worsePct: result.worsePct,
        statistic: result.statistic,
        baselineRunIds: history.map((h) => h.id),
      });
    }
  }
  return createAlerts(alerts);
}

/** The JSON a webhook receives. */
export async function webhookPayload(alertId: number, baseUrl: string) {
  const alert = await getAlertForWebhook(alertId);
  if (!alert) return null;
  const { project, run, ...fields } = alert;
  return {
    url: project.webhookUrl,
    body: {
      event: 'benchboard.regression',
      summary: `${project.name}: ${run.title}: ${describeAlert(alert)}`,
      alert: {
        id: fields.id,
        metric: fields.metric,
        method: fields.method,
        threshold: fields.threshold,
        value: fields.value,
        baseline: fields.baseline,
        worsePct: fields.worsePct,
        statistic: fields.statistic,
        baselineRunIds: fields.baselineRunIds,
        createdAt: fields.createdAt.toISOString(),
      },
      project: { id: project.id, name: project.name, alertsUrl: alertsPageUrl(baseUrl, project.id) },
      run: { id: run.id, title: run.title, commit: run.commit, branch: run.branch, url: `${baseUrl}/runs/${run.id}` },
    },
  };
}

/** POSTs each alert to its project's webhook, one after another, recording each outcome. Never throws. */
export async function sendAlertWebhooks(alertIds: readonly number[], baseUrl: string): Promise<void> {
  for (const id of alertIds) {
    try {
      const payload = await webhookPayload(id, baseUrl);
      if (!payload?.url) continue;
      await recordWebhookResult(id, await postWebhook(payload.url, payload.body));
    } catch (error) {
      console.error(`alert ${id}: webhook not sent:`, error);
    }
  }
}

/**
 * After an upload committed: evaluate, then send webhooks in the background. Whatever fails is
 * logged; the upload stands and its answer is not delayed by a webhook. The ids of the alerts raised.
 */
export async function raiseAlertsAfterUpload(runIds: readonly number[], baseUrl: string): Promise<number[]> {
  if (runIds.length === 0) return [];
  try {
    const created = await evaluateAlerts(runIds);
    if (created.length > 0) void sendAlertWebhooks(created, baseUrl);
    return created;
  } catch (error) {
    console.error('regression alerts not evaluated for this upload:', error);
    return [];
  }
}

/**
 * The alerts an upload's answer names: those it raised, and those still open on runs it sent again.
 * Their figures (the baseline, how much worse) come from other runs of the project: only a sender
 * who may read runs gets them; an upload-only token gets the alert and where to read it. Never throws.
 */
export async function alertsForAnswer(
  raised: readonly number[],
  knownRunIds: readonly number[],
  baseUrl: string,
  detailed: boolean,
): Promise<RaisedAlert[]> {
  try {
    return (await listAlertsForAnswer(raised, knownRunIds)).map((a) => {
      const alert = { id: a.id, runId: a.runId, metric: a.metric, alertsUrl: alertsPageUrl(baseUrl, a.projectId) };
      if (detailed) return { ...alert, worsePct: a.worsePct, summary: describeAlert(a) };
      const label = isMetricKey(a.metric) ? metricDef(a.metric).label : a.metric;
      return { ...alert, summary: `${label} crossed its regression threshold (this token may not read the runs it was set against).` };
    });
  } catch (error) {
    console.error('regression alerts not read for this upload’s answer:', error);
    return [];
  }
}
