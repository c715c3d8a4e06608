// When variants are compared level by level (lib/compare/concurrency-levels.ts), and when a kind stays whole.
import { describe, expect, test } from 'vitest';
import { concurrencyLevels, counterpartIn } from '../../../lib/compare/concurrency-levels';

let nextId = 1;
const run = (threads: number | null, tags: Record<string, string>, failure: string | null = null) => ({
  id: nextId++,
  tool: 'sysbench',
  threads,
  column: { tags, failure },
});
const shape = (levels: ReturnType<typeof concurrencyLevels>) => levels?.map((l) => [l.threads, l.runs.map((r) => r.column.tags.v)]);

describe('concurrency levels', () => {
  test('two versions, each at two levels: one group per level, in the order the levels come', () => {
    const runs = [run(100, { v: 'b' }), run(100, { v: 'a' }), run(50, { v: 'b' }), run(50, { v: 'a' })];
    expect(shape(concurrencyLevels(runs))).toEqual([
      [100, ['b', 'a']],
      [50, ['b', 'a']],
    ]);
    // the baseline's counterpart is the same version at the other level; the threads tag does not count
    const at50 = concurrencyLevels(runs)?.[1]?.runs ?? [];
    expect(counterpartIn({ ...runs[1], column: { tags: { v: 'a', threads: '100' }, failure: null } } as (typeof runs)[number], at50)).toBe(
      runs[3],
    );
  });

  test('only a crossed design is split: a variant alone at some level, or a run of no printed concurrency, leaves the kind whole', () => {
    // (a project's sweep with a variant at one level: one table and its "Different threads" warning, not a table a level)
    expect(concurrencyLevels([run(4, { v: 'a' }), run(4, { v: 'b' }), run(16, { v: 'a' })])).toBeNull();
    expect(concurrencyLevels([run(4, { v: 'a' }), run(4, { v: 'b' }), run(null, { v: 'a' }), run(null, { v: 'b' })])).toBeNull();
  });

  test('a sweep (one variant), with or without repeats, or one level: whole', () => {
    expect(concurrencyLevels([run(1, { v: 'x' }), run(4, { v: 'x' }), run(16, { v: 'x' })])).toBeNull();
    expect(
      concurrencyLevels([
        run(4, { v: 'x', repeat: '1' }),
        run(4, { v: 'x', repeat: '2' }),
        run(16, { v: 'x', repeat: '1' }),
        run(16, { v: 'x', repeat: '2' }),
      ]),
    ).toBeNull();
    expect(concurrencyLevels([run(4, { v: 'a' }), run(4, { v: 'b' })])).toBeNull();
  });

  test('a counterpart that failed is not a baseline: the level falls back to its own default', () => {
    const base = run(100, { v: 'a' });
    const failed = run(50, { v: 'a' }, 'aborted');
    expect(counterpartIn(base, [run(50, { v: 'b' }), failed])).toBeUndefined();
  });
});
