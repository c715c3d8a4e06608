// A way back into an account: a link mailed to its address (SMTP set) or printed by the server's
// admin (`npm run admin -- user reset-password`). An attack probe (2026-12-07) made an account for
// a new hire's address by inviting it to a team of their own; the new hire could then never join
// their real team ("has an account: sign in first") and nobody could give the account back.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { auth } from '../../lib/auth/server';
import { ROOT } from '../support/fixtures';
import { mailText, type SmtpListener, startSmtpListener } from '../support/smtp-listener';

vi.mock('next/headers', () => ({ headers: async () => new Headers({ host: 'localhost:3000' }) }));

let smtp: SmtpListener;
const SQUATTED = 'newhire@reset.test';

beforeAll(async () => {
  smtp = await startSmtpListener();
  process.env.SMTP_URL = smtp.url;
  process.env.BENCHBOARD_URL = 'https://bench.example.com';
});
afterAll(() => smtp.close());

/** An account with a password and a session (as accepting an invitation makes): its cookie. */
async function accountWithSession(email: string, password: string): Promise<Headers> {
  const made = await auth().api.signUpEmail({ body: { name: 'someone', email, password }, returnHeaders: true });
  return new Headers({ cookie: made.headers.get('set-cookie')?.split(';')[0] ?? '', host: 'localhost:3000' });
}

const signsIn = (email: string, password: string) =>
  auth()
    .api.signInEmail({ body: { email, password } })
    .then(() => true)
    .catch(() => false);

const tokenOf = (link: string) => /\/reset-password\/([\w-]+)$/.exec(link)?.[1] ?? '';

describe('a link mailed to the address', () => {
  test('gives the account back to whoever reads its mail: new password, every other session ended, once', async () => {
    const { askPasswordReset, setNewPassword } = await import('../../lib/teams/passwords');
    const squatter = await accountWithSession(SQUATTED, 'the squatter 123');
    expect(await auth().api.getSession({ headers: squatter })).not.toBeNull();

    await askPasswordReset(SQUATTED, new Headers({ 'x-benchboard-client': '10.0.0.1' }));
    await vi.waitFor(() => expect(smtp.received).toHaveLength(1), { timeout: 5000 });
    const mail = mailText(smtp.received[0] ?? '');
    expect(mail).toContain(`To: ${SQUATTED}`);
    const link = /https:\/\/bench\.example\.com\/reset-password\/[\w-]+/.exec(mail)?.[0] ?? '';
    expect(link).not.toBe('');

    await setNewPassword(tokenOf(link), 'the real owner 456', new Headers());
    expect(await auth().api.getSession({ headers: squatter })).toBeNull();
    expect(await signsIn(SQUATTED, 'the real owner 456')).toBe(true);
    expect(await signsIn(SQUATTED, 'the squatter 123')).toBe(false);
    await expect(setNewPassword(tokenOf(link), 'the squatter again 1', new Headers())).rejects.toMatchObject({ code: 'gone' });
  });

  test('says the same of an address no account has, and mails nothing', async () => {
    const { askPasswordReset } = await import('../../lib/teams/passwords');
    const before = smtp.received.length;
    await expect(askPasswordReset('nobody@reset.test', new Headers({ 'x-benchboard-client': '10.0.0.2' }))).resolves.toBeUndefined();
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.received.length).toBe(before);
  });

  test('at most three mails an hour for one address, whoever asks', async () => {
    const { askPasswordReset } = await import('../../lib/teams/passwords');
    await accountWithSession('mailbox@reset.test', 'a long password 123');
    for (let i = 0; i < 3; i++) await askPasswordReset('mailbox@reset.test', new Headers({ 'x-benchboard-client': `10.0.1.${i}` }));
    await expect(askPasswordReset('mailbox@reset.test', new Headers({ 'x-benchboard-client': '10.0.1.9' }))).rejects.toMatchObject({
      code: 'too_many',
    });
  });
});

describe('a link from the server’s admin', () => {
  test('ends the account’s sessions at once, and works once', async () => {
    const { resetLinkFromCli, setNewPassword } = await import('../../lib/teams/passwords');
    const session = await accountWithSession('lost@reset.test', 'forgotten one 123');
    const { link } = await resetLinkFromCli('LOST@reset.test');
    expect(link).toMatch(/^https:\/\/bench\.example\.com\/reset-password\/[\w-]{24}$/);
    expect(await auth().api.getSession({ headers: session })).toBeNull();
    await setNewPassword(tokenOf(link), 'remembered now 456', new Headers());
    expect(await signsIn('lost@reset.test', 'remembered now 456')).toBe(true);
    await expect(resetLinkFromCli('nobody@reset.test')).rejects.toMatchObject({ code: 'not_found' });
  });

  test('npm run admin -- user reset-password prints the link alone', async () => {
    await accountWithSession('cli@reset.test', 'a long password 123');
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--conditions=react-server', '--import', 'tsx', 'scripts/admin.ts', 'user', 'reset-password', 'cli@reset.test'],
      { cwd: ROOT, env: { ...process.env, BENCHBOARD_DATA_DIR: path.join(ROOT, 'tmp', 'reset-test') } },
    );
    expect(stdout).toMatch(/^https:\/\/bench\.example\.com\/reset-password\/[\w-]{24}\n$/);
    expect(stderr).toContain('it works once, for an hour');
  }, 120_000);
});

describe('a signed-in person changes their password', () => {
  test('with their current one (a wrong one counts as a failed sign-in); every other session ends', async () => {
    const { changePassword } = await import('../../lib/teams/passwords');
    const { listMemberships } = await import('../../lib/db/teams');
    const here = await accountWithSession('changer@reset.test', 'first password 123');
    const elsewhere = new Headers({
      cookie:
        (
          await auth().api.signInEmail({ body: { email: 'changer@reset.test', password: 'first password 123' }, returnHeaders: true })
        ).headers
          .get('set-cookie')
          ?.split(';')[0] ?? '',
    });
    const session = await auth().api.getSession({ headers: here });
    const id = session?.user.id ?? '';
    const viewer = {
      kind: 'user' as const,
      user: { id, name: 'someone', email: 'changer@reset.test' },
      memberships: await listMemberships(id),
    };

    await expect(changePassword(viewer, 'not my password', 'second password 456', here)).rejects.toMatchObject({ code: 'forbidden' });
    expect(await signsIn('changer@reset.test', 'first password 123')).toBe(true);
    await changePassword(viewer, 'first password 123', 'second password 456', here);
    expect(await auth().api.getSession({ headers: elsewhere })).toBeNull();
    // the session that changed it stays signed in
    expect(await auth().api.getSession({ headers: here })).not.toBeNull();
    expect(await signsIn('changer@reset.test', 'second password 456')).toBe(true);
    expect(await signsIn('changer@reset.test', 'first password 123')).toBe(false);
    await expect(changePassword({ kind: 'anonymous' }, 'x', 'second password 456', new Headers())).rejects.toMatchObject({
      code: 'unauthorized',
    });
  });
});
