// When a supervised child dies: restart it after a growing delay, and give up when it keeps
// crashing (a crash loop only hides the first error under a flood of identical ones).

export type RestartPolicyOptions = {
  /** delay before the first restart */
  initialDelayMs: number;
  maxDelayMs: number;
  /** give up at this many crashes within `windowMs` */
  maxCrashes: number;
  windowMs: number;
};

export type RestartDecision = { action: 'restart'; delayMs: number; crashes: number } | { action: 'give-up'; crashes: number };

export const DEFAULT_RESTART_POLICY: RestartPolicyOptions = { initialDelayMs: 200, maxDelayMs: 5_000, maxCrashes: 5, windowMs: 60_000 };

/** Doubling delay: initial, 2×, 4×… capped at `maxDelayMs`. `attempt` counts from 1. */
export function backoffDelay(attempt: number, options: Pick<RestartPolicyOptions, 'initialDelayMs' | 'maxDelayMs'>): number {
  const exponent = Math.max(0, Math.min(attempt - 1, 30));
  return Math.min(options.maxDelayMs, options.initialDelayMs * 2 ** exponent);
}

/** Pure: the crash times seen so far and the new one decide. Returns the decision and the times to keep. */
export function decideRestart(
  crashTimes: readonly number[],
  now: number,
  options: RestartPolicyOptions = DEFAULT_RESTART_POLICY,
): { decision: RestartDecision; crashTimes: number[] } {
  const recent = [...crashTimes.filter((t) => now - t < options.windowMs), now];
  const crashes = recent.length;
  if (crashes >= options.maxCrashes) return { decision: { action: 'give-up', crashes }, crashTimes: recent };
  return { decision: { action: 'restart', delayMs: backoffDelay(crashes, options), crashes }, crashTimes: recent };
}

/** The stateful wrapper a supervisor keeps per child. */
export function createRestartPolicy(options: RestartPolicyOptions = DEFAULT_RESTART_POLICY, clock: () => number = Date.now) {
  let crashTimes: number[] = [];
  return {
    options,
    onCrash(): RestartDecision {
      const next = decideRestart(crashTimes, clock(), options);
      crashTimes = next.crashTimes;
      return next.decision;
    },
  };
}
