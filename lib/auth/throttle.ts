// Failed sign-ins and failed tokens, counted per client and per account: past the limit, further
// attempts are refused (429) until the window passes, so a password or token cannot be guessed by
// brute force. Counted in the database (lib/db/throttle-store.ts): every app server in front of it
// sees the same count, and a restart forgives nothing.
import type { RateLimiterPrisma } from 'rate-limiter-flexible';
import { createSharedLimiter } from '../db/throttle-store';
import { AppError } from '../errors';

type FailureLimiter = { assertAllowed: (key: string) => Promise<void>; recordFailure: (key: string) => Promise<void> };

function failureLimiter(points: number, windowSeconds: number, what: string, name: string): FailureLimiter {
  let made: RateLimiterPrisma | undefined;
  // made on first use: the build imports this module and has no database
  const limiter = () => {
    made ??= createSharedLimiter(points, windowSeconds, name);
    return made;
  };
  return {
    async assertAllowed(key) {
      const state = await limiter().get(key);
      if (state && state.consumedPoints >= points) {
        const retryAfterS = Math.ceil(state.msBeforeNext / 1000);
        throw new AppError('too_many', `Too many failed ${what}; try again in ${retryAfterS} s.`, { retryAfterS });
      }
    },
    async recordFailure(key) {
      await limiter().penalty(key, 1);
    },
  };
}

/** Per client address: a CI box with a wrong token fails a few times, a guesser thousands. */
export const limitFailedTokens = failureLimiter(20, 60, 'token attempts from this address', 'token');
/** Per client address and per email: 10 wrong passwords in 15 minutes. */
export const limitFailedSignIns = failureLimiter(10, 15 * 60, 'sign-in attempts', 'sign-in');
