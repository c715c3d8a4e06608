'use client';

import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';

/**
 * "Sign in" back to this very page: a page answered "not found" may only be out of a signed-out
 * reader's sight (a team's run), which it must not say (that would tell who may not see it that it
 * exists), so it offers the way in instead.
 */
export function SignInHere({ children = 'Sign in' }: { children?: string }) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const next = `${pathname}${search ? `?${search}` : ''}`;
  return (
    <Link href={`/sign-in?next=${encodeURIComponent(next)}`} className="text-accent hover:underline" data-testid="sign-in-here">
      {children}
    </Link>
  );
}
