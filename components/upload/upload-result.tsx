// What an upload's result says of each file and of the batch (the upload form's last step).
import { compareUrl, MAX_COMPARE_RUNS } from '@/lib/url-state/compare';

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
 * stores configurations (`Save 2 configurations from 2 files`), not "0 runs".
 */
export function saveText(files: { runs: number; configs: number; matrices: number; hosts: number }[]): string {
  const sum = (key: 'runs' | 'configs' | 'matrices' | 'hosts') => files.reduce((n, f) => n + f[key], 0);
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const runs = sum('runs');
  const parts = runs > 0 ? [count(runs, 'run', 'runs')] : [];
  if (runs === 0 && sum('configs') > 0) parts.push(count(sum('configs'), 'configuration', 'configurations'));
  if (sum('matrices') > 0) parts.push(count(sum('matrices'), 'result table', 'result tables'));
  if (parts.length === 0 && sum('hosts') > 0) parts.push(count(sum('hosts'), 'host', 'hosts'));
  if (parts.length === 0) parts.push('0 runs');
  const what = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0];
  return `Save ${what} from ${count(files.length, 'file', 'files')}`;
}

/** How many of a file's runs did not finish, in words (CI reads `incompleteRunIds`). */
export function incompleteSummary(incomplete: number, runs: number): string {
  const which = incomplete === runs ? (runs === 1 ? 'The run' : `All ${runs} runs`) : `${incomplete} of the ${runs} runs`;
  return `${which} did not finish (the log stops before the summary, or the run failed): figures cover part of the run; the run page says why.`;
}
