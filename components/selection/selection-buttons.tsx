'use client';

import { useRouter } from 'next/navigation';
import { addRuns, type SelectedRun, toggleRun } from '@/lib/run-selection';
import { MAX_COMPARE_RUNS } from '@/lib/url-state/compare';
import { useRunSelection } from './use-run-selection';

const button = 'rounded-md border border-line px-3 py-1.5 text-sm hover:bg-subtle';

/** A run's checkbox in a list: ticks it in (or out of) the selection kept across pages. */
export function SelectRunCheckbox({ run }: { run: SelectedRun }) {
  const [runs, update] = useRunSelection();
  const picked = runs.some((r) => r.id === run.id);
  return (
    <input
      type="checkbox"
      aria-label={`Select run ${run.id}`}
      checked={picked}
      disabled={!picked && runs.length >= MAX_COMPARE_RUNS}
      title={
        !picked && runs.length >= MAX_COMPARE_RUNS
          ? `A comparison holds at most ${MAX_COMPARE_RUNS} runs: remove one to add another`
          : undefined
      }
      onChange={() => update((s) => toggleRun(s, run))}
    />
  );
}

/** The run page's "Add to comparison" (and, once added, the way out again). */
export function AddToComparisonButton({ run }: { run: SelectedRun }) {
  const [runs, update] = useRunSelection();
  const picked = runs.some((r) => r.id === run.id);
  return (
    <button type="button" className={button} aria-pressed={picked} onClick={() => update((s) => toggleRun(s, run))}>
      {picked ? '✓ In the comparison' : 'Add to comparison'}
    </button>
  );
}

/** Adds several runs at once (a kind of run on a project page); says when they all are in. */
export function AddRunsButton({ runs: wanted, label }: { runs: SelectedRun[]; label: string }) {
  const [runs, update] = useRunSelection();
  const allIn = wanted.every((w) => runs.some((r) => r.id === w.id));
  return (
    <button
      type="button"
      className="text-xs text-accent hover:underline disabled:text-muted disabled:no-underline"
      disabled={allIn}
      onClick={() => update((s) => addRuns(s, wanted))}
    >
      {allIn ? 'selected' : label}
    </button>
  );
}

/** A comparison's "Add runs…": its runs (baseline first) become the selection, and the runs list opens to pick more. */
export function AddToThisComparisonButton({ runs }: { runs: SelectedRun[] }) {
  const router = useRouter();
  const [, update] = useRunSelection();
  return (
    <button
      type="button"
      className={button}
      onClick={() => {
        update(() => addRuns([], runs));
        router.push('/runs');
      }}
    >
      Add runs…
    </button>
  );
}
