// Fault probes against a production build: kill what `npm start` runs, the way a crash would
// (SIGKILL), and measure how long the app takes to answer /api/health with 200 again. Each probe
// returns one result; scripts/fault-probes.ts runs them all, and other scripts may call them one by one.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import {
  freePorts,
  healthStatus,
  type Instance,
  identityOfPid,
  isRunning,
  seconds,
  startInstance,
  stopInstance,
  waitFor,
  waitForExit,
  waitForHealth,
} from './fault-instance.ts';

export type ProbeResult = { name: string; ok: boolean; detail: string; seconds: number | null };
export type FaultContext = { root: string; scratch: string };

/** How long each recovery may take before the probe fails. */
export const LIMITS = { startSeconds: 60, recoverSeconds: 15, restartSeconds: 30, refuseSeconds: 20 };

const UPLOAD_FIXTURE = 'tests/fixtures/synthetic/sysbench-1.1-throughput.log';
const uploadResponseSchema = z.object({ results: z.array(z.object({ ok: z.boolean() })) });

const result = (name: string, ok: boolean, detail: string, secs: number | null = null): ProbeResult => ({
  name,
  ok,
  detail,
  seconds: secs,
});
const fmt = (secs: number | null) => (secs === null ? 'never' : `${secs.toFixed(1)} s`);
const lastLine = (text: string) => text.trim().split('\n').at(-1) ?? '';

/** A fresh instance on a new data directory; fails when it is not healthy within the limit. */
export async function probeStart(ctx: FaultContext, port: number, name = 'start'): Promise<{ instance: Instance; result: ProbeResult }> {
  const started = performance.now();
  const instance = startInstance(ctx.root, path.join(ctx.scratch, name), port);
  const up = await Promise.race([waitForHealth(port, started, LIMITS.startSeconds * 1000), instance.exited.then(() => null)]);
  const detail =
    up === null ? `not healthy: ${lastLine(instance.output())}` : `fresh data directory, port ${port}: health 200 after ${fmt(up)}`;
  return { instance, result: result('start', up !== null, detail, up) };
}

export async function probePostgresKilled(instance: Instance): Promise<ProbeResult> {
  const before = instance.state()?.postgres;
  if (!before) return result('kill -9 PostgreSQL', false, 'no PostgreSQL recorded in the instance state');
  const killedAt = performance.now();
  process.kill(before.pid, 'SIGKILL');
  const up = await waitForHealth(instance.port, killedAt, LIMITS.recoverSeconds * 1000);
  const after = instance.state()?.postgres;
  const upload = up === null ? null : await uploadFixture(instance.port);
  const ok = up !== null && after !== null && after?.pid !== before.pid && after?.port === before.port && upload?.ok === true;
  const detail =
    `killed PostgreSQL pid ${before.pid}: health 200 after ${fmt(up)} (new pid ${after?.pid ?? '?'}, port ${after?.port ?? '?'}` +
    `${after?.port === before.port ? ', same' : `, was ${before.port}`}); upload right after: ${upload?.detail ?? 'not tried'}`;
  return result('kill -9 PostgreSQL', ok, detail, up);
}

export async function probeNextKilled(instance: Instance): Promise<ProbeResult> {
  const before = instance.state()?.next;
  if (!before) return result('kill -9 Next server', false, 'no Next server recorded in the instance state');
  const killedAt = performance.now();
  process.kill(before.pid, 'SIGKILL');
  const up = await waitForHealth(instance.port, killedAt, LIMITS.recoverSeconds * 1000);
  const after = instance.state()?.next;
  // the supervisor's line says when: an operator reads the log for the time of a restart
  const stamped = /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z \[benchboard\] the Next server exited \(killed by SIGKILL\)/.test(
    instance.output(),
  );
  const ok = up !== null && after !== null && after?.pid !== before.pid && instance.child.exitCode === null && stamped;
  return result(
    'kill -9 Next server',
    ok,
    `killed Next pid ${before.pid}: health 200 after ${fmt(up)} (new pid ${after?.pid ?? '?'})${stamped ? ', a stamped restart line' : '; no stamped restart line in the log'}`,
    up,
  );
}

/** SIGKILL of start.ts itself, then the same start again: it must stop the orphans and come up. */
export async function probeSupervisorKilled(ctx: FaultContext, instance: Instance): Promise<{ instance: Instance; result: ProbeResult }> {
  const name = 'kill -9 start.ts, start again';
  const state = instance.state();
  const oldNext = state?.next ?? null;
  const oldPostgres = identityOfPid(state?.postgres?.pid);
  const killedAt = performance.now();
  instance.child.kill('SIGKILL');
  await instance.exited;
  const again = startInstance(ctx.root, instance.home, instance.port);
  // until the new instance has its own Next server, a health 200 may come from the orphan
  const limit = LIMITS.restartSeconds * 1000;
  const newNext = await Promise.race([
    waitFor(() => again.state()?.next?.pid !== oldNext?.pid && again.state()?.next, limit),
    again.exited,
  ]);
  const up = newNext && 'pid' in newNext ? await waitForHealth(again.port, killedAt, limit) : null;
  const orphans = [oldNext, oldPostgres].filter((identity) => isRunning(identity)).map((identity) => identity?.pid);
  const addressInUse = /EADDRINUSE/.test(again.output());
  const ok = up !== null && orphans.length === 0 && !addressInUse;
  const detail =
    `killed start.ts pid ${instance.child.pid} (Next ${oldNext?.pid ?? '?'}, PostgreSQL ${oldPostgres?.pid ?? '?'} left running), started again: ` +
    `health 200 after ${fmt(up)}; orphans left: ${orphans.length ? orphans.join(', ') : 'none'}; EADDRINUSE: ${addressInUse ? 'yes' : 'no'}` +
    (up === null ? `; last output: ${lastLine(again.output())}` : '');
  return { instance: again, result: result(name, ok, detail, up) };
}

/** A second start on a data directory that a live instance holds: refused, the first untouched. */
export async function probeSecondStart(ctx: FaultContext, instance: Instance, otherPort: number): Promise<ProbeResult> {
  const name = 'second start, same data directory';
  const before = instance.state();
  const startedAt = performance.now();
  const second = startInstance(ctx.root, instance.home, otherPort);
  const exit = await waitForExit(second, LIMITS.refuseSeconds * 1000);
  const refusedIn = seconds(startedAt);
  if (!exit) second.child.kill('SIGKILL');
  const message = lastLine(second.output());
  const after = instance.state();
  const untouched =
    (await healthStatus(instance.port)) === 200 && after?.next?.pid === before?.next?.pid && after?.postgres?.pid === before?.postgres?.pid;
  const ok = exit !== null && exit.code !== 0 && message.includes(`pid ${instance.child.pid}`) && untouched;
  const detail = `exit ${exit ? exit.code : 'none (still running)'} after ${fmt(refusedIn)}: "${message}"; first instance ${untouched ? 'still healthy, same pids' : 'DISTURBED'}`;
  return result(name, ok, detail, refusedIn);
}

/** A start on a port another program listens on: refused, that program untouched, no database started. */
export async function probePortInUse(ctx: FaultContext, port: number): Promise<ProbeResult> {
  const name = 'port in use by something else';
  const blocker = await listenOn(port);
  try {
    const startedAt = performance.now();
    const instance = startInstance(ctx.root, path.join(ctx.scratch, 'port-taken'), port);
    const exit = await waitForExit(instance, LIMITS.refuseSeconds * 1000);
    const refusedIn = seconds(startedAt);
    if (!exit) instance.child.kill('SIGKILL');
    const message = lastLine(instance.output());
    const ok = exit !== null && exit.code !== 0 && message.includes(`port ${port}`) && blocker.listening && instance.state() === null;
    const detail = `exit ${exit ? exit.code : 'none (still running)'} after ${fmt(refusedIn)}: "${message}"; the other listener ${blocker.listening ? 'untouched' : 'GONE'}`;
    return result(name, ok, detail, refusedIn);
  } finally {
    blocker.close();
  }
}

/** SIGTERM of start.ts: everything it started stops, and the port is released. */
export async function probeCleanStop(instance: Instance): Promise<ProbeResult> {
  const state = instance.state();
  const children = [state?.next ?? null, identityOfPid(state?.postgres?.pid)];
  const stoppedAt = performance.now();
  instance.child.kill('SIGTERM');
  const exit = await waitForExit(instance, LIMITS.recoverSeconds * 1000);
  const stoppedIn = seconds(stoppedAt);
  const left = await waitFor(() => (children.some(isRunning) ? null : 'none'), 2_000);
  const portFree = (await healthStatus(instance.port)) === 0;
  // an operator reading the log sees the stop asked for and that it finished
  const said = /\[benchboard\] SIGTERM: the app, then PostgreSQL…[\s\S]*\[benchboard\] stopped in \d/.test(instance.output());
  const ok = exit?.code === 0 && left === 'none' && portFree && said;
  const detail = `exit ${exit ? exit.code : 'none'} after ${fmt(stoppedIn)}; children left: ${left ?? children.filter(isRunning).map((c) => c?.pid)}; port ${portFree ? 'free' : 'still answering'}; ${said ? 'the log says so' : 'the log does not say it stopped'}`;
  return result('SIGTERM start.ts', ok, detail, stoppedIn);
}

/**
 * SIGTERM to `npm start` (what systemd, `docker stop` or `kill` send): npm passes it to the `sh -c`
 * it runs start.ts under, which dies without passing it on. Everything must stop all the same.
 */
export async function probeNpmStop(ctx: FaultContext, port: number): Promise<ProbeResult> {
  const name = 'SIGTERM npm start';
  const started = performance.now();
  const instance = startInstance(ctx.root, path.join(ctx.scratch, 'npm-start'), port, 'npm');
  let state: ReturnType<Instance['state']> = null;
  try {
    const up = await Promise.race([waitForHealth(port, started, LIMITS.startSeconds * 1000), instance.exited.then(() => null)]);
    state = instance.state();
    const processes = [state?.supervisor ?? null, state?.next ?? null, identityOfPid(state?.postgres?.pid)];
    if (up === null || processes.some((p) => !isRunning(p)))
      return result(name, false, `not up through npm: ${lastLine(instance.output())}`);
    const stoppedAt = performance.now();
    instance.child.kill('SIGTERM');
    const left = await waitFor(() => (processes.some(isRunning) ? null : 'none'), LIMITS.recoverSeconds * 1000);
    const stoppedIn = seconds(stoppedAt);
    const portFree = (await healthStatus(port)) === 0;
    const running = processes.filter(isRunning).map((p) => p?.pid);
    // stopped in order, to its end: its log says so and its state file is gone (not cut short)
    const finished = /\[benchboard\] stopped in \d/.test(instance.output()) && instance.state() === null;
    const detail =
      `npm pid ${instance.child.pid}, start.ts ${state?.supervisor?.pid}: ${left ? `all stopped after ${fmt(stoppedIn)}` : `still running: ${running.join(', ')}`}; ` +
      `port ${portFree ? 'free' : 'still answering'}; ${finished ? 'the log says it stopped, its state file is gone' : 'the stop did NOT finish (no "stopped in", or its state file is left)'}`;
    return result(name, left === 'none' && portFree && finished, detail, stoppedIn);
  } finally {
    // npm has exited either way: a supervisor it left behind is stopped here, then what it started
    if (state?.supervisor && isRunning(state.supervisor)) {
      process.kill(state.supervisor.pid, 'SIGTERM');
      await waitFor(() => (isRunning(state?.supervisor) ? null : 'gone'), 20_000);
    }
    await stopInstance(instance);
  }
}

/**
 * Every probe in order, on one instance where they can share it: start, kill -9 PostgreSQL, kill -9
 * Next, kill -9 start.ts and start again, a second start on its data directory, a start on a port
 * already taken, SIGTERM; then SIGTERM to an `npm start`. Whatever happens, nothing started here is left running.
 */
export async function runFaultProbes(ctx: FaultContext, report: (r: ProbeResult) => void = () => {}): Promise<ProbeResult[]> {
  const [port, otherPort, takenPort] = (await freePorts(3)) as [number, number, number];
  const results: ProbeResult[] = [];
  const add = (r: ProbeResult) => {
    results.push(r);
    report(r);
  };
  const started: Instance[] = [];
  try {
    const first = await probeStart(ctx, port);
    started.push(first.instance);
    add(first.result);
    if (!first.result.ok) return results;
    add(await probePostgresKilled(first.instance));
    add(await probeNextKilled(first.instance));
    const again = await probeSupervisorKilled(ctx, first.instance);
    started.push(again.instance);
    add(again.result);
    if (!again.result.ok) return results;
    add(await probeSecondStart(ctx, again.instance, otherPort));
    add(await probePortInUse(ctx, takenPort));
    add(await probeCleanStop(again.instance));
    add(await probeNpmStop(ctx, otherPort));
    return results;
  } finally {
    for (const instance of started.reverse()) await stopInstance(instance);
  }
}

async function uploadFixture(port: number): Promise<{ ok: boolean; detail: string }> {
  const form = new FormData();
  form.append('files', new Blob([readFileSync(UPLOAD_FIXTURE)]), path.basename(UPLOAD_FIXTURE));
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/uploads`, {
      method: 'POST',
      body: form,
      signal: AbortSignal.timeout(20_000),
    });
    const body = uploadResponseSchema.safeParse(await response.json());
    const ok = response.status === 201 && body.success && body.data.results.every((r) => r.ok);
    return { ok, detail: `${response.status}${ok ? ' (run stored)' : ''}` };
  } catch (error) {
    return { ok: false, detail: `failed: ${(error as Error).message}` };
  }
}

function listenOn(port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer((socket) => socket.end('HTTP/1.1 418 not benchboard\r\n\r\n'));
    server.once('error', reject);
    server.listen(port, () => resolve(server));
  });
}
