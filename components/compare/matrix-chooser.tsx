import { METRICS, metricKeysFor } from '@/lib/metrics';
import type { MatrixQuery } from '@/lib/schemas/matrix';

type Props = { runIds: number[]; tagValues: Map<string, Set<string>>; query: MatrixQuery };

/** Which tag splits the runs into A and B, and which figure to divide. A GET form: the URL is the state. */
export function MatrixChooser({ runIds, tagValues, query }: Props) {
  const field = 'rounded border border-line px-2 py-1 text-sm';
  const dimensions = [...tagValues.keys()].filter((k) => (tagValues.get(k)?.size ?? 0) >= 2);
  const values = [...new Set([...tagValues.values()].flatMap((v) => [...v]))];
  return (
    <form
      method="get"
      action="/compare/matrix"
      className="mb-4 flex flex-wrap items-end gap-3 rounded-lg border border-line bg-panel p-4 text-sm"
      aria-label="Matrix settings"
    >
      {/* a project's matrix stays one: asked again, it says how many of its runs it holds */}
      {query.project !== undefined && query.runs === undefined ? (
        <input type="hidden" name="project" value={query.project} />
      ) : (
        <input type="hidden" name="runs" value={runIds.join(',')} />
      )}
      <label className="flex flex-col text-xs text-muted">
        Split runs by
        <select name="dim" defaultValue={query.dim ?? ''} className={field}>
          {dimensions.map((k) => (
            <option key={k}>{k}</option>
          ))}
        </select>
      </label>
      <label className="flex flex-col text-xs text-muted">
        A (numerator)
        <input name="a" list="tag-values" defaultValue={query.a ?? ''} className={field} />
      </label>
      <label className="flex flex-col text-xs text-muted">
        B (denominator)
        <input name="b" list="tag-values" defaultValue={query.b ?? ''} className={field} />
      </label>
      <datalist id="tag-values">
        {values.map((v) => (
          <option key={v} value={v} />
        ))}
      </datalist>
      <label className="flex flex-col text-xs text-muted">
        Metric
        <select name="metric" defaultValue={query.metric} className={field}>
          {metricKeysFor('matrix').map((key) => (
            <option key={key} value={key}>
              {METRICS[key].label}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="rounded-md bg-ink px-3 py-1.5 text-sm text-panel">
        Show matrix
      </button>
    </form>
  );
}
