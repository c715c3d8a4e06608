import type { Metadata } from 'next';
import Link from 'next/link';
import { connection } from 'next/server';
import { CredentialsForm } from '@/components/auth/credentials-form';
import { EmptyState, PageHeader } from '@/components/ui/page-header';
import { getViewer } from '@/lib/auth/viewer';
import { openInvitation } from '@/lib/teams/members';
import { acceptInvitationAction } from './actions';

export const metadata: Metadata = { title: 'Invitation', referrer: 'no-referrer' };

/** An invitation link: join the team as the role it names, with a new account or the one you are signed in with. */
export default async function InvitationPage({ params }: { params: Promise<{ id: string }> }) {
  await connection();
  const { id } = await params;
  const invitation = id.length <= 100 ? await openInvitation(id) : null;
  if (!invitation)
    return <EmptyState title="This invitation is not valid any more">It was used, cancelled or has expired: ask for a new one.</EmptyState>;
  const viewer = await getViewer();
  const heading = `Join ${invitation.organization.name} as ${invitation.role ?? 'viewer'}`;
  if (viewer.kind === 'user') {
    return (
      <div className="mx-auto max-w-md">
        <PageHeader title={heading} subtitle={`Signed in as ${viewer.user.email}; the invitation is for ${invitation.email}.`} />
        <CredentialsForm action={acceptInvitationAction} hidden={{ invitationId: invitation.id }} fields={[]} submit="Join the team" />
      </div>
    );
  }
  if (invitation.hasAccount) {
    return (
      <EmptyState title={heading}>
        {invitation.email} has an account:{' '}
        <Link href={`/sign-in?next=/invite/${invitation.id}`} className="text-accent hover:underline">
          sign in
        </Link>
        , then come back to this link.
      </EmptyState>
    );
  }
  return (
    <div className="mx-auto max-w-md">
      <PageHeader title={heading} subtitle="Create your account: the email is the one invited." />
      <CredentialsForm
        action={acceptInvitationAction}
        hidden={{ invitationId: invitation.id }}
        fields={[
          { name: 'email', label: 'Email', type: 'email', value: invitation.email, readOnly: true },
          { name: 'name', label: 'Your name', autoComplete: 'name' },
          { name: 'password', label: 'Password (10 characters or more)', type: 'password', autoComplete: 'new-password' },
        ]}
        submit="Create my account and join"
      />
    </div>
  );
}
