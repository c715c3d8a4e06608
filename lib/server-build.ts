// What a run says about the server that produced it: product and version, storage engine and its
// version, memory allocator. Pure functions over the parser's output.

export type ServerBuildFacts = {
  product: string | null;
  version: string | null;
  engine: string | null;
  engineVersion: string | null;
  allocator: string | null;
  revision: string | null;
  /** the build script or configure line the document names (seed 003: BUILD/compile-amd64-max) */
  buildFlags: string | null;
};

const PRODUCT_WORDS: [RegExp, string][] = [
  [/mariadb/i, 'MariaDB'],
  [/percona/i, 'Percona Server'],
  [/postgres/i, 'PostgreSQL'],
  [/mysql/i, 'MySQL'],
];

/**
 * A pre-release right after the numbers, or after MariaDB's name there: 5.1.30-rc, 5.6.2-m5,
 * 5.5.8-rc2-log, 6.0.4-alpha, 5.3.2-MariaDB-beta (a build note such as -log is not one).
 */
const ATTACHED_STAGE = /^(?:-mariadb)?[-_.]?(alpha|beta|gamma|rc|dmr|m(?=\d))(\d{0,9})(?![a-z])/i;
/** A pre-release as the next word, or the one after the product's name: "MySQL 5.3.3 MariaDB rc", "MariaDB 5.1.38 beta". */
const STAGE_WORD = /^\s+(?:(?:mariadb|mysql|percona(?: server)?)\s+)?(alpha|beta|gamma|rc)(\d{0,9})(?=$|[\s),])/i;

/**
 * "MySQL 5.1.45", "10.11.19-MariaDB-0+deb12u1", "MySQL 5.3.3 MariaDB rc", "5.7.44-log". A pre-release
 * stays part of the version (5.1.30-rc, 5.3.3-rc): it is another build than the release of the same
 * numbers, and lib/series/version.ts orders it before that release.
 */
export function parseServerVersion(text: string | null | undefined): { product: string | null; version: string | null } {
  if (!text) return { product: null, version: null };
  // "MySQL 5.3.3 MariaDB rc" is MariaDB: the most specific name wins
  const product = PRODUCT_WORDS.find(([re]) => re.test(text))?.[1] ?? null;
  const numbers = /(?:^|\D)(\d+\.\d+(?:\.\d+)?)/.exec(text);
  const major = POSTGRES_PRE_RELEASE.exec(text);
  // "17beta1 (Ubuntu 17~beta1-1.pgdg22.04+1)": the pre-release comes first, the packaging after
  if (major?.[1] && major[2] && (!numbers || major.index < numbers.index))
    return { product, version: `${major[1]}${major[2].toLowerCase()}${major[3] ?? ''}` };
  let version = numbers?.[1] ?? null;
  if (numbers && version) {
    const rest = text.slice(numbers.index + numbers[0].length, numbers.index + numbers[0].length + 200);
    const stage = ATTACHED_STAGE.exec(rest) ?? STAGE_WORD.exec(rest);
    if (stage?.[1]) version = `${version}-${stage[1].toLowerCase()}${stage[2] ?? ''}`;
    return { product, version };
  }
  // since 10 a PostgreSQL major is a version: "PostgreSQL 10"
  return { product, version: product === 'PostgreSQL' ? (/\bpostgres(?:ql)?\s+(\d{1,2})(?![\d.])/i.exec(text)?.[1] ?? null) : null };
}

/**
 * PostgreSQL numbers a pre-release by its major alone, as pgbench prints it: 17beta1, 16rc1,
 * 18devel. Kept as PostgreSQL writes them (lib/series/version.ts orders 17beta1 < 17rc1 < 17 < 17.2).
 */
const POSTGRES_PRE_RELEASE = /(?:^|[^\w.])(\d{1,2})(alpha|beta|rc|devel)(\d{0,3})(?![a-z\d])/i;

/** "innodb_plugin 1.0.6" → InnoDB plugin 1.0.6; "innodb 1.1" → InnoDB 1.1; "XtraDB" … */
export function parseEngine(text: string | null | undefined): { engine: string | null; engineVersion: string | null } {
  if (!text) return { engine: null, engineVersion: null };
  const m = /\b(innodb[_ -]plugin|innodb|xtradb|myisam|aria|tokudb|rocksdb|myrocks)\b(?:\s*v?(\d+(?:\.\d+)+))?/i.exec(text);
  if (!m) return { engine: null, engineVersion: null };
  const names: Record<string, string> = {
    innodb: 'InnoDB',
    xtradb: 'XtraDB',
    myisam: 'MyISAM',
    aria: 'Aria',
    tokudb: 'TokuDB',
    rocksdb: 'RocksDB',
    myrocks: 'MyRocks',
  };
  const key = (m[1] ?? '').toLowerCase();
  const engine = /plugin/.test(key) ? 'InnoDB plugin' : (names[key] ?? m[1] ?? null);
  return { engine, engineVersion: m[2] ?? null };
}

/** tcmalloc / jemalloc / glibc from what a title, a variable or a preload path says. */
export function allocatorIn(text: string | null | undefined): string | null {
  if (!text) return null;
  if (/tcmalloc/i.test(text)) return 'tcmalloc';
  if (/jemalloc/i.test(text)) return 'jemalloc';
  if (/\bglibc\b|\bptmalloc\b/i.test(text)) return 'glibc';
  return null;
}

/** The allocator a server configuration names (version_malloc_library, LD_PRELOAD, malloc-lib). */
export function allocatorFromConfig(entries: Record<string, string>): string | null {
  const library = entries.version_malloc_library;
  if (library !== undefined) return /^system$/i.test(library.trim()) ? 'glibc' : allocatorIn(library);
  for (const key of ['ld_preload', 'malloc_lib', 'mysqld_safe.malloc_lib']) {
    const found = allocatorIn(entries[key]);
    if (found) return found;
  }
  return null;
}

export function serverBuildKey(facts: ServerBuildFacts): string {
  const key = [facts.product, facts.version, facts.engine, facts.engineVersion, facts.allocator, facts.revision]
    .map((v) => v ?? '')
    .join('|');
  // build flags joined only when known, so builds stored before they were read keep their key
  return facts.buildFlags ? `${key}|${facts.buildFlags}` : key;
}

export function describeServerBuild(facts: ServerBuildFacts): string {
  const parts = [facts.product, facts.version].filter(Boolean).join(' ');
  const engine = [facts.engine, facts.engineVersion].filter(Boolean).join(' ');
  return [parts, engine, facts.allocator ? `+ ${facts.allocator}` : '', facts.revision ? `rev ${facts.revision}` : '']
    .filter(Boolean)
    .join(' ');
}
