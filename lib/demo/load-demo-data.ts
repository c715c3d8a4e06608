// Demo data for a fresh install: the four seed documents (each its own project) and our own
// MariaDB 10.11 / PostgreSQL 15 runs, all imported through the same ingest path as an upload.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { makeProjectsPublic } from '../db/teams';
import { whileHoldingLock } from '../db/tx';
import { countUploads } from '../db/uploads';
import { AppError } from '../errors';
import { ingestDocument } from '../ingest/ingest';
import { joinCommandAndOutput } from '../ingest/pair-files';

const DEMO_DIR = path.resolve('prisma/demo');

export const DEMO_PROJECTS = {
  '000_a2761f948727d273.txt': 'MySQL 5.1 InnoDB vs plugin vs tcmalloc vs 5.5 (2 CPU, 4 GB, one disk)',
  '002_36839e7bfdb72b13.txt': 'Query cache off vs on: MySQL 5.6, sysbench 0.5',
  '003_c68b799d6b52a150.txt': 'MariaDB vs MySQL: sysbench percent matrix',
  '004_43f414df02cd1994.txt': 'mysqlbench TPC-B: MySQL 5.5.20 vs 5.0.77',
} as const;
export const CORPUS_PROJECT = 'MariaDB 10.11 and PostgreSQL 15 on our 2-vCPU box';
/** Real repeated runs (scripts/demo/make-repeats.sh): 5 per configuration, and a nightly series. */
export const REPEATS_PROJECT = 'MariaDB 10.11 repeats: query cache off vs on, 5 runs each';

/**
 * `# tags: qc=on repeat=1` in a run's .cmd file; its `qc` is the query cache, which benchboard's own
 * dimension names `query_cache` (the demo showed both, one meaning).
 */
function tagsOfCmd(cmd: string): Record<string, string> {
  const line = /^# tags: (.*)$/m.exec(cmd)?.[1] ?? '';
  return Object.fromEntries(
    line.split(' ').flatMap((pair) => {
      const [key, value] = pair.split('=');
      return key && value !== undefined ? [[key === 'qc' ? 'query_cache' : key, value]] : [];
    }),
  );
}

/**
 * Each repeat as its own upload (as a user uploads them over time); the nightly ones with a commit of
 * their night. They ran on the corpus's machine: its host (`hostId`), not a second one made of their
 * .cmd's `host: 2 vCPU, 24105 MiB RAM` (the demo showed one machine under two names).
 */
async function loadRepeats(hostId: number | undefined): Promise<number> {
  const dir = path.join(CORPUS, 'repeats');
  if (!existsSync(dir)) return 0;
  let runs = 0;
  for (const log of readdirSync(dir)
    .filter((f) => f.endsWith('.log'))
    .sort()) {
    const name = log.replace(/\.log$/, '');
    const cmd = read(dir, `${name}.cmd`);
    const tags = tagsOfCmd(cmd);
    const result = await ingestDocument({
      fileName: `${name}.log`,
      bytes: commandWithOutput(dir, name),
      projectName: REPEATS_PROJECT,
      notes: [variantOf(cmd)],
      extraTags: tags,
      ...(tags.nightly ? { revision: { commit: `nightly-${tags.nightly}`, branch: 'main' } } : {}),
      overrides: [{ title: `${name.replace(/_/g, ' ')} — ${variantOf(cmd)}`, ...(hostId ? { hostId } : {}) }],
    });
    runs += result.runIds.length;
  }
  return runs;
}

const CORPUS = path.join(DEMO_DIR, 'mariadb-10.11');
const read = (...parts: string[]) => readFileSync(path.join(...parts), 'utf8');
/** A run's command and output as one log, joined as an upload of both joins them (lib/ingest/pair-files.ts). */
function commandWithOutput(dir: string, name: string): Uint8Array {
  const cmd = path.join(dir, `${name}.cmd`);
  const output = readFileSync(path.join(dir, `${name}.log`));
  const joined = joinCommandAndOutput(existsSync(cmd) ? readFileSync(cmd) : new Uint8Array(0), output);
  if (!joined) throw new Error(`${name}: its .cmd or .log is UTF-16, which cannot be joined`);
  return joined;
}
const variantOf = (cmd: string) => /^# variant: (.*)$/m.exec(cmd)?.[1]?.trim() ?? '';

/** Which of our captured server configurations a log ran under (none for jemalloc: not captured). */
function configVariant(name: string): string | null {
  if (!/^(?:oltp|legacy)/.test(name)) return null;
  if (name.includes('qc-on')) return 'mariadb-10.11_qc-on-64M';
  if (name.includes('alloc-tcmalloc')) return 'mariadb-10.11_alloc-tcmalloc';
  if (name.includes('alloc-jemalloc')) return null;
  return 'mariadb-10.11_base-qc-off';
}

async function loadCorpus(): Promise<{ runs: number; hostId: number | undefined }> {
  const hardwareDir = path.join(CORPUS, 'config', 'hardware');
  const hardware = readdirSync(hardwareDir)
    .sort()
    .map((f) => read(hardwareDir, f))
    .join('\n');
  const host = await ingestDocument({
    fileName: 'hardware (lscpu, meminfo, lsblk, uname, os-release)',
    text: hardware,
    projectName: CORPUS_PROJECT,
  });
  const configIds = new Map<string, number | undefined>();
  for (const variant of readdirSync(path.join(CORPUS, 'config')).filter((d) => d !== 'hardware')) {
    const dir = path.join(CORPUS, 'config', variant);
    const parts = ['show_global_variables.tsv', 'summary.tsv', 'mariadbd--version.txt', 'my.cnf', 'server_start.cmd'].filter((f) =>
      existsSync(path.join(dir, f)),
    );
    const text = parts.map((f) => read(dir, f)).join('\n\n');
    const outcome = await ingestDocument({
      fileName: `${variant} (my.cnf, SHOW GLOBAL VARIABLES, start command)`,
      text,
      projectName: CORPUS_PROJECT,
    });
    configIds.set(variant, outcome.configIds[0]);
  }
  let runs = 0;
  for (const tool of ['sysbench-1.x', 'pgbench']) {
    const dir = path.join(CORPUS, tool);
    for (const log of readdirSync(dir)
      .filter((f) => f.endsWith('.log'))
      .sort()) {
      const name = log.replace(/\.log$/, '');
      const cmdFile = path.join(dir, `${name}.cmd`);
      const cmd = existsSync(cmdFile) ? read(cmdFile) : '';
      const variant = variantOf(cmd);
      const configVariantName = configVariant(name);
      try {
        const result = await ingestDocument({
          fileName: `${name}.log`,
          bytes: commandWithOutput(dir, name),
          projectName: CORPUS_PROJECT,
          notes: [variant],
          overrides: [
            {
              title: `${name.replace(/_/g, ' ')}${variant ? ` — ${variant}` : ''}`,
              hostId: host.hostId,
              ...(configVariantName ? { configId: configIds.get(configVariantName) ?? null } : {}),
            },
          ],
        });
        runs += result.runIds.length;
      } catch (error) {
        // pgbench -i prints no results: refused like any upload, and the demo goes on
        if (!(error instanceof AppError && error.code === 'unrecognized')) throw error;
      }
    }
  }
  return { runs, hostId: host.hostId ?? undefined };
}

/** Two servers starting together on an empty database: one loads the demo, the other waits and finds it there. */
export function loadDemoDataIfEmpty(): Promise<{ runs: number; projects: number } | null> {
  return whileHoldingLock('benchboard demo data', loadDemoData);
}

async function loadDemoData(): Promise<{ runs: number; projects: number } | null> {
  if ((await countUploads()) > 0) return null;
  let runs = 0;
  for (const [file, project] of Object.entries(DEMO_PROJECTS)) {
    const result = await ingestDocument({ fileName: file, bytes: readFileSync(path.join(DEMO_DIR, 'seeds', file)), projectName: project });
    runs += result.runIds.length;
  }
  const corpus = await loadCorpus();
  runs += corpus.runs + (await loadRepeats(corpus.hostId));
  // the demo is readable without signing in, like a public project of any team
  await makeProjectsPublic([...Object.values(DEMO_PROJECTS), CORPUS_PROJECT, REPEATS_PROJECT]);
  return { runs, projects: Object.keys(DEMO_PROJECTS).length + 2 };
}
