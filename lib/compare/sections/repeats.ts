// Repeats of one configuration, and whether a difference between configurations is real: the
// median of each configuration's runs, min–max, a 95% confidence interval and n; against the
// baseline's configuration, the change of the medians with a two-sample test (Mann-Whitney U, or
// Welch's t when the URL asks), `~` when it is not significant at 5%. With one run on either side
// there is no test: the fixed noise band stands in, and says so.
import { directionOf, labelWithUnit } from '../../metrics';
import { ownValue } from '../../own-value';
import { concurrencyWord } from '../../parsers/formats';
import { type Significance, type TestKind, testDifference } from '../../stats/significance';
import type { Summary } from '../../stats/summary';
import { byLevel } from '../concurrency-levels';
import { deltaPercent, ratioOf, type Verdict, verdictOf } from '../math';
import { groupRepeats, summarizeRuns } from '../repeats';
import { SEPARATOR } from '../run-labels';
import type { CompareState } from '../state';
import { type CompareMetric, chosenMetric, headlineOf } from './chosen-metric';
import { kindGroups, loadRuns, type SectionRun } from './runs';
import { defineSection, type NotApplicable, notApplicable } from './types';

export const ALPHA = 0.05;

export type ConfigurationRow = {
  label: string;
  /** what its figures are: the metric asked for, else its kind's headline (a cpu run's events/s beside an OLTP run's tps) */
  metric: CompareMetric;
  runIds: number[];
  /** each run's number on the page (#3) */
  numbers: number[];
  /** a run whose output is another's of the configuration (the same run stored twice): counted once, as `of` */
  copies: { runId: number; number: number; sameAs: number; of: number }[];
  summary: Summary | null;
  isBaseline: boolean;
  deltaPct: number | null;
  /** null: one run on a side (the band decided), or the baseline itself */
  significance: Significance | null;
  /** `neutral` with a significance: not significant (shown as ~), or too few runs for the test ever to say */
  verdict: Verdict;
  /** too few runs for the test ever to reach its alpha (2 against 2: p ≥ 0.333): whether the min–max ranges are apart; null otherwise */
  rangesApart: boolean | null;
};

export type RepeatsProps = {
  metric: CompareMetric;
  metricLabel: string;
  test: TestKind;
  alpha: number;
  band: number;
  rows: ConfigurationRow[];
  /** every configuration has a single run: no spread, no test */
  allSingle: boolean;
};

/**
 * What tells the configurations apart: the tags whose values differ between them; when those do
 * not (configurations apart by a parameter, a build or a host, as bare logs of two workloads are),
 * what its runs' labels on the page share (`queries run=read/other`), else its first run's title.
 */
export function configurationLabels(
  configs: { tags: Record<string, string>; first: Pick<SectionRun, 'title' | 'column'>; runs?: Pick<SectionRun, 'column'>[] }[],
): string[] {
  const keys = [...new Set(configs.flatMap((c) => Object.keys(c.tags)))].filter(
    (key) => new Set(configs.map((c) => ownValue(c.tags, key) ?? '—')).size > 1,
  );
  // the threads tag in the tool's word: pgbench's concurrency is its clients (`clients=4`)
  const name = (key: string, c: (typeof configs)[number]) => (key === 'threads' ? concurrencyWord([c.first.column.tool]).many : key);
  const byTags = configs.map((c) => keys.map((key) => `${name(key, c)}=${ownValue(c.tags, key) ?? '—'}`).join(' '));
  if (keys.length > 0 && new Set(byTags).size === configs.length) return byTags;
  // then what else keeps repeats apart: the host, the build, the commit (a DBA's pass: two groups of
  // `QC off` on two hosts read `repeat=1` and `repeat=4`, their first runs' labels)
  const attributes = CONFIGURATION_ATTRIBUTES.filter(([, of]) => new Set(configs.map((c) => of(c.first.column) ?? '—')).size > 1);
  const byAll = configs.map((c, i) =>
    [byTags[i] ?? '', ...attributes.map(([key, of]) => `${key}=${of(c.first.column) ?? '—'}`)].filter(Boolean).join(' '),
  );
  if (attributes.length > 0 && new Set(byAll).size === configs.length) return byAll;
  // one configuration: its own tags (no repeat number: it is what its runs share), else its first run's title
  const [only] = configs;
  if (only && configs.length === 1) {
    const own = Object.entries(only.tags).map(([key, value]) => `${name(key, only)}=${value}`);
    return [own.length > 0 ? own.join(' ') : only.first.title];
  }
  return configs.map((c) => sharedLabel((c.runs ?? [c.first]).map((r) => r.column.label)) || c.first.title);
}

/**
 * What every run's label of a configuration says, a part they give different values (`time=15`,
 * `time=10`) as `time=10/15`: its first run's label named that run's own parameters as the group's
 * (two repeats "time=15", one of which ran 10 s: a DBA's pass).
 */
export function sharedLabel(labels: readonly string[]): string {
  const [first = '', ...rest] = labels;
  const partsOf = (label: string) => label.split(SEPARATOR).filter(Boolean);
  const others = rest.map(partsOf);
  return partsOf(first)
    .flatMap((part) => {
      if (others.every((parts) => parts.includes(part))) return [part];
      const key = /^([^=]+)=/.exec(part)?.[1];
      const values = [part, ...others.map((parts) => parts.find((p) => p.startsWith(`${key}=`)))];
      if (key === undefined || values.some((v) => v === undefined)) return [];
      const distinct = [...new Set(values.map((v) => (v as string).slice(key.length + 1)))];
      return [`${key}=${distinct.sort((a, b) => Number(a) - Number(b) || a.localeCompare(b)).join('/')}`];
    })
    .join(SEPARATOR);
}

/** What sets repeats apart besides their tags, as a configuration's label names it */
const CONFIGURATION_ATTRIBUTES: [string, (column: SectionRun['column']) => string | null][] = [
  ['host', (column) => column.hostName],
  ['build', (column) => column.build],
  ['commit', (column) => column.commit],
];

/** One kind's configurations against the configuration of that kind's baseline run. */
function kindRows(runs: SectionRun[], baselineRun: SectionRun | undefined, state: CompareState, metric: CompareMetric): ConfigurationRow[] {
  const byId = new Map(runs.map((r) => [r.id, r]));
  // a run's percentile is part of what its percentile latency is: a 95th and a 99th are never repeats of one another
  const tagsOf = (r: SectionRun) =>
    metric === 'latPctMs' && r.latPct !== null ? { ...r.column.tags, percentile: `${r.latPct}th` } : r.column.tags;
  const configs = groupRepeats(runs.map((r) => ({ ...r, tags: tagsOf(r) }))).map((c) => ({
    ...c,
    runs: c.runIds.flatMap((id) => byId.get(id) ?? []),
  }));
  const base = configs.find((c) => c.runIds.includes(baselineRun?.id ?? -1)) ?? configs[0];
  // the same run stored twice (one output under two files) is one measurement: one copy is counted, in
  // its configuration or another (a log stored with its .cmd, then bare, has another host and build)
  const copyOf = copiesOf(runs, base?.runIds ?? []);
  const counted = (rs: SectionRun[]) => rs.filter((r) => copyOf(r) === undefined);
  const valuesOf = (rs: SectionRun[]) =>
    counted(rs)
      .map((r) => r[metric])
      .filter((v): v is number => v !== null);
  const baseValues = base ? valuesOf(base.runs) : [];
  const baseSummary = summarizeRuns(baseValues);
  const direction = directionOf(metric);
  const labels = configurationLabels(configs.flatMap((c) => (c.runs[0] ? [{ tags: c.tags, first: c.runs[0], runs: c.runs }] : [])));
  return configs.map((c, i): ConfigurationRow => {
    const values = valuesOf(c.runs);
    const summary = summarizeRuns(values);
    const isBaseline = c === base;
    const ratio = ratioOf(summary?.median, baseSummary?.median);
    const significance = isBaseline ? null : testDifference(values, baseValues, state.stat, ALPHA);
    const verdict: Verdict = isBaseline
      ? 'baseline'
      : summary === null
        ? 'missing'
        : significance?.reachable
          ? significance.significant
            ? verdictOf(ratio, direction, 0)
            : 'neutral'
          : significance
            ? // too few runs for the test ever to say (2 against 2): no verdict. Ranges apart happen by
              // chance as often as p says (1 time in 3 for 2 against 2: a DBA's pass, 2026-12-06); the
              // change is shown, not coloured, and whether the ranges are apart is said
              'neutral'
            : verdictOf(ratio, direction, state.band);
    return {
      label: labels[i] ?? c.key,
      metric,
      runIds: c.runIds,
      numbers: c.runs.map((r) => r.column.number),
      copies: c.runs.flatMap((r) => {
        const of = copyOf(r);
        return of === undefined ? [] : [{ runId: r.id, number: r.column.number, sameAs: of.id, of: of.column.number }];
      }),
      summary,
      isBaseline,
      deltaPct: isBaseline ? 0 : deltaPercent(ratio, state.band),
      significance,
      verdict,
      rangesApart: significance && !significance.reachable ? !rangesOverlap(summary, baseSummary) : null,
    };
  });
}

/**
 * For each run, the run counted in its place when it is a copy (the same output as another compared
 * run): a copy in the baseline's configuration is kept (the baseline never loses its measurement),
 * else the first stored (the smallest id, as the upload's warning names it).
 */
function copiesOf(runs: readonly SectionRun[], baselineRunIds: readonly number[]): (run: SectionRun) => SectionRun | undefined {
  const inBase = new Set(baselineRunIds);
  const kept = new Map<string, SectionRun>();
  for (const r of runs) {
    const fp = r.outputFingerprint;
    if (!fp) continue;
    const k = kept.get(fp);
    if (!k || (inBase.has(r.id) && !inBase.has(k.id)) || (inBase.has(r.id) === inBase.has(k.id) && r.id < k.id)) kept.set(fp, r);
  }
  return (run) => {
    const k = run.outputFingerprint ? kept.get(run.outputFingerprint) : undefined;
    return k === undefined || k === run ? undefined : k;
  };
}

/** Do two configurations' min–max ranges overlap? */
function rangesOverlap(a: { min: number; max: number } | null, b: { min: number; max: number } | null): boolean {
  return a === null || b === null || (a.min <= b.max && b.min <= a.max);
}

export const repeatsSection = defineSection({
  id: 'repeats',
  title: 'Configurations and their repeats',
  build: (all, state): RepeatsProps | NotApplicable => {
    const runs = loadRuns(all);
    if (runs.length < 2) return notApplicable('fewer than two load-test runs');
    const metric = chosenMetric(runs, state);
    // each kind against its own baseline: never a change between a cpu run and an OLTP run; variants
    // run at several concurrency levels, level by level (concurrency-levels.ts). Each kind in its own
    // headline unless a metric is asked for (its cpu, fileio… runs read n 0 beside tps: a DBA's pass);
    // a kind with none of it has no rows (tpcc-mysql's tpmC is a figure of its own, not a metric here)
    const metricOf = (kindRuns: SectionRun[]) => state.metric ?? headlineOf(kindRuns);
    const kinds = kindGroups(runs, all, state)
      .flatMap(byLevel)
      .filter((k) => k.runs.some((r) => r[metricOf(k.runs)] !== null));
    if (kinds.length === 0) return notApplicable(`no run has ${labelWithUnit(metric)}`);
    const rows = kinds.flatMap((k) =>
      kindRows(k.runs, k.baseline, state, metricOf(k.runs)).map((row) =>
        // (a run's own label, what tells configurations apart by host or config, may name its kind already:
        // "sysbench · oltp_read_only · 1 thread · sysbench · oltp_read_only · 1 thread · bp=128M", a walkthrough)
        kinds.length > 1 && !row.label.startsWith(`${k.kind.name} · `) ? { ...row, label: `${k.kind.name} · ${row.label}` } : row,
      ),
    );
    return {
      metric,
      metricLabel: [...new Set(rows.map((r) => labelWithUnit(r.metric)))].join(' or '),
      test: state.stat,
      alpha: ALPHA,
      band: state.band,
      rows,
      allSingle: rows.every((r) => r.runIds.length - r.copies.length <= 1),
    };
  },
});
