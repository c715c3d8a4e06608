// A production server for the abuse probes: started like `npm start` (its own embedded PostgreSQL,
// a fresh data directory, demo data), watched (resident memory, health latency), stopped cleanly.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { findFreePort } from '../../../lib/db/embedded-postgres.ts';

/** `child` is absent for a server the probes did not start (`--url`): no memory figures, no faults. */
export type Server = { base: string; port: number; child?: ChildProcess; dataDir?: string; stop: () => Promise<void> };

export function existingServer(url: string): Server {
  const parsed = new URL(url);
  return { base: parsed.origin, port: Number(parsed.port || 80), stop: async () => {} };
}

export async function startServer(options: { uploadMaxBytes: number; demo?: boolean }): Promise<Server> {
  if (!existsSync('.next/BUILD_ID')) throw new Error('no production build: run `npm run build` first');
  const port = await findFreePort();
  const dataDir = path.resolve('tmp', `abuse-${port}`);
  const child = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/start.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      BENCHBOARD_DATA_DIR: dataDir,
      BENCHBOARD_RESET_DATA: 'on',
      BENCHBOARD_DEMO_DATA: options.demo === false ? 'off' : 'on',
      DATABASE_URL: '',
      UPLOAD_MAX_BYTES: String(options.uploadMaxBytes),
      // single-user mode: these probes are about what one request can do; roles are tested by Playwright
      BENCHBOARD_AUTH: 'off',
      NEXT_TELEMETRY_DISABLED: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 250) {
    if (child.exitCode !== null) throw new Error(`the server exited (code ${child.exitCode}) before it was up`);
    if (waited > 180_000) throw new Error('the server did not come up in 3 minutes');
    if (await isHealthy(base)) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { base, port, child, dataDir, stop };
}

export async function isHealthy(base: string, timeoutMs = 2000): Promise<boolean> {
  try {
    return (await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(timeoutMs) })).ok;
  } catch {
    return false;
  }
}

/** Resident memory (MB) of every process under `pid` (the supervisor, Next, PostgreSQL); NaN when unknown. */
export function treeRssMb(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      const ppid = Number(/PPid:\s+(\d+)/.exec(status)?.[1]);
      rss.set(Number(entry), Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // the process ended while we looked
    }
  }
  let total = 0;
  const stack = [pid];
  while (stack.length) {
    const p = stack.pop() as number;
    total += rss.get(p) ?? 0;
    stack.push(...(children.get(p) ?? []));
  }
  return Math.round(total);
}

/**
 * Polls the health route while `work` runs: the longest time the server took to answer anything
 * else. Over a second means one request froze the others.
 */
export async function whileWatchingHealth<T>(base: string, work: () => Promise<T>): Promise<{ value: T; worstHealthMs: number }> {
  let running = true;
  let worst = 0;
  const watcher = (async () => {
    while (running) {
      const start = performance.now();
      await isHealthy(base, 30_000);
      worst = Math.max(worst, performance.now() - start);
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  try {
    const value = await work();
    return { value, worstHealthMs: Math.round(worst) };
  } finally {
    running = false;
    await watcher;
  }
}
