import Link from 'next/link';
import { MoreRows } from '@/components/runs/more-rows';
import { Panel } from '@/components/ui/page-header';

type Warning = { idx: number; line: number; message: string };

/** A run's warnings, each at its line; the first RUN_PAGE_ROWS, the rest in its CSV. */
export function RunWarnings({ warnings, total, csvHref }: { warnings: Warning[]; total: number; csvHref: string }) {
  if (warnings.length === 0) return null;
  return (
    <Panel title={`Warnings (${total})`}>
      <ul className="space-y-1 text-sm">
        {warnings.map((w) => (
          <li key={w.idx} className="flex gap-2">
            <a href={`#L${w.line}`} className="shrink-0 text-xs text-accent hover:underline">
              line {w.line}
            </a>
            <span className="font-mono text-xs break-all">{w.message}</span>
          </li>
        ))}
      </ul>
      <MoreRows shown={warnings.length} total={total} href={csvHref} />
    </Panel>
  );
}

/** The other runs the reader may see with this run's output (the same run stored twice), in its heading. */
export function SameOutputBadge({ runIds }: { runIds: number[] }) {
  if (runIds.length === 0) return null;
  return (
    <span
      className="rounded bg-warn-soft px-1.5 text-xs text-warn"
      data-same-output
      title="The lines its figures came from are the same, figure for figure"
    >
      the same output as {runIds.length > 1 ? 'runs' : 'run'}{' '}
      {runIds.map((id, i) => (
        <span key={id}>
          {i > 0 ? ', ' : ''}
          <Link href={`/runs/${id}`} prefetch={false} className="underline">
            #{id}
          </Link>
        </span>
      ))}
    </span>
  );
}
