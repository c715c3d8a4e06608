import type { Metadata } from 'next';
import Link from 'next/link';
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
  const { next, reset } = signInQuerySchema.parse(queryObject(await searchParams));
  const viewer = await getViewer();
  if (viewer.kind !== 'anonymous') redirect(next ?? '/');
  return (
    <div className="mx-auto max-w-sm">
      <PageHeader title="Sign in" subtitle="With the account your team invited you to create." />
      {reset ? (
        <p role="status" className="mb-3 rounded-md bg-better-soft px-3 py-2 text-sm text-better" data-testid="password-set">
          Your new password is set, and every session of the account was signed out: sign in with it.
        </p>
      ) : null}
      <CredentialsForm
        action={signInAction}
        hidden={next ? { next } : {}}
        fields={[
          { name: 'email', label: 'Email', type: 'email', autoComplete: 'username' },
          { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
        ]}
        submit="Sign in"
      />
      <p className="mt-4 text-sm">
        <Link href="/sign-in/forgot" className="text-accent hover:underline">
          Forgot your password?
        </Link>
      </p>
    </div>
  );
}
