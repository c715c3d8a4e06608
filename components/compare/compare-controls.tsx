import type { CompareState } from '@/lib/compare/state';
import type { RunColumn } from '@/lib/compare/view-model';
import { HEADLINE_METRICS, METRICS, metricKeysFor } from '@/lib/metrics';
import { concurrencyWord } from '@/lib/parsers/formats';
import { KNOWN_DIMENSIONS } from '@/lib/tags';

/** Chart metrics to choose beyond the headline (which is the default, and the first of these a run has). */
const CHART_CHOICES = metricKeysFor('chart').filter((key) => !HEADLINE_METRICS.some((h) => h === key));

/** The view's settings as a plain GET form: the URL stays the whole state. */
export function CompareControls({
  state,
  runs,
  baselineId,
  tagKeys,
  project,
}: {
  state: CompareState;
  runs: RunColumn[];
  baselineId: number;
  tagKeys: string[];
  /** a whole project's comparison: the form asks for the project again, not its runs (more than a URL names) */
  project?: number;
}) {
  const field = 'rounded border border-line bg-panel px-2 py-1 text-sm';
  const dimensions = [...new Set([...KNOWN_DIMENSIONS.filter((d) => tagKeys.includes(d)), ...tagKeys])];
  // the threads tag in the tools' words: pgbench's is its clients
  const concurrency = concurrencyWord(runs.map((r) => r.tool)).many;
  return (
    <form method="get" action="/compare" className="flex flex-wrap items-end gap-3" aria-label="Compare settings">
      {project !== undefined ? (
        <input type="hidden" name="project" value={project} />
      ) : (
        <input type="hidden" name="runs" value={runs.map((r) => r.id).join(',')} />
      )}
      <label className="flex flex-col text-xs text-muted">
        Baseline
        <select name="baseline" defaultValue={baselineId} className={`${field} max-w-72`}>
          {runs.map((r) => (
            <option key={r.id} value={r.id} title={r.title}>
              #{r.number} {r.label}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col text-xs text-muted">
        Noise band ±%
        <input name="band" type="number" min={0} max={50} step={0.5} defaultValue={state.band} className={`${field} w-24`} />
      </label>
      <label className="flex flex-col text-xs text-muted">
        Chart metric
        <select name="metric" defaultValue={state.metric ?? ''} className={field}>
          <option value="">{`headline (${HEADLINE_METRICS.map((key) => METRICS[key].label).join(' / ')})`}</option>
          {CHART_CHOICES.map((key) => (
            <option key={key} value={key}>
              {METRICS[key].label}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col text-xs text-muted">
        Group by
        <select name="group" defaultValue={state.group ?? ''} className={field}>
          <option value="">(each run)</option>
          {dimensions.map((d) => (
            <option key={d} value={d}>
              {d === 'threads' ? concurrency : d}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col text-xs text-muted">
        Warm-up seconds
        <input name="warmup" type="number" min={0} step={1} defaultValue={state.warmup} className={`${field} w-24`} />
      </label>
      <label className="flex flex-col text-xs text-muted">
        Throughput from
        <select name="basis" defaultValue={state.basis} className={field}>
          <option value="summary">printed summary</option>
          <option value="steady">steady state (intervals after the warm-up)</option>
        </select>
      </label>
      <label className="flex flex-col text-xs text-muted">
        Test between repeats
        <select name="stat" defaultValue={state.stat} className={field}>
          <option value="mann-whitney">Mann-Whitney U</option>
          <option value="welch">Welch's t</option>
        </select>
      </label>
      <button type="submit" className="rounded-md bg-ink px-3 py-1.5 text-sm text-panel">
        Apply
      </button>
    </form>
  );
}
