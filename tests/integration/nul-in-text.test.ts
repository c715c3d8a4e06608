// A NUL character in anything but a log: an email typed at sign-in (reachable without an account),
// a team's name, a share's note, a Json column's value, a raw query's parameter. PostgreSQL refuses
// them (22021 in text, 22P05 as jsonb's \u0000): each was a database error and a 500. They are
// left out on the way to the database (lib/db/nul-free.ts, lib/db/client.ts), so the request is
// answered as if they had not been typed.
import { beforeAll, describe, expect, test, vi } from 'vitest';
import type { Viewer } from '../../lib/auth/viewer';
import { freezeCompareState, parseCompareState } from '../../lib/compare/state';
import { db } from '../../lib/db/client';
import { withoutNulDeep } from '../../lib/db/nul-free';
import { getShare } from '../../lib/db/shares';
import { ingestDocument } from '../../lib/ingest/ingest';
import { shareComparison } from '../../lib/shares';
import { createTeam } from '../../lib/teams/projects';
import { signIn } from '../../lib/teams/sessions';
import { readFixture, SEED } from '../support/fixtures';

vi.mock('next/headers', () => ({ headers: async () => new Headers({ host: 'localhost:3000' }) }));

const person: Viewer = {
  kind: 'user',
  user: { id: 'nul-user', name: 'Nul User', email: 'nul@example.com' },
  memberships: [{ teamId: 'nul-team', teamName: 'nul-team', teamSlug: 'nul-team', role: 'editor' }],
};
const runIds: number[] = [];

beforeAll(async () => {
  await db().user.create({ data: { id: 'nul-user', name: 'Nul User', email: 'nul@example.com' } });
  await db().organization.create({ data: { id: 'nul-team', name: 'nul-team', slug: 'nul-team', createdAt: new Date() } });
  const stored = await ingestDocument({ fileName: '002.txt', text: readFixture(SEED.qc002), teamId: 'nul-team', projectName: 'Nul' });
  runIds.push(...stored.runIds);
});

describe('a NUL typed where text is stored or looked up', () => {
  test('in the email of a sign-in: refused as a wrong password, not a server error', async () => {
    await expect(signIn('olga\u0000@example.com', 'not the password', new Headers())).rejects.toThrow(
      'The email or the password is wrong.',
    );
    // the failure was counted (under the address without its NUL)
    const counts = await db().throttleCount.findMany({ select: { key: true } });
    expect(counts.some((c) => c.key.includes('olga@example.com'))).toBe(true);
  });

  test('in the email sent to the sign-in endpoint for scripts (no account needed): refused as no address, not a 500', async () => {
    const { POST } = await import('../../app/api/auth/[...all]/route');
    const answer = await POST(
      new Request('http://localhost:3000/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json', host: 'localhost:3000', origin: 'http://localhost:3000' },
        body: JSON.stringify({ email: 'olga\u0000@example.com', password: 'not the password' }),
      }),
    );
    // Better Auth's own check of the address answers; before, counting the attempt failed first
    expect(answer.status).toBe(400);
    expect(await answer.text()).toMatch(/email/i);
  });

  test('in a new team’s name: the team is made under the name without it, and so is its audit line', async () => {
    const { slug } = await createTeam(person, 'Perf\u0000 Lab');
    const team = await db().organization.findUniqueOrThrow({ where: { slug }, select: { id: true, name: true } });
    expect(team.name).toBe('Perf Lab');
    const audit = await db().auditEvent.findFirstOrThrow({ where: { teamId: team.id, action: 'team.create' } });
    expect(audit.summary).toBe('Perf Lab');
  });

  test('in a share’s note: stored without it', async () => {
    const state = freezeCompareState(parseCompareState({}), runIds.slice(0, 2), runIds[0] as number);
    const slug = await shareComparison(person, state, new Headers(), 'QC\u0000 off is the second run');
    expect((await getShare(slug))?.note).toBe('QC off is the second run');
  });

  test('in a Json column’s value and key, and in a where clause', async () => {
    const share = await db().share.create({
      data: { slug: 'nul-json', state: { label: 'a\u0000b', nested: [{ 'k\u0000ey': 'c\u0000' }] }, note: 'n\u0000' },
    });
    expect(share.state).toEqual({ label: 'ab', nested: [{ key: 'c' }] });
    expect(share.note).toBe('n');
    expect(await db().share.findUnique({ where: { slug: 'nul-json\u0000' }, select: { slug: true } })).toEqual({ slug: 'nul-json' });
  });

  test('as a raw query’s parameter, alone or in an array', async () => {
    const [row] = await db().$queryRaw<
      { one: string; many: string[] }[]
    >`SELECT ${'a\u0000b'}::text AS one, ${['c\u0000', 'd']}::text[] AS many`;
    expect(row).toEqual({ one: 'ab', many: ['c', 'd'] });
    const [unsafe] = await db().$queryRawUnsafe<{ one: string }[]>('SELECT $1::text AS one', 'e\u0000f');
    expect(unsafe?.one).toBe('ef');
  });
});

describe('withoutNulDeep', () => {
  test('returns the very value when it holds no NUL (no copy on the way to the database)', () => {
    const args = { where: { id: 3, name: 'x', tags: ['a', 'b'] }, data: { at: new Date(0), bytes: new Uint8Array([0]) } };
    expect(withoutNulDeep(args)).toBe(args);
  });

  test('copies only what holds one, and leaves the original as it was', () => {
    const untouched = { deep: ['kept'] };
    const args = { a: 'x\u0000y', untouched, list: ['\u0000', 'z'] };
    const clean = withoutNulDeep(args);
    expect(clean).toEqual({ a: 'xy', untouched: { deep: ['kept'] }, list: ['', 'z'] });
    expect(clean.untouched).toBe(untouched);
    expect(args.a).toBe('x\u0000y');
  });
});
