// A request body (but an upload's) must arrive within the deadline, or its connection is closed
// (scripts/lib/body-deadline.cjs, preloaded into the Next server by scripts/start.ts): a cross-site
// POST sending its body a byte at a time held its connection for Node's 300 s. Here on a real HTTP
// server whose handler reads the body as Next does, with a deadline of 400 ms.
import http from 'node:http';
import { createRequire } from 'node:module';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';

const require = createRequire(import.meta.url);
const { install, BODY_DEADLINE_MS } = require('../../../scripts/lib/body-deadline.cjs') as {
  install: (options?: { ms?: number }) => void;
  BODY_DEADLINE_MS: number;
};

const original = http.Server.prototype.emit;
let server: http.Server;
let port = 0;

beforeAll(async () => {
  install({ ms: 400 });
  server = http.createServer((req, res) => {
    let bytes = 0;
    req.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
    });
    req.on('end', () => setTimeout(() => res.end(`read ${bytes}`), req.method === 'GET' ? 700 : 0));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  http.Server.prototype.emit = original;
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** Sends a request head declaring `length` bytes and only `sent` of them; resolves with what came back and when the server closed. */
function slowBody(path: string, length: number, sent: number, thenRest?: number): Promise<{ closedAfterMs: number; answer: string }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(`POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Length: ${length}\r\n\r\n${'a'.repeat(sent)}`);
      if (thenRest !== undefined) setTimeout(() => socket.write('a'.repeat(length - sent)), thenRest);
    });
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
      if (answer.includes('read ')) socket.end();
    });
    socket.on('close', () => resolve({ closedAfterMs: Date.now() - started, answer }));
    socket.on('error', () => {});
  });
}

test('the deadline a server gets is a minute', () => {
  expect(BODY_DEADLINE_MS).toBe(60_000);
});

test('a body that stops arriving: the connection is closed at the deadline, with no answer', async () => {
  const { closedAfterMs, answer } = await slowBody('/runs', 1000, 10);
  expect(closedAfterMs).toBeGreaterThanOrEqual(350);
  expect(closedAfterMs).toBeLessThan(3000);
  expect(answer).toBe('');
});

test('a body that arrives whole in time is read and answered; a slow answer to a GET is not cut', async () => {
  const answer = await fetch(`http://127.0.0.1:${port}/api/shares`, { method: 'POST', body: 'x'.repeat(5000) });
  expect(await answer.text()).toBe('read 5000');
  const slowGet = await fetch(`http://127.0.0.1:${port}/runs`);
  expect(await slowGet.text()).toBe('read 0');
  const late = await slowBody('/runs', 100, 10, 200);
  expect(late.answer).toContain('read 100');
});

test('an upload keeps the server’s own timeout: a body slower than the deadline still lands', async () => {
  const { answer, closedAfterMs } = await slowBody('/api/uploads', 100, 10, 900);
  expect(closedAfterMs).toBeGreaterThan(900);
  expect(answer).toContain('read 100');
});
