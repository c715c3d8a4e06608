import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { decideBuildLock } from '../../../scripts/lib/build';
import { findOrphans, type InstanceState, readState, statePath, writeState } from '../../../scripts/lib/instance-state';
import type { ProcessInfo } from '../../../scripts/lib/processes';

const state: InstanceState = {
  supervisor: { pid: 100, startTicks: 10 },
  port: 3000,
  next: { pid: 200, startTicks: 20 },
  postgres: { pid: 300, port: 41234, dataDir: '/data/pg' },
};
const proc = (over: Partial<ProcessInfo>): ProcessInfo => ({ pid: 200, startTicks: 20, ppid: 1, state: 'S', args: [], ...over });
const nextServer = proc({ args: ['next-server (v16.4.6)'] });

describe('findOrphans: the previous Next server, only while it is that process', () => {
  test.each([
    ['still running (renamed next-server)', nextServer, [200]],
    [
      'still running, not yet renamed',
      proc({ args: ['/usr/bin/node', '--require', 'x.cjs', '/app/node_modules/next/dist/bin/next', 'start'] }),
      [200],
    ],
    ['its pid now belongs to a later process', proc({ startTicks: 99, args: ['next-server (v16.4.6)'] }), []],
    ['same pid and start, but not Next (not ours to stop)', proc({ args: ['vim'] }), []],
    ['exited, a zombie', proc({ state: 'Z', args: ['next-server (v16.4.6)'] }), []],
    ['gone', null, []],
  ])('%s', (_, found, pids) => {
    expect(findOrphans(state, (pid) => (pid === 200 ? found : null)).map((o) => o.identity.pid)).toEqual(pids);
  });

  test('no state, or no Next recorded: nothing to stop', () => {
    expect(findOrphans(null, () => nextServer)).toEqual([]);
    expect(findOrphans({ ...state, next: null }, () => nextServer)).toEqual([]);
  });
});

describe('state file', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'benchboard-state-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('round trip; one file per port with an external database', () => {
    const file = statePath(dir, 3000, false);
    writeState(file, state);
    expect(readState(file)).toEqual(state);
    expect(statePath(dir, 3000, true)).not.toBe(file);
  });

  test.each([
    ['missing', null],
    ['half written', '{"supervisor": {"pid": 1'],
    ['not a state', '{"pid": 1}'],
  ])('%s → null', (_, text) => {
    const file = path.join(dir, 'other.json');
    rmSync(file, { force: true });
    if (text !== null) writeFileSync(file, text);
    expect(readState(file)).toBeNull();
  });
});

describe('decideBuildLock: a build lock is abandoned when its holder is gone', () => {
  const owner = { pid: 500, startTicks: 50 };
  test.each([
    ['holder building', owner, proc({ pid: 500, startTicks: 50 }), 5_000, 'wait'],
    ['holder killed', owner, null, 5_000, 'take-over'],
    ['holder pid reused', owner, proc({ pid: 500, startTicks: 51 }), 5_000, 'take-over'],
    ['holder a zombie', owner, proc({ pid: 500, startTicks: 50, state: 'Z' }), 5_000, 'take-over'],
    ['no owner yet, just created', null, null, 1_000, 'wait'],
    ['no owner, long ago (old version, or died right after mkdir)', null, null, 60_000, 'take-over'],
  ] as const)('%s → %s', (_, recorded, holder, age, expected) => {
    expect(decideBuildLock(recorded, holder, age)).toBe(expected);
  });
});
