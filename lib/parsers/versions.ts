// What a document's runs take from one another and from its prose: a server version (a run under
// the same heading, the one version the prose names, a version in the run's title) and a tool
// version (a blog that names "sysbench 0.5" once). Pure; parseDocument's last steps.
import type { FreeLine } from './config';
import { FORMATS, formatOf } from './formats';
import type { Database } from './formats/format';
import { findServerVersion } from './prose-facts';
import type { ParsedRun } from './types';

/** The database a run measured, when its format can tell (formats/format.ts `databaseOf`); null when nothing says. */
function databaseOf(run: ParsedRun): Database | null {
  return formatOf(run.tool)?.databaseOf?.(run) ?? null;
}

/** The database a version names (`PostgreSQL 15.18`, `MariaDB 10.11`), or null. */
function databaseOfVersion(version: string): Database | null {
  return /postgres/i.test(version) ? 'postgresql' : /mysql|mariadb|percona/i.test(version) ? 'mysql' : null;
}

/**
 * Whether another run's or the prose's server version can be this run's: not a PostgreSQL version
 * for a sysbench run against MySQL (a blog of a sysbench run on MariaDB and a pgbench run stored
 * the sysbench run as PostgreSQL 15.18, its history charted with PostgreSQL's: a walkthrough, 2026-12-05).
 */
function versionFits(run: ParsedRun, version: string): boolean {
  const measured = databaseOf(run);
  if (measured === 'none') return false;
  const named = databaseOfVersion(version);
  return measured === null || named === null || measured === named;
}

export function assignServerVersions(runs: ParsedRun[], free: FreeLine[]): void {
  // a run without a version takes that of the first run under the same heading that has one (of its
  // database): under each heading, the first versioned run of each database a version names, so a
  // run looks up three, not every versioned run under its heading (quadratic on a long post)
  const versionedByTitle = new Map<number, Map<Database | null, { run: ParsedRun; order: number }>>();
  runs.forEach((run, order) => {
    const title = run.sources.title?.[0];
    if (!run.serverVersion || title === undefined) return;
    const firsts = versionedByTitle.get(title) ?? new Map<Database | null, { run: ParsedRun; order: number }>();
    versionedByTitle.set(title, firsts);
    const named = databaseOfVersion(run.serverVersion);
    if (!firsts.has(named)) firsts.set(named, { run, order });
  });
  for (const run of runs) {
    if (run.serverVersion) continue;
    const title = run.sources.title?.[0];
    const firsts = title === undefined ? undefined : versionedByTitle.get(title);
    if (!firsts) continue;
    let sibling: { run: ParsedRun; order: number } | undefined;
    for (const first of firsts.values()) {
      if (first.run.serverVersion && versionFits(run, first.run.serverVersion) && (!sibling || first.order < sibling.order))
        sibling = first;
    }
    if (sibling?.run.serverVersion) {
      run.serverVersion = sibling.run.serverVersion;
      run.sources.serverVersion = sibling.run.sources.serverVersion ?? [];
    }
  }
  const hint = findServerVersion(free);
  let products: Map<string, string> | null = null;
  const productOf = (version: string) => {
    products ??= productsByVersion(free);
    return products.get(version);
  };
  for (const run of runs) {
    if (run.serverVersion) continue;
    const fromTitle = versionFromTitle(run, productOf);
    if (fromTitle && hint?.version.startsWith(`${fromTitle}.`) && versionFits(run, hint.version)) {
      // the heading's `MariaDB 10.11` is the prose's `MariaDB 10.11.19`, named more exactly (a walkthrough's
      // post made a build of its own, and a series of its own, of the heading's)
      run.serverVersion = hint.version;
      run.sources.serverVersion = [hint.line];
    } else if (fromTitle && databaseOf(run) !== 'none') {
      run.serverVersion = fromTitle;
      run.sources.serverVersion = run.sources.title ?? [];
    } else if (hint && versionFits(run, hint.version)) {
      run.serverVersion = hint.version;
      run.sources.serverVersion = [hint.line];
    }
  }
}

/** A blog that names its tool's version once ("sysbench 0.5") and prints no banner tells the version of its runs. */
export function assignToolVersions(runs: ParsedRun[], free: FreeLine[]): void {
  for (const format of FORMATS) {
    if (!format.proseVersion || !runs.some((r) => r.tool === format.tool && !r.toolVersion)) continue;
    const found = new Map<string, number>();
    for (const l of free) {
      if (l.text.length > 500) continue;
      for (const m of l.text.matchAll(format.proseVersion)) if (!found.has(m[1] ?? '')) found.set(m[1] ?? '', l.line);
    }
    const [only, ...others] = found;
    if (!only || others.length > 0) continue;
    const [version, line] = only;
    for (const run of runs) {
      if (run.tool !== format.tool || run.toolVersion) continue;
      run.toolVersion = version;
      run.sources.toolVersion = [line];
    }
  }
}

const PRODUCT = /\b(mysql|mariadb|percona|postgres(?:ql)?)/i;
const PRODUCT_NAMES: Record<string, string> = {
  mysql: 'MySQL',
  mariadb: 'MariaDB',
  percona: 'Percona Server',
  postgres: 'PostgreSQL',
  postgresql: 'PostgreSQL',
};

/** A version as the text prints it (`5.5.20`, `v10.11.6`), starting at its first digit. */
const VERSION_TOKEN = /(?:^|[^\d.])(\d+(?:\.\d+)+)/g;

/**
 * The product each version is named with: that of the first line naming a product and the version
 * (`MySQL 5.5.20` also names `5.5`). One pass over the lines; looking each run's version up in
 * every line again was quadratic on a long document with many runs.
 */
function productsByVersion(free: FreeLine[]): Map<string, string> {
  const products = new Map<string, string>();
  for (const l of free) {
    const product = PRODUCT.exec(l.text)?.[1];
    if (!product) continue;
    for (const m of l.text.matchAll(VERSION_TOKEN)) {
      const parts = (m[1] ?? '').split('.');
      for (const version of [parts.slice(0, 2).join('.'), parts.slice(0, 3).join('.')]) {
        if (!products.has(version)) products.set(version, product);
      }
    }
  }
  return products;
}

/** A version in a title, and a pre-release suffix kept with its numbers ("MySQL 5.5.8-rc + tcmalloc" is not 5.5.8). */
const TITLE_VERSION = /(?:^|[^\d.])(\d+\.\d+(?:\.\d+)?)(?![\d.])(-(?:alpha|beta|gamma|rc|dmr|m(?=\d))\d{0,9}(?![a-z\d]))?/gi;

/** A benchmark tool's name just before a version (`sysbench 0.4.12`, `pgbench v15`): the version is the tool's. */
function namesTool(before: string): boolean {
  let end = before.length;
  if (end > 0 && (before[end - 1] === 'v' || before[end - 1] === 'V')) end--;
  while (end > 0 && ' \t:_-'.includes(before[end - 1] ?? '')) end--;
  const stem = before.slice(Math.max(0, end - 32), end).toLowerCase();
  return FORMATS.some((f) => stem.endsWith(f.tool.toLowerCase()));
}

/**
 * A title that is a version ("--5.5.20", "MySQL 5.5 + tcmalloc") names the server, with the product
 * the document names. Not the tool's version: a post's "the MariaDB box with sysbench 0.4.12" made the
 * build "MariaDB 0.4.12" (a walkthrough, 2026-12-07).
 */
function versionFromTitle(run: ParsedRun, productOf: (version: string) => string | undefined): string | null {
  const title = run.title ?? '';
  for (const m of title.matchAll(TITLE_VERSION)) {
    const version = m[1];
    if (!version) continue;
    if (version === run.toolVersion || namesTool(title.slice(0, (m.index ?? 0) + m[0].indexOf(version)))) continue;
    const named = PRODUCT.exec(title)?.[1] ?? productOf(version);
    if (!named) return null;
    return `${PRODUCT_NAMES[named.toLowerCase()] ?? named} ${version}${m[2]?.toLowerCase() ?? ''}`;
  }
  return null;
}
