import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { connection } from 'next/server';
import { CredentialsForm } from '@/components/auth/credentials-form';
import { PageHeader } from '@/components/ui/page-header';
import { getViewer } from '@/lib/auth/viewer';
import { signInQuerySchema } from '@/lib/schemas/auth';
import { queryObject } from '@/lib/schemas/query';
import { signInAction } from './actions';

export const metadata: Metadata = { title: 'Sign in' };

export default async function SignInPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await connection();
  const { next } = signInQuerySchema.parse(queryObject(await searchParams));
  const viewer = await getViewer();
  if (viewer.kind !== 'anonymous') redirect(next ?? '/');
  return (
    <div className="mx-auto max-w-sm">
      <PageHeader title="Sign in" subtitle="With the account your team invited you to create." />
      <CredentialsForm
        action={signInAction}
        hidden={next ? { next } : {}}
        fields={[
          { name: 'email', label: 'Email', type: 'email', autoComplete: 'username' },
          { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
        ]}
        submit="Sign in"
      />
    </div>
  );
}
