import type { Metadata } from 'next';
import Link from 'next/link';
import { connection } from 'next/server';
import { CredentialsForm } from '@/components/auth/credentials-form';
import { EmptyState, PageHeader } from '@/components/ui/page-header';
import { countUsers } from '@/lib/db/teams';
import { setupQuerySchema } from '@/lib/schemas/auth';
import { queryObject } from '@/lib/schemas/query';
import { isSetupTokenValid } from '@/lib/teams/setup';
import { setupAction } from './actions';

export const metadata: Metadata = { title: 'Set up benchboard', referrer: 'no-referrer' };

/** The one-time link `npm start` prints on a fresh install: its first visitor becomes the first team's owner. */
export default async function SetupPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await connection();
  const { token } = setupQuerySchema.parse(queryObject(await searchParams));
  if ((await countUsers()) > 0) {
    return (
      <EmptyState title="benchboard is set up">
        <Link href="/sign-in" className="text-accent hover:underline">
          Sign in
        </Link>
        , or ask a team admin for an invitation link.
      </EmptyState>
    );
  }
  if (!token || !(await isSetupTokenValid(token))) {
    return (
      <EmptyState title="This setup link is not valid">
        Use the link `npm start` printed most recently (each start prints a new one).
      </EmptyState>
    );
  }
  return (
    <div className="mx-auto max-w-md">
      <PageHeader
        title="Set up benchboard"
        subtitle="You become the owner of the first team; it takes every project stored so far (the demo projects stay public)."
      />
      <CredentialsForm
        action={setupAction}
        hidden={{ token }}
        fields={[
          { name: 'name', label: 'Your name', autoComplete: 'name' },
          { name: 'email', label: 'Email', type: 'email', autoComplete: 'username' },
          { name: 'password', label: 'Password (10 characters or more)', type: 'password', autoComplete: 'new-password' },
          { name: 'teamName', label: 'Team name', value: 'Performance team' },
        ]}
        submit="Create my account and the team"
      />
    </div>
  );
}
