// A production instance started the way `npm start` starts it (scripts/start.ts), on a data
// directory and port of the caller's choosing, for the fault probes (scripts/lib/faults.ts).
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { type InstanceState, readState, statePath } from './instance-state.ts';
import { isSameProcess, type ProcessIdentity, readProcess } from './processes.ts';

export type Instance = {
  port: number;
  home: string;
  child: ChildProcess;
  /** everything it printed so far (stdout and stderr, with its Next server's) */
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  state: () => InstanceState | null;
};

/** `npm`: started as users start it, `npm start` (npm, then `sh -c`, then start.ts); else start.ts itself. */
export function startInstance(root: string, home: string, port: number, via: 'node' | 'npm' = 'node'): Instance {
  const [command, args] =
    via === 'npm'
      ? ['npm', ['start', '--silent', '--', '--no-build']]
      : [process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/start.ts', '--no-build']];
  const child = spawn(command, args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      BENCHBOARD_DATA_DIR: home,
      BENCHBOARD_DEMO_DATA: 'off',
      BENCHBOARD_AUTH: 'off', // the faults are about staying up; sign-in is tested elsewhere
      BENCHBOARD_RESET_DATA: 'off',
      DATABASE_URL: '',
      NEXT_TELEMETRY_DISABLED: '1',
    },
  });
  let text = '';
  const collect = (chunk: Buffer) => {
    text = (text + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return {
    port,
    home,
    child,
    output: () => text,
    exited,
    state: () => readState(statePath(path.resolve(root, home), port, false)),
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const seconds = (since: number) => (performance.now() - since) / 1000;

export async function healthStatus(port: number): Promise<number> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

/** Seconds from `since` until /api/health answers 200, or null after `timeoutMs`. */
export async function waitForHealth(port: number, since: number, timeoutMs: number): Promise<number | null> {
  while (seconds(since) * 1000 < timeoutMs) {
    if ((await healthStatus(port)) === 200) return seconds(since);
    await sleep(100);
  }
  return null;
}

/** Resolves with the exit, or null when it has not exited within `timeoutMs`. */
export function waitForExit(instance: Instance, timeoutMs: number) {
  return Promise.race([instance.exited, sleep(timeoutMs).then(() => null)]);
}

/** Polls `read` until it returns something, or null after `timeoutMs`. */
export async function waitFor<T>(read: () => T | null | undefined, timeoutMs: number): Promise<T | null> {
  for (const started = performance.now(); seconds(started) * 1000 < timeoutMs; await sleep(50)) {
    const value = read();
    if (value) return value;
  }
  return null;
}

export const isRunning = (identity: ProcessIdentity | null | undefined) =>
  identity ? isSameProcess(identity, readProcess(identity.pid)) : false;

export function identityOfPid(pid: number | undefined): ProcessIdentity | null {
  const info = pid ? readProcess(pid) : null;
  return info ? { pid: info.pid, startTicks: info.startTicks } : null;
}

/** Stops an instance and whatever it still has running (for the end of a probe run, whatever happened). */
export async function stopInstance(instance: Instance): Promise<void> {
  const state = instance.state();
  if (instance.child.exitCode === null && instance.child.signalCode === null) {
    instance.child.kill('SIGTERM');
    if (!(await waitForExit(instance, 20_000))) instance.child.kill('SIGKILL');
  }
  if (state?.next && isRunning(state.next)) process.kill(state.next.pid, 'SIGKILL');
  const postgres = state?.postgres ? readProcess(state.postgres.pid) : null;
  if (postgres && state?.postgres && postgres.args.includes(state.postgres.dataDir)) process.kill(postgres.pid, 'SIGINT');
}

/** Free ports in [from, to], tried by binding the way Next does. */
export async function freePorts(count: number, from = 3200, to = 3299): Promise<number[]> {
  const found: number[] = [];
  for (let port = from; port <= to && found.length < count; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(false));
      server.listen(port, () => server.close(() => resolve(true)));
    });
    if (free) found.push(port);
  }
  if (found.length < count) throw new Error(`only ${found.length} free ports in ${from}–${to}, ${count} needed`);
  return found;
}
