// Failed sign-ins and failed tokens, counted per client and per account: past the limit, further
// attempts are refused (429) until the window passes, so a password or token cannot be guessed by
// brute force. Counted in the database (lib/db/throttle-store.ts): every app server in front of it
// sees the same count, and a restart forgives nothing.
import type { RateLimiterPrisma } from 'rate-limiter-flexible';
import { createSharedLimiter } from '../db/throttle-store';
import { AppError } from '../errors';

type FailureLimiter = { assertAllowed: (key: string) => Promise<void>; recordFailure: (key: string) => Promise<void> };

/** `what` as the refusal says it: "Too many failed sign-in attempts", "Too many invitations from your account in an hour". */
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
        throw new AppError('too_many', `Too many ${what}; try again in ${retryAfterS} s.`, { retryAfterS });
      }
    },
    async recordFailure(key) {
      await limiter().penalty(key, 1);
    },
  };
}

/** Per client address: a CI box with a wrong token fails a few times, a guesser thousands. */
export const limitFailedTokens = failureLimiter(20, 60, 'failed token attempts from this address', 'token');
/** Per client address and per email: 10 wrong passwords in 15 minutes. */
export const limitFailedSignIns = failureLimiter(10, 15 * 60, 'failed sign-in attempts', 'sign-in');

/**
 * What a person can make the server do to others, counted per account (and per address for mails
 * asked for while signed out): an attack probe (2026-12-07) made 100 teams in 8 s and 50 invitations
 * in 2 s, each mailed when SMTP is set — the server as a mail relay to any address.
 */
export const limitInvitations = failureLimiter(30, 60 * 60, 'invitations from your account in an hour', 'invite');
export const limitTeamsMade = failureLimiter(10, 24 * 60 * 60, 'teams made by your account today', 'new-team');
/** Per address asking and per account: a reset mail is a mail to someone. */
export const limitResetMails = failureLimiter(3, 60 * 60, 'password reset mails asked for in an hour', 'reset-mail');
