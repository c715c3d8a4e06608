// A series: one benchmark followed along one axis. Its identity is a configuration's
// (lib/compare/repeats.ts: tool, test, threads, parameters, tags, host, build, config) minus what
// the axis varies:
// - `version`: the server build (product, version, engine, allocator), its configuration file and
//   the tags derived from the build, so 5.1.45 and 5.5.22 of one benchmark are one ladder;
// - `time`: the commit and the build made from it (a CI build's revision changes every night);
//   the branch stays, so a feature branch is not mixed into main's history.
// Either way tags that only number a step (nightly=3, build=…, commit=…) are left out, as repeat
// numbers and dates are. A parameter one log printed and another did not (an old sysbench log
// without its command line) is not a difference: runs belong to a run's series when every
// parameter both printed agrees.
import { configurationTags, type RepeatRun } from '../compare/repeats';

export const SERIES_AXES = ['version', 'time'] as const;
export type SeriesAxis = (typeof SERIES_AXES)[number];

export type SeriesRun = RepeatRun & { branch: string | null };

/** Tags that name a step of a series rather than the benchmark. */
const STEP_TAGS = /^(?:nightly|build|commit|revision|rev|sha|version|release)$/i;
/** Tags derived from the server build (lib/tags.ts): they vary with the version. */
const BUILD_TAGS = new Set(['product', 'version', 'engine', 'allocator']);
/** Parameters that say how long or how verbosely a run ran (as configurationKey leaves them out). */
const VOLATILE_PARAMETERS = new Set(['time', 'reportInterval', 'histogram', 'percentile', 'verbosity', 'reportChecksums', 'threads']);

const sortedEntries = (record: Readonly<Record<string, unknown>>) =>
  Object.keys(record)
    .sort()
    .map((key) => [key, record[key]]);

/** The tags that name the benchmark on this axis. */
export function seriesTags(run: Pick<RepeatRun, 'tags'>, axis: SeriesAxis): Record<string, string> {
  return Object.fromEntries(
    Object.entries(configurationTags(run)).filter(([key]) => !STEP_TAGS.test(key) && !(axis === 'version' && BUILD_TAGS.has(key))),
  );
}

/** Everything but the parameters: equal for every run of a series on this axis. */
export function seriesKey(run: SeriesRun, axis: SeriesAxis): string {
  return JSON.stringify([
    axis,
    run.tool,
    run.test,
    run.threads,
    sortedEntries(seriesTags(run, axis)),
    run.host?.id ?? null,
    axis === 'time' ? (run.config?.id ?? null) : null,
    axis === 'time' ? run.branch : null,
  ]);
}

/** The parameters that describe the workload (how long it ran left out). */
export function workloadParameters(run: Pick<RepeatRun, 'parameters'>): Record<string, string | number | boolean> {
  return Object.fromEntries(Object.entries(run.parameters).filter(([key]) => !VOLATILE_PARAMETERS.has(key)));
}

/** Whether `candidate` belongs to `anchor`'s series on this axis. */
export function isInSeries(anchor: SeriesRun, candidate: SeriesRun, axis: SeriesAxis): boolean {
  return inSeriesOf(anchor, axis)(candidate);
}

/**
 * isInSeries for many candidates, the anchor's key and workload computed once: a candidate is in the
 * series when its key is the anchor's and every workload parameter both printed has the same value.
 */
export function inSeriesOf(anchor: SeriesRun, axis: SeriesAxis): (candidate: SeriesRun) => boolean {
  const key = seriesKey(anchor, axis);
  const workload = Object.entries(workloadParameters(anchor));
  return (candidate) => {
    if (seriesKey(candidate, axis) !== key) return false;
    const other = workloadParameters(candidate);
    return workload.every(([name, value]) => !Object.hasOwn(other, name) || other[name] === value);
  };
}

/**
 * What every run of the anchor's series has, for the database to narrow its candidates before
 * inSeriesOf decides (which it still does, on fewer runs): each of the anchor's series tags with
 * its value (a run's series tags must equal the anchor's, and which tags count depends on the key
 * alone), and on the time axis its configuration and branch. Parameters are left to inSeriesOf (a
 * stored parameters column that does not read as parameters counts as none).
 */
export function seriesNarrowing(
  anchor: SeriesRun,
  axis: SeriesAxis,
): { tags: Record<string, string>; configId?: number | null; branch?: string | null } {
  const tags = seriesTags(anchor, axis);
  return axis === 'time' ? { tags, configId: anchor.config?.id ?? null, branch: anchor.branch } : { tags };
}

/**
 * What an edit of a run's tags says of its history and repeats: a tag is part of what the run
 * measured, unless it numbers a run or a step (repeat, date, nightly, build, commit…). Adding
 * `owner=dana` took a run out of its history without a word (a DBA's pass, 2026-12-06).
 */
export function configurationChange(
  before: Record<string, string>,
  after: Record<string, string>,
  keyText: (key: string) => string = (key) => key,
): string | null {
  const was = seriesTags({ tags: before }, 'time');
  const now = seriesTags({ tags: after }, 'time');
  const changed = [...new Set([...Object.keys(was), ...Object.keys(now)])]
    .filter((key) => was[key] !== now[key])
    .sort()
    .map((key) => (now[key] === undefined ? `${keyText(key)} (removed)` : `${keyText(key)}=${now[key]}`));
  if (changed.length === 0) return null;
  return `${changed.join(', ')}: part of what this run measured, so its history and its repeats are now the runs tagged the same (tags that number runs, as repeat= and date=, and labels, as owner=, ticket= or any note.… and label.… key, do not count; nor, for its history, nightly=, build= or commit=).`;
}
