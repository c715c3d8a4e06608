'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';
import { countOf } from '@/lib/format';
import { makeFirst, removeRun } from '@/lib/run-selection';
import { compareUrl } from '@/lib/url-state/compare';
import { runsContextUrl } from '@/lib/url-state/runs';
import { useRunSelection } from './use-run-selection';

/**
 * The runs picked to compare, kept across filters and pages: "3 runs selected — Compare · Clear",
 * each run with its place (the first is the baseline) and a way to drop it.
 */
export function SelectionTray({ emptyHint, listLink = true }: { emptyHint?: ReactNode; listLink?: boolean }) {
  const [runs, update] = useRunSelection();
  if (runs.length === 0) return emptyHint ? <p className="mb-2 text-sm text-muted">{emptyHint}</p> : null;
  const ids = runs.map((r) => r.id);
  return (
    <section
      aria-label="Runs to compare"
      data-testid="selection-tray"
      className="mb-3 rounded-md border border-line bg-panel px-3 py-2 text-sm"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-medium" data-selection-count={runs.length}>
          {countOf(runs.length, 'run')} selected
        </span>
        {runs.length > 1 ? (
          <Link
            href={compareUrl.href({ runs: ids, baseline: ids[0] })}
            className="rounded-md bg-accent px-3 py-1 font-medium text-on-accent hover:opacity-90"
          >
            Compare
          </Link>
        ) : (
          <span className="text-muted">pick one more to compare</span>
        )}
        <Link href={runsContextUrl.href({ runs: ids })} className="text-accent hover:underline" title="what these runs ran on, set at once">
          Set host, build, config
        </Link>
        <button type="button" className="text-muted hover:text-ink" onClick={() => update(() => [])}>
          Clear
        </button>
        {listLink ? (
          <Link href="/runs" className="text-accent hover:underline">
            Pick more runs
          </Link>
        ) : null}
      </div>
      <ol className="mt-2 flex flex-wrap gap-1" aria-label="Selected runs">
        {runs.map((r, i) => (
          <li
            key={r.id}
            data-selected-run={r.id}
            className="inline-flex max-w-full items-center gap-1 rounded border border-line px-1.5 py-0.5 text-xs"
          >
            {i === 0 ? (
              <span className="rounded bg-ink px-1 text-panel" title="the run picked first is the baseline">
                baseline
              </span>
            ) : (
              <button
                type="button"
                className="text-muted hover:text-ink"
                aria-label={`Make run ${r.id} the baseline`}
                title="make this run the baseline"
                onClick={() => update((s) => makeFirst(s, r.id))}
              >
                ⇤
              </button>
            )}
            <Link href={`/runs/${r.id}`} className="truncate text-accent hover:underline" title={r.title}>
              #{r.id} {r.title}
            </Link>
            <button
              type="button"
              className="px-0.5 text-muted hover:text-worse"
              aria-label={`Remove run ${r.id} from the selection`}
              onClick={() => update((s) => removeRun(s, r.id))}
            >
              ×
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
