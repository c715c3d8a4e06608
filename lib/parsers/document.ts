// parseDocument: text in, runs, configs, tables and hosts out. Total: a document we cannot read
// yields an `error` with a line, never an exception.

import { configFromServerCommand, type FreeLine, findBenchmarkOptions, findConfigs, onlyAsks } from './config';
import { CONFIG_DATABASES } from './config-database';
import { cutLastLine, dropCutFigures } from './cut-line';
import { FORMATS, formatOf, listFormats } from './formats';
import { findHost } from './hardware';
import { coveredLines, linesBetween } from './line-ranges';
import { Lines } from './lines';
import { linkConfigs } from './link-configs';
import { findMatrices } from './matrix';
import { prepareScanned } from './prepare';
import { findBuildCommands, findRevisions } from './prose-facts';
import { assignRunDates } from './run-dates';
import { type LocatedCommand, segment } from './segment';
import { cleanTitle, headingScore, pickHeading, repeatedTexts } from './titles';
import type { FileResult, ParsedHost, ParsedRun, ParseOptions, Warning } from './types';
import { assignServerVersions, assignToolVersions } from './versions';

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

/**
 * Mostly control characters in its first 8 KB (NUL among them): a compressed or image file. A run of
 * NULs at the very end is left out first: the padding a crash or power loss leaves in a log written
 * through a page cache (a whole, readable log was refused as binary at line 1: a DBA's pass). A tar
 * archive is binary whatever its files hold: its headers, NUL-padded, have its magic at 257 (read as
 * text, each header was glued to the first line of the log after it: a review).
 */
export function looksBinary(text: string): boolean {
  if (text.startsWith('ustar', 257)) return true;
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 0) end--;
  const sample = text.slice(0, Math.min(end, 8192));
  let control = 0;
  for (let i = 0; i < sample.length; i++) {
    const c = sample.charCodeAt(i);
    if ((c < 32 && c !== 9 && c !== 10 && c !== 13 && c !== 12) || c === 0xfffd) control++;
  }
  return sample.length > 0 && control / sample.length > 0.05;
}

/**
 * The one line of prose between a run's own command line and its output, when it is a heading that
 * names a variant (`<h2>Baseline: glibc malloc</h2>` between a post's command and its output); null
 * otherwise. One line only: a command file's notes joined to its output (`# tool: sysbench 1.0.20`,
 * `# log file: …`) are several, and a lone `nohup: ignoring input` or "gives" names no variant.
 */
function headingBetweenCommandAndOutput(run: ParsedRun, candidates: FreeLine[], repeated: Set<string>): FreeLine | null {
  const command = run.sources.command;
  if (!command?.length || command[0] !== run.lines[0]) return null;
  const between = linesBetween(candidates, (command.at(-1) as number) + 1, run.lines[1] + 1).filter((l) => l.text.trim() !== '');
  const [only] = between;
  if (between.length !== 1 || !only || COMMAND_FILE_NOTE.test(only.text.trim())) return null;
  const score = headingScore(only.text, 1, { repeated });
  return score !== null && score >= VARIANT_HEADING ? only : null;
}

/** A command file's note (`# tool: sysbench 1.0.20`, `# exit status: 0`): no heading, whatever words it holds. */
const COMMAND_FILE_NOTE = /^#\s*[a-z][a-z -]{0,30}:\s/;
/** A heading's least score with a variant's words in it (titles.ts: variant words 3, near 1). */
const VARIANT_HEADING = 4;

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
    // a heading between the run's command line and its output heads it most closely (a post's
    // command, then `<h2>Baseline: glibc malloc</h2>`, then the output: the page's <title> above
    // the command, "jemalloc vs glibc", titled the run and made it jemalloc's)
    const heading =
      headingBetweenCommandAndOutput(run, candidates, repeated) ?? pickHeading(linesBetween(candidates, from, start), start, { repeated });
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

/** The most runs one file may hold (a nightly's log of every sweep a year holds a few hundred). */
export const MAX_RUNS_PER_FILE = 2_000;

export function parseDocument(input: string, options: ParseOptions = {}): FileResult {
  const result = emptyResult(options.fileName ?? '<text>');
  try {
    if (looksBinary(input)) {
      result.error = { line: 1, message: 'binary data, not a text log (is this a compressed or image file?)' };
      return result;
    }
    // (an archive made for another text would give that text's figures: not taken)
    const given = options.oltp?.isFor(input) ? options.oltp : null;
    const { text, oltp } = options.prepared ? { text: input, oltp: given } : prepareScanned(input);
    const lines = new Lines(text, oltp?.lineStarts);
    const { runs, owned, warnings, serverCommands, orphanCommands } = segment(lines, oltp);
    const beyond = runs[MAX_RUNS_PER_FILE];
    if (beyond) {
      // a log whose report lines go back in time at every line is a run per two lines: 48 MB made
      // 200,000 runs, 2.7 GB of server memory and an upload nothing could purge (an attack probe)
      result.error = {
        line: beyond.lines[0],
        message: `more than ${MAX_RUNS_PER_FILE.toLocaleString('en')} runs in one file (run ${(MAX_RUNS_PER_FILE + 1).toLocaleString('en')} starts on this line): benchboard reads at most ${MAX_RUNS_PER_FILE.toLocaleString('en')} a file; split it`,
      };
      return result;
    }
    result.warnings.push(...warnings);
    const cut = cutLastLine(lines);
    if (cut !== null) for (const run of runs) dropCutFigures(run, cut, lines.get(cut - 1));
    const free: FreeLine[] = [];
    for (let i = 0; i < lines.length; i++) if (!owned[i] && lines.lengthOf(i) <= 4096) free.push({ line: i + 1, text: lines.get(i) });

    const configs = [
      ...serverCommands
        .filter(({ command }) => !onlyAsks(command.options, command.env))
        .map(({ command, start, end }) => configFromServerCommand(command.text, command.options, command.env, [start, end])),
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
    assignRunDates(runs, free);
    assignToolVersions(runs, free);
    if (!linkConfigs(runs, configs, CONFIG_DATABASES))
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
