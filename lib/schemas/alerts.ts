// The forms of regression alerts: a threshold, the webhook, an acknowledgement.
import { z } from 'zod';
import { ALERT_METHODS } from '../alerts/evaluate';
import { webhookUrlSchema } from '../alerts/webhook';
import { metricKeysFor } from '../metrics';
import { queryId } from './query';

/**
 * What a rule may watch: the compare figures, and the duration — for the runs whose result it is
 * only (sql-bench's total time; lib/alerts/run-alerts.ts): the duration of a sysbench or pgbench
 * run of fixed length (-T 60: 60.0012 s) is its setting, whose jitter a z-score would alert on. A
 * sql-bench nightly could raise no alert at all (a DBA's pass, 2026-12-06).
 */
export const ALERT_METRICS = [...metricKeysFor('compare'), 'durationS'] as const;

/** What a threshold of each method may be: a sensible range, so a typo cannot alert on every run or none. */
export const THRESHOLD_RANGES = { percent: [0.1, 1000], zscore: [0.5, 20], welch: [0.0001, 0.5] } as const;

export const alertRuleFormSchema = z
  .object({
    projectId: queryId,
    metric: z.enum(ALERT_METRICS),
    method: z.enum(ALERT_METHODS),
    threshold: z.coerce.number().finite(),
    lookback: z.coerce.number().int().min(2, 'look back at least 2 runs').max(100, 'look back at most 100 runs'),
  })
  .superRefine((rule, ctx) => {
    const [low, high] = THRESHOLD_RANGES[rule.method];
    if (rule.threshold < low || rule.threshold > high)
      ctx.addIssue({ code: 'custom', path: ['threshold'], message: `a ${rule.method} threshold is between ${low} and ${high}` });
  });
export type AlertRuleForm = z.infer<typeof alertRuleFormSchema>;

export const deleteAlertRuleSchema = z.object({ projectId: queryId, ruleId: queryId });

export const webhookFormSchema = z.object({
  projectId: queryId,
  url: z.union([z.literal('').transform(() => null), webhookUrlSchema]),
});

export const acknowledgeFormSchema = z.object({
  alertId: queryId,
  note: z.string().trim().max(500, 'a note is at most 500 characters').default(''),
});
