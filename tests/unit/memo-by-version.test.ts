import { describe, expect, test } from 'vitest';
import { memoByVersion } from '../../lib/memo-by-version';

function setup(maxKeys = 10) {
  let version = 1;
  let clock = 0;
  let computed = 0;
  const memo = memoByVersion<number>({
    readVersion: async () => String(version),
    staleAfterMs: 1000,
    maxKeys,
    now: () => clock,
  });
  const compute = async () => ++computed;
  return {
    get: (key = 'all') => memo(key, compute),
    bump: () => version++,
    tick: (ms: number) => {
      clock += ms;
    },
    computed: () => computed,
  };
}

describe('memoByVersion', () => {
  test('answers from the cache while the version holds, recomputes as soon as it changes', async () => {
    const m = setup();
    expect(await m.get()).toBe(1);
    expect(await m.get()).toBe(1);
    expect(m.computed()).toBe(1);
    m.bump();
    expect(await m.get()).toBe(2);
    expect(m.computed()).toBe(2);
  });

  test('concurrent misses share one computation; keys are separate', async () => {
    const m = setup();
    expect(await Promise.all([m.get(), m.get(), m.get()])).toEqual([1, 1, 1]);
    expect(await m.get('team-a')).toBe(2);
    expect(m.computed()).toBe(2);
  });

  test('an old entry is answered once more while it is recomputed behind the answer', async () => {
    const m = setup();
    await m.get();
    m.tick(1000);
    expect(await m.get()).toBe(1); // stale, refresh started
    await new Promise((r) => setTimeout(r, 0));
    expect(await m.get()).toBe(2);
    expect(m.computed()).toBe(2);
  });

  test('a failed computation is not kept', async () => {
    let fail = true;
    const memo = memoByVersion<string>({ readVersion: async () => '1', staleAfterMs: 1000, maxKeys: 10 });
    const compute = async () => {
      if (fail) throw new Error('down');
      return 'ok';
    };
    await expect(memo('k', compute)).rejects.toThrow('down');
    fail = false;
    expect(await memo('k', compute)).toBe('ok');
  });

  test('keeps at most maxKeys keys, dropping the least recently used', async () => {
    const m = setup(2);
    await m.get('a');
    await m.get('b');
    await m.get('c');
    expect(m.computed()).toBe(3);
    await m.get('c');
    await m.get('b');
    expect(m.computed()).toBe(3);
    await m.get('a');
    expect(m.computed()).toBe(4);
    // a key read often stays, whatever else is asked in between
    const hot = setup(2);
    await hot.get('hot');
    for (const key of ['x', 'y', 'z']) {
      await hot.get(key);
      await hot.get('hot');
    }
    expect(hot.computed()).toBe(4); // hot once, x, y, z
  });

  test('a value not worth its key (an empty answer) is answered, not kept', async () => {
    let computed = 0;
    const memo = memoByVersion<number | null>({ readVersion: async () => '1', staleAfterMs: 1000, maxKeys: 10, keepIf: (v) => v !== null });
    const nothing = async () => {
      computed++;
      return null;
    };
    expect(await memo('missing', nothing)).toBeNull();
    expect(await memo('missing', nothing)).toBeNull();
    expect(computed).toBe(2);
    expect(await memo('there', async () => ++computed)).toBe(3);
    expect(await memo('there', async () => ++computed)).toBe(3);
  });
});

describe('memoByVersion during a write', () => {
  test('a value computed while a write is under way is answered, not kept; kept once the write is over', async () => {
    const state = { version: '5', settled: false };
    let computed = 0;
    const memo = memoByVersion<number>({ readVersion: async () => ({ ...state }), staleAfterMs: 60_000, maxKeys: 10 });
    const get = () => memo('k', async () => ++computed);
    // the writer bumped to 5 and has not committed: what is read now may miss its rows
    expect(await get()).toBe(1);
    expect(await get()).toBe(2);
    state.settled = true;
    expect(await get()).toBe(3);
    expect(await get()).toBe(3);
    // a write begins (its rows unseen until it bumps): a value kept at this version still answers
    state.settled = false;
    expect(await get()).toBe(3);
    state.version = '6';
    expect(await get()).toBe(4);
    expect(computed).toBe(4);
  });
});
