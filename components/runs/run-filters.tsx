import { DropEmptyFields } from '@/components/ui/drop-empty-fields';
import { choiceLabels, type NamedChoice } from '@/lib/choice-labels';
import { sortGroupValues } from '@/lib/compare/group-values';
import type { RunFilter } from '@/lib/schemas/run-filter';
import { KNOWN_DIMENSIONS } from '@/lib/tags';
import { runListUrl } from '@/lib/url-state/runs';

/** Tag keys shown as dropdowns, at most (the others are in "More tags", or searched for as `key=value`). */
const MAX_TAG_DROPDOWNS = 6;
/** "More tags" lists a key's values when it has at most this many, and this many options in all. */
const MORE_TAGS_PER_KEY = 50;
const MORE_TAGS_OPTIONS = 300;

type Props = {
  filter: RunFilter;
  facets: { tools: string[]; tests: string[]; tags: { key: string; value: string; runs: number }[] };
  /** runs per `key=value` among those the filter matches (each key without its own choice); null: facets' counts over all runs */
  counts?: Record<string, number> | null;
  hosts: NamedChoice[];
  projects: NamedChoice[];
};

type TagKey = { key: string; values: { value: string; runs: number }[] };

/** A key's values in reading order (5.1.45 before 10.11.6), each placed by a map (indexOf made 20,000 values take seconds). */
function inReadingOrder([key, values]: [string, TagKey['values']]): TagKey {
  const rank = new Map(sortGroupValues(values.map((v) => v.value)).map((value, i) => [value, i]));
  return { key, values: [...values].sort((a, b) => (rank.get(a.value) ?? 0) - (rank.get(b.value) ?? 0)) };
}

/**
 * The tag keys with more than one value (known dimensions first, then by name), each with its values
 * in reading order (5.1.45 before 10.11.6): the first six are dropdowns of their own, the others
 * (a team's `bp`, `repeat`) one "More tags" dropdown, grouped by key.
 */
function tagKeys(tags: Props['facets']['tags']): { dimensions: TagKey[]; more: TagKey[] } {
  const byKey = new Map<string, { value: string; runs: number }[]>();
  for (const t of tags) {
    if (t.key === 'tool' || t.key === 'test') continue; // their own filters
    byKey.set(t.key, [...(byKey.get(t.key) ?? []), { value: t.value, runs: t.runs }]);
  }
  const known: readonly string[] = KNOWN_DIMENSIONS;
  const rank = (key: string) => (known.includes(key) ? known.indexOf(key) : known.length);
  const keys = [...byKey].filter(([, values]) => values.length > 1).sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b));
  // a key of hundreds of values (a build id, a date) is left to the search: the page stays small
  const more: [string, TagKey['values']][] = [];
  let options = 0;
  for (const key of keys.slice(MAX_TAG_DROPDOWNS)) {
    if (key[1].length > MORE_TAGS_PER_KEY || options + key[1].length > MORE_TAGS_OPTIONS) continue;
    more.push(key);
    options += key[1].length;
  }
  return { dimensions: keys.slice(0, MAX_TAG_DROPDOWNS).map(inReadingOrder), more: more.map(inReadingOrder) };
}

/**
 * A plain GET form: the URL is the filter, so every view can be bookmarked and shared. A dropdown
 * per tag dimension (several at once: all must match); any other tag is a `key=value` search term.
 */
export function RunFilters({ filter, facets, counts, hosts, projects }: Props) {
  const hostLabels = choiceLabels(hosts);
  const projectLabels = choiceLabels(projects);
  const { dimensions, more } = tagKeys(facets.tags);
  // how many runs choosing this value would show: within the filter when it is counted there
  const runsOf = (key: string, t: { value: string; runs: number }) => (counts ? (counts[`${key}=${t.value}`] ?? 0) : t.runs);
  const chosen = new Map(filter.tag);
  // the first chosen tag "More tags" offers is shown there; every other chosen tag no dropdown shows rides along hidden
  const inMore = filter.tag.find(([key, value]) => more.some((k) => k.key === key && k.values.some((v) => v.value === value)));
  const shown = (key: string, value: string) =>
    dimensions.some((d) => d.key === key) || (inMore !== undefined && inMore[0] === key && inMore[1] === value);
  // a grid: two fields a row on a phone (one a row, twelve filters filled its first screen), in aligned columns from 640 px (search two wide)
  const field = 'w-full min-w-0 rounded-md border border-line bg-panel px-2 py-1 text-sm';
  const label = 'flex min-w-0 flex-col gap-0.5 text-xs text-muted';
  return (
    <form
      method="get"
      action="/runs"
      className="mb-4 grid grid-cols-2 items-end gap-x-3 gap-y-2 lg:grid-cols-4 xl:grid-cols-6"
      aria-label="Filter runs"
    >
      <DropEmptyFields />
      <label className={`${label} col-span-2`}>
        Search
        <input
          name="q"
          defaultValue={filter.q ?? ''}
          placeholder="words, or key=value (version=5.5.20)"
          title="Whole words of the title, notes, test, server version or file name (or a tag's value); key=value terms filter by tag, all of them at once; &quot;quoted words&quot; as a phrase"
          className={field}
        />
      </label>
      <label className={label}>
        Tool
        <select name="tool" defaultValue={filter.tool ?? ''} className={field}>
          <option value="">any</option>
          {facets.tools.map((t) => (
            <option key={t}>{t}</option>
          ))}
        </select>
      </label>
      <label className={label}>
        Test
        <select name="test" defaultValue={filter.test ?? ''} className={field}>
          <option value="">any</option>
          {facets.tests.map((t) => (
            <option key={t}>{t}</option>
          ))}
        </select>
      </label>
      {dimensions.map(({ key, values }) => (
        <label key={key} className={label}>
          {key}
          <select name="tag" defaultValue={chosen.has(key) ? `${key}=${chosen.get(key)}` : ''} className={field} data-tag-filter={key}>
            <option value="">any</option>
            {values.map((t) => (
              <option key={t.value} value={`${key}=${t.value}`}>
                {t.value} ({runsOf(key, t)})
              </option>
            ))}
          </select>
        </label>
      ))}
      {more.length > 0 ? (
        <label className={label}>
          More tags
          <select name="tag" defaultValue={inMore ? `${inMore[0]}=${inMore[1]}` : ''} className={field} data-tag-filter="more">
            <option value="">any</option>
            {more.map(({ key, values }) => (
              <optgroup key={key} label={key}>
                {values.map((t) => (
                  <option key={t.value} value={`${key}=${t.value}`}>
                    {key}={t.value} ({runsOf(key, t)})
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </label>
      ) : null}
      {filter.tag
        .filter(([key, value]) => !shown(key, value))
        .map(([key, value]) => (
          <input key={`${key}=${value}`} type="hidden" name="tag" value={`${key}=${value}`} />
        ))}
      <label className={label}>
        Host
        <select name="host" defaultValue={filter.host ?? ''} className={field}>
          <option value="">any</option>
          {hosts.map((h) => (
            <option key={h.id} value={h.id}>
              {hostLabels.get(h.id)}
            </option>
          ))}
        </select>
      </label>
      <label className={label}>
        Project
        <select name="project" defaultValue={filter.project ?? ''} className={field}>
          <option value="">any</option>
          {projects.map((p) => (
            <option key={p.id} value={p.id}>
              {projectLabels.get(p.id)}
            </option>
          ))}
        </select>
      </label>
      {/* set by a link from an upload's or a configuration's page, kept while the other filters change */}
      {filter.upload ? <input type="hidden" name="upload" value={filter.upload} /> : null}
      {filter.config ? <input type="hidden" name="config" value={filter.config} /> : null}
      <div className="flex items-center gap-2">
        <button type="submit" className="rounded-md bg-ink px-3 py-1 text-sm text-panel hover:opacity-90">
          Filter
        </button>
        <a href={runListUrl.href({})} className="px-2 py-1 text-sm text-muted hover:text-ink">
          Clear
        </a>
      </div>
    </form>
  );
}
