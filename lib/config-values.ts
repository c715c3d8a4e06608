// Comparing configuration values the way mysqld reads them: `1G` equals `1024M` and
// 1073741824, `OFF` equals `0`, `query-cache-size` equals `query_cache_size`.
import { normalizeKey } from './parsers/config-lines';
import { parseSizeBytes } from './parsers/numbers';

const BOOLEAN_ON = /^(?:on|true|yes|enabled?)$/i;
const BOOLEAN_OFF = /^(?:off|false|no|disabled?)$/i;

/** `Loose-Query-Cache-Size` → `query_cache_size`: the parser's own normalisation of a key. */
export const normalizeConfigKey = normalizeKey;

/**
 * A canonical form for equality: sizes in bytes, booleans as 1/0, the rest trimmed and lower-cased.
 * A bare option of an option file (`skip-name-resolve`, `performance_schema`) has no value and turns
 * it on, as mysqld reads `--skip-name-resolve`: it is 1, the same as `skip_name_resolve=ON` or
 * SHOW VARIABLES' `ON` (a DBA's pass found `'' vs ON` listed as a difference). An empty value in
 * SHOW VARIABLES (init_connect) is never compared with ON in practice.
 */
export function canonicalConfigValue(value: string): string {
  const v = value.trim().replace(/^(['"])(.*)\1$/, '$2');
  if (v === '' && value.trim() === '') return '1';
  const bytes = parseSizeBytes(v);
  if (bytes !== null) return String(bytes);
  if (/^-?\d+(?:\.\d+)?$/.test(v)) return String(Number(v));
  if (BOOLEAN_ON.test(v)) return '1';
  if (BOOLEAN_OFF.test(v)) return '0';
  return v.toLowerCase();
}

export function configValuesEqual(a: string | undefined, b: string | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  return canonicalConfigValue(a) === canonicalConfigValue(b);
}

/** on / off for the query cache, from query_cache_type and query_cache_size; null when they do not say. */
export function queryCacheState(entries: Record<string, string>): 'on' | 'off' | null {
  const type = entries.query_cache_type;
  const size = entries.query_cache_size;
  const typeValue = type === undefined ? null : canonicalConfigValue(type);
  const sizeValue = size === undefined ? null : canonicalConfigValue(size);
  if (typeValue === '0' || sizeValue === '0') return 'off';
  if (typeValue !== null && (typeValue === '1' || typeValue === '2' || typeValue === 'demand') && sizeValue !== null) return 'on';
  return null;
}

/** Settings a DBA looks at first; a full SHOW VARIABLES dump has hundreds more. */
export const KEY_SETTINGS = [
  'version',
  'version_malloc_library',
  'ld_preload',
  'malloc_lib',
  'default_storage_engine',
  'innodb_buffer_pool_size',
  'innodb_buffer_pool_instances',
  'innodb_log_file_size',
  'innodb_log_buffer_size',
  'innodb_flush_log_at_trx_commit',
  'innodb_flush_method',
  'innodb_io_capacity',
  'innodb_thread_concurrency',
  'innodb_file_per_table',
  'innodb_doublewrite',
  'query_cache_type',
  'query_cache_size',
  'query_cache_limit',
  'max_connections',
  'thread_cache_size',
  'thread_handling',
  'table_open_cache',
  'key_buffer_size',
  'sort_buffer_size',
  'join_buffer_size',
  'tmp_table_size',
  'max_heap_table_size',
  'sync_binlog',
  'log_bin',
  'binlog_format',
  'performance_schema',
  'shared_buffers',
  'work_mem',
  'effective_cache_size',
  'wal_buffers',
  'max_wal_size',
  'synchronous_commit',
];

/** Entries ordered for reading: the key settings first (in that order), then the rest as written. */
export function orderForReading<T extends { key: string }>(entries: T[]): T[] {
  const rank = (key: string) => {
    const i = KEY_SETTINGS.indexOf(key);
    return i < 0 ? KEY_SETTINGS.length : i;
  };
  return entries
    .map((e, i) => ({ e, i }))
    .sort((a, b) => rank(a.e.key) - rank(b.e.key) || a.i - b.i)
    .map(({ e }) => e);
}

const SERVER_SECTION = /^(?:|mysqld|server|mariadb|mysqld-[\d.]+|mariadb-[\d.]+|mysqld_safe)$/;

/**
 * One line per setting for a short excerpt, in reading order: a key a my.cnf sets and a listing
 * (SHOW VARIABLES) names too is shown once, as set (`512M`, not again as 536870912), with the
 * listing's value in `running` only when the server ran with another one.
 */
export function excerptEntries<T extends { key: string; section: string; value: string; listed: boolean }>(
  entries: T[],
): (T & { running: string | null })[] {
  const server = (e: T) => SERVER_SECTION.test(e.section);
  const listedValue = new Map(entries.filter((e) => e.listed && server(e)).map((e) => [e.key, e.value]));
  const setKeys = new Set(entries.filter((e) => !e.listed && server(e)).map((e) => e.key));
  const seen = new Set<string>();
  const out: (T & { running: string | null })[] = [];
  for (const e of orderForReading(entries)) {
    const id = server(e) ? e.key : `${e.section}\u0000${e.key}`;
    if (seen.has(id) || (e.listed && setKeys.has(e.key))) continue;
    seen.add(id);
    const listed = e.listed || !server(e) ? undefined : listedValue.get(e.key);
    out.push({ ...e, running: listed !== undefined && !configValuesEqual(listed, e.value) ? listed : null });
  }
  return out;
}
