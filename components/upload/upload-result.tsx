// What an upload's result says of each file and of the batch (the upload form's last step).
import type { UploadFileResult } from '@/lib/schemas/upload';
import { compareUrl, MAX_COMPARE_RUNS } from '@/lib/url-state/compare';
import { matrixUrl } from '@/lib/url-state/matrix';

/** A sweep sent as one file per run: its runs' comparison, one click away (each file's own is on its line). */
export function BatchCompareLink({ runIds }: { runIds: number[] }) {
  if (runIds.length < 2) return null;
  const shown = runIds.slice(0, MAX_COMPARE_RUNS);
  return (
    <p>
      <a className="font-medium text-accent hover:underline" href={compareUrl.href({ runs: shown })} data-testid="compare-batch">
        {runIds.length > MAX_COMPARE_RUNS
          ? `Compare the first ${MAX_COMPARE_RUNS} of the ${runIds.length} runs of these files`
          : `Compare the ${runIds.length} runs of these files`}
      </a>
    </p>
  );
}

export function storedSummary(r: { runIds: number[]; configIds: number[]; matrixIds: number[]; hostId: number | null }): string {
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const parts = r.runIds.length > 0 || r.configIds.length + r.matrixIds.length === 0 ? [count(r.runIds.length, 'run', 'runs')] : [];
  if (r.configIds.length > 0) parts.push(count(r.configIds.length, 'configuration', 'configurations'));
  if (r.matrixIds.length > 0) parts.push(count(r.matrixIds.length, 'result table', 'result tables'));
  if (r.hostId !== null && r.runIds.length === 0) parts.push('a host');
  return parts.join(', ');
}

/**
 * What the save button stores, in words: `Save 3 runs from 2 files`; a batch of my.cnf files alone
 * stores configurations (`Save 2 configurations from 2 files`), not "0 runs". A file stored before
 * in the team saving goes to (`stored`) stores nothing: it said "Save 2 runs from 2 files" for two
 * files both already stored (a DBA's pass, 2026-12-07).
 */
export function saveText(all: { runs: number; configs: number; matrices: number; hosts: number; stored?: boolean }[]): string {
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const files = all.filter((f) => !f.stored);
  const stored = all.length - files.length;
  if (files.length === 0 && stored > 0) return `Save ${count(stored, 'file', 'files')}: already stored, nothing new`;
  const sum = (key: 'runs' | 'configs' | 'matrices' | 'hosts') => files.reduce((n, f) => n + f[key], 0);
  const runs = sum('runs');
  const parts = runs > 0 ? [count(runs, 'run', 'runs')] : [];
  if (runs === 0 && sum('configs') > 0) parts.push(count(sum('configs'), 'configuration', 'configurations'));
  if (sum('matrices') > 0) parts.push(count(sum('matrices'), 'result table', 'result tables'));
  if (parts.length === 0 && sum('hosts') > 0) parts.push(count(sum('hosts'), 'host', 'hosts'));
  if (parts.length === 0) parts.push('0 runs');
  const what = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0];
  return `Save ${what} from ${count(files.length, 'file', 'files')}${stored > 0 ? ` (${count(stored, 'more file', 'more files')} already stored)` : ''}`;
}

/** How many of a file's runs did not finish, in words (CI reads `incompleteRunIds`). */
export function incompleteSummary(incomplete: number, runs: number): string {
  const which = incomplete === runs ? (runs === 1 ? 'The run' : `All ${runs} runs`) : `${incomplete} of the ${runs} runs`;
  return `${which} did not finish (the log stops before the summary, or the run failed): figures cover part of the run; the run page says why.`;
}

/**
 * What the upload stored, file by file, and every file chosen that was not sent (a file not read as
 * a benchmark: a walkthrough's list had 7 lines for 8 files, without a word of the eighth).
 */
export function UploadResults({ results, notSent }: { results: UploadFileResult[]; notSent: { name: string; why: string }[] }) {
  return (
    <div role="status" className="space-y-2 rounded-lg border border-line bg-panel p-4 text-sm">
      {results.map((r) =>
        r.ok ? (
          <p key={r.fileName}>
            <span className="font-medium">{r.fileName}</span>:{' '}
            {r.created
              ? `stored ${storedSummary(r)}`
              : r.restored > 0
                ? `already uploaded; ${r.restored} of its runs were in the trash and are back (${storedSummary(r)})`
                : `already uploaded — nothing new stored (${storedSummary(r)})`}
            {r.notApplied?.length
              ? `; not applied: your ${r.notApplied.join(', ')} (its runs keep what they were first stored with: edit them on their pages)`
              : ''}
            .{' '}
            <a className="text-accent hover:underline" href={`/uploads/${r.uploadId}`}>
              Open upload
            </a>
            {r.runIds.map((id) => (
              <a key={id} className="ml-2 text-accent hover:underline" href={`/runs/${id}`}>
                run #{id}
              </a>
            ))}
            {r.configIds.map((id) => (
              <a key={id} className="ml-2 text-accent hover:underline" href={`/configs/${id}`}>
                config #{id}
              </a>
            ))}
            {r.matrixIds.map((id) => (
              <a key={id} className="ml-2 text-accent hover:underline" href={matrixUrl.href({ matrix: id })}>
                table #{id}
              </a>
            ))}
            {r.hostId !== null && r.runIds.length === 0 ? (
              <a className="ml-2 text-accent hover:underline" href={`/hosts/${r.hostId}`}>
                host
              </a>
            ) : null}
            {r.runIds.length > 1 ? (
              // one file, several runs (a compare-results table, a blog's variants): their comparison is one click away
              <a className="ml-2 text-accent hover:underline" href={compareUrl.href({ runs: r.runIds.slice(0, MAX_COMPARE_RUNS) })}>
                {r.runIds.length > MAX_COMPARE_RUNS
                  ? `Compare the first ${MAX_COMPARE_RUNS} of these ${r.runIds.length} runs (a comparison holds ${MAX_COMPARE_RUNS})`
                  : `Compare these ${r.runIds.length} runs`}
              </a>
            ) : null}
            {r.incompleteRunIds.length > 0 ? (
              <span className="mt-1 block text-warn" data-incomplete>
                {incompleteSummary(r.incompleteRunIds.length, r.runIds.length)}
              </span>
            ) : null}
            {r.repeatedOutputs.map((x) => (
              <span key={x.runId} className="mt-1 block text-warn" data-repeated-output={x.runId}>
                Run{' '}
                <a className="text-accent hover:underline" href={`/runs/${x.runId}`}>
                  #{x.runId}
                </a>{' '}
                has the figures, line for line, of run{' '}
                <a className="text-accent hover:underline" href={`/runs/${x.sameAs}`}>
                  #{x.sameAs}
                </a>
                , stored before: the same run uploaded twice? Comparisons and histories count one of them; no alert is raised on it.
              </span>
            ))}
          </p>
        ) : (
          <p key={r.fileName} className="text-worse">
            {/* the server's messages name their file already */}
            {r.error.message.startsWith(`${r.fileName}: `) ? r.error.message : `${r.fileName}: ${r.error.message}`}
          </p>
        ),
      )}
      {notSent.map((f) => (
        <p key={f.name} className="text-worse" data-not-sent>
          {f.name}: not sent — {f.why}.
        </p>
      ))}
      <BatchCompareLink runIds={results.flatMap((r) => (r.ok && r.runIds.length < 2 ? r.runIds : []))} />
    </div>
  );
}
