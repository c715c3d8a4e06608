// Tags are the dimensions runs are compared along (version=5.5.22, allocator=tcmalloc,
// query_cache=off, engine=innodb, threads=200). Derived where the data says it; editable after.
import { queryCacheState } from './config-values';
import { parseSizeBytes } from './parsers/numbers';
import type { ParsedRun } from './parsers/types';
import type { ServerBuildFacts } from './server-build';

export type Tags = Record<string, string>;

/**
 * A concurrency the run's heading, the runs list and the API can read: a whole number. (Here, not
 * in the format registry: the upload form's page loads this module, never the parsers.)
 */
export const CONCURRENCY_VALUE = /^[1-9]\d{0,6}$/;

/**
 * What a run's tags make of its columns: `test=` names its test (a pasted run without its command
 * names none) and a whole-number `threads=` is its concurrency, which its heading, the runs list and
 * the API read. The same whether the tags were set on its page, sent with its upload or kept by a
 * re-parse (an upload's `--tag test=…` was stored as a tag and named no test: a DBA's pass). `which`
 * says which of the two the tags may set: tags sent for every run of an upload set only what the log
 * did not print (a CI job's `--tag test=nightly` made a read-only and a read-write run one
 * configuration, pooled as repeats; `--tag threads=16` a 4- and an 8-thread run: a review).
 */
export function columnsFromTags(
  tags: Readonly<Tags>,
  which: { test: boolean; threads: boolean } = { test: true, threads: true },
): RunColumnsFromTags {
  const test = which.test ? tags.test?.trim() : undefined;
  const threads = which.threads ? (tags.threads?.trim() ?? '') : '';
  return { ...(test ? { test } : {}), ...(CONCURRENCY_VALUE.test(threads) ? { threads: Number(threads) } : {}) };
}

export type RunColumnsFromTags = { test?: string; threads?: number };

/** Which of a run's test and concurrency a person set over what its log printed (Run.testEdited, threadsEdited). */
export type EditedOverLog = { test: boolean; threads: boolean };
const EDITABLE_OVER_LOG = ['test', 'threads'] as const;

/**
 * A person's tags for one run (its own box at upload, or its page) against what its log printed
 * (`printed`: the tags derived from it, deriveTags; a key it lacks is a value not known): which of
 * test and concurrency they set to something else. Where the log's value is not known, any value
 * a person gives is theirs.
 */
export function editedOverLog(own: Readonly<Tags> | undefined, printed: Readonly<Tags>): EditedOverLog {
  const edited = (key: (typeof EDITABLE_OVER_LOG)[number]) => {
    const value = own?.[key]?.trim();
    return Boolean(value) && value !== printed[key];
  };
  return { test: edited('test'), threads: edited('threads') };
}

/**
 * A re-parse's tags: what is stored, but where the log prints a test or concurrency that no person
 * set over it, its tag reads what the log prints now (a parser's fix reaches the tag as it does the
 * column; a tag a person removed stays removed).
 */
export function tagsAfterReparse(stored: Readonly<Tags>, printed: Readonly<Tags>, edited: EditedOverLog): Tags {
  const tags = { ...stored };
  for (const key of EDITABLE_OVER_LOG) {
    const now = printed[key];
    if (!edited[key] && now !== undefined && tags[key] !== undefined) tags[key] = now;
  }
  return tags;
}

/** The dimensions the UI offers first for grouping and filtering. */
export const KNOWN_DIMENSIONS = [
  'version',
  'product',
  'allocator',
  'query_cache',
  'buffer_pool',
  'engine',
  'threads',
  'tool',
  'test',
] as const;

// (and the settings themselves, as a heading names them: `## Run 2: query_cache_type=1,
// query_cache_size=64M`; a type of 0 or a size of 0 turns it off whatever else is said)
const QC_OFF =
  /(?:关闭|禁用|关掉|disabled?|\boff\b|выкл|無効)\s*(?:the\s+)?(?:QC|query[\s_-]?cache)|(?:QC|query[\s_-]?cache)\s*(?:[:=]\s*)?(?:off|disabled?|关闭|0\b)|query_cache_(?:type\s*[:=]\s*(?:0|off)|size\s*[:=]\s*0[KMG]?)\b/i;
const QC_ON =
  /(?:打开|开启|启用|enabled?|\bon\b|вкл|有効)\s*(?:the\s+)?(?:QC|query[\s_-]?cache)|(?:QC|query[\s_-]?cache)\s*(?:[:=]\s*)?(?:on|enabled?|打开|开启|\d+[MG]\b)|query_cache_type\s*[:=]\s*(?:1|2|on|demand)\b/i;

/** What free text (a title, a variant note) says about the query cache. */
export function queryCacheIn(text: string | null | undefined): 'on' | 'off' | null {
  if (!text) return null;
  if (QC_OFF.test(text)) return 'off';
  if (QC_ON.test(text)) return 'on';
  return null;
}

/**
 * A buffer pool's size as a heading names it: `innodb_buffer_pool_size=8G`, `buffer pool 32 GB`,
 * `8G buffer pool`, `shared_buffers = 4GB` (PostgreSQL's); the number and its unit, each bounded.
 */
const BUFFER_POOL =
  /(?<key>innodb[_-]buffer[_-]pool[_-]size|shared[_-]buffers|buffer[\s_-]pool(?:[\s_-]size)?)[ \t]*(?:(?:[:=]|of|is)[ \t]*)?(?<n1>\d{1,15}(?:\.\d{1,3})?)(?<s1>[ \t]?)(?<u1>[KMGT]?)(?<b1>i?B)?\b|\b(?<n2>\d{1,6}(?:\.\d{1,3})?)(?<s2>[ \t]?)(?<u2>[KMGT])(?<b2>i?B)?[ \t]+(?:of[ \t]+)?(?:innodb[ \t]+)?buffer[\s_-]pool\b/i;
/** A size set against another (`8G vs 32G`, `8G → 32G`): which is a run's, the text cannot say. */
const AGAINST = ['vs', 'vs.', 'versus', 'to', 'and', '→', '->'];
/** Does `text` begin (or, `atEnd`, end) with one of AGAINST, as a word of its own? */
function setAgainst(text: string, atEnd: boolean): boolean {
  const t = atEnd ? text.trimEnd().toLowerCase() : text.trimStart().toLowerCase();
  return AGAINST.some((w) => {
    if (atEnd ? !t.endsWith(w) : !t.startsWith(w)) return false;
    if (w === '→' || w === '->') return true;
    const next = atEnd ? t[t.length - w.length - 1] : t[w.length];
    return next === undefined || next === ' ' || next === '\t' || next === '(' || next === ':';
  });
}
const UNITS = ['', 'K', 'M', 'G', 'T'];

/** `8589934592` → `8G`, `8 GB` → `8G`, `0.5G` → `512M`: the largest unit it is a whole number of. */
function sizeText(number: string, unit: string): string {
  let value = (unit === '' ? Number(number) : parseSizeBytes(`${number}${unit}`)) ?? 0;
  let u = 0;
  while (u < UNITS.length - 1 && value >= 1024 && value % 1024 === 0) {
    value /= 1024;
    u++;
  }
  return `${Number.isInteger(value) ? value : Number(value.toFixed(3))}${UNITS[u]}`;
}

/**
 * What free text (a run's heading) says of its buffer pool's size, as a tag's value (`8G`), or null.
 * A DBA's pass (2026-12-07): two runs under `innodb_buffer_pool_size=8G` and `=32G` headings had
 * no difference but their product, so their +16% read as the product's.
 */
export function bufferPoolIn(text: string | null | undefined): string | null {
  const m = text ? BUFFER_POOL.exec(text) : null;
  const g = m?.groups;
  if (!m || !g || !text) return null;
  const first = g.n1 !== undefined;
  const [number = '', spaced = '', unit = '', bytes = ''] = first ? [g.n1, g.s1, g.u1, g.b1] : [g.n2, g.s2, g.u2, g.b2];
  // `buffer pool 1 M rows`: a unit apart from its number is one with its B (`32 GB`)
  if (spaced !== '' && unit !== '' && bytes === '') return null;
  const end = m.index + m[0].length;
  if (setAgainst(text.slice(end, end + 12), false) || setAgainst(text.slice(Math.max(0, m.index - 12), m.index), true)) return null;
  if (unit === '') {
    // PostgreSQL counts shared_buffers in 8 kB pages (`shared_buffers = 1048576` is 8 GB)
    if (first && /^shared/i.test(g.key ?? '')) return sizeText(String(Number(number) * 8), 'K');
    // a bare number is bytes (`=8589934592`); a small one is no size (`buffer pool 2` instances)
    if (Number(number) < 1024 * 1024) return null;
  }
  return sizeText(number, unit);
}

/** `percona server` → `percona`, by hand: `/\s+server$/` is quadratic on a long run of spaces. */
function withoutServerSuffix(product: string): string {
  const stem = product.slice(0, -'server'.length);
  return product.endsWith('server') && /\s$/.test(stem) ? stem.trimEnd() : product;
}

/**
 * A run's query cache as its configuration and its title say it, when they say opposite things
 * (a post's "Query cache ON" heading over a run whose only my.cnf, the baseline's, says off).
 */
export function queryCacheConflict(run: ParsedRun, config: Record<string, string>): { config: 'on' | 'off'; title: 'on' | 'off' } | null {
  const fromConfig = queryCacheState(config);
  const fromTitle = queryCacheIn(run.title);
  return fromConfig && fromTitle && fromConfig !== fromTitle ? { config: fromConfig, title: fromTitle } : null;
}

/**
 * Whether the server can have a query cache: MySQL and Percona Server removed it in 8.0 (a my.cnf's
 * `query_cache_type=0` kept for an 8.0 server tagged its runs query_cache=off: a DBA's pass); MariaDB
 * keeps it; a server that does not say may have it.
 */
function hasQueryCache(build: Pick<ServerBuildFacts, 'product' | 'version'>): boolean {
  const product = build.product?.toLowerCase() ?? '';
  const major = Number(/^(\d+)\./.exec(build.version ?? '')?.[1] ?? Number.NaN);
  // (an 8.x or 9.x of no product named is MySQL's or Percona's: MariaDB went from 5.5 to 10.0)
  return !((product === 'mysql' || product.startsWith('percona') || (product === '' && major < 10)) && major >= 8);
}

/**
 * The tags a run's document gives it. The query cache is its configuration's, then its title's, then
 * the note's; `titleFirst`: its title's over a configuration that is not the run's own (one written
 * after every run of the document, for all of them).
 */
export function deriveTags(run: ParsedRun, config: Record<string, string>, build: ServerBuildFacts, note = '', titleFirst = false): Tags {
  const tags: Tags = { tool: run.tool };
  if (run.test) tags.test = run.test;
  const threads = run.parameters.threads;
  if (typeof threads === 'number') tags.threads = String(threads);
  if (build.product) tags.product = withoutServerSuffix(build.product.toLowerCase());
  if (build.version) tags.version = build.version;
  if (build.engine) tags.engine = build.engine.toLowerCase().replace(/\s+/g, '-');
  if (build.allocator) tags.allocator = build.allocator;
  const fromTitle = queryCacheIn(run.title);
  const qc = (titleFirst ? fromTitle : null) ?? queryCacheState(config) ?? fromTitle ?? queryCacheIn(note);
  if (qc && hasQueryCache(build)) tags.query_cache = qc;
  // its heading's buffer pool, where its configuration does not set one
  const pool = config.innodb_buffer_pool_size === undefined && config.shared_buffers === undefined ? bufferPoolIn(run.title) : null;
  if (pool) tags.buffer_pool = pool;
  return tags;
}

export function tagsToText(tags: Tags): string {
  return Object.entries(tags)
    .map(([k, v]) => `${k}=${v}`)
    .join(', ');
}
