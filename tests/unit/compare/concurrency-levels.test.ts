// When variants are compared level by level (lib/compare/concurrency-levels.ts), and when a kind stays whole.
import { describe, expect, test } from 'vitest';
import { concurrencyLevels, counterpartIn } from '../../../lib/compare/concurrency-levels';

let nextId = 1;
const run = (threads: number | null, tags: Record<string, string>) => ({ id: nextId++, tool: 'sysbench', threads, column: { tags } });

describe('concurrency levels', () => {
  test('two versions, each at two levels: one group per level, in the order the levels come', () => {
    const runs = [run(100, { version: 'b' }), run(100, { version: 'a' }), run(50, { version: 'b' }), run(50, { version: 'a' })];
    expect(concurrencyLevels(runs)?.map((l) => [l.threads, l.runs.map((r) => r.column.tags.version)])).toEqual([
      [100, ['b', 'a']],
      [50, ['b', 'a']],
    ]);
    // the baseline's counterpart is the same version at the other level; the threads tag does not count
    const at50 = concurrencyLevels(runs)?.[1]?.runs ?? [];
    expect(counterpartIn({ ...runs[1], column: { tags: { version: 'a', threads: '100' } } } as (typeof runs)[number], at50)).toBe(runs[3]);
  });

  test('a sweep (one variant), with or without repeats, stays whole: the levels are what it compares', () => {
    expect(concurrencyLevels([run(1, { v: 'x' }), run(4, { v: 'x' }), run(16, { v: 'x' })])).toBeNull();
    expect(
      concurrencyLevels([
        run(4, { v: 'x', repeat: '1' }),
        run(4, { v: 'x', repeat: '2' }),
        run(16, { v: 'x', repeat: '1' }),
        run(16, { v: 'x', repeat: '2' }),
      ]),
    ).toBeNull();
  });

  test('one level, a level with a single variant, or an unknown concurrency: whole', () => {
    expect(concurrencyLevels([run(4, { v: 'a' }), run(4, { v: 'b' })])).toBeNull();
    expect(concurrencyLevels([run(4, { v: 'a' }), run(4, { v: 'b' }), run(16, { v: 'a' })])).toBeNull();
    expect(concurrencyLevels([run(4, { v: 'a' }), run(null, { v: 'b' }), run(16, { v: 'a' }), run(16, { v: 'b' })])).toBeNull();
  });
});
