import Link from 'next/link';
import { Panel } from '@/components/ui/page-header';
import type { GroupsProps } from '@/lib/compare/sections/groups';
import type { RunColumn } from '@/lib/compare/view-model';
import { metricKeysFor } from '@/lib/metrics';
import { matrixUrl } from '@/lib/url-state/matrix';
import { GroupSummary } from './group-summary';
import { TableExport } from './table-export';

type Props = { groups: GroupsProps; runs: RunColumn[]; metricLabel: string; readOnly: boolean };

/** The runs by the values of one tag, and (for two values) the way to their ratio matrix. */
export function GroupsSection({ groups, runs, metricLabel, readOnly }: Props) {
  const [a, b] = groups.values;
  const matrixHref = matrixUrl.href({
    runs: runs.map((r) => r.id),
    dim: groups.key,
    a: a?.value,
    b: b?.value,
    metric: metricKeysFor('matrix').find((key) => key === groups.metric),
  });
  return (
    <Panel
      title={`By ${groups.key}`}
      actions={
        <TableExport
          rows={groups.values.map((g) => ({ [groups.key]: g.value, runs: g.runIds.length, mean: g.mean, change_pct: g.deltaPct }))}
          fileName="compare-groups"
        />
      }
    >
      <GroupSummary groups={groups} metricLabel={metricLabel} />
      {!readOnly && groups.values.length === 2 ? (
        <p className="mt-2 text-sm">
          <Link className="text-accent hover:underline" href={matrixHref}>
            Ratio matrix {a?.value} / {b?.value} by test and threads →
          </Link>
        </p>
      ) : null}
    </Panel>
  );
}
