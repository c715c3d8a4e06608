// `npm start`: build if the sources changed, bring up the database (embedded PostgreSQL when
// DATABASE_URL is unset), apply migrations, load the demo data into an empty database, then
// serve the production build. `npm run dev` does the same with `next dev` and no build.
// It supervises what it starts: a crashed PostgreSQL or Next server is restarted (with backoff,
// giving up on a crash loop); a start after a crash stops what the dead one left behind; a start
// on a data directory or port that a live instance holds is refused (scripts/lib/start-guard.ts).
import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../lib/db/embedded-postgres.ts';
import { applyMigrations } from '../lib/db/migrate.ts';
import { readEnv } from '../lib/env.ts';
import { sessionSecret } from './lib/auth-secret.ts';
import { buildIfStale } from './lib/build.ts';
import { type InstanceState, writeState } from './lib/instance-state.ts';
import { identify } from './lib/processes.ts';
import { createRestartPolicy } from './lib/restart-policy.ts';
import { type Guarded, guardStart, StartRefused } from './lib/start-guard.ts';

const isDev = process.argv.includes('--dev');
/** the fault probes start many instances of one existing build */
const skipBuild = process.argv.includes('--no-build');
const env = readEnv();
const NEXT_BIN = path.resolve('node_modules/next/dist/bin/next');
const PRELOAD = path.resolve('scripts/lib/exit-with-parent.cjs');
/** the client's address on every request, from the connection, not from what the client says (lib/auth/viewer.ts) */
const CLIENT_ADDRESS = path.resolve('scripts/lib/client-address-preload.cjs');
/** a request body (but an upload's) must arrive within a minute: a slow one does not hold a connection for 300 s */
const BODY_DEADLINE = path.resolve('scripts/lib/body-deadline-preload.cjs');
/** the supervisor's own lines, stamped (UTC): when the server restarted is what its log is read for */
const stamped = (message: string) => `${new Date().toISOString()} [benchboard] ${message}`;
const log = (message: string) => console.log(stamped(message));
const logError = (message: string) => console.error(stamped(message));

let stopping = false;
let guarded: Guarded | null = null;
let state: InstanceState | null = null;
let database: EmbeddedPostgres | null = null;
let build: ChildProcess | null = null;
let next: ChildProcess | null = null;
let nextRestart: NodeJS.Timeout | undefined;
let databaseRestart: NodeJS.Timeout | undefined;

const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;
const describeExit = (code: number | null, signal: NodeJS.Signals | null) => (signal ? `killed by ${signal}` : `exit code ${code}`);

function saveState(change: Partial<InstanceState>): void {
  if (!state || !guarded || stopping) return;
  state = { ...state, ...change };
  writeState(guarded.stateFile, state);
}

async function stopChild(child: ChildProcess | null, graceMs = 10_000): Promise<void> {
  if (!child || hasExited(child)) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

async function shutdown(code: number, why = 'stopping'): Promise<never> {
  if (!stopping) {
    stopping = true;
    const started = Date.now();
    log(`${why}: the app, then PostgreSQL…`);
    clearTimeout(nextRestart);
    clearTimeout(databaseRestart);
    await stopChild(build);
    await stopChild(next);
    await database?.stop();
    if (guarded) rmSync(guarded.stateFile, { force: true });
    guarded?.release();
    log(`stopped in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  process.exit(code);
}

const nextPolicy = createRestartPolicy();
const databasePolicy = createRestartPolicy();

function startNext(url: string): void {
  if (stopping) return;
  const command = isDev ? 'dev' : 'start';
  const child = spawn(
    process.execPath,
    [
      '--require',
      PRELOAD,
      '--require',
      CLIENT_ADDRESS,
      '--require',
      BODY_DEADLINE,
      NEXT_BIN,
      command,
      '-p',
      String(env.PORT),
      '-H',
      env.HOST,
    ],
    {
      stdio: 'inherit',
      detached: true, // its own process group: a terminal's Ctrl-C reaches us, and we stop it in order
      env: { ...process.env, DATABASE_URL: url, NEXT_TELEMETRY_DISABLED: '1', BENCHBOARD_SUPERVISOR_PID: String(process.pid) },
    },
  );
  next = child;
  saveState({ next: child.pid ? identify(child.pid) : null });
  child.once('exit', (code, signal) => {
    if (stopping || next !== child) return;
    const decision = nextPolicy.onCrash();
    if (decision.action === 'give-up') {
      logError(`the Next server crashed ${decision.crashes} times within a minute (last: ${describeExit(code, signal)}); giving up.`);
      void shutdown(1);
      return;
    }
    log(`the Next server exited (${describeExit(code, signal)}); restarting it in ${decision.delayMs / 1000} s`);
    nextRestart = setTimeout(() => startNext(url), decision.delayMs);
  });
}

/** PostgreSQL died under us: start it again (same port, data directory, password) until it stays up. */
function onDatabaseExit(reason: string, downAt = Date.now()): void {
  const decision = databasePolicy.onCrash();
  if (decision.action === 'give-up') {
    logError(`PostgreSQL failed ${decision.crashes} times within a minute (last: ${reason}); giving up.`);
    void shutdown(1);
    return;
  }
  log(`PostgreSQL ${reason}; restarting it in ${decision.delayMs / 1000} s`);
  databaseRestart = setTimeout(async () => {
    if (!database) return; // died while starting: the start itself fails and says why
    try {
      await database?.restart();
      const pid = database?.pid();
      log(`PostgreSQL is back (pid ${pid}) ${((Date.now() - downAt) / 1000).toFixed(1)} s after it went down`);
      if (pid && state?.postgres) saveState({ postgres: { ...state.postgres, pid } });
    } catch (error) {
      const message = (error as Error).message;
      const reason = /FATAL:\s*(.*)/.exec(message)?.[1] ?? message.split('\n')[0];
      if (!stopping) onDatabaseExit(`did not come back (${reason})`, downAt);
    }
  }, decision.delayMs);
}

async function provideDatabase(home: string): Promise<string> {
  if (env.DATABASE_URL) return env.DATABASE_URL;
  const dataDir = path.join(home, 'pg');
  log(`starting embedded PostgreSQL (${dataDir})…`);
  database = await startEmbeddedPostgres({
    dataDir,
    reset: env.BENCHBOARD_RESET_DATA === 'on',
    ownProcessGroup: true,
    onUnexpectedExit: (code, signal) => onDatabaseExit(`exited (${describeExit(code, signal)})`),
    log: (m) => (/cannot reach|copying|stopping/.test(m) ? log(m) : undefined),
  });
  const pid = database.pid();
  if (pid) saveState({ postgres: { pid, port: database.port, dataDir: database.dataDir } });
  return database.url;
}

async function main(): Promise<void> {
  process.on('SIGINT', () => void shutdown(0, 'SIGINT'));
  process.on('SIGTERM', () => void shutdown(0, 'SIGTERM'));
  // `npm start` runs this under `sh -c`, and npm passes a SIGTERM (systemd, docker stop, kill) to
  // that shell only, which dies without passing it on: this process, orphaned, kept the app and
  // PostgreSQL running. Under npm, the shell lives as long as this process unless it was killed, so
  // its going means stop. Started otherwise (nohup, setsid, a service manager) it outlives its launcher.
  if (process.env.npm_lifecycle_event === 'start' || process.env.npm_lifecycle_event === 'dev') {
    const parent = process.ppid;
    const watch = setInterval(() => {
      if (process.ppid === parent || stopping) return;
      clearInterval(watch);
      void shutdown(0, `npm's shell (pid ${parent}) exited`);
    }, 500);
    watch.unref();
  }
  try {
    guarded = await guardStart({ dataDir: env.BENCHBOARD_DATA_DIR, port: env.PORT, externalDatabase: Boolean(env.DATABASE_URL), log });
    const supervisor = identify(process.pid);
    if (supervisor) state = { supervisor, port: env.PORT, next: null, postgres: null };
    saveState({});
    process.env.BETTER_AUTH_SECRET = sessionSecret(env, guarded.home);
    if (!isDev && !skipBuild) await buildIfStale({ nextBin: NEXT_BIN, preload: PRELOAD, log, track: (child) => (build = child) });
    const url = await provideDatabase(guarded.home);
    const migrations = await applyMigrations(url);
    if (migrations.applied.length) log(`applied migrations: ${migrations.applied.join(', ')}`);
    process.env.DATABASE_URL = url;
    if (env.BENCHBOARD_DEMO_DATA === 'on') {
      const { loadDemoDataIfEmpty } = await import('../lib/demo/load-demo-data.ts');
      const loaded = await loadDemoDataIfEmpty();
      if (loaded) log(`loaded demo data: ${loaded.runs} runs in ${loaded.projects} projects`);
    }
    // runs stored before Run.placedAt (or by an older server) are placed in time by the app's own date reader
    try {
      const placed = await (await import('../lib/db/run-placement.ts')).placeUnplacedRuns();
      if (placed) log(`placed ${placed} runs in time (when they ran, else when they were added)`);
    } catch (error) {
      logError(`could not place every run in time (the runs list's sort by when they ran): ${(error as Error).message}`);
    }
    // a purge that fails is said and left for the next Delete: it is no reason not to start (it
    // stopped the start for good, an upload of 200,000 runs 30 days in the trash: an attack probe)
    const purged = await (await import('../lib/db/trash.ts')).tryPurgeExpiredTrash();
    const { countOf } = await import('../lib/format.ts');
    if (purged) log(`emptied ${countOf(purged, 'run')} from the trash (deleted over 30 days ago)`);
    const accounts = await (await import('../lib/teams/startup.ts')).prepareAccounts(env);
    const { uploads, projects } = accounts.adopted;
    if (uploads + projects > 0)
      log(`the first team took ${countOf(uploads, 'upload')} and ${countOf(projects, 'project')} stored without a team`);
    await (await import('../lib/db/client.ts')).disconnectDb(); // the Next server has its own pool
    if (stopping) return;
    startNext(url);
    log(
      `http://localhost:${env.PORT}${env.HOST === '127.0.0.1' ? ' (this machine only: set HOST=0.0.0.0 and BENCHBOARD_URL for a team server)' : ` on ${env.HOST}`}`,
    );
    if (env.BENCHBOARD_AUTH === 'off') log('sign-in is off (BENCHBOARD_AUTH=off): anyone who reaches this server can change anything');
    if (accounts.setupUrl) log(`set up the first account (this link works once): ${accounts.setupUrl}`);
  } catch (error) {
    if (stopping) return;
    logError((error as Error).message);
    if (error instanceof StartRefused) process.exit(1);
    await shutdown(1);
  }
}

await main();
