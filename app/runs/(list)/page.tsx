import type { Metadata } from 'next';
import Link from 'next/link';
import { connection } from 'next/server';
import { RunFilters } from '@/components/runs/run-filters';
import { RunsTable, type RunsTableRow, type SortLink } from '@/components/runs/runs-table';
import { EmptyState, PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { accessOf, getViewer } from '@/lib/auth/viewer';
import { getRunScopeNames, listHostChoices, listProjectChoices } from '@/lib/db/catalog';
import { FILTERED_COUNTS_MAX, listFilteredCounts, listRunFacets } from '@/lib/db/run-facets';
import { listRuns, type RunListRow } from '@/lib/db/runs';
import { countOf } from '@/lib/format';
import { columnHeader } from '@/lib/metrics';
import { concurrencyWord, listFormats, printedDecimalsOf } from '@/lib/parsers/formats';
import { menuKeys, tagMenus } from '@/lib/run-filter-menus';
import { headlineOf } from '@/lib/run-headline';
import { MAX_TAG_FILTERS, parseRunFilter, runListUrl } from '@/lib/schemas/run-filter';
import { parseSearchTerms } from '@/lib/search-terms';
import type { RunSort } from '@/lib/url-state/runs';
import { restoreRunAction } from '../../trash/actions';

export const metadata: Metadata = { title: 'Runs' };

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Tags that repeat a column of the table: not shown as chips. */
const COLUMN_TAGS = new Set(['tool', 'test', 'threads']);

/** The columns of the table that sort it (the headline column mixes metrics, so it does not). */
const SORT_COLUMNS: [RunSort, string][] = [
  ['title', 'Run'],
  ['tool', 'Tool'],
  ['test', 'Test'],
  ['threads', 'Threads'],
  // the headline sorted by tps (the fastest runs of a test first: a DBA's first question); runs with none last
  ['tps', 'Headline (by tps)'],
  ['latAvgMs', columnHeader('latAvgMs')],
  ['latPctMs', columnHeader('latPctMs')],
  ['createdAt', 'Added (UTC)'],
  // when runs ran (a run whose tags and log name no date: when it was added), in the same column
  ['ranAt', 'ran'],
];

/** The line under a run's title, as one text (its parts as separate texts cost a marker each in the HTML). */
function contextOf(r: RunListRow): string {
  const warnings = r._count.warnings;
  return `${r.project?.name ?? 'no project'}${r.host ? ` · ${r.host.name}` : ''}${!r.complete ? ' · incomplete' : ''}${warnings > 0 ? ` · ${warnings} warning${warnings > 1 ? 's' : ''}` : ''}`;
}

/** Only what the table draws, as the browser shows it: its rows are sent to the browser as props (a
 * run's figures, counts and the tags that repeat the tool, test and threads columns would be ~40% of
 * them; project, host and tags as objects were a third of the rest). */
function tableRow(r: RunListRow): RunsTableRow {
  return {
    id: r.id,
    title: r.title,
    tool: r.tool,
    toolVersion: r.toolVersion,
    test: r.test,
    threads: r.threads,
    latAvgMs: r.latAvgMs,
    latPct: r.latPct,
    latPctMs: r.latPctMs,
    createdAt: r.createdAt.toISOString(),
    ran: r.ranAt && { shown: r.ranAt.shown, from: `its ${r.ranAt.from}: ${r.ranAt.text}` },
    context: contextOf(r),
    tags: r.tags.filter((t) => !COLUMN_TAGS.has(t.key)).map((t) => `${t.key}=${t.value}`),
    headline: headlineOf(r),
  };
}

export default async function RunsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await connection();
  const filter = parseRunFilter(await searchParams);
  const access = accessOf(await getViewer());
  const [{ rows, total }, facets, hosts, projects, scope] = await Promise.all([
    listRuns(access, filter),
    listRunFacets(access),
    listHostChoices(access),
    listProjectChoices(access),
    getRunScopeNames(access, filter),
  ]);
  // pgbench's and mysqlbench's concurrency is their clients, tpcc-mysql's its connections: said, not called threads
  const tools = new Set(rows.map((r) => r.tool));
  const concurrency = Object.fromEntries(
    [...tools].flatMap((tool) => {
      const word = concurrencyWord([tool]);
      return word.many === 'threads' ? [] : [[tool, word]];
    }),
  );
  // the decimals each tool prints its figures with (a trailing zero is not stored: `472.20`)
  const printed = Object.fromEntries(
    [...tools].flatMap((tool) => {
      const decimals = printedDecimalsOf(tool);
      return decimals ? [[tool, decimals] as const] : [];
    }),
  );
  const concurrencyLabel = capitalize(concurrencyWord(tools.size > 0 ? tools : ['sysbench']).many);
  // `%` or `'` alone: no word to look for (it was ignored without a word: a DBA's pass)
  const searched = parseSearchTerms(filter.q, MAX_TAG_FILTERS);
  const searchIgnored = Boolean(filter.q?.trim()) && searched.words.length + searched.tags.length === 0;
  const filtered = Boolean(
    filter.q || filter.tool || filter.tag.length || filter.host || filter.project || filter.test || filter.upload || filter.config,
  );
  // the menus count the runs these filters match (each menu without its own choice), not every run
  const counts = filtered ? await listFilteredCounts(access, filter, total, menuKeys(tagMenus(facets.tags))) : null;
  const sortLinks: SortLink[] = SORT_COLUMNS.map(([key, name]) => {
    const label = key === 'threads' ? concurrencyLabel : name;
    const active = filter.sort === key ? filter.dir : null;
    const dir =
      active === 'desc' ? 'asc' : active === 'asc' ? 'desc' : key === 'title' || key === 'tool' || key === 'test' ? 'asc' : 'desc';
    return { key, label, active, href: runListUrl.href(filter, { sort: key, dir, page: 1 }) };
  });
  return (
    <>
      <PageHeader
        title="Runs"
        subtitle={`${countOf(total, 'run')}${filtered ? (total === 1 ? ' matches these filters' : ' match these filters') : ''}`}
      />
      {filter.trashed ? (
        <div role="status" className="mb-4 flex items-center gap-3 rounded-md border border-line bg-panel px-3 py-2 text-sm">
          Run #{filter.trashed} was moved to the trash.
          <form action={restoreRunAction}>
            <input type="hidden" name="runId" value={filter.trashed} />
            <button type="submit" className="text-accent hover:underline">
              Undo
            </button>
          </form>
          <Link href="/trash" className="text-muted hover:text-ink">
            Open the trash
          </Link>
        </div>
      ) : null}
      {filter.upload || filter.config ? (
        <p className="mb-3 text-sm" data-testid="runs-scope">
          Only the runs{' '}
          {filter.upload ? (
            <>
              of the upload <span className="font-medium">{scope.upload ?? `#${filter.upload}`}</span>
            </>
          ) : null}
          {filter.upload && filter.config ? ' and ' : ''}
          {filter.config ? (
            <>
              with the configuration <span className="font-medium">{scope.config ?? `#${filter.config}`}</span>
            </>
          ) : null}
          .{' '}
          <Link href={runListUrl.href(filter, { upload: undefined, config: undefined, page: 1 })} className="text-accent hover:underline">
            All runs
          </Link>
        </p>
      ) : null}
      <RunFilters filter={filter} facets={facets} counts={counts} hosts={hosts} projects={projects} />
      {searchIgnored ? (
        <p className="-mt-2 mb-3 text-xs text-muted" data-testid="search-ignored">
          The search “{filter.q?.trim().slice(0, 80)}” has no word in it (letters or digits): it was left out, and every run is listed.
        </p>
      ) : null}
      {filtered && !counts ? (
        <p className="-mt-2 mb-3 text-xs text-muted" data-testid="facet-counts-note">
          The counts in the menus are over all runs: these filters match more than {FILTERED_COUNTS_MAX.toLocaleString('en')}.
        </p>
      ) : null}
      {rows.length === 0 ? (
        total === 0 && !filtered ? (
          <EmptyState title="No runs yet">
            <Link href="/upload" className="text-accent hover:underline">
              Upload a {listFormats('or')} log
            </Link>{' '}
            to get started.
          </EmptyState>
        ) : total > 0 ? (
          // a page past the last (a link kept while runs went to the trash, a hand-typed page=)
          <EmptyState title={`No runs on page ${filter.page}: ${total.toLocaleString('en')} ${total === 1 ? 'run matches' : 'runs match'}`}>
            <Link
              href={runListUrl.href(filter, { page: Math.max(1, Math.ceil(total / filter.size)) })}
              className="text-accent hover:underline"
            >
              Go to the last page
            </Link>
          </EmptyState>
        ) : (
          <EmptyState title="No run matches these filters">
            <Link href="/runs" className="text-accent hover:underline">
              Clear the filters
            </Link>
          </EmptyState>
        )
      ) : (
        <RunsTable sortLinks={sortLinks} rows={rows.map(tableRow)} concurrency={concurrency} printed={printed} />
      )}
      <Pagination page={filter.page} size={filter.size} total={total} href={(page) => runListUrl.href(filter, { page })} />
    </>
  );
}
