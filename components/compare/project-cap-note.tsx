import Link from 'next/link';
import { formatNumber } from '@/lib/format';
import { runListUrl } from '@/lib/url-state/runs';

/**
 * A whole project asked for, more runs than one view holds: says that what is shown is its most
 * recent runs, how many it has, and where to choose others (the runs list, filtered to the project).
 */
export function ProjectCapNote({ projectId, shown, total }: { projectId: number; shown: number; total: number | undefined }) {
  if (total === undefined || total <= shown) return null;
  return (
    <p className="mb-4 rounded-md border border-line bg-panel p-3 text-sm" data-testid="project-cap-note">
      This project has {formatNumber(total, 0)} runs: shown here are its {formatNumber(shown, 0)} most recent. To compare others,{' '}
      <Link href={runListUrl.href({ project: projectId })} className="text-accent hover:underline">
        narrow the runs list to them
      </Link>{' '}
      (by test, tag or date) and pick them.
    </p>
  );
}
