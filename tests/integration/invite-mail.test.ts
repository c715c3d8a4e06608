// With SMTP settings, an invitation is also mailed (the link works without them: see the teams e2e).
// A minimal SMTP listener on loopback stands in for the mail server and keeps what it receives.
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';

vi.mock('next/headers', () => ({ headers: async () => new Headers({ host: 'localhost:3000' }) }));

const received: string[] = [];
let smtp: Server;

beforeAll(async () => {
  smtp = createServer((socket) => {
    let data = '';
    let inData = false;
    socket.write('220 test SMTP\r\n');
    socket.on('data', (chunk) => {
      for (const line of chunk.toString('utf8').split(/(?<=\r\n)/)) {
        if (inData) {
          data += line;
          if (data.endsWith('\r\n.\r\n')) {
            inData = false;
            received.push(data);
            data = '';
            socket.write('250 queued\r\n');
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 test\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else if (line.trim()) socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const address = smtp.address();
  process.env.SMTP_URL = `smtp://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  process.env.BENCHBOARD_URL = 'https://bench.example.com';
});

afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

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
    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 5000 });
    const mail = received[0] ?? '';
    expect(mail).toContain('To: newcomer@mail.test');
    expect(mail).toContain('Mail team');
    expect(mail.replace(/=\r\n/g, '')).toContain(link);
  });
});
