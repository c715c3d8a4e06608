// Failed sign-ins and failed tokens, counted per client and per account: past the limit, further
// attempts are refused (429) until the window passes, so a password or token cannot be guessed by
// brute force. In memory: one server process, and a restart forgives (rate-limiter-flexible).
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { AppError } from '../errors';

type FailureLimiter = { assertAllowed: (key: string) => Promise<void>; recordFailure: (key: string) => Promise<void> };

function failureLimiter(points: number, windowSeconds: number, what: string): FailureLimiter {
  const limiter = new RateLimiterMemory({ points, duration: windowSeconds });
  return {
    async assertAllowed(key) {
      const state = await limiter.get(key);
      if (state && state.consumedPoints >= points)
        throw new AppError('too_many', `Too many failed ${what}; try again in ${Math.ceil(state.msBeforeNext / 1000)} s.`);
    },
    async recordFailure(key) {
      await limiter.penalty(key, 1);
    },
  };
}

/** Per client address: a CI box with a wrong token fails a few times, a guesser thousands. */
export const limitFailedTokens = failureLimiter(20, 60, 'token attempts from this address');
/** Per client address and per email: 10 wrong passwords in 15 minutes. */
export const limitFailedSignIns = failureLimiter(10, 15 * 60, 'sign-in attempts');
