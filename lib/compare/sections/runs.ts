// The runs a comparison is built from, each with its column: its place (#1, #2 …), its label (what
// sets it apart), its colour (by group value when grouped), its kind, its tags as a record. Every
// section reads these, and the baseline rules below, so that a run has one number, one label, one
// colour and one baseline in every section, table, chart, export and share of a page.
import { seriesColor } from '../../chart-colors';
import type { IntervalSeries, SteadyStats } from '../../db/intervals';
import { ownValue } from '../../own-value';
import type { RunParameters } from '../../schemas/json-columns';
import { compareVersions } from '../../series/version';
import { configMap, listedKeys } from '../differences';
import { NO_GROUP, sortGroupValues } from '../group-values';
import type { MetricRun } from '../metrics';
import type { CpuTimes } from '../operations';
import { groupByKind, isOperationSuite, kindOf, type RunKind } from '../run-kinds';
import { runLabels } from '../run-labels';
import { failureOf } from '../run-outcome';
import type { CompareState } from '../state';
import type { RunBasis } from '../steady-basis';

export type CompareInputRun = MetricRun & {
  title: string;
  /** false: the log was cut short or the run aborted */
  complete: boolean;
  tool: string;
  toolVersion: string | null;
  test: string | null;
  threads: number | null;
  parameters: RunParameters;
  tags: { key: string; value: string }[];
  host: { id: number; name: string } | null;
  serverBuild: { description: string } | null;
  /** the lines its figures came from, hashed (lib/ingest/output-fingerprint.ts): two runs with the same are one run stored twice */
  outputFingerprint?: string | null;
  /** what CI benchmarked (`--commit`, `--branch`); runs of two commits are two configurations, not repeats */
  commit?: string | null;
  branch?: string | null;
  config: { id: number; name: string; entries: { section: string; key: string; value: string; listed: boolean }[] } | null;
  /** sql-bench's CPU seconds and loop count are there where it printed them (lib/compare/operations.ts CpuTimes) */
  operations: ({ name: string; seconds: number | null; flags: string; line: number; latencyMs: number | null } & Partial<CpuTimes>)[];
  /** reason: why it was skipped or failed, or ESTIMATED_REASON (lib/sql-bench-markers.ts) for an estimated total */
  testTotals: { name: string; seconds: number | null; skipped: boolean; failed: boolean; reason: string | null }[];
  /** sql-bench's `+ ? *` markers on its TOTALS line (an estimated or differently counted total), '' for none */
  totalsMarkers?: string;
  /** downsampled in the database (loadCompareRuns); null: the run printed no intervals */
  intervals: IntervalSeries | null;
  /** exact throughput figures after the warm-up, over every interval */
  steady: SteadyStats | null;
  /** with the steady-state basis: where its headline throughput came from (lib/compare/steady-basis.ts); null: printed summary */
  basis: RunBasis | null;
  /** the parser paths of its figures computed from printed ones (sysbench 0.4's qps: reads + writes + other), not printed */
  derived?: readonly string[];
};

export type RunColumn = {
  id: number;
  /** 1-based position in the comparison (#1, #2 …) */
  number: number;
  /** what sets it apart from the runs compared with it (lib/compare/run-labels.ts); unique on the page */
  label: string;
  title: string;
  /** what it measures: runs of one kind are compared with each other only */
  kind: RunKind;
  /** why its figures are not its server's measure (did not complete, mostly errors), or null */
  failure: string | null;
  tool: string;
  toolVersion: string | null;
  test: string | null;
  threads: number | null;
  tags: Record<string, string>;
  hostName: string | null;
  build: string | null;
  commit: string | null;
  branch: string | null;
  color: string;
  group: string | null;
};

/** A run's configuration as one map of keys (differences.ts configMap), and the keys only a listing names; null: none recorded. */
export type RunSettings = { values: Record<string, string>; listed: ReadonlySet<string> } | null;

/** What a section's build reads: the run as loaded, its column, and its settings (one map per configuration on the page). */
export type SectionRun = CompareInputRun & { column: RunColumn; settings: RunSettings };

export { NO_GROUP, sortGroupValues };

export function toSectionRuns(input: CompareInputRun[], state: Pick<CompareState, 'group'>): SectionRun[] {
  const tagsOf = (r: CompareInputRun) => Object.fromEntries(r.tags.map((t) => [t.key, t.value]));
  const group = state.group;
  const groupValues = group ? sortGroupValues(input.map((r) => tagsOf(r)[group] ?? NO_GROUP)) : [];
  // runs often share a configuration (a sweep, repeats): its ~700 entries are mapped once
  const byConfig = new Map<number, RunSettings>();
  const settingsOf = (r: CompareInputRun): RunSettings => {
    if (!r.config) return null;
    let settings = byConfig.get(r.config.id);
    if (settings === undefined) {
      settings = { values: configMap(r.config) ?? {}, listed: listedKeys(r.config) };
      byConfig.set(r.config.id, settings);
    }
    return settings;
  };
  const settings = input.map(settingsOf);
  const labels = runLabels(
    input.map((r, i) => ({
      tool: r.tool,
      test: r.test,
      title: r.title,
      tags: tagsOf(r),
      build: r.serverBuild?.description ?? null,
      commit: r.commit ?? null,
      parameters: r.parameters,
      config: settings[i]?.values ?? null,
    })),
  );
  return input.map((r, i) => {
    const tags = tagsOf(r);
    const value = group ? (ownValue(tags, group) ?? NO_GROUP) : null;
    const column: RunColumn = {
      id: r.id,
      number: i + 1,
      label: labels[i] ?? r.title,
      title: r.title,
      kind: kindOf(r),
      failure: failureOf(r),
      tool: r.tool,
      toolVersion: r.toolVersion,
      test: r.test,
      threads: r.threads,
      tags,
      hostName: r.host?.name ?? null,
      build: r.serverBuild?.description ?? null,
      commit: r.commit ?? null,
      branch: r.branch ?? null,
      color: seriesColor(value !== null ? groupValues.indexOf(value) : i),
      group: value,
    };
    return { ...r, column, settings: settings[i] ?? null };
  });
}

/**
 * The baseline when none is asked for: among the runs that completed (a run cut short has no
 * figures to set the others against), the one of the oldest server version (`version` tag,
 * ordered as numbers: 5.1.45 before 10.11.6) when their versions differ, else the first.
 */
export function defaultBaseline(runs: SectionRun[]): SectionRun | undefined {
  const completed = runs.filter((r) => r.column.failure === null);
  const pool = completed.length > 0 ? completed : runs;
  const versioned = pool.filter((r) => r.column.tags.version !== undefined);
  if (new Set(versioned.map((r) => r.column.tags.version)).size < 2) return pool[0];
  return versioned.reduce((oldest, r) => (compareVersions(r.column.tags.version ?? '', oldest.column.tags.version ?? '') < 0 ? r : oldest));
}

/** The baseline the URL asks for when it is one of the runs (the selection tray asks for the run picked first), else the default. */
export function chosenBaseline(runs: SectionRun[], state: Pick<CompareState, 'baseline'>): SectionRun | undefined {
  return runs.find((r) => r.id === state.baseline) ?? defaultBaseline(runs);
}

/**
 * A section's baseline among its own runs: the chosen baseline if it is one of them, else the
 * section's run with the same title, else the section's default (its oldest version, or its first
 * run that completed).
 */
export function sectionBaseline(section: SectionRun[], runs: SectionRun[], state: Pick<CompareState, 'baseline'>): SectionRun | undefined {
  const chosen = chosenBaseline(runs, state);
  const fallback = defaultBaseline(section);
  if (!chosen) return fallback;
  return section.find((r) => r.id === chosen.id) ?? section.find((r) => r.title === chosen.title) ?? fallback;
}

export type KindGroup = { kind: RunKind; runs: SectionRun[]; baseline: SectionRun | undefined };

/** A section's runs by kind, each kind with its own baseline: a figure is only ever set against a run of its kind. */
export function kindGroups(section: SectionRun[], runs: SectionRun[], state: Pick<CompareState, 'baseline'>): KindGroup[] {
  return groupByKind(section).map((g) => ({ ...g, baseline: sectionBaseline(g.runs, runs, state) }));
}

/** Runs that time a suite of operations (sql-bench). */
export const operationRuns = (runs: SectionRun[]): SectionRun[] => runs.filter(isOperationSuite);

/** Load tests: throughput, latency, intervals (everything but operation suites). */
export const loadRuns = (runs: SectionRun[]): SectionRun[] => runs.filter((r) => !isOperationSuite(r));
