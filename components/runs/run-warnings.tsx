import Link from 'next/link';
import { MoreRows } from '@/components/runs/more-rows';
import { Panel } from '@/components/ui/page-header';

/** Another run a warning names (`run #123`: the same output stored before). */
const RUN_REF = /\brun #(\d{1,10})\b/g;

/** A warning's message as text, each run it names a link to that run's page. */
function WarningText({ message }: { message: string }) {
  const parts: (string | { id: string })[] = [];
  let at = 0;
  for (const m of message.matchAll(RUN_REF)) {
    parts.push(message.slice(at, m.index), { id: m[1] as string });
    at = m.index + m[0].length;
  }
  parts.push(message.slice(at));
  return (
    <>
      {parts.map((p, i) =>
        typeof p === 'string' ? (
          p
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed message, in order
          <Link key={i} href={`/runs/${p.id}`} prefetch={false} className="text-accent hover:underline">
            run #{p.id}
          </Link>
        ),
      )}
    </>
  );
}

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
            <span className="font-mono text-xs break-all">
              <WarningText message={w.message} />
            </span>
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
