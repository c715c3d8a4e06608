// A server that is too busy says so (503, come back), never 500 (an attack probe, 2026-12-07): 16
// comparisons of long runs at once, each with other settings, held it for 51 s and five answered
// 500 when their statements reached the statement timeout.
import { describe, expect, test } from 'vitest';
import { comparisonTurns, loadComparison } from '../../lib/compare/load';
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
    // the turns taken by comparisons still being built: two building, 32 waiting
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const holding = Array.from({ length: 34 }, () => comparisonTurns.run(1, () => held));
    expect(comparisonTurns.pending).toBe(32);
    const refused = await loadComparison(ALL, parseCompareState({ runs: '1,2', band: '7' })).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).message).toMatch(/^The server is busy with 32 comparisons in line/);
    expect(errorResponse(refused).status).toBe(503);
    release();
    await Promise.all(holding);
    // its turn free again: answered
    expect((await loadComparison(ALL, parseCompareState({ runs: '1,2', band: '8' }))).model).toBeNull();
  });
});
