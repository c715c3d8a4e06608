import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { acquireInstanceLock, askOwner, lockAddress, parseOwner } from '../../../scripts/lib/instance-lock';

describe('lockAddress', () => {
  test('Linux: an abstract socket named by the key (freed by the kernel when its holder dies)', () => {
    const a = lockAddress('/srv/a/.data', '/srv/a/.data', 'linux');
    expect(a.startsWith('\0benchboard-')).toBe(true);
    expect(lockAddress('/srv/a/.data', '/srv/a/.data', 'linux')).toBe(a);
    expect(lockAddress('/srv/b/.data', '/srv/b/.data', 'linux')).not.toBe(a);
  });
  test('elsewhere: a socket file in the data directory', () => {
    expect(lockAddress('/srv/a/.data', '/srv/a/.data', 'darwin')).toBe('/srv/a/.data/supervisor.sock');
  });
});

test('parseOwner accepts only a well-formed answer', () => {
  expect(parseOwner('{"pid":12,"port":3000,"home":"/d"}')).toEqual({ pid: 12, port: 3000, home: '/d' });
  expect(parseOwner('{"pid":"12"}')).toBeNull();
  expect(parseOwner('')).toBeNull();
});

test.runIf(process.platform === 'linux')('one holder at a time; the refused one learns who holds it; released, it is free', async () => {
  const address = lockAddress(randomUUID(), '/unused');
  const owner = { pid: process.pid, port: 3299, home: '/tmp/x' };
  const first = await acquireInstanceLock(address, owner);
  expect(first.ok).toBe(true);
  const second = await acquireInstanceLock(address, { ...owner, port: 3298 });
  expect(second).toEqual({ ok: false, owner });
  if (first.ok) first.release();
  await new Promise((r) => setTimeout(r, 20));
  expect(await askOwner(address)).toBe('nobody');
  const third = await acquireInstanceLock(address, owner);
  expect(third.ok).toBe(true);
  if (third.ok) third.release();
});
