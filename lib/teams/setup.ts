// The first start of a server with sign-in on: it prints a one-time setup link; the first person
// to open it becomes owner of the first team, which takes everything stored so far (the demo
// projects). The token is kept hashed, compared in constant time, and deleted when used.
// Every app server in front of one database prints the same link: the token is derived from a
// random value stored once in the database and the session secret they share.
import 'server-only';
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { audit } from '../auth/audit';
import { auth } from '../auth/server';
import { findTeamByName } from '../db/cli-teams';
import {
  adoptTeamlessData,
  countUsers,
  deleteSetting,
  deleteUser,
  ensureSetting,
  getSetting,
  HOME_TEAM,
  setSetting,
  withSetupLock,
} from '../db/teams';
import { readEnv } from '../env';
import { AppError } from '../errors';
import { countOf } from '../format';
import { redactTyped } from '../parsers';
import { slugOf } from './slug';

const SETUP_TOKEN = 'setup-token-sha256';
const SETUP_NONCE = 'setup-token-nonce';

const hashOf = (token: string) => createHash('sha256').update(token).digest();

/** A new setup token while nobody has an account (`fixed`: the BENCHBOARD_SETUP_TOKEN setting); null once set up. */
export async function issueSetupToken(fixed?: string): Promise<string | null> {
  if ((await countUsers()) > 0) return null;
  const token = fixed ?? sharedToken(await ensureSetting(SETUP_NONCE, randomBytes(24).toString('base64url')));
  await setSetting(SETUP_TOKEN, hashOf(token).toString('hex'));
  return token;
}

/** The same on every server that signs with the same secret: a server starting later does not void the link of the first. */
function sharedToken(nonce: string): string {
  const secret = readEnv().BETTER_AUTH_SECRET;
  if (!secret) throw new Error('BETTER_AUTH_SECRET is not set: start the app with `npm start`, which provides one');
  return createHmac('sha256', secret).update(`benchboard setup ${nonce}`).digest('base64url');
}

export async function isSetupTokenValid(token: string): Promise<boolean> {
  const stored = await getSetting(SETUP_TOKEN);
  if (!stored || token.length > 200) return false;
  const expected = Buffer.from(stored, 'hex');
  const given = hashOf(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export type SetupInput = { token: string; name: string; email: string; password: string; teamName: string };

/** Creates the owner's account (signed in by the response's cookie) and the first team. */
export async function completeSetup(input: SetupInput, headers: Headers): Promise<{ teamSlug: string }> {
  // one at a time: two people opening the link together cannot both become owner
  return withSetupLock(async () => {
    if (!(await isSetupTokenValid(input.token))) throw new AppError('forbidden', 'This setup link is not valid any more.');
    if ((await countUsers()) > 0) throw new AppError('conflict', 'Setup is already done: sign in instead.');
    // typed names: a password in them is masked as in a run's title (an attack probe, 2026-12-07)
    const [name, teamName] = [redactTyped(input.name), redactTyped(input.teamName).trim()];
    const signedUp = await auth().api.signUpEmail({ body: { name, email: input.email, password: input.password } });
    let team: { id: string; name: string; slug: string } | null;
    try {
      // a team of that name the admin CLI made before anyone had an account (`token create --team
      // Demo`): its owner now, not a second "Demo" beside it that the CLI's tokens upload past (a
      // DBA's pass, 2026-12-06: the owner's runs answered Not found)
      team = await findTeamByName(teamName);
      if (team) await auth().api.addMember({ body: { userId: signedUp.user.id, organizationId: team.id, role: 'owner' } });
      else
        team = await auth().api.createOrganization({
          body: { name: teamName, slug: slugOf(teamName), userId: signedUp.user.id },
        });
      if (!team) throw new Error('the first team could not be created');
    } catch (error) {
      // no owner without a team: the link stays good for another try
      await deleteUser(signedUp.user.id);
      throw error;
    }
    await setSetting(HOME_TEAM, team.id);
    const adopted = await adoptTeamlessData(team.id);
    await deleteSetting(SETUP_TOKEN);
    await deleteSetting(SETUP_NONCE);
    const viewer = {
      kind: 'user' as const,
      user: { id: signedUp.user.id, name, email: input.email },
      memberships: [{ teamId: team.id, teamName: team.name, teamSlug: team.slug, role: 'owner' }],
    };
    await audit(
      viewer,
      {
        teamId: team.id,
        action: 'team.setup',
        targetType: 'team',
        targetId: team.id,
        summary: `${team.name} set up; it holds ${countOf(adopted.projects, 'project')} and ${countOf(adopted.runs, 'run')} stored before`,
      },
      headers,
    );
    return { teamSlug: team.slug };
  });
}
