import 'server-only';
import { derivedTitle } from '../ingest/plan-facts';
import { memoByVersion } from '../memo-by-version';
import { isMetricKey, metricDef } from '../metrics';
import { toolsNamingConcurrency } from '../parsers/formats';
import { type RunExtraMetrics, readHostDisks, readRunFigures, readRunJson, runParametersSchema } from '../schemas/json-columns';
import type { RunFilter } from '../schemas/run-filter';
import { parseSearchTerms } from '../search-terms';
import { type RunDate, runDateOf } from '../series/run-date';
import { columnsFromTags, editedOverLog, type RunColumnsFromTags } from '../tags';
import { MAX_TAG_FILTERS, type RunSort, SORT_COLUMN_OF } from '../url-state/runs';
import { type Access, runsVisibleTo } from './access';
import { db } from './client';
import { accessKey, bumpRunDataVersion, memoRunCounts } from './facets-cache';
import type { Prisma } from './generated/client';
import { LIVE } from './live';
import { readPageDataSettled } from './page-version';
import { listRunPageIds } from './run-pages';
import { ranAtOf } from './run-placement';
import { inTransaction } from './tx';
import { getUploadLines, type UploadLines } from './uploads';

const LIST_SELECT = {
  id: true,
  title: true,
  tool: true,
  toolVersion: true,
  test: true,
  threads: true,
  tps: true,
  qps: true,
  eventsPerSec: true,
  durationS: true,
  latAvgMs: true,
  latPct: true,
  latPctMs: true,
  complete: true,
  createdAt: true,
  project: { select: { id: true, name: true } },
  host: { select: { id: true, name: true } },
  tags: { select: { key: true, value: true }, orderBy: { key: 'asc' } },
  _count: { select: { warnings: true } },
  extraMetrics: true,
} satisfies Prisma.RunSelect;

/** A runs-list row: its columns, and the figures its format read (a headline may be one: tpmC). */
export type RunListRow = Omit<Prisma.RunGetPayload<{ select: typeof LIST_SELECT }>, 'extraMetrics'> & {
  figures: RunExtraMetrics['figures'];
  /** when it ran, where its `date=` tag or its log (sql-bench's `Date of test`) says */
  ranAt: RunDate | null;
};

/** The column a sort key orders by: a metric's own column (the catalogue says which), else the key itself. */
function sortColumn(sort: RunSort): { column: string; nullable: boolean } {
  if (isMetricKey(sort)) {
    const def = metricDef(sort);
    if ('column' in def) return { column: def.column, nullable: true };
  }
  // ranAt: when it ran, else when it was added, one stored column (lib/db/run-placement.ts), never blank once placed
  const renamed = SORT_COLUMN_OF[sort];
  if (renamed) return { column: renamed, nullable: false };
  return { column: sort, nullable: sort === 'test' || sort === 'threads' };
}

/** The runs a filter matches that this reader may see, as a where clause (the runs list, its counts). */
export function whereOf(access: Access, filter: RunFilter): Prisma.RunWhereInput {
  const and: Prisma.RunWhereInput[] = [runsVisibleTo(access)];
  if (filter.tool) and.push({ tool: filter.tool });
  if (filter.test) and.push({ test: filter.test });
  if (filter.host) and.push({ hostId: filter.host });
  if (filter.project) and.push({ projectId: filter.project });
  if (filter.upload) and.push({ uploadId: filter.upload });
  if (filter.config) and.push({ configId: filter.config });
  const search = parseSearchTerms(filter.q, MAX_TAG_FILTERS);
  for (const [key, value] of filter.tag) and.push(tagWhere(key, value));
  for (const [key, value] of search.tags) and.push(tagWhere(key, { equals: value, mode: 'insensitive' }));
  // whole words: Run.searchText is the run's words (tag values too) padded with spaces (see
  // lib/search-terms.ts), one LIKE a trigram index serves (migration search_text_tags)
  // …but Chinese, Japanese and Korean write no spaces between words: 关闭 is part of the word 关闭QC (a DBA's pass)
  for (const phrase of search.words)
    and.push({ searchText: { contains: UNSPACED_SCRIPT.test(phrase) ? phrase : ` ${phrase} `, mode: 'insensitive' } });
  return { AND: and };
}

/**
 * Runs with this tag; `clients=4` also finds the pgbench and mysqlbench runs whose concurrency is 4,
 * stored as every tool's is (`threads`): their chips and edit boxes say clients=4, and searching for
 * it found nothing (a DBA's pass).
 */
function tagWhere(key: string, value: string | Prisma.StringFilter): Prisma.RunWhereInput {
  const own: Prisma.RunWhereInput = { tags: { some: { key, value } } };
  const tools = toolsNamingConcurrency(key);
  return tools.length === 0 ? own : { OR: [own, { tool: { in: tools }, tags: { some: { key: 'threads', value } } }] };
}

/** Kana, Han and Hangul: scripts whose words are not set apart by spaces, searched as a part of a word. */
const UNSPACED_SCRIPT = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]/;

export async function listRuns(access: Access, filter: RunFilter): Promise<{ rows: RunListRow[]; total: number }> {
  const where = whereOf(access, filter);
  const whereKey = JSON.stringify(where);
  // nullable columns sort their blanks last whichever the direction
  const order = { ...sortColumn(filter.sort), dir: filter.dir };
  // the page's ids first, from the indexes alone (Run_deletedAt_tps_id_idx, RunTag_key_value_runId_idx:
  // page 500 reads the matching runs' ids and figures, not their 1.7 KB rows; lib/db/run-pages.ts), then only its rows
  const offset = (filter.page - 1) * filter.size;
  const [rows, total] = await Promise.all([
    memoRunListPages(JSON.stringify([whereKey, order, offset, filter.size]), async () => {
      const ids = await listRunPageIds(where, whereKey, order, offset, filter.size);
      const byId = new Map((await db().run.findMany({ where: { id: { in: ids } }, select: LIST_SELECT })).map((r) => [r.id, r]));
      return ids.flatMap((id) => {
        const found = byId.get(id);
        if (!found) return [];
        const { extraMetrics, ...row } = found;
        const { figures, header } = readRunJson({ ...row, extraMetrics, parameters: {}, sources: {} }).extraMetrics;
        return [{ ...row, figures, ranAt: runDateOf(Object.fromEntries(row.tags.map((t) => [t.key, t.value])), header) }];
      });
    }),
    memoRunCounts(whereKey, () => db().run.count({ where })),
  ]);
  return { rows, total };
}

/**
 * A page of the runs list read again at the same data version (page_data_version: its rows show
 * projects and hosts too) is the one read before: reading 50 rows with their tags cost ~12 ms of
 * CPU of the page's ~30. Keyed by the filter's where clause (which holds the reader's access), the
 * order, the page and its size; nothing read during a write is kept, nor an empty page. At most 100
 * pages (a page of 200 rows is ~0.25 MB). Callers never change the rows (shared).
 */
const memoRunListPages = memoByVersion<RunListRow[]>({
  readVersion: readPageDataSettled,
  staleAfterMs: 60_000,
  maxKeys: 100,
  keepIf: (rows) => rows.length > 0,
});

/** Most child rows of each kind the run page shows; the rest are in the CSV and JSON exports. */
export const RUN_PAGE_ROWS = { operations: 500, testTotals: 500, histogram: 2_000, warnings: 100 } as const;

/**
 * A run's page read again at the same data version is the run read before: its 11 relations cost
 * ~10 ms of CPU of the page's ~30 (the 12-hour run of bench:scale). Keyed by the reader's access;
 * nothing read during a write is kept, nor a run that is not there. At most 50 (a run at every
 * RUN_PAGE_ROWS cap is ~0.5 MB). Callers never change the run they get (shared).
 */
const memoRunDetail = memoByVersion<Awaited<ReturnType<typeof readRunDetail>>>({
  readVersion: readPageDataSettled,
  staleAfterMs: 60_000,
  maxKeys: 50,
  keepIf: (run) => run !== null,
});

export function getRun(access: Access, id: number) {
  return memoRunDetail(`${accessKey(access)} ${id}`, () => readRunDetail(access, id));
}

/**
 * A run for its page: its own columns, its context, and at most RUN_PAGE_ROWS of each child table
 * (with how many there are). Intervals are not loaded: the page draws listIntervalBuckets.
 */
async function readRunDetail(access: Access, id: number) {
  const run = await db().run.findFirst({
    where: { AND: [{ id }, runsVisibleTo(access)] },
    include: {
      project: true,
      host: true,
      serverBuild: true,
      config: { include: { entries: { orderBy: { idx: 'asc' } } } },
      upload: { select: { id: true, fileName: true, createdAt: true, parserVersion: true, sizeBytes: true } },
      tags: { orderBy: { key: 'asc' } },
      // (runs stored before TOTALS left the operations: keep their TOTALS row even when the rows before it are cut)
      operations: {
        where: { OR: [{ idx: { lt: RUN_PAGE_ROWS.operations } }, { name: 'TOTALS' }] },
        orderBy: { idx: 'asc' },
      },
      testTotals: { orderBy: { idx: 'asc' }, take: RUN_PAGE_ROWS.testTotals },
      histogram: { orderBy: { idx: 'asc' }, take: RUN_PAGE_ROWS.histogram },
      warnings: { orderBy: { idx: 'asc' }, take: RUN_PAGE_ROWS.warnings },
      _count: { select: { operations: true, testTotals: true, intervals: true, histogram: true, warnings: true } },
    },
  });
  return run && { ...run, ...readRunJson(run), host: run.host && { ...run.host, disks: readHostDisks(run.host) } };
}

export type RunDetail = NonNullable<Awaited<ReturnType<typeof getRun>>>;

/** The lines of the run's upload that its source view shows (see runSourceRanges), never the whole text. */
export async function getRunSource(uploadId: number, ranges: { from: number; to: number }[]): Promise<UploadLines | null> {
  return getUploadLines(uploadId, ranges);
}

/** Whose a run is: what a change to it is authorized against. Null when it does not exist. */
export async function getRunOwner(
  id: number,
): Promise<{ teamId: string | null; uploadId: number; deletedAt: Date | null; tool: string; printedThreads: number | null } | null> {
  const run = await db().run.findUnique({
    where: { id },
    select: { teamId: true, uploadId: true, deletedAt: true, tool: true, parameters: true },
  });
  if (!run) return null;
  const { parameters, ...owner } = run;
  // the concurrency its log printed (a typed tag is held to it: lib/parsers/formats typedTagsProblem)
  const printed = runParametersSchema.safeParse(parameters);
  const threads = printed.success ? printed.data.threads : undefined;
  return { ...owner, printedThreads: typeof threads === 'number' ? threads : null };
}

/** False when the run does not exist (or is in the trash): nothing is written then. */
export async function updateRunDetails(
  id: number,
  details: { title: string; notes: string; tags: Record<string, string> },
): Promise<boolean> {
  // the `test` tag names the run's test: a pasted run without its command line had none, and the
  // compare page kept it apart from the run of its post it was measured against; the `threads` tag
  // its concurrency (they said 4 clients beside a clients=16 chip): both DBAs' passes
  return inTransaction(async (tx) => {
    const before = await tx.run.findFirst({
      where: { id, ...LIVE },
      select: {
        id: true,
        tool: true,
        test: true,
        testEdited: true,
        threads: true,
        title: true,
        parameters: true,
        extraMetrics: true,
        createdAt: true,
        upload: { select: { fileName: true } },
      },
    });
    if (!before) return false;
    // a date= tag set, changed or removed moves the run in time (the runs list's sort by when it ran)
    const { header } = readRunFigures(before).extraMetrics;
    // a test or concurrency other than the log's is the person's from now on (a re-parse keeps it).
    // The log's concurrency is in its parameters; its test is the run's until a person set another
    const printedThreads = (before.parameters as Record<string, unknown> | null)?.threads;
    const printed = {
      ...(before.test !== null && !before.testEdited ? { test: before.test } : {}),
      ...(typeof printedThreads === 'number' ? { threads: String(printedThreads) } : {}),
    };
    const edited = editedOverLog(details.tags, printed);
    const columns = columnsFromTags(details.tags);
    const updated = await tx.run.updateMany({
      where: { id, ...LIVE },
      data: {
        title: titleAfterEdit(before, details.title, columns),
        notes: details.notes,
        ...columns,
        testEdited: edited.test,
        threadsEdited: edited.threads,
        placedAt: ranAtOf(details.tags, header) ?? before.createdAt,
      },
    });
    if (updated.count === 0) return false;
    await tx.runTag.deleteMany({ where: { runId: id } });
    await tx.runTag.createMany({ data: Object.entries(details.tags).map(([key, value]) => ({ runId: id, key, value })) });
    await bumpRunDataVersion(tx); // a page read between the first statement and the commit is not kept
    return true;
  });
}

/**
 * The title an edit stores: the one typed, except that a title made of the run's test and
 * concurrency (its log names none), left as it was, is made again of the edited ones (a run edited
 * to `threads=8` was still titled "16 threads"). What the title was made of is the log's test and
 * concurrency, or the run's as stored (a test or concurrency given at upload, or by an edit before).
 */
function titleAfterEdit(
  before: { tool: string; test: string | null; threads: number | null; title: string; parameters: unknown; upload: { fileName: string } },
  typed: string,
  columns: RunColumnsFromTags,
): string {
  if (typed !== before.title) return typed;
  const { tool, test, threads, upload } = before;
  const printedThreads = (before.parameters as Record<string, unknown> | null)?.threads;
  const madeOf = [test, null].flatMap((t) => [threads, printedThreads, undefined].map((n) => derivedTitle(tool, t, n, upload.fileName)));
  return madeOf.includes(typed) ? derivedTitle(tool, columns.test ?? test, columns.threads ?? threads, upload.fileName) : typed;
}

/** A run's tags as a map (what an edit replaces). */
export async function getRunTagMap(id: number): Promise<Record<string, string>> {
  const tags = await db().runTag.findMany({ where: { runId: id }, select: { key: true, value: true } });
  return Object.fromEntries(tags.map((t) => [t.key, t.value]));
}

/** Moves a run to the trash (restorable; see lib/db/trash.ts). False when there was no live run. */
export async function deleteRun(id: number): Promise<boolean> {
  const moved = await db().run.updateMany({ where: { id, ...LIVE }, data: { deletedAt: new Date() } });
  return moved.count > 0;
}
