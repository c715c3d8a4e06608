import Link from 'next/link';
import type { ReactNode } from 'react';
import { seriesRepeatsColor } from '@/lib/chart-colors';
import type { CompareModel, RunColumn } from '@/lib/compare/view-model';
import { shortCommit } from '@/lib/format';
import { concurrencyText } from '@/lib/parsers/formats';
import { seriesUrl } from '@/lib/url-state/series';

type Props = {
  runs: RunColumn[];
  baselineId: number;
  kinds: CompareModel['kinds'];
  /** null: an order a URL cannot name (more than MAX_COMPARE_RUNS runs): its link is not offered */
  hrefFor: (order: number[], baseline?: number) => string | null;
  readOnly: boolean;
  canOpen: (runId: number) => boolean;
};

/**
 * The runs being compared: number, colour, label (what sets each apart) and whole title, the
 * baseline of each kind of run, and the controls to reorder them, pick the baseline or drop one.
 */
export function RunLegend({ runs, baselineId, kinds, hrefFor, readOnly, canOpen }: Props) {
  const ids = runs.map((r) => r.id);
  const several = kinds.length > 1;
  const baselineOf = new Map(kinds.map((k) => [k.baselineId, k.kind.name]));
  const move = (i: number, by: number) => {
    const next = [...ids];
    const j = i + by;
    [next[i], next[j]] = [next[j] as number, next[i] as number];
    return hrefFor(next);
  };
  return (
    <ol className="grid gap-2 md:grid-cols-2" aria-label="Runs compared">
      {runs.map((r, i) => (
        <li key={r.id} className="flex items-start gap-2 rounded-md border border-line bg-panel px-3 py-2 text-sm" data-run-column={r.id}>
          <span
            className="mt-1 inline-block h-3 w-3 shrink-0 rounded-sm"
            // the 9th run on repeats a colour: its swatch is outlined, as its bars are light and its lines dashed
            style={seriesRepeatsColor(r.number - 1) ? { border: `2px dashed ${r.color}` } : { background: r.color }}
            aria-hidden
          />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-baseline gap-2">
              <span className="text-xs text-muted">#{r.number}</span>
              <span className="font-medium" data-run-label>
                {r.label}
              </span>
              {baselineOf.has(r.id) ? (
                <span className="rounded bg-ink px-1.5 text-xs text-panel" data-baseline>
                  {several ? `baseline of ${baselineOf.get(r.id)}` : 'baseline'}
                </span>
              ) : null}
              {r.failure ? <span className="rounded bg-warn-soft px-1.5 text-xs text-warn">{r.failure}</span> : null}
            </div>
            {canOpen(r.id) ? (
              <Link href={`/runs/${r.id}`} className="break-words text-accent hover:underline">
                {r.title}
              </Link>
            ) : (
              <span className="break-words" data-not-openable>
                {r.title}
              </span>
            )}
            <div className="text-xs text-muted">
              {r.tool} {r.toolVersion ?? ''} · {r.test ?? '—'}
              {r.threads !== null ? ` · ${concurrencyText(r.tool, r.threads)}` : ''}
              {r.commit !== null ? ` · commit ${shortCommit(r.commit)}` : ''}
              {r.group !== null ? ` · ${r.group}` : ''}
            </div>
            {readOnly ? null : (
              <div className="mt-1 flex gap-3 text-xs">
                <LegendLink href={r.id !== baselineId ? hrefFor(ids, r.id) : null} className="text-accent hover:underline">
                  make baseline
                </LegendLink>
                <LegendLink href={i > 0 ? move(i, -1) : null} className="text-muted hover:text-ink" label={`Move ${r.title} left`}>
                  ← move
                </LegendLink>
                <LegendLink
                  href={i < runs.length - 1 ? move(i, 1) : null}
                  className="text-muted hover:text-ink"
                  label={`Move ${r.title} right`}
                >
                  move →
                </LegendLink>
                <LegendLink href={runs.length > 2 ? hrefFor(ids.filter((x) => x !== r.id)) : null} className="text-muted hover:text-worse">
                  remove
                </LegendLink>
                <Link href={seriesUrl.href({ run: r.id })} className="text-accent hover:underline" data-history-link={r.id}>
                  history
                </Link>
              </div>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}

/** A legend control, left out where it does not apply (or its URL could not name the runs: null). */
function LegendLink({ href, className, label, children }: { href: string | null; className: string; label?: string; children: ReactNode }) {
  if (href === null) return null;
  return (
    <Link href={href} className={className} aria-label={label}>
      {children}
    </Link>
  );
}
