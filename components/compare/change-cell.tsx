'use client';

import { percentText, type Verdict } from '@/lib/compare/math';
import { formatNumber } from '@/lib/format';
import { flagsText } from '@/lib/sql-bench-markers';

const VERDICT_CLASS: Record<Verdict, string> = {
  better: 'text-better',
  worse: 'text-worse',
  neutral: 'text-neutral',
  baseline: 'text-muted',
  missing: 'text-muted',
};

/**
 * A value and its change against the baseline, coloured by whether the change is good. A client
 * component for what it costs the server (see run-head.tsx): a comparison's tables hold hundreds of
 * these, and its props are a few values where its elements were ~25.
 */
export function ChangeCell({
  value,
  deltaPct,
  verdict,
  digits = 6,
  minDigits = 0,
  flags,
}: {
  value: number | null;
  deltaPct: number | null;
  verdict: Verdict;
  digits?: number;
  /** the decimals its row is shown with (rowDecimals) */
  minDigits?: number;
  flags?: string;
}) {
  if (verdict === 'missing' && value === null)
    return (
      <span className="text-muted" title="not in this run">
        —
      </span>
    );
  return (
    <span className="whitespace-nowrap" data-verdict={verdict}>
      <span className="num">{formatNumber(value, Math.max(digits, minDigits), minDigits)}</span>
      {flags ? (
        <span className="ml-0.5 rounded bg-warn-soft px-0.5 font-mono text-xs text-warn" title={flagsText(flags)} data-flags={flags}>
          {flags}
        </span>
      ) : null}
      {verdict !== 'baseline' && deltaPct !== null ? (
        <span className={`num ml-1 text-xs ${VERDICT_CLASS[verdict]}`} data-delta>
          {percentText(deltaPct)}
        </span>
      ) : null}
      {verdict === 'baseline' ? <span className="ml-1 text-xs text-muted">base</span> : null}
      {deltaPct === null && (verdict === 'better' || verdict === 'worse') ? (
        <span className={`ml-1 text-xs ${VERDICT_CLASS[verdict]}`}>(base 0)</span>
      ) : null}
    </span>
  );
}
