// The metric catalogue: every figure benchboard compares, sorts or charts, once, with which way is
// better (after conbench's units.py and its `less_is_better`). Everything else derives from this
// table: the compare page's rows and chart options, the runs list's sort keys, the matrix metric,
// the run page's figures, headline directions. Pure and free of zod: client components import it.
import type { Run } from './db/generated/client';
import type { Direction } from './parsers/formats/format';

export type { Direction } from './parsers/formats/format';

/**
 * Where a metric appears: `sort` a runs-list sort key (SQL: only a column metric), `compare` a row of
 * the compare table, `chart` the compare page's chart metric (scaling, groups), `matrix` the ratio
 * matrix's metric, `card` a figure on the run page, `history` a metric of the history page (alert
 * rules watch the `compare` ones: lib/schemas/alerts.ts).
 */
export type MetricUse = 'sort' | 'compare' | 'chart' | 'matrix' | 'card' | 'history';

/** A Run column that holds a figure: a nullable number. */
export type RunFigureColumn = { [K in keyof Run]-?: Run[K] extends number | null ? (null extends Run[K] ? K : never) : never }[keyof Run];

type MetricBase = {
  label: string;
  /** a column header's short form, when the label is too long for one */
  short?: string;
  unit: string;
  direction: Direction;
  uses: readonly MetricUse[];
};

/** A metric stored in its own Run column: sortable and filterable in SQL. */
export type ColumnMetric = MetricBase & {
  column: RunFigureColumn;
  /** its path in the parser's output, the key of `sources` (the lines it was read from) */
  source: string;
};

/**
 * A metric a format reads into the run's figures (Run.extraMetrics JSON, `figures.<name>`): no
 * column, so never a SQL sort. A format registry adds one with one line, e.g.
 * `tpmC: { label: 'tpmC', unit: 'tpmC', direction: 'higher', figure: 'tpmC', uses: ['compare', 'chart', 'matrix', 'card', 'history'] }`.
 */
export type FigureMetric = MetricBase & { figure: string; uses: readonly Exclude<MetricUse, 'sort'>[] };

export type MetricDef = ColumnMetric | FigureMetric;

export const METRICS = {
  tps: {
    label: 'tps',
    unit: 'tps',
    direction: 'higher',
    column: 'tps',
    source: 'metrics.tps',
    uses: ['sort', 'compare', 'chart', 'matrix', 'card', 'history'],
  },
  qps: {
    label: 'qps',
    unit: 'qps',
    direction: 'higher',
    column: 'qps',
    source: 'metrics.qps',
    uses: ['sort', 'compare', 'chart', 'matrix', 'card', 'history'],
  },
  eventsPerSec: {
    label: 'events/s',
    unit: 'events/s',
    direction: 'higher',
    column: 'eventsPerSec',
    source: 'metrics.eventsPerSec',
    uses: ['sort', 'compare', 'chart', 'matrix', 'card', 'history'],
  },
  durationS: {
    label: 'duration',
    unit: 's',
    direction: 'lower',
    column: 'durationS',
    source: 'metrics.durationS',
    uses: ['sort', 'card', 'history'],
  },
  latMinMs: { label: 'latency min', unit: 'ms', direction: 'lower', column: 'latMinMs', source: 'metrics.latencyMs.min', uses: ['card'] },
  latAvgMs: {
    label: 'latency avg',
    short: 'Lat avg',
    unit: 'ms',
    direction: 'lower',
    column: 'latAvgMs',
    source: 'metrics.latencyMs.avg',
    uses: ['sort', 'compare', 'chart', 'matrix', 'card', 'history'],
  },
  latPctMs: {
    label: 'latency percentile',
    short: 'Lat pct',
    unit: 'ms',
    direction: 'lower',
    column: 'latPctMs',
    source: 'metrics.latencyMs.percentileValue',
    uses: ['sort', 'compare', 'chart', 'matrix', 'card', 'history'],
  },
  latMaxMs: {
    label: 'latency max',
    unit: 'ms',
    direction: 'lower',
    column: 'latMaxMs',
    source: 'metrics.latencyMs.max',
    uses: ['compare', 'card', 'history'],
  },
  errors: {
    label: 'errors',
    unit: '',
    direction: 'lower',
    column: 'errors',
    source: 'metrics.errors',
    uses: ['compare', 'card', 'history'],
  },
  reconnects: {
    label: 'reconnects',
    unit: '',
    direction: 'lower',
    column: 'reconnects',
    source: 'metrics.reconnects',
    uses: ['compare', 'card', 'history'],
  },
} as const satisfies Record<string, MetricDef>;

export type MetricKey = keyof typeof METRICS;

/** The keys of the metrics that may be used in `use`, as a type. */
export type MetricKeyFor<U extends MetricUse> = { [K in MetricKey]: U extends (typeof METRICS)[K]['uses'][number] ? K : never }[MetricKey];

/** The Run column of a column metric (never for a figure metric). */
export type MetricColumn<K extends MetricKey> = (typeof METRICS)[K] extends { column: infer C extends RunFigureColumn } ? C : never;

/** The throughput figures that sum a run up, in order of preference (the first one a run has). */
export const HEADLINE_METRICS = ['tps', 'eventsPerSec'] as const satisfies readonly MetricKey[];
export type HeadlineMetric = (typeof HEADLINE_METRICS)[number];

export function isMetricKey(key: string): key is MetricKey {
  return Object.hasOwn(METRICS, key);
}

/** Every key, in the catalogue's order (the order rows, options and cards are shown in). */
export const METRIC_KEYS: readonly MetricKey[] = Object.keys(METRICS).filter(isMetricKey);

export function metricDef(key: MetricKey): MetricDef {
  return METRICS[key];
}

const allows = (uses: readonly MetricUse[], use: MetricUse) => uses.includes(use);

/** The metrics that may be used in `use`, in the catalogue's order. */
export function metricKeysFor<U extends MetricUse>(use: U): MetricKeyFor<U>[] {
  return METRIC_KEYS.filter((key): key is MetricKeyFor<U> => allows(METRICS[key].uses, use));
}

/** Which way is better: the one answer to "is a lower value good news?". */
export function directionOf(key: MetricKey): Direction {
  return METRICS[key].direction;
}

/** Label and unit together, for an axis or a group's mean ("latency avg ms", "tps"). */
export function labelWithUnit(key: MetricKey): string {
  const { label, unit } = metricDef(key);
  return unit === '' || unit === label ? label : `${label} ${unit}`;
}

/** A column header ("Lat avg ms"). */
export function columnHeader(key: MetricKey): string {
  const def = metricDef(key);
  const name = def.short ?? def.label;
  return def.unit === '' || def.unit === name ? name : `${name} ${def.unit}`;
}

/**
 * latPctMs names its percentile (which the run printed); several different ones are flagged, short
 * enough for a chart's category axis (the longer "— not the same percentile!" printed over its
 * neighbours). What differs says why they do not compare.
 */
export function percentileLabel(percentiles: readonly number[]): string {
  const distinct = [...new Set(percentiles)];
  if (distinct.length === 0) return METRICS.latPctMs.label;
  return distinct.length === 1 ? `latency ${distinct[0]}th pct` : `latency ${distinct.map((p) => `${p}th`).join(' ≠ ')} pct`;
}

/** Where the parser recorded it: the key of the run's `sources` (the lines it was read from). */
export function metricSource(key: MetricKey): string {
  const def = metricDef(key);
  return 'column' in def ? def.source : `figures.${def.figure}`;
}

/** A run as far as its metrics go: columns, and the figures a format read (when loaded). */
export type MetricSource = { [C in RunFigureColumn]?: number | null } & { figures?: Readonly<Record<string, number | null>> };

/** The value of a metric for one run: from its column, or from its figures. */
export function metricValue(run: MetricSource, key: MetricKey): number | null {
  return readMetric(run, metricDef(key));
}

export function readMetric(run: MetricSource, def: MetricDef): number | null {
  return ('column' in def ? run[def.column] : run.figures?.[def.figure]) ?? null;
}

/** The catalogue key of a column metric at a parser path (`metrics.tps`, `metrics.latencyMs.avg`), if any. */
export function metricKeyAtPath(path: string): MetricKey | null {
  return METRIC_KEYS.find((key) => metricSource(key) === path) ?? null;
}
