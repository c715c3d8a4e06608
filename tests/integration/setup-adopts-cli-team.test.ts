// A team the admin CLI made before anyone had an account (`npm run admin -- token create --team
// Demo`, as a CI is set up first) is the one the setup link's owner gets when they name it: before,
// setup made a second "Demo" beside it, and the runs the CLI's token uploaded answered Not found to
// the owner (a DBA's pass, 2026-12-06).
import { describe, expect, test, vi } from 'vitest';
import { db } from '../../lib/db/client';
import { createTokenFromCli } from '../../lib/teams/service';
import { completeSetup, issueSetupToken } from '../../lib/teams/setup';

vi.mock('next/headers', () => ({ headers: async () => new Headers({ host: 'localhost:3000' }) }));

describe('setup after the admin CLI made a team', () => {
  test('naming that team makes its visitor its owner; no second team of the name', async () => {
    const made = await createTokenFromCli('Demo', { name: 'ci', scope: 'upload', projectId: null, expiresInDays: null });
    expect(made.teamCreated).toBe(true);
    const token = await issueSetupToken('setup-adopts-cli-team-token');
    expect(token).not.toBeNull();
    const headers = new Headers({ host: 'localhost:3000' });
    const { teamSlug } = await completeSetup(
      { token: token as string, name: 'Olga Owner', email: 'olga@setup.test', password: 'a-long-enough-password-1', teamName: 'demo' },
      headers,
    );
    const teams = await db().organization.findMany({ where: { name: { equals: 'Demo', mode: 'insensitive' } } });
    expect(teams).toHaveLength(1);
    expect(teams[0]?.slug).toBe(teamSlug);
    const olga = await db().user.findFirstOrThrow({ where: { email: 'olga@setup.test' } });
    expect(await db().member.findFirst({ where: { userId: olga.id, organizationId: teams[0]?.id } })).toMatchObject({ role: 'owner' });
  });
});
