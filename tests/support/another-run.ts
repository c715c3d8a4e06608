// A real log made into another run of the same benchmark: its max latency raised by `n`/100 ms.
// Tests that need several runs alike (a history, repeats, a baseline for alerts) from one log; the
// same log under other names is one run stored twice (lib/ingest/output-fingerprint.ts), counted once.

/** The log with its summary's `max:` latency `n`/100 ms higher (n = 0: the log itself). */
export function anotherRun(log: string, n: number): string {
  if (n === 0) return log;
  let changed = false;
  const out = log.replace(/^(\s+max:\s+)(\d+\.\d\d)$/m, (_, at: string, ms: string) => {
    changed = true;
    return `${at}${(Number(ms) + n / 100).toFixed(2)}`;
  });
  if (!changed) throw new Error('anotherRun: the log has no "max:" latency line');
  return out;
}
