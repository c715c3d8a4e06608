// Each comparison section's component, by the section's id (lib/compare/sections). The type makes
// a section without a component (or a component for props it does not get) a compile error.
import type { ReactNode } from 'react';
import { Panel } from '@/components/ui/page-header';
import type { SectionId, SectionProps, SectionResults } from '@/lib/compare/sections';
import { differencesSection } from '@/lib/compare/sections/differences';
import { sharedFacts } from '@/lib/compare/shared-facts';
import type { CompareState } from '@/lib/compare/state';
import type { RunColumn } from '@/lib/compare/view-model';
import { labelWithUnit } from '@/lib/metrics';
import { BasisSection } from './basis-section';
import { DifferencesPanel } from './differences-panel';
import { GroupsSection } from './groups-section';
import { IntervalOverlay } from './interval-overlay';
import { MetricsSection } from './metrics-section';
import { RepeatsSection } from './repeats-section';
import { ScalingChart } from './scaling-chart';
import { SqlBenchSection } from './sql-bench-section';

/** What every section's component may read besides its own props. */
export type SectionView = {
  runs: RunColumn[];
  state: CompareState;
  readOnly: boolean;
  /** whether the reader may open this run's own page (its lines): a share shows runs its reader may not open */
  canOpen: (runId: number) => boolean;
};

type SectionViews = { [K in SectionId]: (props: SectionProps<K>, view: SectionView) => ReactNode };

export const SECTION_VIEWS: SectionViews = {
  // one run (a run shared on its own): nothing to differ from
  differences: (differences, { runs }) =>
    runs.length < 2 ? null : (
      <Panel title={differencesSection.title}>
        <DifferencesPanel differences={differences} runs={runs} />
      </Panel>
    ),
  basis: (section, { canOpen }) => <BasisSection section={section} canOpen={canOpen} />,
  sqlBench: (section, { runs }) => <SqlBenchSection section={section} runs={runs} />,
  metrics: (metrics, { runs, state }) => <MetricsSection metrics={metrics} runs={runs} state={state} />,
  repeats: (section) => <RepeatsSection section={section} />,
  groups: (groups, { runs, readOnly }) => <GroupsSection groups={groups} runs={runs} readOnly={readOnly} />,
  // its image says what the runs share, as the bars' do (it had its title only: a DBA's pass)
  intervals: (intervals, { state, runs }) => (
    <IntervalOverlay intervals={intervals} warmup={state.warmup} exportSubtitle={sharedFacts(runs) || undefined} />
  ),
  scaling: (scaling, { runs }) => (
    <ScalingChart
      scaling={scaling}
      runs={runs}
      metricLabel={labelWithUnit(scaling.metric)}
      exportSubtitle={sharedFacts(runs) || undefined}
    />
  ),
};

/** A section's component with its props, or nothing where the section does not apply. */
export function renderSection<K extends SectionId>(id: K, results: SectionResults, view: SectionView): ReactNode {
  const props = results[id];
  return props === null ? null : SECTION_VIEWS[id](props, view);
}
