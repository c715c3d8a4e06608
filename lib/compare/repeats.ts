// Repeats: runs of one configuration. Two runs are repeats when they ran the same benchmark (tool,
// test, threads, parameters) on the same server build and commit, configuration and host, and their tags
// differ only in a repeat number or a date. A comparison then works on configurations: the median
// of their runs, the spread, n, and whether a difference between two of them is real
// (lib/stats/significance.ts).
import { type Summary, summarize } from '../stats/summary';

/** Tags that number or date a repeat rather than name a configuration. */
const REPEAT_TAGS = /^(?:repeat|rep|run|iteration|iter|try|attempt|date|day|time|timestamp)$/i;
/**
 * Labels: tags that say who ran a run or why, not what it measured, and any key under `note.` or
 * `label.` (`label.machine-room=b`). An `owner=dana` added on a run's page took it out of its
 * history and its repeats (a DBA's pass, F-EDIT-2).
 */
const LABEL_TAGS = /^(?:owner|note|notes|comment|comments|ticket|issue|jira|author|by|who|reviewer|operator|link|url|(?:note|label)\..+)$/i;

/** Does a tag of this key leave a run's configuration as it is (a repeat number, a date, a label)? */
export function isLabelTag(key: string): boolean {
  return REPEAT_TAGS.test(key) || LABEL_TAGS.test(key);
}
/**
 * Parameters that say how long or how verbosely a run ran, not what it measured (pgbench's
 * --progress is sysbench's --report-interval: "What differs" never listed it, yet it split repeats).
 */
export const VOLATILE_PARAMETERS = new Set([
  'time',
  'reportInterval',
  'progress',
  'histogram',
  'percentile',
  'verbosity',
  'reportChecksums',
]);

export type RepeatRun = {
  id: number;
  tool: string;
  test: string | null;
  threads: number | null;
  parameters: Readonly<Record<string, string | number | boolean>>;
  tags: Readonly<Record<string, string>>;
  host: { id: number } | null;
  serverBuild: { description: string } | null;
  /** the revision CI benchmarked: runs of two commits measure two versions of the code */
  commit?: string | null;
  config: { id: number } | null;
};

export type Configuration = {
  key: string;
  /** the runs, in the order compared */
  runIds: number[];
  /** the tags that name it (repeat numbers, dates and labels left out) */
  tags: Record<string, string>;
};

export function configurationTags(run: Pick<RepeatRun, 'tags'>): Record<string, string> {
  return Object.fromEntries(Object.entries(run.tags).filter(([key]) => !isLabelTag(key)));
}

/** The identity of a run's configuration: equal for repeats, different otherwise. */
export function configurationKey(run: RepeatRun): string {
  const sorted = (record: Readonly<Record<string, unknown>>, skip: (key: string) => boolean) =>
    Object.keys(record)
      .filter((key) => !skip(key))
      .sort()
      .map((key) => [key, record[key]]);
  return JSON.stringify([
    run.tool,
    run.test,
    run.threads,
    // the kinds of query run stand in for a test's name only where the log gives none: a run of a named
    // test cut before its summary (no counts, no kinds) stays with its test's other repeats
    sorted(run.parameters, (key) => VOLATILE_PARAMETERS.has(key) || key === 'threads' || (key === 'queryKinds' && run.test !== null)),
    sorted(configurationTags(run), () => false),
    run.host?.id ?? null,
    run.serverBuild?.description ?? null,
    run.config?.id ?? null,
    run.commit ?? null,
  ]);
}

/** The runs grouped into configurations, in the order their first run is compared. */
export function groupRepeats(runs: readonly RepeatRun[]): Configuration[] {
  const byKey = new Map<string, Configuration>();
  for (const run of runs) {
    const key = configurationKey(run);
    const found = byKey.get(key);
    if (found) found.runIds.push(run.id);
    else byKey.set(key, { key, runIds: [run.id], tags: configurationTags(run) });
  }
  return [...byKey.values()];
}

/** A configuration's figure over its runs (null values left out), or null when none has it. */
export function summarizeRuns(values: readonly (number | null)[]): Summary | null {
  return summarize(values.filter((v): v is number => v !== null));
}
