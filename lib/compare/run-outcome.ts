// Whether a run's figures say how fast its server was: a run that did not complete (cut short,
// refused connections) or whose transactions mostly failed (ignored deadlocks: 2,008 errors beside
// 1,800 completed transactions) is shown apart and never averaged in with the others. Pure.
import { formatNumber } from '../format';

/** Errors of at least this share of the transactions make a run an error run (a stray deadlock does not). */
export const ERROR_SHARE = 0.01;

export type OutcomeRun = { complete: boolean; errors: number | null; tps: number | null; durationS: number | null };

/** Why a run's figures are not a measure of its server (shown next to it), or null when they are. */
export function failureOf(run: OutcomeRun): string | null {
  if (!run.complete) return 'did not complete';
  if (run.errors === null || run.errors <= 0 || run.tps === null || !run.durationS) return null;
  // the completed transactions: sysbench counts its ignored errors apart from them, and pgbench's
  // failed transactions are not among those it "actually processed" (never "N errors in M transactions")
  const transactions = run.tps * run.durationS;
  return run.errors >= ERROR_SHARE * transactions
    ? `${formatNumber(run.errors)} errors, ${formatNumber(Math.round(transactions))} transactions completed`
    : null;
}
