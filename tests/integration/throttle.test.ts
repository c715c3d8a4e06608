// Guessing is slow: wrong passwords and wrong tokens are counted per client (and per account), and
// past the limit even the right password is refused until the window passes.
import { describe, expect, test, vi } from 'vitest';

vi.mock('next/headers', () => ({ headers: async () => new Headers({ host: 'localhost:3000' }) }));

describe('throttling', () => {
  test('ten wrong passwords lock the account out for a while, the right one included', async () => {
    const { auth } = await import('../../lib/auth/server');
    const { signIn } = await import('../../lib/teams/sessions');
    await auth().api.signUpEmail({ body: { name: 'Target', email: 'target@throttle.test', password: 'the right password' } });
    const from = (ip: string) => new Headers({ host: 'localhost:3000', 'x-forwarded-for': ip });
    for (let i = 0; i < 10; i++)
      await expect(signIn('target@throttle.test', `wrong ${i}`, from(`10.0.0.${i}`))).rejects.toMatchObject({ code: 'unauthorized' });
    // from yet another address: the account itself is locked
    await expect(signIn('target@throttle.test', 'the right password', from('10.0.1.1'))).rejects.toMatchObject({ code: 'too_many' });
    // another account from a fresh address is not
    await auth().api.signUpEmail({ body: { name: 'Other', email: 'other@throttle.test', password: 'the right password' } });
    await expect(signIn('other@throttle.test', 'the right password', from('10.0.2.1'))).resolves.toBeUndefined();
  });

  test('the sign-in endpoint for scripts counts wrong passwords per account too: a new X-Forwarded-For on each does not help', async () => {
    const { auth } = await import('../../lib/auth/server');
    const { POST } = await import('../../app/api/auth/[...all]/route');
    await auth().api.signUpEmail({ body: { name: 'Rest', email: 'rest@throttle.test', password: 'the right password' } });
    const attempt = (password: string, ip: string) =>
      POST(
        new Request('http://localhost:3000/api/auth/sign-in/email', {
          method: 'POST',
          headers: { 'content-type': 'application/json', host: 'localhost:3000', origin: 'http://localhost:3000', 'x-forwarded-for': ip },
          body: JSON.stringify({ email: 'rest@throttle.test', password }),
        }),
      );
    // before the limit was applied here, only Better Auth's 10 a minute per address held, and the
    // address was whatever X-Forwarded-For said: an attack probe guessed 25 times in a row
    for (let i = 0; i < 10; i++) expect((await attempt(`wrong ${i}`, `10.7.0.${i}`)).status).toBe(401);
    const locked = await attempt('the right password', '10.7.1.1');
    expect(locked.status).toBe(429);
    expect(await locked.text()).toMatch(/Too many failed sign-in attempts/);
    // when to come back, as the window says (it was no header: a client could only guess)
    const wait = Number(locked.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(15 * 60);
  });

  test('twenty wrong tokens from one address: the next attempt is refused before it is checked', async () => {
    const { viewerFromHeaders } = await import('../../lib/auth/viewer');
    const headers = new Headers({ host: 'localhost:3000', 'x-forwarded-for': '10.9.9.9', authorization: 'Bearer bb_not_a_real_token' });
    for (let i = 0; i < 20; i++) await expect(viewerFromHeaders(headers)).rejects.toMatchObject({ code: 'unauthorized' });
    const refused = await viewerFromHeaders(headers).catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: 'too_many' });
    // the API's answer and a page's (the proxy's) both say when to come back
    const { errorResponse } = await import('../../lib/errors');
    const { plainPage } = await import('../../lib/plain-page');
    const { retryAfterOf } = await import('../../lib/errors');
    const api = errorResponse(refused);
    expect(api.status).toBe(429);
    const seconds = Number(api.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(plainPage(429, 'Too many requests', 'x', retryAfterOf(refused, 429)).headers.get('retry-after')).toBe(String(seconds));
    const elsewhere = new Headers({ host: 'localhost:3000', 'x-forwarded-for': '10.9.9.10', authorization: 'Bearer bb_not_a_real_token' });
    await expect(viewerFromHeaders(elsewhere)).rejects.toMatchObject({ code: 'unauthorized' });
  });
});

describe('throttling across app servers', () => {
  test('failures are counted in the database: a second server (or a restart) sees the lock-out', async () => {
    const headers = new Headers({ host: 'localhost:3000', 'x-forwarded-for': '10.8.8.8', authorization: 'Bearer bb_not_a_real_token' });
    const first = await import('../../lib/auth/viewer');
    for (let i = 0; i < 20; i++) await expect(first.viewerFromHeaders(headers)).rejects.toMatchObject({ code: 'unauthorized' });
    vi.resetModules(); // fresh modules: what another server process starts with
    const second = await import('../../lib/auth/viewer');
    expect(second).not.toBe(first);
    await expect(second.viewerFromHeaders(headers)).rejects.toMatchObject({ code: 'too_many' });
  });

  test("Better Auth's own request limits are kept in the database too", async () => {
    const { auth } = await import('../../lib/auth/server');
    const { db } = await import('../../lib/db/client');
    const before = await db().rateLimit.count();
    const request = new Request('http://localhost:3000/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.7.7.7', origin: 'http://localhost:3000' },
      body: JSON.stringify({ email: 'nobody@throttle.test', password: 'not the password' }),
    });
    const answer = await auth().handler(request);
    expect(answer.status).toBe(401);
    expect(await db().rateLimit.count()).toBe(before + 1);
  });
});
