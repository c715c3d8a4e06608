// An invitation's id is the secret in its link (/invite/<id>); the audit trail, which editors read,
// showed 24 of its 32 characters (an attack probe, 2026-12-02). It shows the first six now.
import { expect, test } from 'vitest';
import { addAuditEvent, listAuditEvents, SHOWN_INVITATION_ID } from '../../lib/db/audit';
import { db } from '../../lib/db/client';

test("the trail shows an invitation's id cut to its first characters, other targets whole", async () => {
  await db().organization.create({ data: { id: 'audit-team', name: 'audit', slug: 'audit-team', createdAt: new Date() } });
  const secret = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';
  const event = { teamId: 'audit-team', userId: null, tokenId: null, actorName: 'owner', ip: null, userAgent: null };
  await addAuditEvent({ ...event, action: 'member.invite', targetType: 'invitation', targetId: secret, summary: 'x as editor' });
  await addAuditEvent({ ...event, action: 'run.delete', targetType: 'run', targetId: '12345', summary: 'a run' });
  const [run, invitation] = await listAuditEvents('audit-team');
  expect(invitation?.targetId).toBe(`${secret.slice(0, SHOWN_INVITATION_ID)}…`);
  expect(JSON.stringify(await listAuditEvents('audit-team'))).not.toContain(secret.slice(0, SHOWN_INVITATION_ID + 1));
  expect(run?.targetId).toBe('12345');
});
