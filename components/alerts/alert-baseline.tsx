import Link from 'next/link';
import { compareUrl } from '@/lib/url-state/compare';

/**
 * The runs an alert measured its run against, each a link, and their comparison with it: "the mean
 * of the last 3 runs" named none of them, nor how far apart they were (a DBA's pass, 2026-12-06).
 */
export function AlertBaseline({
  runId,
  baselineRunIds,
  runTrashed = false,
}: {
  runId: number;
  baselineRunIds: readonly number[];
  /** the alerted run is in the trash: no comparison with it (one opened said "deleted or not yours to read") */
  runTrashed?: boolean;
}) {
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
      ))}
      {runTrashed ? null : (
        <>
          {' '}
          ·{' '}
          <Link
            href={compareUrl.href({ runs: [...baselineRunIds, runId], baseline: baselineRunIds.at(-1) })}
            className="text-accent hover:underline"
          >
            compare them
          </Link>
        </>
      )}
    </span>
  );
}
