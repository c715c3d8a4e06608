import type { GroupsProps } from '@/lib/compare/sections/groups';
import { formatNumber } from '@/lib/format';

/** One line per value of the grouping dimension: how many runs, their mean, against the baseline's group. */
export function GroupSummary({ groups, metricLabel }: { groups: GroupsProps; metricLabel: string }) {
  return (
    <table className="w-full text-sm" data-testid="group-summary">
      <thead className="text-xs text-muted">
        <tr className="border-b border-line text-left">
          <th className="py-1 pr-3 font-medium">{groups.key}</th>
          <th className="py-1 pr-3 text-right font-medium">runs</th>
          <th className="py-1 pr-3 text-right font-medium">mean {metricLabel}</th>
          <th className="py-1 pr-3 text-right font-medium">vs baseline group</th>
        </tr>
      </thead>
      <tbody>
        {groups.values.map((g) => (
          <tr key={g.value} className="border-b border-line last:border-0" data-group={g.value}>
            <td className="py-1 pr-3">{g.value}</td>
            <td className="num py-1 pr-3 text-right">{g.runIds.length}</td>
            <td className="num py-1 pr-3 text-right">{formatNumber(g.mean, 2)}</td>
            <td className="num py-1 pr-3 text-right">
              {g.deltaPct === null ? '—' : g.deltaPct === 0 ? 'base' : `${g.deltaPct > 0 ? '+' : '−'}${Math.abs(g.deltaPct).toFixed(2)}%`}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
