// The audit trail: who did what to which thing, when, from where. Rows are only ever added.
import 'server-only';
import { db } from './client';

export type AuditEntry = {
  teamId: string | null;
  userId: string | null;
  tokenId: string | null;
  actorName: string;
  action: string;
  targetType: string;
  targetId: string | null;
  summary: string;
  ip: string | null;
  userAgent: string | null;
};

export async function addAuditEvent(entry: AuditEntry): Promise<void> {
  await db().auditEvent.create({
    data: { ...entry, summary: entry.summary.slice(0, 500), userAgent: entry.userAgent?.slice(0, 300) ?? null },
  });
}

/**
 * An invitation's id is the secret of its link: the trail (which editors read) shows its first
 * characters only, enough to tell two apart; an admin finds the whole link under Members.
 */
export const SHOWN_INVITATION_ID = 6;

export async function listAuditEvents(teamId: string, take = 200) {
  const events = await db().auditEvent.findMany({ where: { teamId }, orderBy: { id: 'desc' }, take });
  return events.map((e) =>
    e.targetType === 'invitation' && e.targetId ? { ...e, targetId: `${e.targetId.slice(0, SHOWN_INVITATION_ID)}…` } : e,
  );
}
