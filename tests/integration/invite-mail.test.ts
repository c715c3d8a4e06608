// With SMTP settings, an invitation is also mailed (the link works without them: see the teams e2e).
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { mailText, type SmtpListener, startSmtpListener } from '../support/smtp-listener';

vi.mock('next/headers', () => ({ headers: async () => new Headers({ host: 'localhost:3000' }) }));

let smtp: SmtpListener;

beforeAll(async () => {
  smtp = await startSmtpListener();
  process.env.SMTP_URL = smtp.url;
  process.env.BENCHBOARD_URL = 'https://bench.example.com';
});

afterAll(() => smtp.close());

describe('invitations by mail', () => {
  test('an admin’s invitation is mailed with its link when SMTP is set', async () => {
    const { auth } = await import('../../lib/auth/server');
    const { listMemberships } = await import('../../lib/db/teams');
    const { inviteMember } = await import('../../lib/teams/members');
    const signedUp = await auth().api.signUpEmail({
      body: { name: 'Ada Admin', email: 'ada@mail.test', password: 'a long password 123' },
      returnHeaders: true,
    });
    const cookie = signedUp.headers.get('set-cookie')?.split(';')[0] ?? '';
    const team = await auth().api.createOrganization({ body: { name: 'Mail team', slug: 'mail-team', userId: signedUp.response.user.id } });
    if (!team) throw new Error('no team');
    const viewer = {
      kind: 'user' as const,
      user: { id: signedUp.response.user.id, name: 'Ada Admin', email: 'ada@mail.test' },
      memberships: await listMemberships(signedUp.response.user.id),
    };
    const link = await inviteMember(viewer, team.id, 'newcomer@mail.test', 'editor', new Headers({ cookie, host: 'localhost:3000' }));
    expect(link).toMatch(/^https:\/\/bench\.example\.com\/invite\/[\w-]+$/);
    await vi.waitFor(() => expect(smtp.received).toHaveLength(1), { timeout: 5000 });
    const mail = smtp.received[0] ?? '';
    expect(mail).toContain('To: newcomer@mail.test');
    expect(mail).toContain('Mail team');
    expect(mailText(mail)).toContain(link);
  });
});
