// `clients` concurrent clients sending `requests` requests in all; p50/p95 of their latencies.
import { quantileSorted } from 'simple-statistics';

export type Latency = { p50: number; p95: number; errors: number };

/** Latencies (ms) of `requests` calls of `send` (it throws or answers false on failure), `clients` at a time. */
export async function underLoad(send: (i: number) => Promise<boolean>, requests: number, clients: number): Promise<Latency> {
  const times: number[] = [];
  let errors = 0;
  let next = 0;
  const client = async () => {
    while (next < requests) {
      const i = next++;
      const start = performance.now();
      let ok = false;
      try {
        ok = await send(i);
      } catch {
        ok = false;
      }
      times.push(performance.now() - start);
      if (!ok) errors++;
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  times.sort((a, b) => a - b);
  if (times.length === 0) return { p50: Number.NaN, p95: Number.NaN, errors };
  return { p50: quantileSorted(times, 0.5), p95: quantileSorted(times, 0.95), errors };
}
