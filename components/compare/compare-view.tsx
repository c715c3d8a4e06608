import { Fragment } from 'react';
import { ExportNameSuffix } from '@/components/ui/export-name';
import { Panel } from '@/components/ui/page-header';
import { SECTION_IDS } from '@/lib/compare/sections';
import type { CompareState } from '@/lib/compare/state';
import type { CompareModel } from '@/lib/compare/view-model';
import { runsSuffix } from '@/lib/export/file-names';
import { countOf } from '@/lib/format';
import { RunLegend } from './run-legend';
import { renderSection } from './section-views';

type Props = {
  model: CompareModel;
  state: CompareState;
  /** null: an order a URL cannot name (more than MAX_COMPARE_RUNS runs): its link is not offered */
  hrefFor: (order: number[], baseline?: number) => string | null;
  readOnly: boolean;
  /** the runs whose own pages the reader may open (a share's reader may see runs they cannot open); all when left out */
  openable?: ReadonlySet<number>;
};

/** The comparison itself: shared by /compare (editable) and /s/<slug> (frozen, read-only). The runs, then each section that applies, in list order. */
export function CompareView({ model, state, hrefFor, readOnly, openable }: Props) {
  const canOpen = (runId: number) => openable?.has(runId) ?? true;
  const view = { runs: model.runs, state, readOnly, canOpen };
  return (
    <ExportNameSuffix suffix={runsSuffix(model.runs.map((r) => r.id))}>
      {model.missing.length > 0 ? (
        <p role="alert" className="mb-4 rounded-md bg-warn-soft p-3 text-sm text-warn">
          {countOf(model.missing.length, 'run')} of this comparison cannot be shown, deleted or not yours to read (
          {model.missing.map((id) => `#${id}`).join(', ')}); {model.missing.length === 1 ? 'it is' : 'they are'} left out.
        </p>
      ) : null}
      <Panel
        title={
          model.runs.length === 1 ? (readOnly ? '1 run' : '1 run: add more from the runs list to compare') : `${model.runs.length} runs`
        }
      >
        <RunLegend
          runs={model.runs}
          baselineId={model.baselineId}
          kinds={model.kinds}
          hrefFor={hrefFor}
          readOnly={readOnly}
          canOpen={canOpen}
        />
      </Panel>
      {SECTION_IDS.map((id) => (
        <Fragment key={id}>{renderSection(id, model, view)}</Fragment>
      ))}
    </ExportNameSuffix>
  );
}
