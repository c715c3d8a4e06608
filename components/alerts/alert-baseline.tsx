import Link from 'next/link';
import { compareUrl } from '@/lib/url-state/compare';

/**
 * The runs an alert measured its run against, each a link, and their comparison with it: "the mean
 * of the last 3 runs" named none of them, nor how far apart they were (a DBA's pass, 2026-12-06).
 */
export function AlertBaseline({ runId, baselineRunIds }: { runId: number; baselineRunIds: readonly number[] }) {
  if (baselineRunIds.length === 0) return null;
  return (
    <span className="text-xs" data-alert-baseline>
      against{' '}
      {baselineRunIds.map((id, i) => (
        <span key={id}>
          {i > 0 ? ', ' : ''}
          <Link href={`/runs/${id}`} className="text-accent hover:underline">
            #{id}
          </Link>
        </span>
      ))}{' '}
      ·{' '}
      <Link
        href={compareUrl.href({ runs: [...baselineRunIds, runId], baseline: baselineRunIds.at(-1) })}
        className="text-accent hover:underline"
      >
        compare them
      </Link>
    </span>
  );
}
