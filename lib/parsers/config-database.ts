// Which database a configuration is of (a my.cnf's [mysqld], a postgresql.conf's shared_buffers),
// so that a document's MySQL config is not linked to its pgbench run: a pasted post stored a
// PostgreSQL run with engine=innodb, query_cache=off and the post's my.cnf (a DBA's pass, 2026-12-06).
import { formatOf } from './formats';
import type { Database } from './formats/format';
import type { ParsedConfig, ParsedRun } from './types';

const MYSQL_SECTION = /^(?:mysqld|mysqld_safe|mysqld-[\d.]+|mysql|client|server|mariadb|mariadb-[\d.]+|mariadbd|galera|embedded)$/;
const MYSQL_KEY =
  /^(?:innodb_\w+|query_cache_\w+|key_buffer_size|myisam_\w+|binlog_\w+|log_bin|log_slave_updates|default_storage_engine|version_malloc_library|table_open_cache|thread_cache_size|max_heap_table_size|tmp_table_size|sort_buffer_size|join_buffer_size|sql_mode)$/;
const POSTGRES_KEY =
  /^(?:shared_buffers|work_mem|maintenance_work_mem|effective_cache_size|wal_\w+|max_wal_size|min_wal_size|checkpoint_\w+|synchronous_commit|autovacuum\w*|random_page_cost|effective_io_concurrency|huge_pages|max_worker_processes|max_parallel_\w+)$/;

/** The database a config is of, or null when nothing in it says (LD_PRELOAD, a list of options). */
export function configDatabase(config: ParsedConfig): Exclude<Database, 'none'> | null {
  if (config.kind === 'postgresql.conf') return 'postgresql';
  const keys = config.items.map((i) => i.key);
  const mysql = config.items.some((i) => MYSQL_SECTION.test(i.section)) || keys.some((k) => MYSQL_KEY.test(k));
  const postgres = keys.some((k) => POSTGRES_KEY.test(k));
  return mysql === postgres ? null : mysql ? 'mysql' : 'postgresql';
}

/** The database a run measured, as its format says (`none` for sysbench cpu, fileio …), or null. */
export function runDatabase(run: ParsedRun): Database | null {
  return formatOf(run.tool)?.databaseOf?.(run) ?? null;
}

/** A version's numbers (`MySQL 5.7.44` → `5.7.44`, `10.11.19-MariaDB-0+deb12u1` → `10.11.19`), or null. */
const numbersOf = (text: string | null | undefined): string | null =>
  text ? (/\b\d{1,3}\.\d{1,3}(?:\.\d{1,4})?/.exec(text)?.[0] ?? null) : null;

/**
 * The server version a run names (its output's, its heading's), as numbers; none where its title
 * names several (a heading "MySQL 5.7 vs 8.0" over both runs gave each 5.7, and the 8.0 run lost
 * its own SHOW VARIABLES: a review).
 */
export function runVersion(run: ParsedRun): string | null {
  const version = numbersOf(run.serverVersion);
  if (version === null || !run.title) return version;
  // (a Percona release, `5.6.30-76.3`, reads as two too: such a run fits any config, as before)
  const inTitle = new Set(run.title.slice(0, 1000).match(/\b\d{1,3}\.\d{1,3}(?:\.\d{1,4})?\b/g) ?? []);
  return inTitle.size > 1 ? null : version;
}

/** The server version a config names (`mysqld --version`'s line, SHOW VARIABLES' `version`), as numbers. */
export function configVersion(config: ParsedConfig): string | null {
  return numbersOf(config.items.find((i) => i.key === 'version' && i.section === '')?.value);
}

/**
 * What linkConfigs reads to tell whether a config can describe a run: not a MySQL config for a run
 * against PostgreSQL, and no database's config for a test of no database (sysbench cpu, fileio);
 * anything when either does not say.
 */
export const CONFIG_DATABASES = { run: runDatabase, config: configDatabase, runVersion, configVersion };
