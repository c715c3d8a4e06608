// The one figure that sums a run up, as its format declares it (lib/parsers/formats: tps for OLTP
// and TPC-B, events/s for other sysbench tests, the total time of a sql-bench suite, tpmC for
// tpcc-mysql), labelled and directed by the metric catalogue. Server-side (and in the upload
// worker): it imports the format registry, which client components must not bundle; a client table
// gets the headline computed for it.
import { type Headline, headlineFrom } from './format';
import { type MetricDef, metricDef, metricKeyAtPath, readMetric } from './metrics';
import { formatOf, type RunPath } from './parsers/formats';

export type HeadlineRun = {
  tool: string;
  tps: number | null;
  eventsPerSec: number | null;
  durationS: number | null;
  /** the figures a format read (Run.extraMetrics.figures), when the caller loaded them */
  figures?: Readonly<Record<string, number | null>>;
};

const DEFAULT_HEADLINE: readonly RunPath[] = ['metrics.tps', 'metrics.eventsPerSec'];

/** The catalogue's entry for a format path, or the format's own figure metric. */
function definitionAt(tool: string, path: RunPath): MetricDef | null {
  const key = metricKeyAtPath(path);
  if (key) return metricDef(key);
  const figure = path.startsWith('figures.') ? path.slice('figures.'.length) : null;
  const own = formatOf(tool)?.capabilities.metrics.find((m) => m.key === figure);
  return own && figure ? { ...own, figure, uses: ['card'] } : null;
}

export function headlineOf(run: HeadlineRun): Headline {
  const capabilities = formatOf(run.tool)?.capabilities;
  const paths = capabilities?.headline.length ? capabilities.headline : DEFAULT_HEADLINE;
  const candidates = paths.flatMap((path) => {
    const def = definitionAt(run.tool, path);
    return def ? [{ path, def, value: readMetric(run, def) }] : [];
  });
  const chosen = candidates.find((c) => c.value !== null) ?? candidates[0];
  if (!chosen) return headlineFrom(metricDef('tps'), null);
  return headlineFrom(chosen.def, chosen.value, capabilities?.labels[chosen.path]);
}
