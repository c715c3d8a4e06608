import { Suspense } from 'react';
import { SignInHere } from '@/components/ui/sign-in-here';

/**
 * On a shared comparison: the link shows its runs to anyone, their own pages (log, config,
 * history) only to who may read them anyway. Says so where some are closed to the reader, and
 * offers a signed-out reader the way in, back to this page.
 */
export function ClosedRunsNote({ closed, total, signedOut }: { closed: number; total: number; signedOut: boolean }) {
  if (closed === 0) return null;
  const what =
    closed === 1 && total === 1
      ? 'This run’s own page (its log, config and history) is for its team’s members only'
      : closed === total
        ? 'These runs’ own pages (their logs, configs and history) are for their team’s members only'
        : closed === 1
          ? 'One of these runs has its own page (its log, config and history) for its team’s members only'
          : `${closed} of these runs have their own pages (their logs, configs and history) for their team’s members only`;
  return (
    <p className="mb-4 text-sm text-muted" data-testid="share-closed-runs">
      {what}
      {signedOut ? (
        <>
          {': '}
          <Suspense>
            <SignInHere>sign in</SignInHere>
          </Suspense>{' '}
          to open {closed === 1 ? 'it' : 'them'}.
        </>
      ) : (
        '.'
      )}
    </p>
  );
}
