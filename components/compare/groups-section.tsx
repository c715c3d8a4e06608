import Link from 'next/link';
import { Panel } from '@/components/ui/page-header';
import type { GroupsProps } from '@/lib/compare/sections/groups';
import type { RunColumn } from '@/lib/compare/view-model';
import { packRows } from '@/lib/export/packed-rows';
import { labelWithUnit, metricKeysFor } from '@/lib/metrics';
import { concurrencyWord } from '@/lib/parsers/formats';
import { matrixUrl } from '@/lib/url-state/matrix';
import { GroupSummary } from './group-summary';
import { TableExport } from './table-export';

type Props = { groups: GroupsProps; runs: RunColumn[]; readOnly: boolean };

/** The runs by the values of one tag within each kind of run, and (for two values) the way to their ratio matrix. */
export function GroupsSection({ groups, runs, readOnly }: Props) {
  // the ratio with the baseline's value below the line (`5.5.20 / 5.0.77` when 5.0.77 is the baseline), as the groups' changes read
  const [first, second] = groups.kinds[0]?.values ?? [];
  const [a, b] = first?.isBaseline ? [second, first] : [first, second];
  const matrixHref = matrixUrl.href({
    runs: runs.map((r) => r.id),
    dim: groups.key,
    a: a?.value,
    b: b?.value,
    metric: metricKeysFor('matrix').find((key) => key === groups.metric),
  });
  const several = groups.kinds.length > 1;
  return (
    <Panel
      title={`By ${groups.key}`}
      actions={
        <TableExport
          rows={packRows(
            groups.kinds.flatMap((k) =>
              k.values.map((g) => ({
                kind: k.kind.name,
                [groups.key]: g.value,
                runs: g.runIds.length,
                mean: g.mean,
                change_pct: g.deltaPct,
                not_averaged: g.leftOut.map((l) => `#${runs.find((r) => r.id === l.runId)?.number}: ${l.reason}`).join('; '),
              })),
            ),
          )}
          fileName="compare-groups"
        />
      }
    >
      {groups.kinds.map((k) => (
        <div key={k.kind.key} className={several ? 'mb-4 last:mb-0' : ''}>
          {several ? <h3 className="mb-1 text-xs font-semibold text-muted uppercase">{k.kind.name}</h3> : null}
          <GroupSummary group={k} dimension={groups.key} runs={runs} metricLabel={labelWithUnit(k.metric)} />
        </div>
      ))}
      {/* two values, the same in every table (a sweep's thread counts are the matrix's columns) */}
      {!readOnly &&
      a &&
      b &&
      groups.kinds.every((k) => k.values.map((v) => v.value).join('\u0000') === `${first?.value}\u0000${second?.value}`) ? (
        <p className="mt-2 text-sm">
          <Link className="text-accent hover:underline" href={matrixHref}>
            Ratio matrix {a?.value} / {b?.value} by test and {concurrencyWord(runs.map((r) => r.tool)).many} →
          </Link>
        </p>
      ) : null}
    </Panel>
  );
}
