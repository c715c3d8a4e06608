// A server that is too busy says so (503, come back), never 500 (an attack probe, 2026-12-07): 16
// comparisons of long runs at once, each with other settings, held it for 51 s and five answered
// 500 when their statements reached the statement timeout.
import { describe, expect, test } from 'vitest';
import { loadComparison } from '../../lib/compare/load';
import { parseCompareState } from '../../lib/compare/state';
import { ALL } from '../../lib/db/access';
import { db } from '../../lib/db/client';
import { AppError, errorResponse, isStatementTimeout } from '../../lib/errors';

describe('too busy: 503, not 500', () => {
  test('a statement cut at the statement timeout', async () => {
    const error = await db()
      .$transaction(async (tx) => {
        await tx.$executeRaw`SET LOCAL statement_timeout = '20ms'`;
        await tx.$queryRaw`SELECT pg_sleep(1)`;
      })
      .catch((e: unknown) => e);
    expect(isStatementTimeout(error)).toBe(true);
    const response = errorResponse(error);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('30');
    expect((await response.json()).error).toMatchObject({ code: 'busy', message: expect.stringMatching(/took too long/) });
    expect(isStatementTimeout(new Error('a bug'))).toBe(false);
  });

  test('comparisons take turns, two at a time; past 32 waiting they are told to come back', async () => {
    // forty asked at once, each with its own settings (none kept for another)
    const asked = Array.from({ length: 40 }, (_, i) => loadComparison(ALL, parseCompareState({ runs: '1,2', band: String(i + 1) })));
    const settled = await Promise.allSettled(asked);
    const refused = settled.filter((s) => s.status === 'rejected').map((s) => (s as PromiseRejectedResult).reason);
    expect(refused).toHaveLength(6);
    for (const reason of refused) {
      expect(reason).toBeInstanceOf(AppError);
      expect((reason as AppError).message).toMatch(/^The server is busy with 32 comparisons in line/);
    }
  });
});
