// Headline metrics of sysbench / pgbench / mysqlbench runs side by side: the catalogue's `compare` metrics.
import { type Direction, type MetricColumn, type MetricKeyFor, metricDef, metricKeysFor, metricValue, percentileLabel } from '../metrics';
import { formatOf } from '../parsers/formats';
import { deltaPercent, ratioOf, type Verdict, verdictOf } from './math';

export type MetricKey = MetricKeyFor<'compare'>;

/** What the compare page reads of each run: the columns of every metric it compares or charts (figure metrics: `figures`). */
export type MetricRun = {
  id: number;
  /** which format made it: its own figures (tpmC) get rows too */
  tool?: string;
  latPct: number | null;
  durationS: number | null;
  figures?: Readonly<Record<string, number | null>>;
} & {
  [K in MetricKeyFor<'compare' | 'chart'> as MetricColumn<K>]: number | null;
};

export type MetricCell = { value: number | null; ratio: number | null; deltaPct: number | null; verdict: Verdict };
/** `key`: a catalogue metric, or a format's own figure (tpcc-mysql's tpmC) */
export type MetricRow = { key: MetricKey | (string & {}); label: string; unit: string; direction: Direction; cells: MetricCell[] };

type RowDef = { key: string; label: string; unit: string; direction: Direction; value: (run: MetricRun) => number | null };

/**
 * The figures the runs' formats declare as their own, once each, in format order: those that are
 * their format's headline (tpcc-mysql's tpmC) lead the table, the others (pgbench's tps including
 * connections) follow the catalogue's.
 */
function formatMetrics(runs: MetricRun[]): { lead: RowDef[]; rest: RowDef[] } {
  const seen = new Map<string, RowDef & { lead: boolean }>();
  for (const run of runs) {
    const capabilities = formatOf(run.tool ?? '')?.capabilities;
    for (const m of capabilities?.metrics ?? [])
      if (!seen.has(m.key))
        seen.set(m.key, {
          ...m,
          lead: capabilities?.headline.includes(`figures.${m.key}`) ?? false,
          value: (r) => r.figures?.[m.key] ?? null,
        });
  }
  const rows = [...seen.values()].map(({ lead, ...row }) => ({ row, lead }));
  return { lead: rows.filter((r) => r.lead).map((r) => r.row), rest: rows.filter((r) => !r.lead).map((r) => r.row) };
}

/** One row per metric any run has (a format's own figures first); cells in run order, each against the baseline run. */
export function compareMetrics(runs: MetricRun[], baselineId: number, bandPercent: number): MetricRow[] {
  const baseline = runs.find((r) => r.id === baselineId) ?? runs[0];
  const catalogue = metricKeysFor('compare').map((key): RowDef => {
    const { label, unit, direction } = metricDef(key);
    return {
      key,
      unit,
      direction,
      label: key === 'latPctMs' ? percentileLabel(runs.flatMap((r) => (r.latPct === null ? [] : [r.latPct]))) : label,
      value: (r) => metricValue(r, key),
    };
  });
  const rows: MetricRow[] = [];
  const own = formatMetrics(runs);
  for (const { value: read, ...def } of [...own.lead, ...catalogue, ...own.rest]) {
    if (!runs.some((r) => read(r) !== null)) continue;
    const base = baseline ? read(baseline) : null;
    rows.push({
      ...def,
      cells: runs.map((r) => {
        const value = read(r);
        if (r.id === baseline?.id)
          return {
            value,
            ratio: value === null ? null : 1,
            deltaPct: value === null ? null : 0,
            verdict: value === null ? 'missing' : 'baseline',
          };
        // a 99th percentile against a 95th is no change of the server's: shown, never given a delta or a verdict
        if (def.key === 'latPctMs' && r.latPct !== null && baseline?.latPct !== null && r.latPct !== baseline?.latPct)
          return { value, ratio: null, deltaPct: null, verdict: 'missing' };
        // errors and reconnects are counts that are often 0: compare them, but 0 vs 0 is no change
        const ratio = base === 0 && value === 0 ? 1 : ratioOf(value, base);
        // from none to some (errors appearing): no ratio, but certainly a change
        if (base === 0 && value !== null && value > 0)
          return { value, ratio: null, deltaPct: null, verdict: def.direction === 'lower' ? 'worse' : 'better' };
        return {
          value,
          ratio,
          deltaPct: deltaPercent(ratio, bandPercent),
          verdict: value === null ? 'missing' : verdictOf(ratio, def.direction, bandPercent),
        };
      }),
    });
  }
  return rows;
}
