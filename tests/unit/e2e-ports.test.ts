// The end-to-end servers take free ports (issue 11, item 10): a server the user already runs on
// the first port is left alone, and every Playwright process agrees on the ports (E2E_PORTS).
import net from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildStartMessage, formatSeconds } from '../../scripts/lib/build';
import { e2eOrigins, e2ePorts, findFreePorts } from '../support/ports';

/** The order E2E_PORTS lists the servers in. */
const NAMES_IN_ORDER = ['demo', 'demo2', 'empty', 'open', 'twoA', 'twoB', 'twoReady'] as const;

let taken: net.Server;
let port = 0;

beforeAll(async () => {
  // a server of the user's, listening where the search starts
  taken = net.createServer();
  await new Promise<void>((resolve) => taken.listen({ port: 0, host: '127.0.0.1' }, resolve));
  port = (taken.address() as net.AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => taken.close(() => resolve())));

test('a port in use is skipped: the first free ones after it are taken', () => {
  const ports = findFreePorts(port, 3);
  expect(ports).toHaveLength(3);
  expect(ports).not.toContain(port);
  for (const p of ports) expect(p).toBeGreaterThan(port);
});

test('found once: the runner writes E2E_PORTS, its workers read the same ports', () => {
  const env: Record<string, string | undefined> = { E2E_PORT: String(port) };
  const ports = e2ePorts(env);
  expect(env.E2E_PORTS).toBe(NAMES_IN_ORDER.map((name) => ports[name]).join(','));
  expect(new Set(Object.values(ports)).size).toBe(7);
  expect(ports.demo).not.toBe(port);
  expect(e2eOrigins({ E2E_PORTS: env.E2E_PORTS }).demo).toBe(`http://127.0.0.1:${ports.demo}`);
  expect(() => e2ePorts({ E2E_PORTS: '4100,4101,4102' })).toThrow(/seven ports/);
});

test('npm start says that the first build takes a minute, and how long it took', () => {
  expect(buildStartMessage(false)).toMatch(/first start only, about a minute/);
  expect(buildStartMessage(true)).toMatch(/sources changed/);
  expect(formatSeconds(52_400)).toBe('52 s');
  expect(formatSeconds(3_250)).toBe('3.3 s');
});
