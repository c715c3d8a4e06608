import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { connection } from 'next/server';
import { CredentialsForm } from '@/components/auth/credentials-form';
import { EmptyState, PageHeader, Panel } from '@/components/ui/page-header';
import { getViewer } from '@/lib/auth/viewer';
import { changePasswordAction, createTeamAction } from './actions';

export const metadata: Metadata = { title: 'Teams' };

export default async function TeamsPage() {
  await connection();
  const viewer = await getViewer();
  if (viewer.kind === 'anonymous') redirect('/sign-in?next=/teams');
  if (viewer.kind === 'token')
    return (
      <EmptyState title="Read with an API token">A token belongs to one team; teams and accounts are for people who sign in.</EmptyState>
    );
  if (viewer.kind !== 'user')
    return <EmptyState title="Sign-in is off">With BENCHBOARD_AUTH=off there are no accounts or teams.</EmptyState>;
  return (
    <>
      <PageHeader title="Your teams" subtitle="A team’s projects are visible to its members; a public project to anyone." />
      <ul className="mb-6 grid gap-3 md:grid-cols-2">
        {viewer.memberships.map((m) => (
          <li key={m.teamId} className="rounded-md border border-line bg-panel p-3">
            <Link href={`/teams/${m.teamSlug}`} className="font-medium text-accent hover:underline">
              {m.teamName}
            </Link>
            <p className="text-xs text-muted">you are {m.role}</p>
          </li>
        ))}
      </ul>
      <Panel title="Start another team">
        <div className="max-w-sm">
          <CredentialsForm action={createTeamAction} fields={[{ name: 'name', label: 'Team name' }]} submit="Create team" />
        </div>
      </Panel>
      <Panel title="Your password">
        <div className="max-w-sm" data-testid="change-password">
          <p className="mb-3 text-sm text-muted">
            Signed in as {viewer.user.email}. A new password signs your account out everywhere else.
          </p>
          <CredentialsForm
            action={changePasswordAction}
            fields={[
              { name: 'current', label: 'Current password', type: 'password', autoComplete: 'current-password' },
              { name: 'password', label: 'New password (10 characters or more)', type: 'password', autoComplete: 'new-password' },
            ]}
            submit="Change password"
          />
        </div>
      </Panel>
    </>
  );
}
