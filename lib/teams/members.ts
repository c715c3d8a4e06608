// People in a team: invitations (a link an admin copies; also mailed when SMTP is set), joining,
// roles, leaving. Authorized by benchboard's roles first, then Better Auth checks its own rules.
import 'server-only';
import { isAuthRefusal } from '../auth/api-error';
import { audit } from '../auth/audit';
import { can, INVITABLE_ROLES, isRole, type Role } from '../auth/roles';
import { auth } from '../auth/server';
import { limitInvitations } from '../auth/throttle';
import { authorize, isAllowed, type Viewer } from '../auth/viewer';
import {
  cancelInvitationsSentBy,
  claimInvitation,
  countOwners,
  deleteTokensMadeBy,
  findUserByEmail,
  getInvitation,
  getMember,
  markInvitation,
  memberRole,
  reopenInvitation,
} from '../db/teams';
import { whileHoldingLock } from '../db/tx';
import { readEnv } from '../env';
import { AppError } from '../errors';
import { linkOrigin, publicOrigin } from '../hosts';
import { redactTyped } from '../parsers';
import { isReservedAddress } from '../schemas/auth';

/**
 * Only an owner makes, changes or removes an owner (Better Auth's rule too, which said it to an admin
 * in its own words: "You cannot leave the organization as the only owner" when nobody was leaving,
 * "ask a team admin" to an admin: a DBA's pass). Sign-in off (`open`): everyone is.
 */
function assertOwnerFor(viewer: Viewer, teamId: string, what: string): void {
  // the owner's own permission in lib/auth/roles.ts (deleting the team), not a role named here
  if (!isAllowed(viewer, teamId, { organization: ['delete'] }))
    throw new AppError('forbidden', `Only an owner can ${what}; ask one of the team's owners.`);
}

/** An invitation's link, made with the address its reader used when their request is at hand (linkOrigin). */
/** A team's owners counted and changed by one request at a time (a transaction's advisory lock: let go if its server dies). */
const whileOwnersHeld = <T>(teamId: string, work: () => Promise<T>) => whileHoldingLock(`team-owners:${teamId}`, work, 60_000);

export function invitationLink(id: string, headers?: Headers): string {
  const env = readEnv();
  return `${headers ? linkOrigin(env, headers) : publicOrigin(env)}/invite/${id}`;
}

/** Better Auth's refusals, in words a person can act on. */
async function asAppError<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isAuthRefusal(error)) throw new AppError(error.statusCode === 403 ? 'forbidden' : 'invalid', error.message || 'Refused.');
    throw error;
  }
}

export async function inviteMember(viewer: Viewer, teamId: string, email: string, role: Role, headers: Headers): Promise<string> {
  authorize(viewer, teamId, { invitation: ['create'] }, 'invite people to this team');
  if (!(INVITABLE_ROLES as readonly string[]).includes(role)) throw new AppError('invalid', 'Invite as admin, editor or viewer.');
  const counted = `user:${viewer.kind === 'user' ? viewer.user.id : 'none'}`;
  await limitInvitations.assertAllowed(counted);
  const invitation = await asAppError(() => auth().api.createInvitation({ body: { email, role, organizationId: teamId }, headers }));
  await limitInvitations.recordFailure(counted);
  await audit(
    viewer,
    {
      teamId,
      action: 'member.invite',
      targetType: 'invitation',
      targetId: invitation.id,
      summary: `${email} as ${role}`,
    },
    headers,
  );
  return invitationLink(invitation.id, headers);
}

export async function cancelInvitation(viewer: Viewer, invitationId: string): Promise<void> {
  const invitation = await getInvitation(invitationId);
  if (!invitation) throw new AppError('not_found', 'No such invitation.');
  authorize(viewer, invitation.organizationId, { invitation: ['cancel'] }, 'cancel invitations');
  await markInvitation(invitationId, 'canceled');
  await audit(viewer, {
    teamId: invitation.organizationId,
    action: 'invitation.cancel',
    targetType: 'invitation',
    targetId: invitationId,
    summary: invitation.email,
  });
}

export type OpenInvitation = NonNullable<Awaited<ReturnType<typeof openInvitation>>>;

/** A pending invitation that has not expired, or null. */
export async function openInvitation(id: string) {
  const invitation = await getInvitation(id);
  if (invitation?.status !== 'pending' || invitation.expiresAt < new Date()) return null;
  return { ...invitation, hasAccount: Boolean(await findUserByEmail(invitation.email)) };
}

/**
 * Joins the team of an invitation: a new person creates their account here (signed in by the
 * response), someone signed in as the invited email joins as they are.
 */
export async function acceptInvitation(
  viewer: Viewer,
  input: { invitationId: string; name?: string; password?: string },
  headers: Headers,
): Promise<{ teamSlug: string }> {
  const invitation = await openInvitation(input.invitationId);
  const gone = new AppError('gone', 'This invitation is not valid any more (used, cancelled or expired): ask for a new one.');
  if (!invitation) throw gone;
  // an invitation is as good as its sender: one sent by an admin since removed (or demoted) is void
  if (!can(await memberRole(invitation.organizationId, invitation.inviterId), { invitation: ['create'] })) {
    await markInvitation(invitation.id, 'canceled');
    throw new AppError(
      'gone',
      'The person who sent this invitation may no longer invite people to the team: ask a team admin for a new one.',
    );
  }
  // an invitation sent before such addresses were refused: nobody may have an account at one
  if (isReservedAddress(invitation.email)) {
    await markInvitation(invitation.id, 'canceled');
    throw new AppError('gone', `${invitation.email} is no address a person may have: this invitation is cancelled.`);
  }
  const role = invitation.role && isRole(invitation.role) ? invitation.role : 'viewer';
  if (viewer.kind === 'user' && viewer.user.email.toLowerCase() !== invitation.email.toLowerCase())
    throw new AppError('forbidden', `This invitation is for ${invitation.email}; you are signed in as ${viewer.user.email}.`);
  if (viewer.kind !== 'user') {
    if (invitation.hasAccount)
      throw new AppError('conflict', `${invitation.email} has an account: sign in first, then open the link again.`);
    if (!input.name || !input.password) throw new AppError('invalid', 'Give your name and a password of 10 characters or more.');
  }
  // taken once, whatever the number of acceptances at once; given back if joining then fails
  if (!(await claimInvitation(invitation.id))) throw gone;
  let userId: string;
  try {
    if (viewer.kind === 'user') userId = viewer.user.id;
    else {
      const body = { name: redactTyped(input.name ?? ''), email: invitation.email, password: input.password ?? '' };
      userId = (await asAppError(() => auth().api.signUpEmail({ body, headers }))).user.id;
    }
    await asAppError(() => auth().api.addMember({ body: { userId, organizationId: invitation.organizationId, role } }));
  } catch (error) {
    await reopenInvitation(invitation.id);
    throw error;
  }
  const member = {
    kind: 'user' as const,
    user: { id: userId, name: redactTyped(input.name ?? ''), email: invitation.email },
    memberships: [],
  };
  await audit(
    viewer.kind === 'user' ? viewer : member,
    {
      teamId: invitation.organizationId,
      action: 'member.join',
      targetType: 'member',
      targetId: userId,
      summary: `${invitation.email} joined as ${role}`,
    },
    headers,
  );
  return { teamSlug: invitation.organization.slug };
}

export async function changeMemberRole(viewer: Viewer, memberId: string, role: Role, headers: Headers): Promise<void> {
  const member = await getMember(memberId);
  if (!member) throw new AppError('not_found', 'No such member.');
  authorize(viewer, member.organizationId, { member: ['update'] }, 'change roles in this team');
  if (role === 'owner') assertOwnerFor(viewer, member.organizationId, 'make someone an owner');
  if (member.role === 'owner' && role !== 'owner') assertOwnerFor(viewer, member.organizationId, "change an owner's role");
  // the count and the change under one lock per team, on every app server: two owners demoting each
  // other at once both counted two owners and left none (an attack probe, 2026-12-07)
  await whileOwnersHeld(member.organizationId, async () => {
    const now = await getMember(memberId);
    if (!now) throw new AppError('not_found', 'No such member.');
    if (now.role === 'owner' && role !== 'owner' && (await countOwners(member.organizationId)) <= 1)
      throw new AppError('invalid', 'A team keeps at least one owner: make someone else owner first.');
    await asAppError(() => auth().api.updateMemberRole({ body: { memberId, role, organizationId: member.organizationId }, headers }));
  });
  await audit(
    viewer,
    {
      teamId: member.organizationId,
      action: 'member.role',
      targetType: 'member',
      targetId: memberId,
      summary: `${member.user.email}: ${member.role} → ${role}`,
    },
    headers,
  );
  await withdrawWhatTheyMayNoLongerMake(viewer, member, role, `now ${role}`, headers);
}

/**
 * A person who leaves a team, or whose new role may not make tokens or invite, takes back what they
 * made that lets others in: their tokens are revoked and their pending invitations cancelled (an
 * attack probe kept reading a team's private runs with the token of an admin removed from it, and
 * rejoined it as admin through an invitation sent to another address before the removal).
 */
async function withdrawWhatTheyMayNoLongerMake(
  viewer: Viewer,
  member: { organizationId: string; userId: string; user: { email: string } },
  role: Role | null,
  why: string,
  headers: Headers,
): Promise<void> {
  const teamId = member.organizationId;
  const who = `${member.user.email}, ${why}`;
  if (!can(role, { apiKey: ['create'] }))
    for (const token of await deleteTokensMadeBy(teamId, member.userId))
      await audit(
        viewer,
        {
          teamId,
          action: 'token.revoke',
          targetType: 'token',
          targetId: token.id,
          summary: `"${token.name ?? ''}" (made by ${who})`,
        },
        headers,
      );
  if (!can(role, { invitation: ['create'] }))
    for (const invitation of await cancelInvitationsSentBy(teamId, member.userId))
      await audit(
        viewer,
        {
          teamId,
          action: 'invitation.cancel',
          targetType: 'invitation',
          targetId: invitation.id,
          summary: `${invitation.email} (sent by ${who})`,
        },
        headers,
      );
}

export async function removeMember(viewer: Viewer, memberId: string, headers: Headers): Promise<void> {
  const member = await getMember(memberId);
  if (!member) throw new AppError('not_found', 'No such member.');
  authorize(viewer, member.organizationId, { member: ['delete'] }, 'remove people from this team');
  if (member.role === 'owner') assertOwnerFor(viewer, member.organizationId, 'remove an owner');
  await whileOwnersHeld(member.organizationId, async () => {
    const now = await getMember(memberId);
    if (!now) throw new AppError('not_found', 'No such member.');
    if (now.role === 'owner' && (await countOwners(member.organizationId)) <= 1)
      throw new AppError('invalid', 'The last owner cannot be removed.');
    await asAppError(() =>
      auth().api.removeMember({ body: { memberIdOrEmail: memberId, organizationId: member.organizationId }, headers }),
    );
  });
  await audit(
    viewer,
    {
      teamId: member.organizationId,
      action: 'member.remove',
      targetType: 'member',
      targetId: memberId,
      summary: member.user.email,
    },
    headers,
  );
  await withdrawWhatTheyMayNoLongerMake(viewer, member, null, 'who left the team', headers);
}
