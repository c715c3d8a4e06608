// The runs list's tag menus: which tag keys get a dropdown of their own and which share "More
// tags" (one choice among all of them). The page asks the counts per menu (lib/db/runs.ts), the
// form draws them (components/runs/run-filters.tsx).
import { sortGroupValues } from './compare/group-values';
import { KNOWN_DIMENSIONS } from './tags';

/** A tag value and how many runs carry it. */
export type FacetTag = { key: string; value: string; runs: number };

/** Tag keys shown as dropdowns, at most (the others are in "More tags", or searched for as `key=value`). */
const MAX_TAG_DROPDOWNS = 6;
/** "More tags" lists a key's values when it has at most this many, and this many options in all. */
const MORE_TAGS_PER_KEY = 50;
const MORE_TAGS_OPTIONS = 300;

export type TagKey = { key: string; values: { value: string; runs: number }[] };

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
export function tagMenus(tags: readonly FacetTag[]): { dimensions: TagKey[]; more: TagKey[] } {
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

/** The keys of each menu: one per dropdown, and all of "More tags" together (choosing in it replaces its choice). */
export function menuKeys(menus: { dimensions: TagKey[]; more: TagKey[] }): string[][] {
  return [...menus.dimensions.map((d) => [d.key]), ...(menus.more.length > 0 ? [menus.more.map((k) => k.key)] : [])];
}
