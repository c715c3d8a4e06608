import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { connection } from 'next/server';
import { CredentialsForm } from '@/components/auth/credentials-form';
import { PageHeader } from '@/components/ui/page-header';
import { getViewer } from '@/lib/auth/viewer';
import { isMailConfigured } from '@/lib/mail';
import { forgotQuerySchema } from '@/lib/schemas/auth';
import { queryObject } from '@/lib/schemas/query';
import { ASK_THE_ADMIN } from '@/lib/teams/passwords';
import { forgotPasswordAction } from '../actions';

export const metadata: Metadata = { title: 'Forgot your password' };

export default async function ForgotPasswordPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await connection();
  const { sent } = forgotQuerySchema.parse(queryObject(await searchParams));
  if ((await getViewer()).kind !== 'anonymous') redirect('/');
  const mail = isMailConfigured();
  return (
    <div className="mx-auto max-w-sm">
      <PageHeader title="Forgot your password" subtitle="A link to set a new one, mailed to your address." />
      {sent ? (
        <p role="status" className="mb-3 rounded-md bg-better-soft px-3 py-2 text-sm text-better" data-testid="reset-sent">
          If an account has that address, a link to set a new password is on its way to it. It works once, for an hour.
        </p>
      ) : null}
      {mail ? (
        <CredentialsForm
          action={forgotPasswordAction}
          fields={[{ name: 'email', label: 'Email', type: 'email', autoComplete: 'username' }]}
          submit="Mail me a link"
        />
      ) : (
        <p className="text-sm" data-testid="reset-no-mail">
          This server sends no mail: {ASK_THE_ADMIN}.
        </p>
      )}
      <p className="mt-4 text-sm">
        <Link href="/sign-in" className="text-accent hover:underline">
          Back to sign in
        </Link>
      </p>
    </div>
  );
}
