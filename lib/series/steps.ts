// A series' steps: its runs grouped by what the axis varies (a server build on a version ladder; a
// commit, or else an upload, in time) and put in order, each summarised like a configuration's
// repeats (lib/stats/summary.ts: median, min–max, 95% CI of the mean, n).
import { type Summary, summarize } from '../stats/summary';
import type { SeriesAxis } from './identity';
import { placedAt, type RunDate } from './run-date';
import { compareVersions } from './version';

export type StepRun = {
  id: number;
  title: string;
  /** the chosen metric, null when the run did not print it */
  value: number | null;
  /** the percentile its latency figure is, when it is not the history's (its value is then null) */
  otherPercentile?: number | null;
  createdAt: Date;
  /** when it ran, where its tags or its log say (run-date.ts); null: only its upload's time is known */
  ranAt: RunDate | null;
  /** its `date=` tag as typed, when it has one (one that reads as no date is said on the page) */
  dateTag?: string | null;
  uploadId: number;
  commit: string | null;
  /** the server build as described ("MySQL 5.1.45, InnoDB plugin 1.0.6, tcmalloc"), if known */
  build: string | null;
  /** the version text it is ordered by (the build's version, else the server's) */
  version: string | null;
  /** how long it was set to run (`--time`, seconds), when its command line says: not part of a series' identity */
  seconds?: number | null;
  /** its tool's version as its log printed it (`1.0.20`): not part of a series' identity either */
  toolVersion?: string | null;
};

/** The values a series' runs have of one property, when they are not all one: each with its runs, most runs first. */
function mixed<V extends number | string>(
  steps: readonly { runs: readonly StepRun[] }[],
  read: (run: StepRun) => V | null | undefined,
  order: (a: V, b: V) => number,
): { value: V; runIds: number[] }[] {
  const byValue = new Map<V, number[]>();
  for (const step of steps)
    for (const run of step.runs) {
      const value = read(run);
      if (value === null || value === undefined) continue;
      const ids = byValue.get(value) ?? [];
      ids.push(run.id);
      byValue.set(value, ids);
    }
  if (byValue.size < 2) return [];
  return [...byValue]
    .map(([value, runIds]) => ({ value, runIds }))
    .sort((a, b) => b.runIds.length - a.runIds.length || order(a.value, b.value));
}

/**
 * The durations a series' runs were set to, when they are not all one: a `--time=15` run joined
 * `--time=20` nightlies without a mark (a DBA's pass, 2026-12-06). Duration is left out of a
 * series (a run cut short stays in its history), so the page says it instead. Most runs first.
 */
export function mixedDurations(steps: readonly { runs: readonly StepRun[] }[]): { seconds: number; runIds: number[] }[] {
  return mixed<number>(
    steps,
    (run) => run.seconds,
    (a, b) => a - b,
  ).map(({ value, runIds }) => ({ seconds: value, runIds }));
}

/**
 * The versions of its tool a series' runs printed, when they are not all one (sysbench 1.0.20 and
 * 1.1.0): a tool's version is no part of a series (a package upgrade does not end a nightly
 * history), but what a test runs and how it counts may differ, so the page says it, as compare does.
 */
export function mixedToolVersions(steps: readonly { runs: readonly StepRun[] }[]): { version: string; runIds: number[] }[] {
  return mixed<string>(steps, (run) => run.toolVersion, compareVersions).map(({ value, runIds }) => ({ version: value, runIds }));
}

/** The runs whose `date=` tag reads as no date (`05/11/2026`, `2026-13-45`): placed by their upload, and the page says so. */
export function unreadDates(steps: readonly { runs: readonly StepRun[] }[]): { runId: number; tag: string }[] {
  return steps.flatMap((s) =>
    s.runs.flatMap((r) => (typeof r.dateTag === 'string' && r.ranAt?.from !== 'date tag' ? [{ runId: r.id, tag: r.dateTag }] : [])),
  );
}

export type SeriesStep = {
  key: string;
  label: string;
  runs: StepRun[];
  /** over the runs with a value; null when none has it */
  summary: Summary | null;
  /** its first run in time: when it ran, if it says, and when it was uploaded */
  first: Pick<StepRun, 'ranAt' | 'createdAt'>;
};

export type SeriesSteps = {
  steps: SeriesStep[];
  /** runs that have no place on this axis (no version known on a version ladder) */
  unplaced: StepRun[];
};

const earliest = (runs: readonly StepRun[]) => Math.min(...runs.map(placedAt));
const firstId = (runs: readonly StepRun[]) => Math.min(...runs.map((r) => r.id));

function stepOf(run: StepRun, axis: SeriesAxis): { key: string; label: string } | null {
  if (axis === 'version') {
    if (!run.version) return null;
    const label = run.build || run.version;
    return { key: `build:${label}`, label };
  }
  return run.commit
    ? { key: `commit:${run.commit}`, label: run.commit }
    : { key: `upload:${run.uploadId}`, label: `upload ${run.uploadId}` };
}

/** The runs of one series as its ordered steps. */
export function seriesSteps(runs: readonly StepRun[], axis: SeriesAxis): SeriesSteps {
  const byKey = new Map<string, { key: string; label: string; runs: StepRun[] }>();
  const unplaced: StepRun[] = [];
  for (const run of runs) {
    const step = stepOf(run, axis);
    if (!step) {
      unplaced.push(run);
      continue;
    }
    const found = byKey.get(step.key);
    if (found) found.runs.push(run);
    else byKey.set(step.key, { ...step, runs: [run] });
  }
  const groups = [...byKey.values()].map((g) => ({ ...g, runs: [...g.runs].sort((a, b) => a.id - b.id) }));
  groups.sort((a, b) =>
    axis === 'version'
      ? compareVersions(a.runs[0]?.version, b.runs[0]?.version) || a.label.localeCompare(b.label) || firstId(a.runs) - firstId(b.runs)
      : earliest(a.runs) - earliest(b.runs) || firstId(a.runs) - firstId(b.runs),
  );
  return {
    steps: groups.map((g) => ({
      ...g,
      summary: summarize(g.runs.map((r) => r.value).filter((v): v is number => v !== null)),
      first: g.runs.reduce((a, b) => (placedAt(b) < placedAt(a) ? b : a)),
    })),
    unplaced,
  };
}
