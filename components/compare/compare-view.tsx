import Link from 'next/link';
import { Panel } from '@/components/ui/page-header';
import { COMPARE_METRIC_LABELS } from '@/lib/compare/labels';
import type { CompareState } from '@/lib/compare/state';
import type { CompareModel } from '@/lib/compare/view-model';
import { DifferencesPanel } from './differences-panel';
import { GroupSummary } from './group-summary';
import { IntervalOverlay } from './interval-overlay';
import { MetricsSection } from './metrics-section';
import { RunLegend } from './run-legend';
import { ScalingChart } from './scaling-chart';
import { SqlBenchSection } from './sql-bench-section';
import { TableExport } from './table-export';

type Props = { model: CompareModel; state: CompareState; hrefFor: (order: number[], baseline?: number) => string; readOnly: boolean };

/** The comparison itself: shared by /compare (editable) and /s/<slug> (frozen, read-only). */
export function CompareView({ model, state, hrefFor, readOnly }: Props) {
  const metricKey = state.metric ?? model.metrics?.headline ?? 'tps';
  const metricLabel = COMPARE_METRIC_LABELS[metricKey] ?? metricKey;
  return (
    <>
      {model.missing.length > 0 ? (
        <p role="alert" className="mb-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {model.missing.length} run(s) of this comparison were deleted ({model.missing.map((id) => `#${id}`).join(', ')}); they are left
          out.
        </p>
      ) : null}
      <Panel title={model.runs.length === 1 ? '1 run: add more from the runs list to compare' : `${model.runs.length} runs`}>
        <RunLegend runs={model.runs} baselineId={model.baselineId} hrefFor={hrefFor} readOnly={readOnly} />
      </Panel>
      <Panel title="What differs">
        <DifferencesPanel differences={model.differences} runs={model.runs} />
      </Panel>
      {model.sqlBench ? <SqlBenchSection section={model.sqlBench} runs={model.runs} /> : null}
      {model.metrics ? <MetricsSection metrics={model.metrics} runs={model.runs} /> : null}
      {model.groups ? (
        <Panel
          title={`By ${model.groups.key}`}
          actions={
            <TableExport
              rows={model.groups.values.map((g) => ({
                [model.groups?.key ?? 'group']: g.value,
                runs: g.runIds.length,
                mean: g.mean,
                change_pct: g.deltaPct,
              }))}
              fileName="compare-groups"
            />
          }
        >
          <GroupSummary groups={model.groups} metricLabel={metricLabel} />
          {!readOnly && model.groups.values.length === 2 ? (
            <p className="mt-2 text-sm">
              <Link
                className="text-accent hover:underline"
                href={`/compare/matrix?runs=${model.runs.map((r) => r.id).join(',')}&dim=${model.groups.key}&a=${encodeURIComponent(model.groups.values[0]?.value ?? '')}&b=${encodeURIComponent(model.groups.values[1]?.value ?? '')}&metric=${metricKey}`}
              >
                Ratio matrix {model.groups.values[0]?.value} / {model.groups.values[1]?.value} by test and threads →
              </Link>
            </p>
          ) : null}
        </Panel>
      ) : null}
      {model.intervals ? (
        <IntervalOverlay
          intervals={model.intervals}
          warmup={state.warmup}
          metricLabel={metricKey === 'latAvgMs' || metricKey === 'latPctMs' ? 'latency ms' : 'tps'}
        />
      ) : null}
      {model.scaling ? <ScalingChart series={model.scaling.series} metricLabel={metricLabel} /> : null}
    </>
  );
}
