// Runs that differ only in their thread count form a series: tps (or latency) against threads,
// one line per series, with the peak and the thread count where it peaks.

import { ownValue } from '../own-value';
import { NO_GROUP, sortGroupValues } from './group-values';
import { VOLATILE_PARAMETERS } from './repeats';

/** `kind`: what a run measures (run-kinds.ts kindOf: tool and test), `kindName` as people say it (`sysbench · oltp_read_only`). */
export type ScalingRun = {
  id: number;
  threads: number | null;
  value: number | null;
  tags: Record<string, string>;
  kind?: string;
  kindName?: string;
  /** what else sets its line apart (scalingAttributeTags: `scale=10`, `host=db1`), named only where its tags do not tell lines apart */
  apart?: Record<string, string>;
};
export type ScalingSeries = {
  key: string;
  label: string;
  points: { threads: number; value: number; runId: number; runs: number }[];
  peak: { threads: number; value: number } | null;
};

/**
 * The identity of a run's line: its kind, and everything but the thread count (or only the grouping
 * dimension's value). Grouped, a line never mixes kinds: the mean of oltp_point_select's 13,632 tps
 * and oltp_read_write's 427 at 4 threads is a throughput nobody measured.
 */
function seriesKey(run: ScalingRun, group: string | null): string {
  if (group) return JSON.stringify([run.kind ?? '', ownValue(run.tags, group) ?? NO_GROUP]);
  const tags = Object.entries(run.tags)
    .filter(([k]) => k !== 'threads' && k !== 'clients')
    .sort(([a], [b]) => a.localeCompare(b));
  const apart = Object.entries(run.apart ?? {}).sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify([run.kind ?? '', tags, apart]);
}

/**
 * What a scaling line's runs may differ in: how many ran at once (pgbench's -j jobs grow with its
 * clients in a sweep), and how long they ran counted in work (`--events` of 10,000 a thread, pgbench's
 * `-t` of 80,000 over the clients: a review), as their durations are.
 */
const CONCURRENCY_PARAMETERS = new Set(['threads', 'clients', 'jobs', 'events', 'transactions', 'transactionsPerClient']);

/**
 * What else than its tags a run's line is: its workload's parameters, its host, build and commit.
 * Not its configuration: a sweep whose every run dumped its own SHOW VARIABLES (a timestamp apart)
 * would be no line at all (a review); what differs there is "What differs"' to say.
 */
export type ScalingAttributes = {
  test: string | null;
  parameters: Readonly<Record<string, string | number | boolean>>;
  host: string | null;
  build: string | null;
  commit: string | null;
};

/**
 * Each run's attributes that split lines, as tags (`scale=10`, `host=db1`): those at least two runs
 * printed with different values (a DBA's pass, 2026-12-07: pgbench at scale 10 and at scale 1000,
 * 8 clients each, made one point of 2,069 tps, a figure no log printed). A parameter one run printed
 * and the others did not say splits nothing (differences.ts warns of it).
 */
export function scalingAttributeTags(runs: readonly ScalingAttributes[]): Record<string, string>[] {
  const valuesOf = (run: ScalingAttributes): Record<string, string> => {
    const out: Record<string, string> = {};
    for (const [key, value] of Object.entries(run.parameters)) {
      if (VOLATILE_PARAMETERS.has(key) || CONCURRENCY_PARAMETERS.has(key) || (key === 'queryKinds' && run.test !== null)) continue;
      out[key] = String(value);
    }
    for (const key of ['host', 'build', 'commit'] as const) if (run[key] !== null) out[key] = run[key] as string;
    return out;
  };
  const all = runs.map(valuesOf);
  const keys = [...new Set(all.flatMap((v) => Object.keys(v)))].filter(
    (key) => new Set(all.flatMap((v) => (v[key] === undefined ? [] : [v[key]]))).size > 1,
  );
  return all.map((v) => Object.fromEntries(keys.map((key) => [key, v[key] ?? '—'])));
}

/** The lines of a scaling chart, and how many configurations were at one thread count only (no line: a point is no curve). */
export type Scaling = { series: ScalingSeries[]; alone: number };

/**
 * One line per series of at least two thread counts (a whole project's comparison held eight
 * configurations, five of them a single point: their labels and peaks buried the one curve),
 * each named by what sets it apart from the other lines.
 */
export function buildScaling(runs: ScalingRun[], group: string | null, direction: 'higher' | 'lower'): Scaling {
  const bySeries = new Map<string, ScalingRun[]>();
  const kindNames = new Map<string, string>();
  for (const run of runs) {
    if (run.threads === null || run.value === null) continue;
    const key = seriesKey(run, group);
    bySeries.set(key, [...(bySeries.get(key) ?? []), run]);
    kindNames.set(run.kind ?? '', run.kindName ?? run.kind ?? '');
  }
  const curve = (key: string) => new Set((bySeries.get(key) ?? []).map((r) => r.threads)).size >= 2;
  const kindOfKey = (k: string) => (JSON.parse(k) as [string, unknown])[0];
  const groupValueOf = (k: string) => (JSON.parse(k) as [string, string])[1];
  // grouped: by kind as they come, then the group's values in reading order (threads 1, 2, 4, 16; not 16, 1, 2)
  const kindOrder = [...new Set([...bySeries.keys()].map(kindOfKey))];
  const all = group
    ? kindOrder.flatMap((kind) =>
        sortGroupValues([...bySeries.keys()].filter((k) => kindOfKey(k) === kind).map(groupValueOf)).map((v) => JSON.stringify([kind, v])),
      )
    : [...bySeries.keys()];
  const keys = all.filter(curve);
  // lines of several kinds say theirs (`query_cache=off · sysbench · oltp_read_only`)
  const kinds = new Set(keys.map(kindOfKey));
  const kindSuffix = (k: string) => (kinds.size > 1 && kindNames.get(kindOfKey(k)) ? ` · ${kindNames.get(kindOfKey(k))}` : '');
  // name each series by what sets it apart from the others
  const tagsOf = (k: string) => (group ? null : (JSON.parse(k) as [string, [string, string][]])[1]);
  const apartOf = (k: string) => (group ? null : (JSON.parse(k) as [string, unknown, [string, string][]])[2]);
  // its tags name a line; what else sets it apart only where lines' tags alone are alike (two scale factors)
  const tagsAlike = new Set(keys.map((k) => JSON.stringify(tagsOf(k)))).size < keys.length;
  const namingOf = (k: string) => (tagsAlike ? [...(tagsOf(k) ?? []), ...(apartOf(k) ?? [])] : tagsOf(k));
  const tagSets = keys.map(namingOf);
  const varyingAmong = (sets: ([string, string][] | null)[]) =>
    [...new Set(sets.flatMap((t) => (t ?? []).map(([k]) => k)))].filter(
      (k) => new Set(sets.map((t) => t?.find(([x]) => x === k)?.[1] ?? '')).size > 1,
    );
  // named among the lines; a line alone, when configurations at one count were left out, by what set it apart from them
  const among = varyingAmong(tagSets);
  const varying = group ? [] : among.length > 0 || keys.length === all.length ? among : varyingAmong(all.map(namingOf));
  const series = keys.map((key, i) => {
    // several runs at one thread count (repeats) are averaged into one point
    const byThreads = new Map<number, ScalingRun[]>();
    for (const r of bySeries.get(key) ?? []) byThreads.set(r.threads as number, [...(byThreads.get(r.threads as number) ?? []), r]);
    const points = [...byThreads]
      .map(([threads, rs]) => ({
        threads,
        value: rs.reduce((sum, r) => sum + (r.value as number), 0) / rs.length,
        runId: rs[0]?.id as number,
        runs: rs.length,
      }))
      .sort((a, b) => a.threads - b.threads);
    const best = points.reduce<(typeof points)[number] | null>(
      (acc, p) => (acc === null || (direction === 'higher' ? p.value > acc.value : p.value < acc.value) ? p : acc),
      null,
    );
    const label = group
      ? `${group}=${groupValueOf(key)}${kindSuffix(key)}`
      : varying.length
        ? varying.map((k) => `${k}=${tagSets[i]?.find(([x]) => x === k)?.[1] ?? '—'}`).join(', ')
        : 'all runs';
    return { key, label, points, peak: best ? { threads: best.threads, value: best.value } : null };
  });
  // two kinds whose tags say the same (edited ones) would be two lines of one name: each says its kind
  const named = series.map((s) => s.label);
  const twice = new Set(named.filter((label, i) => named.indexOf(label) !== i));
  return {
    series: series.map((s) => (twice.has(s.label) ? { ...s, label: `${s.label} · ${kindNames.get(kindOfKey(s.key)) ?? ''}` } : s)),
    alone: all.length - keys.length,
  };
}
