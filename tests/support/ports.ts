// The end-to-end servers' ports: seven free ones, found once (demo, demo2, empty, open, and the two
// app servers over one PostgreSQL with the port their harness reports ready on:
// tests/support/two-servers.ts). A server the user already runs on
// 3100 is left alone (the first free ports from E2E_PORT, default 3100, are taken instead).
// Playwright loads its config in the runner and again in each worker: the runner finds the ports
// and puts them in E2E_PORTS, which the workers (its children) inherit, so every process agrees.
import { spawnSync } from 'node:child_process';

/** Two servers with the demo data (the demo specs are split between them and run side by side),
 * one empty, one open, and the two app servers over one PostgreSQL with their harness's ready port. */
export type E2ePorts = { demo: number; demo2: number; empty: number; open: number; twoA: number; twoB: number; twoReady: number };
const NAMES = ['demo', 'demo2', 'empty', 'open', 'twoA', 'twoB', 'twoReady'] as const;

/** A child that tries to listen on each port from `from` and prints the first `count` free ones. */
const PROBE = `
const net = require('node:net');
const [from, count] = process.argv.slice(1).map(Number);
const free = [];
const tryPort = (port) => {
  if (free.length === count || port > 65535) return console.log(free.join(','));
  const server = net.createServer();
  server.once('error', () => tryPort(port + 1));
  server.listen({ port, host: '127.0.0.1', exclusive: true }, () => server.close(() => (free.push(port), tryPort(port + 1))));
};
tryPort(from);
`;

/** The first `count` ports from `from` that nothing listens on (127.0.0.1, where the servers listen). Synchronous: a config is. */
export function findFreePorts(from: number, count: number): number[] {
  const probe = spawnSync(process.execPath, ['-e', PROBE, String(from), String(count)], { encoding: 'utf8', timeout: 30_000 });
  const ports = probe.stdout.trim().split(',').filter(Boolean).map(Number);
  if (probe.status !== 0 || ports.length !== count) throw new Error(`no ${count} free ports from ${from}: ${probe.stderr || probe.stdout}`);
  return ports;
}

type Env = Record<string, string | undefined>;

export function e2ePorts(env: Env = process.env): E2ePorts {
  if (!env.E2E_PORTS) {
    const from = Number(env.E2E_PORT ?? 3100);
    if (!Number.isInteger(from) || from < 1024 || from > 65_000)
      throw new Error(`E2E_PORT must be a port number from 1024, not ${env.E2E_PORT}`);
    env.E2E_PORTS = findFreePorts(from, NAMES.length).join(',');
  }
  const ports = env.E2E_PORTS.split(',').map(Number);
  if (ports.length !== NAMES.length || ports.some((p) => !Number.isInteger(p) || p <= 0))
    throw new Error(`E2E_PORTS must be seven ports (${NAMES.join(',')}), not ${env.E2E_PORTS}`);
  return Object.fromEntries(NAMES.map((name, i) => [name, ports[i]])) as E2ePorts;
}

/** The servers' addresses, as the browsers use them (each project's baseURL). */
export function e2eOrigins(env: Env = process.env): Record<keyof E2ePorts, string> {
  const ports = e2ePorts(env);
  return Object.fromEntries(NAMES.map((name) => [name, `http://127.0.0.1:${ports[name]}`])) as Record<keyof E2ePorts, string>;
}
