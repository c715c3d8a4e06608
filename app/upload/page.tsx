import type { Metadata } from 'next';
import Link from 'next/link';
import { connection } from 'next/server';
import { EmptyState, PageHeader } from '@/components/ui/page-header';
import { UploadForm } from '@/components/upload/upload-form';
import { accessOf, getViewer, isAllowed } from '@/lib/auth/viewer';
import { listConfigChoices, listHostChoices, listProjectChoices, listServerBuildChoices } from '@/lib/db/catalog';
import { getHomeTeamId } from '@/lib/db/teams';
import { readEnv } from '@/lib/env';
import { listAccepted } from '@/lib/parsers/formats';

export const metadata: Metadata = { title: 'Upload' };

export default async function UploadPage() {
  await connection();
  const viewer = await getViewer();
  if (viewer.kind === 'anonymous') {
    return (
      <EmptyState title="Sign in to upload">
        <Link href="/sign-in?next=/upload" className="text-accent hover:underline">
          Sign in
        </Link>{' '}
        with the account your team invited; CI can upload with an API token instead.
      </EmptyState>
    );
  }
  const teams =
    viewer.kind === 'user'
      ? viewer.memberships.filter((m) => isAllowed(viewer, m.teamId, { run: ['upload'] })).map((m) => ({ id: m.teamId, name: m.teamName }))
      : [];
  if (viewer.kind === 'user' && teams.length === 0) {
    // in no team at all (removed from the last one): no role to speak of (it said "viewer": a DBA's pass)
    return viewer.memberships.length === 0 ? (
      <EmptyState title="You are in no team">
        Runs are uploaded to a team.{' '}
        <Link href="/teams" className="text-accent hover:underline">
          Start a team
        </Link>
        , or ask a team’s admin for an invitation.
      </EmptyState>
    ) : (
      <EmptyState title="Your role does not allow uploads">
        Viewers can read their team’s runs; ask a team admin to make you an editor.
      </EmptyState>
    );
  }
  const access = accessOf(viewer);
  const [allHosts, allProjects, builds, allConfigs, openTeamId] = await Promise.all([
    listHostChoices(access),
    listProjectChoices(access),
    listServerBuildChoices(access),
    listConfigChoices(access),
    // with sign-in off uploads go to the home team, if there is one (lib/uploads.ts)
    viewer.kind === 'open' ? getHomeTeamId() : null,
  ]);
  // only what runs may be pointed at: the upload teams' own hosts, configs and projects (the page
  // carries them to the browser: another team's public ones, with its team's id and name, stay here)
  const uploadTeams = new Set<string | null>(viewer.kind === 'open' ? [openTeamId] : teams.map((t) => t.id));
  const own = <T extends { id: number; name: string; teamId: string | null }>(rows: T[]) =>
    rows.filter((r) => uploadTeams.has(r.teamId)).map(({ id, name, teamId }) => ({ id, name, teamId }));
  const [hosts, projects, configs] = [own(allHosts), own(allProjects), own(allConfigs)];
  return (
    <>
      <PageHeader
        title="Upload"
        subtitle="Files are read in your browser first: check what was recognized, edit titles and tags, then save. Passwords are removed before anything is stored."
      />
      <UploadForm
        choices={{ hosts, projects, builds, configs }}
        maxBytes={readEnv().UPLOAD_MAX_BYTES}
        teams={teams}
        openTeamId={openTeamId}
        accepts={listAccepted()}
      />
    </>
  );
}
