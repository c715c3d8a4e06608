import 'server-only';
// What the runs list's menus offer and count: tools, tests, hosts and projects (a run's columns)
// and tag values, over every run a reader may see, or within a filter the way a faceted search
// counts (each menu as if its own choice were not made).
import { memoByVersion } from '../memo-by-version';
import type { RunFilter } from '../schemas/run-filter';
import { type Access, runsVisibleTo } from './access';
import { db } from './client';
import { accessKey, memoFacets, readRunDataState } from './facets-cache';
import type { Prisma } from './generated/client';
import { whereOf } from './runs';

/** The menus of a run's own columns, besides its tags. */
export const COLUMN_MENUS = ['tool', 'test', 'host', 'project'] as const;
export type ColumnMenu = (typeof COLUMN_MENUS)[number];
/** Runs per value of each column menu (a host or project by its id). */
export type ColumnCounts = Record<ColumnMenu, Record<string, number>>;

export type RunFacets = {
  tools: string[];
  tests: string[];
  tags: { key: string; value: string; runs: number }[];
  columns: ColumnCounts;
};

/** Runs per `key=value` tag and per column value, among the runs a filter matches. */
export type FilteredCounts = { tags: Record<string, number>; columns: ColumnCounts };

type ColumnRow = { tool: string; test: string | null; hostId: number | null; projectId: number | null; _count: { _all: number } };

/** One GROUP BY of the four columns, summed per column (their combinations are few: a runs list's sweeps share them). */
function columnCountsOf(rows: readonly ColumnRow[], only: readonly ColumnMenu[] = COLUMN_MENUS): ColumnCounts {
  const counts: ColumnCounts = { tool: {}, test: {}, host: {}, project: {} };
  const values = (r: ColumnRow): Record<ColumnMenu, string | number | null> => ({
    tool: r.tool,
    test: r.test,
    host: r.hostId,
    project: r.projectId,
  });
  for (const r of rows)
    for (const menu of only) {
      const value = values(r)[menu];
      if (value !== null) counts[menu][String(value)] = (counts[menu][String(value)] ?? 0) + r._count._all;
    }
  return counts;
}

const groupColumns = (where: Prisma.RunWhereInput) =>
  db().run.groupBy({ by: ['tool', 'test', 'hostId', 'projectId'], where, _count: { _all: true } });

/** Values offered by the filter controls: with 100,000 runs a scan of every run and tag (~150 ms
 * and ~700 ms), so computed once per viewer's access and data version (lib/db/facets-cache.ts). */
export async function listRunFacets(access: Access): Promise<RunFacets> {
  return memoFacets(accessKey(access), () => readRunFacets(access));
}

async function readRunFacets(access: Access): Promise<RunFacets> {
  const visible = runsVisibleTo(access);
  // groupBy is a GROUP BY in PostgreSQL (Prisma's `distinct` fetches every row and dedups in the engine)
  const [columns, tags] = await Promise.all([
    groupColumns(visible),
    db().runTag.groupBy({
      by: ['key', 'value'],
      where: { run: visible },
      _count: { _all: true },
      orderBy: [{ key: 'asc' }, { value: 'asc' }],
    }),
  ]);
  const counts = columnCountsOf(columns);
  const sorted = (menu: 'tool' | 'test') => Object.keys(counts[menu]).sort();
  return {
    tools: sorted('tool'),
    tests: sorted('test'),
    tags: tags.map((t) => ({ key: t.key, value: t.value, runs: t._count._all })),
    columns: counts,
  };
}

/** Most runs a filter may match for the menus' counts to be counted within it; past it they are over all runs. */
export const FILTERED_COUNTS_MAX = 20_000;

/** Chosen menus counted without their choice, at most (each is a GROUP BY of its own). */
const MAX_UNCHOSEN_COUNTS = 4;

/** The filter without a menu's choice: a column's, or the tags of a tag menu. */
function withoutMenu(filter: RunFilter, menu: ColumnMenu | readonly string[]): RunFilter {
  if (typeof menu === 'string') return { ...filter, [menu]: undefined };
  return { ...filter, tag: filter.tag.filter(([k]) => !menu.includes(k)) };
}

/**
 * How many of the runs a filter matches have each tool, test, host, project and tag (`key=value`),
 * as a faceted search counts: a menu the filter chooses in (a column, a tag dropdown, or all of
 * "More tags" as one: `menus` are the keys of each) is counted without its choice (with qc=on chosen
 * in More tags, qc=off and repeat=1 say how many runs choosing them instead would show), every
 * other menu within the whole filter. Null when the filter matches more than `max` runs
 * (`matching`; FILTERED_COUNTS_MAX): a GROUP BY over that many runs' tags is the ~700 ms scan the
 * unfiltered counts are kept to avoid. Bounded for any address: only MAX_UNCHOSEN_COUNTS chosen
 * menus are counted without their choice, each only when the runs without it are `max` at most (a
 * count that stops there); the others within the filter.
 */
export async function listFilteredCounts(
  access: Access,
  filter: RunFilter,
  matching: number,
  menus: readonly (readonly string[])[],
  max = FILTERED_COUNTS_MAX,
): Promise<FilteredCounts | null> {
  if (matching > max) return null;
  return memoFilteredCounts(JSON.stringify([whereOf(access, filter), menus, max]), () => readFilteredCounts(access, filter, menus, max));
}

async function readFilteredCounts(
  access: Access,
  filter: RunFilter,
  menus: readonly (readonly string[])[],
  max: number,
): Promise<FilteredCounts> {
  // each chosen menu once: the columns chosen, then each chosen tag key's menu (a key no menu shows is a menu of its own)
  const columnsChosen = COLUMN_MENUS.filter((c) => filter[c] !== undefined && filter[c] !== null);
  const tagsChosen = [
    ...new Map(filter.tag.map(([key]) => menus.find((m) => m.includes(key)) ?? [key]).map((menu) => [menu.join('\u0000'), menu])).values(),
  ];
  const chosen = [...columnsChosen, ...tagsChosen].slice(0, MAX_UNCHOSEN_COUNTS);
  const where = (menu: ColumnMenu | readonly string[]) => whereOf(access, withoutMenu(filter, menu));
  const sizes = await Promise.all(chosen.map((menu) => db().run.count({ where: where(menu), take: max + 1 })));
  const unchosen = chosen.filter((_, i) => (sizes[i] as number) <= max);
  const unchosenColumns = unchosen.filter((m): m is ColumnMenu => typeof m === 'string');
  const unchosenTags = unchosen.filter((m): m is readonly string[] => typeof m !== 'string');
  const [tags, columns, ...own] = await Promise.all([
    db().runTag.groupBy({
      by: ['key', 'value'],
      where: { run: whereOf(access, filter), key: { notIn: unchosenTags.flat() } },
      _count: { _all: true },
    }),
    groupColumns(whereOf(access, filter)),
    ...unchosenTags.map((menu) =>
      db().runTag.groupBy({ by: ['key', 'value'], where: { run: where(menu), key: { in: [...menu] } }, _count: { _all: true } }),
    ),
  ]);
  const ownColumns = await Promise.all(unchosenColumns.map((menu) => groupColumns(where(menu))));
  const counts = columnCountsOf(
    columns,
    COLUMN_MENUS.filter((c) => !unchosenColumns.includes(c)),
  );
  unchosenColumns.forEach((menu, i) => {
    counts[menu] = columnCountsOf(ownColumns[i] ?? [], [menu])[menu];
  });
  return { tags: Object.fromEntries([tags, ...own].flat().map((t) => [`${t.key}=${t.value}`, t._count._all])), columns: counts };
}

/** The counts of a filter's menus, by its where clause (which holds the reader's access), per data version. */
const memoFilteredCounts = memoByVersion<FilteredCounts>({ readVersion: readRunDataState, staleAfterMs: 60_000, maxKeys: 200 });
