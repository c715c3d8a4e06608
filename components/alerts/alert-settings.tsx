import { alertMetricLabel, thresholdText } from '@/lib/alerts/describe';
import { ALERT_METHODS } from '@/lib/alerts/evaluate';
import { isMetricKey, type MetricKey } from '@/lib/metrics';

type Rule = { id: number; metric: string; method: string; threshold: number; lookback: number };
type Action = (form: FormData) => Promise<void>;

type Props = {
  projectId: number;
  rules: Rule[];
  webhookUrl: string | null;
  metrics: readonly MetricKey[];
  saveRule: Action;
  deleteRule: Action;
  saveWebhook: Action;
};

const METHOD_LABELS = {
  percent: 'worse by at least N %',
  zscore: 'z-score: at least N standard deviations worse',
  welch: "Welch's t: p below N (needs ≥ 2 new runs per upload)",
} as const;

const input = 'rounded-md border border-line px-2 py-1 text-sm';

/** A project's regression thresholds and webhook, for its editors. */
export function AlertSettings({ projectId, rules, webhookUrl, metrics, saveRule, deleteRule, saveWebhook }: Props) {
  return (
    <div className="space-y-4 text-sm" data-testid="alert-settings">
      {rules.length > 0 ? (
        <ul className="space-y-1">
          {rules.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center gap-2" data-rule={r.metric}>
              <span className="font-medium">{isMetricKey(r.metric) ? alertMetricLabel(r.metric) : r.metric}</span>
              <span>
                {thresholdText(r.method, r.threshold)}, against the last {r.lookback} runs of its series
              </span>
              <form action={deleteRule}>
                <input type="hidden" name="projectId" value={projectId} />
                <input type="hidden" name="ruleId" value={r.id} />
                <button type="submit" className="text-xs text-muted hover:text-worse">
                  remove
                </button>
              </form>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted">No threshold: uploads raise no alert.</p>
      )}
      <form action={saveRule} className="flex flex-wrap items-end gap-2" aria-label="Add or change a threshold">
        <input type="hidden" name="projectId" value={projectId} />
        <label className="flex flex-col gap-0.5">
          <span className="text-xs text-muted">Metric</span>
          <select name="metric" className={input} defaultValue="tps">
            {metrics.map((m) => (
              <option key={m} value={m}>
                {alertMetricLabel(m)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-0.5">
          <span className="text-xs text-muted">Method</span>
          <select name="method" className={input} defaultValue="percent">
            {ALERT_METHODS.map((m) => (
              <option key={m} value={m}>
                {METHOD_LABELS[m]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-0.5">
          <span className="text-xs text-muted">Threshold N</span>
          <input name="threshold" type="number" step="any" required defaultValue="5" className={`${input} w-24`} />
        </label>
        <label className="flex flex-col gap-0.5">
          <span className="text-xs text-muted">Last runs</span>
          <input name="lookback" type="number" min={2} max={100} required defaultValue="5" className={`${input} w-20`} />
        </label>
        <button type="submit" className="rounded-md bg-accent px-3 py-1.5 font-medium text-on-accent">
          Save threshold
        </button>
      </form>
      <form action={saveWebhook} className="flex flex-wrap items-end gap-2" aria-label="Webhook">
        <input type="hidden" name="projectId" value={projectId} />
        <label className="flex min-w-72 flex-1 flex-col gap-0.5">
          <span className="text-xs text-muted">Webhook (each alert is POSTed to it as JSON; http or https; leave empty for none)</span>
          <input name="url" type="url" defaultValue={webhookUrl ?? ''} placeholder="https://chat.example.com/hooks/…" className={input} />
        </label>
        <button type="submit" className="rounded-md border border-line px-3 py-1.5 hover:bg-subtle">
          Save webhook
        </button>
      </form>
    </div>
  );
}
