import type { Metadata } from 'next';
import Link from 'next/link';
import { connection } from 'next/server';
import { EmptyState, PageHeader } from '@/components/ui/page-header';
import { getViewer, isAllowed } from '@/lib/auth/viewer';
import { listShares } from '@/lib/db/shares';
import { formatDate } from '@/lib/format';
import { revokeShareAction } from './actions';

export const metadata: Metadata = { title: 'Share links' };

export default async function SharesPage() {
  await connection();
  const viewer = await getViewer();
  const teamIds = viewer.kind === 'open' ? null : viewer.kind === 'user' ? viewer.memberships.map((m) => m.teamId) : [];
  const shares = await listShares(teamIds);
  return (
    <>
      <PageHeader title="Share links" subtitle="Every comparison shared as /s/<link>. Revoking stops a link at once." />
      {shares.length === 0 ? (
        <EmptyState title={viewer.kind === 'anonymous' ? 'Sign in to see your teams’ share links' : 'Nothing shared yet'}>
          Open a comparison and press Share.
        </EmptyState>
      ) : (
        <div className="scroll-hint overflow-x-auto rounded-lg border border-line bg-panel">
          <table className="w-full text-sm">
            <tbody>
              {shares.map((s) => (
                <tr key={s.id} className="border-b border-line last:border-0" data-share={s.slug}>
                  <td className="px-3 py-2">
                    {s.revokedAt ? (
                      // a revoked link answers 410: not a link any more (prefetching it made the router fetch it again and again)
                      <span className="text-muted line-through">{s.title || s.slug}</span>
                    ) : (
                      <Link href={`/s/${s.slug}`} prefetch={false} className="text-accent hover:underline">
                        {s.title || s.slug}
                      </Link>
                    )}
                    {s.note ? <p className="mt-0.5 line-clamp-2 break-words text-xs">{s.note}</p> : null}
                    <div className="font-mono text-xs text-muted">/s/{s.slug}</div>
                  </td>
                  <td className="px-3 py-2 text-xs text-muted">{formatDate(s.createdAt)}</td>
                  <td className="px-3 py-2 text-right">
                    {s.revokedAt ? (
                      <span className="text-xs text-muted">revoked {formatDate(s.revokedAt)}</span>
                    ) : !isAllowed(viewer, s.teamId, { run: ['share'] }) ? null : (
                      <form action={revokeShareAction}>
                        <input type="hidden" name="slug" value={s.slug} />
                        <button type="submit" className="rounded border border-worse-line px-2 py-1 text-xs text-worse hover:bg-worse-soft">
                          Revoke
                        </button>
                      </form>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
