// Writes the audit trail for a change made by `viewer`: their name (or the token's), the client
// address and browser as the request gave them.
import 'server-only';
import { headers as requestHeaders } from 'next/headers';
import { addAuditEvent } from '../db/audit';
import { clientAddress, type Viewer } from './viewer';

export type AuditAction =
  | 'upload'
  | 'run.edit'
  | 'run.delete'
  | 'run.restore'
  | 'run.purge'
  | 'host.merge'
  | 'upload.reparse'
  | 'upload.delete'
  | 'upload.restore'
  | 'upload.purge'
  | 'share.create'
  | 'share.revoke'
  | 'member.invite'
  | 'member.join'
  | 'member.role'
  | 'member.remove'
  | 'invitation.cancel'
  | 'token.create'
  | 'token.revoke'
  | 'project.publish'
  | 'project.unpublish'
  | 'team.create'
  | 'team.setup'
  | 'alert.rule'
  | 'alert.webhook'
  | 'alert.acknowledge';

export type AuditEvent = {
  teamId: string | null;
  action: AuditAction;
  targetType: string;
  targetId?: string | number | null;
  summary: string;
};

function actorOf(viewer: Viewer): { userId: string | null; tokenId: string | null; actorName: string } {
  switch (viewer.kind) {
    case 'user':
      return { userId: viewer.user.id, tokenId: null, actorName: `${viewer.user.name} <${viewer.user.email}>` };
    case 'token':
      return { userId: null, tokenId: viewer.token.id, actorName: `token "${viewer.token.name}"` };
    case 'open':
      return { userId: null, tokenId: null, actorName: 'anyone (sign-in off)' };
    default:
      return { userId: null, tokenId: null, actorName: 'anonymous' };
  }
}

/** `headers`: the request's, in a route handler; a server action reads its own. */
export async function audit(viewer: Viewer, event: AuditEvent, headers?: Headers): Promise<void> {
  const h = headers ?? (await requestHeaders());
  await addAuditEvent({
    ...actorOf(viewer),
    teamId: event.teamId,
    action: event.action,
    targetType: event.targetType,
    targetId: event.targetId === undefined || event.targetId === null ? null : String(event.targetId),
    summary: event.summary,
    ip: clientAddress(h),
    userAgent: h.get('user-agent'),
  });
}
