#!/usr/bin/env node
// @ts-check
// benchboard's command-line client: uploads benchmark logs from CI to a benchboard server, one
// request per file (a refused file does not stop the others), and says where each run went. A
// command file given with its output (run.cmd, run.log) goes in one request: the server joins them.
// Plain Node ≥ 20 (fetch, FormData, Blob), no dependencies, no build step.
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';

const USAGE = `Usage: benchboard upload [options] FILES…

Uploads sysbench, sql-bench, pgbench and mysqlbench logs (and configuration files) to a benchboard
server, one request per file, and prints each stored run's address. A command saved next to its
output (run.cmd with run.log, .out or .txt) is sent with it and stored as one log, command first.

Options:
  --url URL         the server, e.g. https://bench.example.com (default: $BENCHBOARD_URL)
  --token TOKEN     an API token with upload scope (default: $BENCHBOARD_TOKEN; none for a server
                    in single-user mode, BENCHBOARD_AUTH=off); a team admin
                    makes one on the team page, or: npm run admin -- token create --team <name>
  --project NAME    store the runs in this project (created if new)
  --team TEAM       the team to upload to (its id or slug; a token uploads to its own team)
  --tag KEY=VALUE   a tag for every run (version=8.4.3); repeat for several
  --host HOST       the host every run ran on: a host of the team, by name, its first words, or id
                    (its page's /hosts/<id>); by default the host the log describes, if any
  --build BUILD     the server build benchmarked: its id, or as its runs' pages describe it
                    ("MariaDB 10.11.19 InnoDB"); by default the build the log names, if any
  --config CONFIG   the configuration every run used: a configuration of the team, by name or
                    id; by default the one in the log, if any
  --commit SHA      the revision benchmarked, shown on each run
  --branch NAME     the branch benchmarked
  --fail-on-alert   exit 3 when an upload raised a regression alert (the project's thresholds)
  -h, --help        show this help

Exit status: 0 when every file was stored (or had been already), 1 when any file was refused,
2 when the command itself is wrong, 3 with --fail-on-alert when a run raised a regression alert.
A raised alert is printed (REGRESSION: …) either way.`;

// what the server accepts (lib/schemas/upload.ts), checked here so a typo fails before any upload
const COMMIT = /^[\w.-]{1,100}$/;
const BRANCH = /^[\w./-]{1,200}$/;
const TAG = /^[a-z][a-z0-9_.-]{0,40}=.{1,100}$/i;

/**
 * @typedef {{ url: string, token: string, project?: string, team?: string, tags: string[], commit?: string, branch?: string, host?: string, build?: string, config?: string, failOnAlert: boolean, files: string[] }} Options
 * @typedef {{ runId: number, summary: string, alertsUrl: string }} Alert
 * @typedef {{ fileName: string, ok: true, runIds: number[], configIds: number[], matrixIds: number[], created: boolean, restored: number, warnings: number, incompleteRunIds?: number[], repeatedOutputs?: { runId: number, sameAs: number }[], notApplied?: string[], alerts?: Alert[] }} Stored
 * @typedef {{ fileName: string, ok: false, error: { code: string, message: string, line?: number } }} Refused
 * @typedef {{ kind: 'stored' | 'known' | 'refused', lines: string[], alerts: number }} Outcome
 */

class UsageError extends Error {}

/** @param {string[]} argv @param {NodeJS.ProcessEnv} env @returns {Options | null} null: help was asked for */
function readOptions(argv, env) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      url: { type: 'string' },
      token: { type: 'string' },
      project: { type: 'string' },
      team: { type: 'string' },
      tag: { type: 'string', multiple: true },
      commit: { type: 'string' },
      branch: { type: 'string' },
      host: { type: 'string' },
      build: { type: 'string' },
      config: { type: 'string' },
      'fail-on-alert': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, ...files] = positionals;
  if (values.help || command === 'help' || command === undefined) return null;
  if (command !== 'upload') throw new UsageError(`unknown command "${command}" (the command is "upload")`);
  const url = (values.url ?? env.BENCHBOARD_URL ?? '').replace(/\/+$/, '');
  // (a token pasted with its line break, as a terminal copies it, is the token)
  const token = (values.token ?? env.BENCHBOARD_TOKEN ?? '').trim();
  if (!/^https?:\/\/[^/]/.test(url)) throw new UsageError('give the server with --url https://… (or set BENCHBOARD_URL)');
  // none: a server in single-user mode (BENCHBOARD_AUTH=off) takes an upload without one; any
  // other answers 401, and the refusal says to give one
  // a blank, a line break or a typographic quote inside: no token has one, and fetch refuses the header ("cannot reach")
  if (/[^\x21-\x7e]/.test(token))
    throw new UsageError(
      'the API token holds a blank, a line break or a character no token has: paste it as the one line it was printed on',
    );
  if (files.length === 0) throw new UsageError('name at least one file to upload');
  const tags = values.tag ?? [];
  for (const tag of tags) if (!TAG.test(tag)) throw new UsageError(`--tag ${tag}: write key=value (key: letters, digits, _ . -)`);
  if (values.commit !== undefined && !COMMIT.test(values.commit)) throw new UsageError('--commit: letters, digits, . _ - only');
  if (values.branch !== undefined && !BRANCH.test(values.branch)) throw new UsageError('--branch: letters, digits, . _ - / only');
  for (const name of /** @type {const} */ (['host', 'build', 'config'])) {
    const value = values[name];
    // (the server's limits: lib/schemas/upload.ts)
    const most = name === 'config' ? 300 : 200;
    if (value !== undefined && (value.trim() === '' || value.length > most))
      throw new UsageError(`--${name}: a name or an id (at most ${most} characters)`);
  }
  return {
    url,
    token,
    project: values.project,
    team: values.team,
    tags,
    commit: values.commit,
    branch: values.branch,
    host: values.host,
    build: values.build,
    config: values.config,
    failOnAlert: values['fail-on-alert'] === true,
    files,
  };
}

/** @param {Options} options @param {string[]} names */
function manifestFor(options, names) {
  return JSON.stringify({
    // a command file and its output, sent together: the server joins them into one log
    ...(names.length > 1 ? { pairCommands: true } : {}),
    ...(options.team ? { team: options.team } : {}),
    ...(options.commit ? { commit: options.commit } : {}),
    ...(options.branch ? { branch: options.branch } : {}),
    ...(options.host ? { host: options.host } : {}),
    ...(options.build ? { build: options.build } : {}),
    ...(options.config ? { config: options.config } : {}),
    ...(options.tags.length > 0 ? { tags: options.tags.join('\n') } : {}),
    files: names.map((name) => ({ name, ...(options.project ? { projectName: options.project } : {}) })),
  });
}

/** @param {number} n @param {string} one */
const count = (n, one) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** @param {Options} options @param {Stored | Refused} result @returns {Outcome} */
function outcomeOf(options, result) {
  if (!result.ok) {
    // the server's message names its line already ("x.log: line 1: not a benchmark log"): not said twice
    const line = result.error.line;
    const where = line && !result.error.message.includes(`line ${line}:`) ? ` (line ${line})` : '';
    return { kind: 'refused', lines: [`refused: ${result.error.message}${where}`], alerts: 0 };
  }
  // a run that did not finish (cut before its summary, failed) is said so: its figures cover part of the run
  const incomplete = new Set(result.incompleteRunIds ?? []);
  // a run whose output the team stored before (the same log uploaded under another name): which one
  const sameAs = new Map((result.repeatedOutputs ?? []).map((r) => [r.runId, r.sameAs]));
  const links = result.runIds.map(
    (id) =>
      `${options.url}/runs/${id}${incomplete.has(id) ? '  (did not finish: the run page says why)' : ''}${
        sameAs.has(id) ? `  (the same output as run ${sameAs.get(id)}, stored before: uploaded twice?)` : ''
      }`,
  );
  const others = [
    ...(result.configIds.length > 0 ? [count(result.configIds.length, 'configuration')] : []),
    ...(result.matrixIds.length > 0 ? [count(result.matrixIds.length, 'result table')] : []),
  ];
  const what = [count(result.runIds.length, 'run'), ...others].join(', ');
  // what the project's thresholds found worse than the runs before (for content sent again, the
  // alerts still open on its runs): the build may fail on it
  const alerts = (result.alerts ?? []).map((a) => `REGRESSION: run ${a.runId}: ${a.summary} (${a.alertsUrl})`);
  if (!result.created) {
    const back = result.restored > 0 ? `; ${count(result.restored, 'run')} brought back from the trash` : '; nothing new stored';
    // what this request asked (tags, commit, …) the runs stored the first time did not take
    const kept = result.notApplied?.length
      ? [`not applied: ${result.notApplied.join(', ')} (the runs keep what the first upload gave them: edit them on their pages)`]
      : [];
    return { kind: 'known', lines: [`already uploaded: ${what}${back}`, ...kept, ...links, ...alerts], alerts: alerts.length };
  }
  return {
    kind: 'stored',
    lines: [`stored ${what}, ${count(result.warnings, 'parse warning')}`, ...links, ...alerts],
    alerts: alerts.length,
  };
}

/** What a command's output is saved as, in the server's order of preference (lib/ingest/pair-files.ts). */
const OUTPUTS = [/\.log$/i, /\.out$/i, /\.txt$/i];

/**
 * The requests to send, in the order given: one file each, except a `.cmd` and the output of the
 * same path, which go together (the server joins them into one log).
 * @param {string[]} files @returns {string[][]}
 */
function requestsOf(files) {
  /** @type {Map<string, string>} output → its command */
  const commandOf = new Map();
  for (const cmd of files.filter((f) => /\.cmd$/i.test(f))) {
    const stem = cmd.replace(/\.cmd$/i, '');
    const output = OUTPUTS.map((re) => files.find((f) => re.test(f) && f.replace(re, '') === stem)).find(Boolean);
    if (output && !commandOf.has(output)) commandOf.set(output, cmd);
  }
  const paired = new Set([...commandOf].flat());
  /** @type {string[][]} */
  const requests = [];
  for (const file of files) {
    if (!paired.has(file)) requests.push([file]);
    else if (commandOf.has(file)) requests.push([/** @type {string} */ (commandOf.get(file)), file]);
  }
  return requests;
}

/** @param {Options} options @param {string[]} files @returns {Promise<Outcome>} */
async function uploadOne(options, files) {
  /** @type {[string, Uint8Array<ArrayBuffer>][]} */
  const read = [];
  /** @type {string[]} */
  const unread = [];
  for (const file of files) {
    try {
      read.push([file, new Uint8Array(await readFile(file))]);
    } catch (error) {
      unread.push(`refused: cannot read ${file}: ${error instanceof Error ? error.message : error}`);
    }
  }
  // a command that cannot be read does not keep its output from being sent
  if (read.length === 0) return { kind: 'refused', lines: unread, alerts: 0 };
  const form = new FormData();
  form.append(
    'manifest',
    manifestFor(
      options,
      read.map(([file]) => basename(file)),
    ),
  );
  for (const [file, bytes] of read) form.append('files', new Blob([bytes]), basename(file));
  let response;
  try {
    response = await fetch(`${options.url}/api/uploads`, {
      method: 'POST',
      headers: { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), 'user-agent': 'benchboard-cli' },
      body: form,
    });
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return { kind: 'refused', lines: [`refused: cannot reach ${options.url}${cause}`], alerts: 0 };
  }
  /** @type {{ results?: (Stored | Refused)[], error?: { code: string, message: string } } | null} */
  const body = await response.json().catch(() => null);
  const results = body?.results ?? [];
  // a 422 carries each file's reason in its results: said per file, as a 200's are
  if (results.length === 0) {
    const message = body?.error?.message ?? `the server answered ${response.status} ${response.statusText}`;
    const hint = response.status === 401 && !options.token ? ' (give an API token with --token, or set BENCHBOARD_TOKEN)' : '';
    return { kind: 'refused', lines: [`refused (HTTP ${response.status}): ${message}${hint}`], alerts: 0 };
  }
  // a command and its output the server could not join come back as two files: each is said
  const outcomes = results.map((r) => outcomeOf(options, r));
  if (outcomes.length === 1 && unread.length === 0) return /** @type {Outcome} */ (outcomes[0]);
  const refused = unread.length > 0 || outcomes.some((o) => o.kind === 'refused');
  const kind = refused ? 'refused' : outcomes.some((o) => o.kind === 'stored') ? 'stored' : 'known';
  const each = results.flatMap((r, i) => [`${r.fileName}:`, ...(outcomes[i]?.lines ?? []).map((l) => `  ${l}`)]);
  return { kind, lines: [...unread, ...each], alerts: outcomes.reduce((n, o) => n + o.alerts, 0) };
}

/** @param {string[]} argv @param {NodeJS.ProcessEnv} env @returns {Promise<number>} the exit status */
async function main(argv, env) {
  /** @type {Options | null} */
  let options;
  try {
    options = readOptions(argv, env);
  } catch (error) {
    console.error(`benchboard: ${error instanceof Error ? error.message : error}\n\n${USAGE}`);
    return 2;
  }
  if (!options) {
    console.log(USAGE);
    return 0;
  }
  const tally = { stored: 0, known: 0, refused: 0 };
  let alerts = 0;
  const requests = requestsOf(options.files);
  for (const [index, files] of requests.entries()) {
    console.log(`[${index + 1}/${requests.length}] ${files.join(' + ')}`);
    const outcome = await uploadOne(options, files);
    tally[outcome.kind] += 1;
    alerts += outcome.alerts;
    for (const line of outcome.lines) (outcome.kind === 'refused' ? console.error : console.log)(`  ${line}`);
  }
  const joined = options.files.length - requests.length;
  const pairs = joined > 0 ? ` (${count(joined, 'command file')} sent with ${joined === 1 ? 'its' : 'their'} output)` : '';
  console.log(
    `${count(options.files.length, 'file')}${pairs}: ${tally.stored} stored, ${tally.known} already uploaded, ${tally.refused} refused` +
      (alerts > 0 ? `, ${count(alerts, 'regression alert')}` : ''),
  );
  if (tally.refused > 0) return 1;
  return options.failOnAlert && alerts > 0 ? 3 : 0;
}

process.exitCode = await main(process.argv.slice(2), process.env);
