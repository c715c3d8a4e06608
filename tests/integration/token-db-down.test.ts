// With the database down, a request carrying a token must not be told its token is wrong (CI would
// chase a good token): it fails as the server's fault, and no failure is counted against the token.
import { describe, expect, test, vi } from 'vitest';
import { AppError, errorResponse, isDatabaseUnavailable } from '../../lib/errors';

vi.mock('next/headers', () => ({ headers: async () => new Headers({ host: 'localhost:3000' }) }));

describe('token check with the database down', () => {
  test('is an error of the server, not a 401', async () => {
    // nothing listens on port 9 (discard): every query fails to connect
    process.env.DATABASE_URL = 'postgresql://nobody:nothing@127.0.0.1:9/none';
    const { viewerFromHeaders } = await import('../../lib/auth/viewer');
    const headers = new Headers({ host: 'localhost:3000', authorization: 'Bearer bb_a_token_that_may_well_be_good' });
    const error = await viewerFromHeaders(headers).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(AppError);
    // and it says so: 503, come back (an upload while PostgreSQL restarted answered 500: an attack probe, 2026-12-05)
    expect(isDatabaseUnavailable(error)).toBe(true);
    const response = errorResponse(error);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('30');
    expect((await response.json()).error).toMatchObject({ code: 'busy', message: expect.stringMatching(/not reachable/) });
    expect(isDatabaseUnavailable(new Error('a bug'))).toBe(false);
    expect(errorResponse(new Error('a bug')).status).toBe(500);
  });
});
