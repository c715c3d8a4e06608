import type { Differences, DiffRow } from '@/lib/compare/differences';
import type { RunColumn } from '@/lib/compare/view-model';
import { DiffHeading, DiffRowsTable } from './diff-rows-table';
import { FoldedDiffTable } from './folded-diff-table';

/** Beyond this many rows a table starts folded (full SHOW VARIABLES dumps differ in hundreds of places). */
const FOLD_AFTER = 25;

function DiffTable({ title, rows, runs }: { title: string; rows: DiffRow[]; runs: RunColumn[] }) {
  if (rows.length === 0) return null;
  if (rows.length > FOLD_AFTER) return <FoldedDiffTable title={title} rows={rows} runs={runs} />;
  return (
    <div className="scroll-hint overflow-x-auto">
      <DiffHeading title={title} rows={rows} runs={runs} />
      <DiffRowsTable rows={rows} runs={runs} />
    </div>
  );
}

/** What differs between the runs, first: tags, build, host, configuration, parameters. */
export function DifferencesPanel({ differences, runs }: { differences: Differences; runs: RunColumn[] }) {
  const { tags, revision, build, host, config, parameters, warnings } = differences;
  const nothing = tags.length + revision.length + config.length + parameters.length === 0 && !build && !host;
  return (
    <div>
      {warnings.length > 0 ? (
        <ul className="mb-2 space-y-1 rounded-md bg-warn-soft p-3 text-sm text-warn" aria-label="Comparison warnings">
          {warnings.map((w) => (
            <li key={w}>⚠ {w}</li>
          ))}
        </ul>
      ) : null}
      {nothing ? (
        <p className="text-sm text-muted" data-testid="nothing-differs">
          These runs have the same tags, commit, server build, host, configuration and workload parameters
          {/* how long and how they were measured (a percentile, a duration) are said above: "the same parameters" contradicted them */}
          {warnings.length > 0 ? '; the warnings above say what else differs.' : '.'}
        </p>
      ) : null}
      <DiffTable title="Tags" rows={tags} runs={runs} />
      <DiffTable
        title={revision.length > 0 ? 'Commit, server build and host' : 'Server build and host'}
        rows={[...revision, build, host].filter((r): r is DiffRow => r !== null)}
        runs={runs}
      />
      <DiffTable
        title={`Configuration (${config.length} ${config.length === 1 ? 'entry differs' : 'entries differ'})`}
        rows={config}
        runs={runs}
      />
      <DiffTable title="Benchmark parameters" rows={parameters} runs={runs} />
    </div>
  );
}
