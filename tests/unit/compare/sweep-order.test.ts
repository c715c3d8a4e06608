// A project's sweep from the fewest threads up: a shell glob sent its files as 16, 1, 2, 32, 4, 8
// threads, and the 16-thread run became the baseline of the others (a DBA's pass, 2026-12-06).
import { expect, test } from 'vitest';
import { inSweepOrder, type SweepRun } from '../../../lib/compare/sweep-order';

const run = (id: number, threads: number | null, tags: Record<string, string> = {}, test = 'oltp_read_write'): SweepRun => ({
  id,
  tool: 'sysbench',
  test,
  threads,
  tags: Object.entries({ ...tags, ...(threads === null ? {} : { threads: String(threads) }) }).map(([key, value]) => ({ key, value })),
});

test('a sweep of one configuration, sent in glob order, is compared from 1 thread up', () => {
  const runs = [16, 1, 2, 32, 4, 8].map((t, i) => run(i + 1, t, { version: '10.11.19' }));
  expect(
    inSweepOrder(
      runs,
      runs.map((r) => r.id),
    ),
  ).toEqual([2, 3, 5, 6, 1, 4]);
});

test('configurations keep their upload order, each sweep together where its first run was', () => {
  const runs = [
    run(1, 8, { allocator: 'tcmalloc' }),
    run(2, 16, { allocator: 'glibc' }),
    run(3, 4, { allocator: 'tcmalloc' }),
    run(4, 1, { allocator: 'glibc' }),
    run(5, 4, { allocator: 'jemalloc' }),
    run(6, null, { allocator: 'glibc' }),
    run(7, 4, { allocator: 'glibc' }, 'oltp_read_only'),
  ];
  expect(inSweepOrder(runs, [1, 2, 3, 4, 5, 6, 7])).toEqual([3, 1, 4, 2, 6, 5, 7]);
});

test('repeats (a tag apart) and a project of single variants keep their order; an id with no run stays put', () => {
  const repeats = [1, 2, 3].map((r) => run(r, 4, { repeat: String(r) }));
  expect(inSweepOrder(repeats, [3, 1, 2])).toEqual([3, 1, 2]);
  expect(inSweepOrder([run(1, 8), run(2, 4)], [1, 99, 2])).toEqual([2, 1, 99]);
});

test('two sweeps that differ only in their my.cnf or host are two configurations, not one interleaved', () => {
  const runs = [
    { ...run(1, 1), config: { id: 7 } },
    { ...run(2, 1), config: { id: 8 } },
    { ...run(3, 4), config: { id: 7 } },
    { ...run(4, 4), config: { id: 8 } },
    { ...run(5, 2), host: { id: 3 } },
    { ...run(6, 1), host: { id: 3 } },
  ];
  expect(inSweepOrder(runs, [1, 2, 3, 4, 5, 6])).toEqual([1, 3, 2, 4, 6, 5]);
});
