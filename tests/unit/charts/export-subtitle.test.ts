// An exported comparison chart says what its runs share under its title (a DBA's pass: the PNG of
// three allocators read "#1 glibc, #2 jemalloc, #3 tcmalloc" and nothing of what was measured).
import { describe, expect, test } from 'vitest';
import { wrapLine } from '../../../components/charts/chart-export';
import { sharedFacts } from '../../../lib/compare/shared-facts';

const column = (build: string | null, threads: number | null = 8, tool = 'sysbench') => ({
  kind: { key: `${tool}|oltp_read_write`, name: `${tool} · oltp_read_write` },
  tool,
  threads,
  build,
  hostName: '2 CPU, AMD EPYC, 24 GB RAM',
});

describe('sharedFacts', () => {
  test('the benchmark, the concurrency in its tool’s word, the build and the host the runs share', () => {
    expect(sharedFacts([column('MariaDB 10.11.19'), column('MariaDB 10.11.19')])).toBe(
      'sysbench · oltp_read_write · 8 threads · MariaDB 10.11.19 · 2 CPU, AMD EPYC, 24 GB RAM',
    );
    expect(sharedFacts([column(null, 4, 'pgbench'), column(null, 4, 'pgbench')])).toBe(
      'pgbench · oltp_read_write · 4 clients · 2 CPU, AMD EPYC, 24 GB RAM',
    );
  });
  test('what differs is left to the legend', () => {
    expect(sharedFacts([column('MariaDB 10.11.19', 1), column('MySQL 8.4.3', 8)])).toBe(
      'sysbench · oltp_read_write · 2 CPU, AMD EPYC, 24 GB RAM',
    );
    expect(sharedFacts([])).toBe('');
  });
});

describe('wrapLine', () => {
  test('breaks after a separator, never inside a fact when it can', () => {
    expect(wrapLine('sysbench · oltp_read_write · 8 threads · MariaDB 10.11.19', 30)).toEqual([
      'sysbench · oltp_read_write',
      '8 threads · MariaDB 10.11.19',
    ]);
    expect(wrapLine('short', 30)).toEqual(['short']);
    // a word longer than the line is cut, and the loop ends
    expect(wrapLine('x'.repeat(65), 30)).toEqual(['x'.repeat(30), 'x'.repeat(30), 'x'.repeat(5)]);
  });
});
