import { percentText } from '@/lib/compare/math';
import type { GroupKind } from '@/lib/compare/sections/groups';
import type { RunColumn } from '@/lib/compare/view-model';
import { formatNumber } from '@/lib/format';

/** A change as every compare cell writes it (`+80.59%`, `−20.36%`), `—` for none. */
const changeText = (pct: number | null) => (pct === null ? '—' : percentText(pct));
const numbers = (ids: number[], runs: RunColumn[]) => ids.map((id) => `#${runs.find((r) => r.id === id)?.number ?? '?'}`).join(' ');

/**
 * One line per value of the grouping dimension (in reading order): the runs averaged, their mean,
 * against the baseline's group; runs that did not complete or mostly failed apart, with why.
 */
export function GroupSummary({
  group,
  dimension,
  runs,
  metricLabel,
}: {
  group: GroupKind;
  dimension: string;
  runs: RunColumn[];
  metricLabel: string;
}) {
  // (a column of runs left out, only when some are: a blank one read as unexplained)
  const anyLeftOut = group.values.some((g) => g.leftOut.length > 0);
  return (
    <>
      {group.alsoDiffer.length > 0 ? (
        // the groups' difference is not the dimension's alone: said before the means are read
        <p className="mb-2 rounded-md bg-warn-soft p-2 text-sm text-warn" data-also-differ={group.alsoDiffer.map((d) => d.key).join(' ')}>
          ⚠ These groups also differ in{' '}
          {group.alsoDiffer.map((d) => `${d.key} (${d.byGroup.map((g) => `${g.value}: ${g.values.join(', ')}`).join('; ')})`).join(' and ')}
          : the difference between their means is not {dimension}'s alone.
        </p>
      ) : null}
      {group.disagreeing.length > 0 ? (
        // the means pool configurations whose changes disagree: each one's change, before the means
        <p className="mb-2 rounded-md bg-warn-soft p-2 text-sm text-warn" data-testid="groups-disagree">
          ⚠ The change is not the same in every configuration:{' '}
          {group.disagreeing
            .map(
              (d) =>
                `${d.changes.map((c) => `${dimension}=${c.value} ${changeText(c.deltaPct)}`).join(', ')} where ${d.label} (${numbers(d.runIds, runs)})`,
            )
            .join('; ')}
          . The means below pool them: compare each configuration's runs on their own.
        </p>
      ) : null}
      <table className="w-full text-sm" data-testid="group-summary" data-kind={group.kind.key}>
        <thead className="text-xs text-muted">
          <tr className="border-b border-line text-left">
            <th className="py-1 pr-3 font-medium">{dimension}</th>
            <th className="py-1 pr-3 text-right font-medium">runs</th>
            <th className="py-1 pr-3 text-right font-medium">mean {metricLabel}</th>
            <th className="py-1 pr-3 text-right font-medium">vs baseline group</th>
            {anyLeftOut ? <th className="py-1 pr-3 font-medium">not averaged</th> : null}
          </tr>
        </thead>
        <tbody>
          {group.values.map((g) => (
            <tr key={g.value} className="border-b border-line last:border-0" data-group={g.value}>
              <td className="py-1 pr-3">{g.value}</td>
              <td className="num py-1 pr-3 text-right" title={numbers(g.runIds, runs)}>
                {g.runIds.length} <span className="text-xs text-muted">({numbers(g.runIds, runs) || 'none'})</span>
              </td>
              <td className="num py-1 pr-3 text-right" data-mean>
                {formatNumber(g.mean, 2)}
              </td>
              <td className="num py-1 pr-3 text-right">{g.deltaPct === 0 ? 'base' : changeText(g.deltaPct)}</td>
              {anyLeftOut ? (
                <td className="py-1 pr-3 text-xs text-warn" data-left-out>
                  {g.leftOut.map((l) => `${numbers([l.runId], runs)}: ${l.reason}`).join('; ')}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
