import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { AuditPanel } from '@/components/teams/audit-panel';
import { MembersPanel } from '@/components/teams/members-panel';
import { ProjectsPanel } from '@/components/teams/projects-panel';
import { TokensPanel } from '@/components/teams/tokens-panel';
import { PageHeader } from '@/components/ui/page-header';
import { getViewer, isAllowed, roleIn, tokenMetadataSchema } from '@/lib/auth/viewer';
import { listAuditEvents } from '@/lib/db/audit';
import { getTeamBySlug, listTeamTokens } from '@/lib/db/teams';
import { countOf } from '@/lib/format';
import { tokenMakerSchema } from '@/lib/schemas/teams';
import { invitationLink } from '@/lib/teams/members';
import {
  cancelInvitationAction,
  changeRoleAction,
  createTokenAction,
  inviteAction,
  publishAction,
  removeMemberAction,
  revokeTokenAction,
} from './actions';

export const metadata: Metadata = { title: 'Team' };

const scopeOf = (permissions: string | null) => {
  const runs = (JSON.parse(permissions ?? '{}') as { runs?: string[] }).runs ?? [];
  return runs.length === 2 ? 'read and upload' : runs[0] === 'read' ? 'read only' : 'upload only';
};

export default async function TeamPage({ params }: { params: Promise<{ slug: string }> }) {
  await connection();
  const { slug } = await params;
  const viewer = await getViewer();
  const team = slug.length <= 100 ? await getTeamBySlug(slug) : null;
  const role = team ? roleIn(viewer, team.id) : null;
  if (!team || (viewer.kind !== 'open' && !role)) notFound(); // members only: others do not learn it exists
  const canManage = isAllowed(viewer, team.id, { member: ['update'] });
  const [tokens, events] = await Promise.all([
    isAllowed(viewer, team.id, { apiKey: ['read'] }) ? listTeamTokens(team.id) : [],
    isAllowed(viewer, team.id, { audit: ['read'] }) ? listAuditEvents(team.id) : null,
  ]);
  const projectName = new Map(team.projects.map((p) => [p.id, p.name]));
  const requestHeaders = await headers();
  return (
    <>
      <PageHeader
        title={team.name}
        subtitle={`Team · you are ${role ?? 'here with sign-in off'} · ${countOf(team.members.length, 'member')}`}
      />
      <MembersPanel
        team={team}
        canManage={canManage}
        linkOf={(id) => invitationLink(id, requestHeaders)}
        actions={{
          invite: inviteAction,
          changeRole: changeRoleAction,
          remove: removeMemberAction,
          cancelInvitation: cancelInvitationAction,
        }}
      />
      <ProjectsPanel projects={team.projects} canPublish={isAllowed(viewer, team.id, { project: ['publish'] })} publish={publishAction} />
      {isAllowed(viewer, team.id, { apiKey: ['create'] }) ? (
        <TokensPanel
          teamId={team.id}
          projects={team.projects.map((p) => ({ id: p.id, name: p.name }))}
          tokens={tokens.map((t) => {
            const metadata = JSON.parse(t.metadata ?? '{}');
            const { projectId } = tokenMetadataSchema.parse(metadata);
            return {
              id: t.id,
              name: t.name ?? '',
              start: t.start ?? '',
              scope: scopeOf(t.permissions),
              project: projectId ? (projectName.get(projectId) ?? `#${projectId}`) : null,
              lastUsed: t.lastRequest,
              createdAt: t.createdAt,
              expiresAt: t.expiresAt,
              createdBy: tokenMakerSchema.parse(metadata).createdBy,
            };
          })}
          create={createTokenAction}
          revoke={revokeTokenAction}
        />
      ) : null}
      {events ? <AuditPanel events={events} /> : null}
    </>
  );
}
