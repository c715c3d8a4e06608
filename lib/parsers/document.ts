// parseDocument: text in, runs, configs, tables and hosts out. Total: a document we cannot read
// yields an `error` with a line, never an exception.
import { configFromServerCommand, type FreeLine, findBenchmarkOptions, findConfigs } from './config';
import { FORMATS, formatOf, listFormats } from './formats';
import type { Database } from './formats/format';
import { findHost } from './hardware';
import { normalizeDocument } from './html-text';
import { coveredLines, linesBetween } from './line-ranges';
import { Lines } from './lines';
import { linkConfigs } from './link-configs';
import { findMatrices } from './matrix';
import { findBuildCommands, findRevisions, findServerVersion } from './prose-facts';
import { redactText } from './redact';
import { type LocatedCommand, segment } from './segment';
import { cleanTitle, headingScore, pickHeading, repeatedTexts } from './titles';
import type { FileResult, ParsedHost, ParsedRun, ParseOptions, Warning } from './types';

/** How far above a run its heading may be. */
const TITLE_REACH = 40;

export function emptyResult(file: string): FileResult {
  return { file, error: null, warnings: [], runs: [], configs: [], matrices: [], hosts: [], revisions: [], buildCommands: [] };
}

/**
 * Why a document gave no runs, configs or tables. `specific` when it is a benchmark tool's output
 * without results (a command line alone, `pgbench -i`, `sysbench prepare`): then a host described
 * around it (a .cmd header's "2 vCPU, 24 GB") does not make it worth storing.
 */
function explainNothing(lines: string[], commands: LocatedCommand[]): Warning & { specific: boolean } {
  // what a tool printed (it refused the command, it only prepared) says more than its command line
  for (const format of FORMATS) {
    const why = format.explainEmpty?.(lines, commands);
    if (why) return { ...why, specific: true };
  }
  const command = commands.find((c) => c.command.mode === null || c.command.mode === 'run');
  if (command)
    return {
      line: command.start,
      message: `only a ${command.command.program} command line was found, without the output it printed; paste or upload the output too`,
      specific: true,
    };
  const i = lines.findIndex((l) => l.trim() !== '');
  return {
    line: Math.max(1, i + 1),
    message: `not a benchmark log: no ${listFormats('or')} output, server configuration or result table was found`,
    specific: false,
  };
}

function looksBinary(text: string): boolean {
  const sample = text.slice(0, 8192);
  if (sample.includes('\u0000')) return true;
  let control = 0;
  for (let i = 0; i < sample.length; i++) {
    const c = sample.charCodeAt(i);
    if ((c < 32 && c !== 9 && c !== 10 && c !== 13 && c !== 12) || c === 0xfffd) control++;
  }
  return sample.length > 0 && control / sample.length > 0.05;
}

function assignTitles(runs: ParsedRun[], candidates: FreeLine[], repeated: Set<string>): void {
  let previousEnd = 0;
  let previous: { title: string | null; line: number | null } = { title: null, line: null };
  for (const run of runs) {
    if (run.title !== null) {
      // its output named it (a compare-results column: the RUN file it was read from)
      previousEnd = run.lines[1];
      continue;
    }
    const start = run.lines[0];
    const from = Math.max(previousEnd + 1, start - TITLE_REACH);
    const heading = pickHeading(linesBetween(candidates, from, start), start, { repeated });
    if (heading) previous = { title: cleanTitle(heading.text), line: heading.line };
    // no heading of its own: the run belongs to the section of the run before it (seed 000:
    // the sysbench run that follows each variant's sql-bench run)
    run.title = previous.title;
    if (previous.line !== null) run.sources.title = [previous.line];
    previousEnd = run.lines[1];
  }
}

/**
 * A run whose output and command did not name its test takes the one the nearest heading above it
 * names (`MUTEX BENCHMARKS`, `## oltp_point_select`); a run with no such heading of its own, under
 * the same title as the run before, shares that run's (several results under one heading per test).
 */
function assignTestsFromHeadings(runs: ParsedRun[], candidates: FreeLine[], repeated: Set<string>): void {
  let previousEnd = 0;
  let previous: { run: ParsedRun; test: string } | null = null;
  for (const run of runs) {
    const start = run.lines[0];
    const window = linesBetween(candidates, Math.max(previousEnd + 1, start - TITLE_REACH), start);
    previousEnd = Math.max(previousEnd, run.lines[1]);
    const testFromTitle = formatOf(run.tool)?.testFromTitle;
    if (run.test !== null || !testFromTitle) continue;
    let found: { test: string; line: number } | null = null;
    for (let i = window.length - 1; i >= 0 && found === null; i--) {
      const l = window[i] as FreeLine;
      if (headingScore(l.text, start - l.line, { repeated }) === null) continue;
      const test = testFromTitle(cleanTitle(l.text), run);
      if (test !== null) found = { test, line: l.line };
    }
    const sameSection = previous !== null && previous.run.tool === run.tool && previous.run.sources.title?.[0] === run.sources.title?.[0];
    if (found) {
      run.test = found.test;
      run.sources.test = [found.line];
      previous = { run, test: found.test };
    } else if (previous && sameSection) {
      run.test = previous.test;
      run.sources.test = previous.run.sources.test ?? [];
      previous = { run, test: previous.test };
    } else previous = null;
  }
}

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
  const named = databaseOfVersion(version);
  return measured === null || named === null || measured === named;
}

function assignServerVersions(runs: ParsedRun[], free: FreeLine[]): void {
  // a run without a version takes that of the first run under the same heading that has one (of its database)
  const versionedByTitle = new Map<number, ParsedRun[]>();
  for (const run of runs) {
    const title = run.sources.title?.[0];
    if (run.serverVersion && title !== undefined) versionedByTitle.set(title, [...(versionedByTitle.get(title) ?? []), run]);
  }
  for (const run of runs) {
    if (run.serverVersion) continue;
    const title = run.sources.title?.[0];
    const sibling =
      title === undefined ? undefined : versionedByTitle.get(title)?.find((s) => s.serverVersion && versionFits(run, s.serverVersion));
    if (sibling?.serverVersion) {
      run.serverVersion = sibling.serverVersion;
      run.sources.serverVersion = sibling.sources.serverVersion ?? [];
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
    if (fromTitle) {
      run.serverVersion = fromTitle;
      run.sources.serverVersion = run.sources.title ?? [];
    } else if (hint && versionFits(run, hint.version)) {
      run.serverVersion = hint.version;
      run.sources.serverVersion = [hint.line];
    }
  }
}

/** A blog that names its tool's version once ("sysbench 0.5") and prints no banner tells the version of its runs. */
function assignToolVersions(runs: ParsedRun[], free: FreeLine[]): void {
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

/** What the runs say of the host (sql-bench prints the kernel it ran on). */
function completeHostFromRuns(host: ParsedHost, runs: ParsedRun[]): void {
  for (const run of runs) {
    const facts = formatOf(run.tool)?.hostFacts?.(run);
    if (!facts) continue;
    if (!host.kernel) host.kernel = facts.kernel;
    if (!host.os) host.os = facts.os;
    return;
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

/** A title that is a version ("--5.5.20", "MySQL 5.5 + tcmalloc") names the server, with the product the document names. */
function versionFromTitle(run: ParsedRun, productOf: (version: string) => string | undefined): string | null {
  // a pre-release stays with its numbers: "MySQL 5.5.8-rc + tcmalloc" is not 5.5.8
  const m = /(?:^|[^\d.])(\d+\.\d+(?:\.\d+)?)(?![\d.])(-(?:alpha|beta|gamma|rc|dmr|m(?=\d))\d{0,9}(?![a-z\d]))?/i.exec(run.title ?? '');
  const version = m?.[1];
  if (!m || !version) return null;
  const named = PRODUCT.exec(run.title ?? '')?.[1] ?? productOf(version);
  if (!named) return null;
  return `${PRODUCT_NAMES[named.toLowerCase()] ?? named} ${version}${m[2]?.toLowerCase() ?? ''}`;
}

export function parseDocument(input: string, options: ParseOptions = {}): FileResult {
  const result = emptyResult(options.fileName ?? '<text>');
  try {
    if (looksBinary(input)) {
      result.error = { line: 1, message: 'binary data, not a text log (is this a compressed or image file?)' };
      return result;
    }
    const lines = new Lines(options.prepared ? input : redactText(normalizeDocument(input)));
    const { runs, owned, warnings, serverCommands, orphanCommands } = segment(lines);
    result.warnings.push(...warnings);
    const free: FreeLine[] = [];
    for (let i = 0; i < lines.length; i++) if (!owned[i] && lines.lengthOf(i) <= 4096) free.push({ line: i + 1, text: lines.get(i) });

    const configs = [
      ...serverCommands.map(({ command, start, end }) => configFromServerCommand(command.text, command.options, command.env, [start, end])),
      ...findConfigs(free, result.warnings),
    ].sort((a, b) => a.lines[0] - b.lines[0]);
    // each structure's lines are marked once: testing every line against every structure was quadratic
    const inConfig = coveredLines(configs, lines.length);
    const rest = free.filter((l) => !inConfig(l.line));
    const matrices = findMatrices(rest);
    if (matrices.length > 0) {
      const parameters = findBenchmarkOptions(free);
      for (const m of matrices) m.parameters = parameters;
    }
    const inMatrix = coveredLines(matrices, lines.length);
    const revisions = findRevisions(rest);
    const inRevision = coveredLines(revisions, lines.length);
    const buildCommands = findBuildCommands(rest);
    const buildLines = new Set(buildCommands.map((b) => b.line));
    const prose = rest.filter((l) => !inMatrix(l.line) && !inRevision(l.line) && !buildLines.has(l.line));
    const host = findHost(rest);

    const repeated = repeatedTexts(free);
    assignTitles(runs, prose, repeated);
    assignTestsFromHeadings(runs, prose, repeated);
    for (const config of configs) {
      const heading = pickHeading(linesBetween(prose, config.lines[0] - 6, config.lines[0]), config.lines[0], { repeated });
      config.title = heading ? cleanTitle(heading.text) : null;
    }
    assignServerVersions(runs, prose);
    assignToolVersions(runs, free);
    if (!linkConfigs(runs, configs))
      result.warnings.push({
        line: 1,
        message: `${configs.length} configurations and ${runs.length} runs: too many to apply every configuration above a run to it; each run was linked only to the configurations between it and the run before`,
      });
    if (host) completeHostFromRuns(host, runs);

    result.runs = runs;
    result.configs = configs;
    result.matrices = matrices;
    result.revisions = revisions;
    result.buildCommands = buildCommands;
    if (host) result.hosts.push(host);
    if (runs.length + configs.length + matrices.length === 0) {
      const { specific, ...why } = explainNothing(lines.toArray(), orphanCommands);
      if (specific || result.hosts.length === 0) {
        result.error = why;
        result.hosts = [];
      }
    }
    return result;
  } catch (error) {
    // A parser bug must not become a crash for the user: report it like any unreadable file.
    return { ...emptyResult(result.file), error: { line: 1, message: `could not parse this file (${(error as Error).message})` } };
  }
}
