import type { RunFilter } from '@/lib/schemas/run-filter';
import { runListUrl } from '@/lib/url-state/runs';

type Props = {
  filter: RunFilter;
  facets: { tools: string[]; tests: string[]; tags: { key: string; value: string; runs: number }[] };
  hosts: { id: number; name: string }[];
  projects: { id: number; name: string }[];
};

/** A plain GET form: the URL is the filter, so every view can be bookmarked and shared. */
export function RunFilters({ filter, facets, hosts, projects }: Props) {
  const selectedTag = filter.tag[0] ? `${filter.tag[0][0]}=${filter.tag[0][1]}` : '';
  const field = 'rounded-md border border-line bg-panel px-2 py-1 text-sm';
  return (
    <form method="get" action="/runs" className="mb-4 flex flex-wrap items-end gap-2" aria-label="Filter runs">
      <label className="flex flex-col text-xs text-muted">
        Search
        <input name="q" defaultValue={filter.q ?? ''} placeholder="title, notes, file…" className={`${field} w-52`} />
      </label>
      <label className="flex flex-col text-xs text-muted">
        Tool
        <select name="tool" defaultValue={filter.tool ?? ''} className={field}>
          <option value="">any</option>
          {facets.tools.map((t) => (
            <option key={t}>{t}</option>
          ))}
        </select>
      </label>
      <label className="flex flex-col text-xs text-muted">
        Test
        <select name="test" defaultValue={filter.test ?? ''} className={field}>
          <option value="">any</option>
          {facets.tests.map((t) => (
            <option key={t}>{t}</option>
          ))}
        </select>
      </label>
      <label className="flex flex-col text-xs text-muted">
        Tag
        <select name="tag" defaultValue={selectedTag} className={`${field} max-w-56`}>
          <option value="">any</option>
          {facets.tags.map((t) => (
            <option key={`${t.key}=${t.value}`} value={`${t.key}=${t.value}`}>
              {t.key}={t.value} ({t.runs})
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col text-xs text-muted">
        Host
        <select name="host" defaultValue={filter.host ?? ''} className={`${field} max-w-56`}>
          <option value="">any</option>
          {hosts.map((h) => (
            <option key={h.id} value={h.id}>
              {h.name}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col text-xs text-muted">
        Project
        <select name="project" defaultValue={filter.project ?? ''} className={`${field} max-w-64`}>
          <option value="">any</option>
          {projects.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="rounded-md bg-ink px-3 py-1.5 text-sm text-panel hover:opacity-90">
        Filter
      </button>
      <a href={runListUrl.href({})} className="px-2 py-1.5 text-sm text-muted hover:text-ink">
        Clear
      </a>
    </form>
  );
}
