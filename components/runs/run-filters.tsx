import { DropEmptyFields } from '@/components/ui/drop-empty-fields';
import { choiceLabels, type NamedChoice } from '@/lib/choice-labels';
import { type FacetTag, tagMenus } from '@/lib/run-filter-menus';
import type { RunFilter } from '@/lib/schemas/run-filter';
import { runListUrl } from '@/lib/url-state/runs';

type ColumnCounts = Record<'tool' | 'test' | 'host' | 'project', Record<string, number>>;

type Props = {
  filter: RunFilter;
  /** every value, with how many runs of all have it */
  facets: { tools: string[]; tests: string[]; tags: FacetTag[]; columns: ColumnCounts };
  /** runs per tag (`key=value`) and column value among those the filter matches (each menu without its own choice); null: facets' counts over all runs */
  counts?: { tags: Record<string, number>; columns: ColumnCounts } | null;
  hosts: NamedChoice[];
  projects: NamedChoice[];
};

/**
 * A plain GET form: the URL is the filter, so every view can be bookmarked and shared. A dropdown
 * per tag dimension (several at once: all must match); any other tag is a `key=value` search term.
 */
export function RunFilters({ filter, facets, counts, hosts, projects }: Props) {
  const hostLabels = choiceLabels(hosts);
  const projectLabels = choiceLabels(projects);
  const { dimensions, more } = tagMenus(facets.tags);
  // how many runs choosing this value would show: within the filter when it is counted there
  const runsOf = (key: string, t: { value: string; runs: number }) => (counts ? (counts.tags[`${key}=${t.value}`] ?? 0) : t.runs);
  const columnRuns = (menu: keyof ColumnCounts, value: string | number) => (counts ?? facets).columns[menu][String(value)] ?? 0;
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
            <option key={t} value={t}>
              {t} ({columnRuns('tool', t)})
            </option>
          ))}
        </select>
      </label>
      <label className={label}>
        Test
        <select name="test" defaultValue={filter.test ?? ''} className={field}>
          <option value="">any</option>
          {facets.tests.map((t) => (
            <option key={t} value={t}>
              {t} ({columnRuns('test', t)})
            </option>
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
              {hostLabels.get(h.id)} ({columnRuns('host', h.id)})
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
              {projectLabels.get(p.id)} ({columnRuns('project', p.id)})
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
