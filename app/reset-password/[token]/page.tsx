import type { Metadata } from 'next';
import { connection } from 'next/server';
import { CredentialsForm } from '@/components/auth/credentials-form';
import { PageHeader } from '@/components/ui/page-header';
import { MIN_PASSWORD_LENGTH } from '@/lib/auth/password';
import { setNewPasswordAction } from './actions';

export const metadata: Metadata = { title: 'Set a new password' };

/** The page a reset link opens (mailed, or printed by `npm run admin -- user reset-password`): the token is checked when the form is sent. */
export default async function ResetPasswordPage({ params }: { params: Promise<{ token: string }> }) {
  await connection();
  const { token } = await params;
  return (
    <div className="mx-auto max-w-sm">
      <PageHeader
        title="Set a new password"
        subtitle={`At least ${MIN_PASSWORD_LENGTH} characters. Every session of the account is then signed out, everywhere.`}
      />
      <CredentialsForm
        action={setNewPasswordAction}
        hidden={{ token: token.slice(0, 200) }}
        fields={[{ name: 'password', label: 'New password', type: 'password', autoComplete: 'new-password' }]}
        submit="Set the password"
      />
    </div>
  );
}
