// Which run an edit is for. The upload form edits runs it parsed in the browser; the server parses
// the file again and must put each title or tag on the run the person saw, not on whatever run has
// the same position today. An edit names the file's content (its fingerprint), the parser version
// that found the run, and the run itself: its ordinal, tool, test and line range. The server
// refuses edits that no longer match, naming the run, before anything is stored. Pure: the browser
// builds identities with the same function the server checks them with.
import { AppError } from '../errors';
import { countOf } from '../format';
import type { FileResult, ParsedRun } from '../parsers/types';
import type { RunOverride } from './plan';

/** A run as the parser found it: enough to tell it from any other run of the same text. */
export type RunIdentity = { ordinal: number; tool: string; test: string | null; lines: [number, number] };

/** The edits made to one file's runs, with what they were made for. */
export type FileEdits = { fingerprint: string; parserVersion: number; runs: (RunOverride & { run: RunIdentity })[] };

export function runIdentityOf(run: ParsedRun, ordinal: number): RunIdentity {
  return { ordinal, tool: run.tool, test: run.test, lines: [run.lines[0], run.lines[1]] };
}

const describeRun = (r: Omit<RunIdentity, 'ordinal'>) => `${[r.tool, r.test].filter(Boolean).join(' ')}, lines ${r.lines[0]}–${r.lines[1]}`;
const runName = (ordinal: number) => `run ${ordinal + 1} (ordinal ${ordinal})`;
const AGAIN = 'Nothing was stored: reload the upload page, check the runs, and save again.';

/** The edits as the server's parse sees them (by ordinal), or a 409 that names the file and the run they no longer fit. */
export function matchEdits(
  fileName: string,
  fingerprint: string,
  parserVersion: number,
  parsed: Pick<FileResult, 'runs'>,
  edits: FileEdits,
): Map<number, RunOverride> {
  if (edits.fingerprint !== fingerprint)
    throw new AppError(
      'conflict',
      `${fileName}: the edits were made for other content (fingerprint ${edits.fingerprint.slice(0, 12)}…, this file is ${fingerprint.slice(0, 12)}…). ${AGAIN}`,
      { file: fileName },
    );
  if (edits.parserVersion !== parserVersion)
    throw new AppError(
      'conflict',
      `${fileName}: the edits were made with parser version ${edits.parserVersion}, and this server reads logs with version ${parserVersion} (the page may be an old copy). ${AGAIN}`,
      { file: fileName },
    );
  const matched = new Map<number, RunOverride>();
  for (const { run: sent, ...edit } of edits.runs) {
    const run = parsed.runs[sent.ordinal];
    if (!run)
      throw new AppError(
        'conflict',
        `${fileName}: the edit for ${runName(sent.ordinal)} names no run: the server finds ${countOf(parsed.runs.length, 'run')} in this file. ${AGAIN}`,
        { file: fileName, ordinal: sent.ordinal },
      );
    const found = runIdentityOf(run, sent.ordinal);
    if (found.tool !== sent.tool || found.test !== sent.test || found.lines[0] !== sent.lines[0] || found.lines[1] !== sent.lines[1])
      throw new AppError(
        'conflict',
        `${fileName}: the edit for ${runName(sent.ordinal)} was made for ${describeRun(sent)}, but that run is ${describeRun(found)} on the server. ${AGAIN}`,
        { file: fileName, ordinal: sent.ordinal },
      );
    if (matched.has(sent.ordinal))
      throw new AppError('invalid', `${fileName}: two edits for ${runName(sent.ordinal)}: send one per run.`, { file: fileName });
    matched.set(sent.ordinal, edit);
  }
  return matched;
}
