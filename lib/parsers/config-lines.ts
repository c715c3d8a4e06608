// The lines a server configuration is made of (my.cnf, `--option=value` lists, SHOW VARIABLES dumps
// as tab-separated text or the client's boxed table): each line's kind, and its key as stored.
export const SECTION = /^\[([\w.-]{1,64})\]\s*(?:[#;].*)?$/;
export const DIRECTIVE = /^!(include|includedir)\s+(\S+)/;
const COMMENT = /^[#;]/;
export const KEY_VALUE = /^((?:loose[-_])?[A-Za-z][\w.-]{0,100}?)\s*=\s*(.*)$/;
export const FLAG = /^([a-z][a-z0-9]*(?:[-_][a-z0-9]+)+)\s*(?:[#;].*)?$/;
const OPTION = /^--[A-Za-z]/;
export const TSV = /^([A-Za-z_][\w.]{0,100})\t(.*)$/;
/** `| name | value |`: the value is trimmed by the reader (a lazy `(.*?)\s*\|` would be quadratic on long runs of spaces). */
export const BOX_ROW = /^\|\s*([A-Za-z_][\w.]{0,100})\s*\|(.*)\|$/;
const BOX_BORDER = /^\+[-+]+\+$/;
/**
 * `Variable_name<TAB>Value`, `| Variable_name | Value |` or, pasted with its TABs turned into
 * spaces, `Variable_name   Value`; `[^\S\t]*\t` keeps the spaces around the TAB unambiguous.
 */
const VARIABLES_HEADER = /^(?:\|\s*)?Variable_name(?:\s*\|\s*|[^\S\t]*\t\s*| +)Value\s*\|?$/;
/**
 * A SHOW VARIABLES row whose TAB became spaces: a name, two or more spaces, the value as printed
 * (`MySQL Community Server (GPL)`). Names never hold a space, so the first run of spaces splits;
 * the value starts with a non-space so the spaces cannot be shared between the two (linear).
 */
export const SPACED = /^([A-Za-z_][\w.]{0,100}) {2,}(\S.*)?$/;
const CLIENT_NOISE = /^(?:mysql: \[Warning\]|\d+ rows? in set|Empty set|VERSION\(\)$|@@version)/;
export const VERSION_QUERY = /^(?:VERSION\(\)|@@version|SELECT VERSION\(\);?)$/i;
/** `mysqld --version`: `/usr/sbin/mariadbd  Ver 10.11.19-MariaDB-0+deb12u1 for debian-linux-gnu on x86_64 (Debian 12)` */
export const SERVER_VERSION_OUTPUT = /^\S*(?:mysqld|mariadbd)\s+Ver\s+(\S+)(?:\s+for\s+(\S.*))?$/;

/** Sections whose options configure the server itself; others are prefixed (`client.port`). */
export const SERVER_SECTION = /^(?:mysqld(?:-[\d.]+)?|server|mariadb(?:-[\d.]+)?|mariadbd|galera|embedded|)$/;

/** Options that belong to sysbench, not to the server (a block of these is benchmark parameters). */
export const BENCHMARK_OPTION =
  /^(?:mysql-|pgsql-|oltp[-_]|num-threads$|threads$|max-time$|max-requests$|time$|events$|report-interval$|rand-|percentile$|test$|tables$|table-size$|db-driver$|db-ps-mode$|histogram$|rate$|tx-rate$|forced-shutdown$|warmup|init-rng$|validate$|verbosity$|secondary$|create-secondary$|range-size$|point-selects$|simple-ranges$|sum-ranges$|order-ranges$|distinct-ranges$|index-updates$|non-index-updates$|delete-inserts$|auto-inc$|skip-trx$|cpu-max-prime$|file-|memory-|thread-|mutex-)/;

export function normalizeKey(key: string): string {
  return key
    .trim()
    .toLowerCase()
    .replace(/-/g, '_')
    .replace(/^loose_/, '');
}

/** A whitespace then `#` or `;`: the first one starts the comment (found left to right, no backtracking). */
const INLINE_COMMENT = /\s[#;]/;

export function stripInlineComment(value: string): string {
  // `= 1   # full ACID` — a # or ; after whitespace starts a comment, unless quoted
  const v = value.trim();
  if (v.startsWith('"') || v.startsWith("'")) {
    const end = v.indexOf(v[0] as string, 1);
    return end > 0 ? v.slice(0, end + 1) : v;
  }
  const comment = INLINE_COMMENT.exec(v);
  return comment ? v.slice(0, comment.index).trim() : v;
}

export function unquote(value: string): string {
  if (value.length >= 2 && (value[0] === '"' || value[0] === "'") && value.at(-1) === value[0]) return value.slice(1, -1);
  return value;
}

export type LineKind =
  | 'blank'
  | 'comment'
  | 'section'
  | 'directive'
  | 'kv'
  | 'flag'
  | 'option'
  | 'tsv'
  | 'spaced'
  | 'box'
  | 'border'
  | 'header'
  | 'noise'
  | 'prose';

export function classify(text: string): LineKind {
  const t = text.trim();
  if (t === '' || t === '\\') return 'blank';
  if (VARIABLES_HEADER.test(t)) return 'header';
  if (TSV.test(text.trim() === text ? text : text.replace(/^\s+/, ''))) return 'tsv';
  if (BOX_BORDER.test(t)) return 'border';
  if (BOX_ROW.test(t)) return 'box';
  if (CLIENT_NOISE.test(t)) return 'noise';
  if (SECTION.test(t)) return 'section';
  if (DIRECTIVE.test(t)) return 'directive';
  if (COMMENT.test(t)) return 'comment';
  if (OPTION.test(t)) return 'option';
  if (KEY_VALUE.test(t)) return 'kv';
  if (FLAG.test(t)) return 'flag';
  if (SPACED.test(t)) return 'spaced';
  return 'prose';
}

export const CONFIG_KINDS = new Set<LineKind>([
  'comment',
  'section',
  'directive',
  'kv',
  'flag',
  'option',
  'tsv',
  'spaced',
  'box',
  'border',
  'header',
  'noise',
]);

/**
 * Settings only PostgreSQL has (postgresql.conf, `ALTER SYSTEM`): a `key = value` block of these is
 * its configuration, not a my.cnf (max_connections and a few others are both servers': not here).
 */
export const POSTGRES_SETTINGS = new Set([
  'shared_buffers',
  'effective_cache_size',
  'work_mem',
  'maintenance_work_mem',
  'wal_buffers',
  'wal_level',
  'wal_compression',
  'max_wal_size',
  'min_wal_size',
  'checkpoint_timeout',
  'checkpoint_completion_target',
  'random_page_cost',
  'seq_page_cost',
  'effective_io_concurrency',
  'synchronous_commit',
  'full_page_writes',
  'huge_pages',
  'default_statistics_target',
  'max_worker_processes',
  'max_parallel_workers',
  'max_parallel_workers_per_gather',
  'shared_preload_libraries',
  'listen_addresses',
  'autovacuum',
  'commit_delay',
  'bgwriter_delay',
  'jit',
]);
