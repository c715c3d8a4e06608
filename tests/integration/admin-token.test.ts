// `npm run admin -- token create --team <name> --scope upload` from the server's console: stdout is
// the token alone (for scripts), the team is created if new; with it an upload is stored (201),
// without any token it is refused (401), with a read-only token too (403).
import { execFile } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, test, vi } from 'vitest';
import { db } from '../../lib/db/client';
import { ROOT } from '../support/fixtures';

vi.mock('next/headers', () => ({ headers: async () => new Headers({ host: 'localhost:3000' }) }));

const run = promisify(execFile);

async function adminToken(team: string, scope: string, more: string[] = []): Promise<{ stdout: string; stderr: string }> {
  return run(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', 'scripts/admin.ts', 'token', 'create', '--team', team, '--scope', scope, ...more],
    {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: process.env.DATABASE_URL, BENCHBOARD_DATA_DIR: path.join(ROOT, 'tmp', 'admin-token-test') },
    },
  );
}

function uploadRequest(token?: string): Request {
  const form = new FormData();
  const log = readFileSync(path.join(ROOT, 'tests/fixtures/synthetic/sysbench-1.1-throughput.log'), 'utf8');
  form.append('files', new Blob([`${log}\nadmin token test\n`]), 'ci.log');
  return new Request('http://localhost:3000/api/uploads', {
    method: 'POST',
    body: form,
    headers: { host: 'localhost:3000', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

describe('npm run admin -- token create', () => {
  test('prints only the token; it uploads (201), nobody gets 401, a read-only token 403', async () => {
    const upload = await adminToken('CI pipeline', 'upload');
    expect(upload.stdout).toMatch(/^bb_\w+\n$/);
    expect(upload.stderr).toContain('created the team "CI pipeline"');
    const read = await adminToken('CI pipeline', 'read');
    expect(read.stderr).not.toContain('created the team');

    const { POST } = await import('../../app/api/uploads/route');
    const stored = await POST(uploadRequest(upload.stdout.trim()));
    expect(stored.status).toBe(201);
    const team = await db().organization.findFirstOrThrow({ where: { name: 'CI pipeline' } });
    expect(await db().run.count({ where: { teamId: team.id } })).toBeGreaterThan(0);
    expect((await POST(uploadRequest())).status).toBe(401);
    expect((await POST(uploadRequest(read.stdout.trim()))).status).toBe(403);
    // the trail says who made the tokens, and what each may reach: a project token names its project
    await db().project.create({ data: { name: 'nightly', teamId: team.id } });
    await adminToken('CI pipeline', 'upload', ['--project', 'nightly', '--name', 'nightly ci']);
    const made = await db().auditEvent.findMany({ where: { teamId: team.id, action: 'token.create' }, orderBy: { id: 'asc' } });
    expect(made.map((e) => e.summary)).toEqual([
      '"upload token" (upload, for 90 days)',
      '"read token" (read, for 90 days)',
      '"nightly ci" (upload, project "nightly" only, for 90 days)',
    ]);
  }, 120_000);

  test('a token works for 90 days unless told otherwise, and not a moment past its expiry', async () => {
    const days = async (name: string) => {
      const key = await db().apikey.findFirstOrThrow({ where: { name }, select: { expiresAt: true } });
      return key.expiresAt === null ? null : Math.round((key.expiresAt.getTime() - Date.now()) / 86_400_000);
    };
    const made = await adminToken('Expiring', 'upload', ['--name', 'default life']);
    expect(made.stderr).toMatch(/it works until \d{4}-\d{2}-\d{2}/);
    expect(await days('default life')).toBe(90);
    await adminToken('Expiring', 'upload', ['--name', 'a month', '--expires', '30']);
    expect(await days('a month')).toBe(30);
    const forever = await adminToken('Expiring', 'upload', ['--name', 'forever', '--expires', 'never']);
    expect(forever.stderr).toContain('it works until revoked');
    expect(await days('forever')).toBeNull();
    await expect(adminToken('Expiring', 'upload', ['--expires', '400'])).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('--expires takes a number of days from 1 to 365, or never'),
    });
    // past its expiry it is refused as no token at all (a fresh one of the same team is not)
    const { POST } = await import('../../app/api/uploads/route');
    const fresh = await adminToken('Expiring', 'upload', ['--name', 'fresh']);
    expect((await POST(uploadRequest(fresh.stdout.trim()))).status).toBe(201);
    const expiredKey = await adminToken('Expiring', 'upload', ['--name', 'soon gone', '--expires', '1']);
    await db().apikey.updateMany({ where: { name: 'soon gone' }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await POST(uploadRequest(expiredKey.stdout.trim()))).status).toBe(401);
  }, 120_000);

  test('--team finds a team by its slug or its name in other letter case; a new team is made only when none matches, naming the others', async () => {
    await adminToken('Case Team', 'upload');
    const team = await db().organization.findFirstOrThrow({ where: { name: 'Case Team' } });
    for (const asked of ['case team', team.slug]) {
      const made = await adminToken(asked, 'upload', ['--name', `as ${asked}`.slice(0, 32)]);
      expect(made.stderr).not.toContain('created the team');
      // it names the team it found, not what was typed
      expect(made.stderr).toContain('an upload token for the team "Case Team"');
    }
    expect(await db().organization.count({ where: { name: { equals: 'case team', mode: 'insensitive' } } })).toBe(1);
    const fresh = await adminToken('Another Team', 'upload');
    expect(fresh.stderr).toMatch(/created the team "Another Team" \(the others: .*"Case Team"/);
  }, 120_000);

  // an attack probe (2026-12-05): the CLI's service account, made an owner of the team it made a
  // token for, counted as the team's second owner, so its only real owner could step down to
  // viewer and nobody could make anyone owner again; and it was listed as a member
  test('the service account is no owner a team keeps, nor a member its page lists', async () => {
    const { auth } = await import('../../lib/auth/server');
    const { changeMemberRole } = await import('../../lib/teams/members');
    const { countOwners, getTeamBySlug } = await import('../../lib/db/teams');
    const owner = await auth().api.signUpEmail({ body: { name: 'Olga', email: 'olga@admin-token.test', password: 'a long password 123' } });
    const team = await auth().api.createOrganization({ body: { name: 'Owned Team', slug: 'owned-team', userId: owner.user.id } });
    if (!team) throw new Error('no team');
    await adminToken('Owned Team', 'upload');
    expect(await db().member.count({ where: { organizationId: team.id, role: 'owner' } })).toBe(2); // Olga and the CLI
    expect(await countOwners(team.id)).toBe(1);
    const page = await getTeamBySlug('owned-team');
    expect(page?.members.map((m) => m.user.email)).toEqual(['olga@admin-token.test']);
    const member = page?.members[0];
    if (!member) throw new Error('no member');
    const viewer = {
      kind: 'user' as const,
      user: { id: owner.user.id, name: 'Olga', email: 'olga@admin-token.test' },
      memberships: [{ teamId: team.id, teamName: 'Owned Team', teamSlug: 'owned-team', role: 'owner' }],
    };
    await expect(changeMemberRole(viewer, member.id, 'viewer', new Headers())).rejects.toThrow(/at least one owner/);
    expect((await db().member.findUniqueOrThrow({ where: { id: member.id } })).role).toBe('owner');
  }, 120_000);
  test("run against a directory that holds no database (not the server's), it says so before it makes one; then it does not", async () => {
    const home = mkdtempSync(path.join(tmpdir(), 'bb-admin-'));
    chmodSync(home, 0o755); // reachable by the postgres user: the cluster stays inside it, and goes with it
    try {
      const env = { ...process.env, BENCHBOARD_DATA_DIR: home, PORT: '3999' } as NodeJS.ProcessEnv;
      delete env.DATABASE_URL;
      const args = ['--conditions=react-server', '--import', 'tsx', 'scripts/admin.ts', 'token', 'create', '--team', 'Elsewhere'];
      const first = await run(process.execPath, args, { cwd: ROOT, env });
      expect(first.stderr).toContain(`${home} holds no database yet: a new, empty one is made there for this command`);
      expect(first.stdout).toMatch(/^bb_\w+\n$/);
      const second = await run(process.execPath, args, { cwd: ROOT, env });
      expect(second.stderr).not.toContain('holds no database yet');
      expect(second.stderr).toContain(`starting the embedded PostgreSQL of ${home}`);
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
  }, 60_000);
});
