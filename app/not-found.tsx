import Link from 'next/link';
import { Suspense } from 'react';
import { SignInHere } from '@/components/ui/sign-in-here';
import { getViewer } from '@/lib/auth/viewer';

export default async function NotFound() {
  const signedOut = (await getViewer()).kind === 'anonymous';
  return (
    <div className="mx-auto max-w-lg py-16 text-center">
      <h1 className="text-2xl font-semibold">Not found</h1>
      <p className="mt-2 text-muted">
        This page does not exist, or what it showed was deleted (a deleted run waits in the trash for 30 days)
        {signedOut ? ', or it belongs to a team: its members sign in to see it.' : '.'}
      </p>
      <p className="mt-4 flex justify-center gap-4 text-sm">
        {signedOut ? (
          <Suspense>
            <SignInHere />
          </Suspense>
        ) : null}
        <Link href="/runs" className="text-accent hover:underline">
          All runs
        </Link>
        <Link href="/trash" className="text-accent hover:underline">
          Trash
        </Link>
        <Link href="/upload" className="text-accent hover:underline">
          Upload a log
        </Link>
      </p>
    </div>
  );
}
