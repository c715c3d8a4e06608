// What every run of a chart shares, said in its exported image: a PNG pasted into a ticket read
// "#1 glibc, #2 jemalloc, #3 tcmalloc" and nothing of what was measured (a DBA's pass, 2026-12-06).
import { concurrencyText } from '../parsers/formats';
import type { RunColumn } from './sections/runs';

/** The one value every run has, or null when they differ (or none has one). */
function shared<T>(values: readonly (T | null)[]): T | null {
  const first = values[0] ?? null;
  return first !== null && values.every((v) => v === first) ? first : null;
}

/** `sysbench · oltp_read_write · 8 threads · MariaDB 10.11.19 · 2 CPU, 4 GB RAM`: the facts the runs share, in that order. */
export function sharedFacts(columns: readonly Pick<RunColumn, 'kind' | 'tool' | 'threads' | 'build' | 'hostName'>[]): string {
  if (columns.length === 0) return '';
  const kind = shared(columns.map((c) => c.kind.name));
  const threads = shared(columns.map((c) => c.threads));
  const tool = shared(columns.map((c) => c.tool));
  return [
    kind,
    threads !== null ? concurrencyText(tool ?? 'sysbench', threads) : null,
    shared(columns.map((c) => c.build)),
    shared(columns.map((c) => c.hostName)),
  ]
    .filter((part): part is string => Boolean(part))
    .join(' · ');
}
