// `npm start`: build if the sources changed, bring up the database (embedded PostgreSQL when
// DATABASE_URL is unset), apply migrations, load the demo data into an empty database, then
// serve the production build. `npm run dev` does the same with `next dev` and no build.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../lib/db/embedded-postgres.ts';
import { applyMigrations } from '../lib/db/migrate.ts';
import { readEnv } from '../lib/env.ts';

const isDev = process.argv.includes('--dev');
const env = readEnv();
const NEXT_BIN = path.resolve('node_modules/next/dist/bin/next');

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const st = statSync(entry);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const child of readdirSync(entry)) {
    if (child === 'node_modules' || child === 'generated' || child.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}

const SOURCES = ['app', 'components', 'lib', 'public', 'next.config.js', 'package.json', 'postcss.config.mjs'];
const BUILD_LOCK = '.next-build.lock';

function isBuildStale(): boolean {
  const buildId = '.next/BUILD_ID';
  const built = existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
  return built <= Math.max(...SOURCES.map(newestMtime));
}

/** Builds when the sources are newer than the build; a lock keeps two starting servers from building at once. */
async function buildIfStale(): Promise<void> {
  if (!isBuildStale()) return;
  for (let waited = 0; ; waited += 500) {
    try {
      mkdirSync(BUILD_LOCK);
      break;
    } catch {
      if (waited > 600_000) throw new Error(`${BUILD_LOCK} has been held for 10 minutes: remove it if no build is running`);
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  try {
    if (!isBuildStale()) return;
    console.log('[benchboard] building the production bundle (next build)…');
    const result = spawnSync(process.execPath, [NEXT_BIN, 'build'], {
      stdio: 'inherit',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  } finally {
    rmSync(BUILD_LOCK, { recursive: true, force: true });
  }
}

async function provideDatabase(): Promise<{ url: string; server: EmbeddedPostgres | null }> {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, server: null };
  const dataDir = path.resolve(env.BENCHBOARD_DATA_DIR, 'pg');
  console.log(`[benchboard] starting embedded PostgreSQL (${dataDir})…`);
  const server = await startEmbeddedPostgres({
    dataDir,
    reset: env.BENCHBOARD_RESET_DATA === 'on',
    log: (m) => (/cannot reach|copying|stopping/.test(m) ? console.log(`[benchboard] ${m}`) : undefined),
  });
  return { url: server.url, server };
}

async function main(): Promise<void> {
  if (!isDev) await buildIfStale();
  const { url, server } = await provideDatabase();
  let next: ChildProcess | null = null;
  let stopping = false;
  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    if (next && next.exitCode === null) {
      const exited = new Promise((resolve) => next?.once('exit', resolve));
      next.kill('SIGTERM');
      await exited;
    }
    await server?.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));
  try {
    const migrations = await applyMigrations(url);
    if (migrations.applied.length) console.log(`[benchboard] applied migrations: ${migrations.applied.join(', ')}`);
    if (env.BENCHBOARD_DEMO_DATA === 'on') {
      process.env.DATABASE_URL = url;
      const { loadDemoDataIfEmpty } = await import('../lib/demo/load-demo-data.ts');
      const loaded = await loadDemoDataIfEmpty();
      if (loaded) console.log(`[benchboard] loaded demo data: ${loaded.runs} runs in ${loaded.projects} projects`);
    }
  } catch (error) {
    console.error(`[benchboard] ${(error as Error).message}`);
    await shutdown(1);
    return;
  }
  const args = isDev ? [NEXT_BIN, 'dev', '-p', String(env.PORT)] : [NEXT_BIN, 'start', '-p', String(env.PORT)];
  next = spawn(process.execPath, args, { stdio: 'inherit', env: { ...process.env, DATABASE_URL: url, NEXT_TELEMETRY_DISABLED: '1' } });
  console.log(`[benchboard] http://localhost:${env.PORT}`);
  next.on('exit', (code) => void shutdown(code ?? 0));
}

await main();
