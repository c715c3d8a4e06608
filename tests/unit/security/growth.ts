// How the time of some work grows with its input: the fastest of a few runs at 256 KB and at
// 1 MB (the fastest, not the median: a loaded machine only ever adds time — preemption, another
// process's garbage — so the fastest run is the closest to the work's own cost). Linear work grows ~4× between the two, quadratic ~16×; the bounds leave room for a
// loaded 2-core CI machine.

const KB = 1024;
export const SMALL = 256 * KB;
export const LARGE = 1024 * KB;
export const MAX_GROWTH = 8;
export const MAX_LARGE_MS = 3000;
/**
 * Growth is measured from at least this: a few milliseconds are mostly garbage collection and the
 * scheduler of a loaded machine. A quadratic cost is seconds at 1 MB, far above 8 × this floor.
 */
const FLOOR_MS = 10;

/** `gc()` when Node runs with --expose-gc (vitest.config.ts gives it to the timed files). */
const collect = (globalThis as { gc?: () => void }).gc;

function timeOf(run: () => void, clean = true): number {
  // each run starts from a clean heap: garbage left by the runs before (a 1 MB input leaves
  // megabytes) would otherwise be collected on this run's clock, which made linear work look ×12
  if (clean) collect?.();
  const start = performance.now();
  run();
  return performance.now() - start;
}

const middle = (times: number[]) => times.sort((a, b) => a - b)[Math.floor(times.length / 2)] as number;

/** The fastest of `repeats` runs of `run`. */
function fastest(run: () => void, repeats: number, clean: boolean): number {
  return Math.min(...Array.from({ length: repeats }, () => timeOf(run, clean)));
}

export function median(run: () => void, repeats: number): number {
  return middle(Array.from({ length: repeats }, () => timeOf(run)));
}

/** The fastest times at 256 KB and 1 MB, and what the work returned for each. */
export type Growth<T> = { smallMs: number; largeMs: number; growth: number; small: T | undefined; large: T | undefined };

/** Past this predicted time at 1 MB the large input is not run: the growth so far says enough. */
const HOPELESS_MS = 10 * MAX_LARGE_MS;

/**
 * The fastest time of `work` at 256 KB and at 1 MB; `clean`: each run from a clean heap (a full
 * collection before it, tens of milliseconds: most of the time of a rule that fails fast, so a
 * first look goes without and only a doubtful one is looked at again with it). Sizes grow from 16 KB (which also compiles
 * everything off the clock) and stop as soon as the answer is clear, so a regression fails in
 * seconds instead of running for minutes: at a size over the ceiling, when the growth from 64 KB
 * to 256 KB predicts more than ten ceilings at 1 MB, or when one run at 1 MB is over the ceiling.
 */
export function growth<T>(work: (input: string) => T, input: (size: number) => string, repeats: number, clean = true): Growth<T> {
  const over = (smallMs: number, largeMs: number, small: T | undefined): Growth<T> => ({
    smallMs,
    largeMs,
    growth: largeMs / Math.max(smallMs, FLOOR_MS),
    small,
    large: undefined,
  });
  let previousMs = 0;
  let smallMs = 0;
  let small: T | undefined;
  for (const size of [16 * KB, 64 * KB, SMALL]) {
    const text = input(size);
    previousMs = smallMs;
    smallMs = fastest(
      () => {
        small = work(text);
      },
      size === SMALL ? repeats : 1,
      clean,
    );
    if (smallMs > MAX_LARGE_MS) return over(smallMs, Number.POSITIVE_INFINITY, small);
  }
  const predictedMs = smallMs * Math.max(LARGE / SMALL, smallMs / Math.max(previousMs, FLOOR_MS));
  if (predictedMs > HOPELESS_MS) return over(smallMs, Number.POSITIVE_INFINITY, small);
  const text = input(LARGE);
  let large: T | undefined;
  const runLarge = () => {
    large = work(text);
  };
  const times = [timeOf(runLarge, clean)];
  if ((times[0] as number) > MAX_LARGE_MS) return { ...over(smallMs, times[0] as number, small), large };
  while (times.length < repeats) times.push(timeOf(runLarge, clean));
  const largeMs = Math.min(...times);
  return { smallMs, largeMs, growth: largeMs / Math.max(smallMs, FLOOR_MS), small, large };
}
