// What a stall is, in one place (no dependencies: client components name the threshold too).

/**
 * A stall: an interval whose throughput is under this share of its run's median after the warm-up.
 * The one definition: the run page's steady state, the compare page's marks and counts (in SQL,
 * lib/db/intervals.ts) and its steady basis all take it. (Compare once counted under 10%, the run
 * page under half: the same run had 4 stalls on one and "No stalls" on the other.)
 */
export const STALL_FRACTION = 0.5;

/** Whether an interval's throughput is a stall against its run's steady median (STALL_FRACTION). */
export const isStall = (value: number, median: number): boolean => median > 0 && value < median * STALL_FRACTION;
