'use client';

import { countOf, formatBytes, formatNumber } from '@/lib/format';
import type { IngestPlan } from '@/lib/ingest/plan';
import { describeServerBuild } from '@/lib/server-build';
import { CHOICE_KINDS, ChoiceSelect, choiceOf, choiceValue } from './choice-select';
import type { TestHint } from './prepare-bytes';
import type { ExistingUpload, PreparedFile, RunEdit } from './prepare-file';
import { patchRunEdit } from './run-edit-title';

/** What a run may be pointed at: hosts, projects and configs are a team's own (builds are shared facts). */
export type Choices = {
  hosts: { id: number; name: string; teamId: string | null }[];
  projects: { id: number; name: string; teamId: string | null }[];
  builds: { id: number; description: string }[];
  configs: { id: number; name: string; teamId: string | null }[];
};

type Props = {
  file: PreparedFile;
  choices: Choices;
  /** the team saving stores it in (its name when the viewer chooses among teams) */
  destination: { id: string | null; name: string | null };
  onChange: (next: PreparedFile) => void;
  onRemove: () => void;
};

const field = 'rounded border border-line px-1.5 py-1 text-xs';

/** What was recognized in one file, editable run by run before anything is saved. */
/** `Threads`, `Clients`, `Clients or threads`: as the runs' tools call their concurrency */
function concurrencyHeader(words: readonly string[]): string {
  const distinct = [...new Set(words)].sort();
  const text = distinct.length === 0 ? 'threads' : distinct.join(' or ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function FilePreview({ file, choices, destination, onChange, onRemove }: Props) {
  const { result } = file;
  const editRun = (index: number, patch: Partial<RunEdit>) =>
    onChange({
      ...file,
      edits: file.edits.map((e, i) => (i === index ? patchRunEdit(e, patch, result.runs[i], file.concurrency[i], file.name) : e)),
    });
  const nothing = result.runs.length + result.configs.length + result.matrices.length + result.hosts.length === 0;
  return (
    <article className="rounded-lg border border-line bg-panel" data-file={file.name}>
      <header className="flex flex-wrap items-center gap-3 border-b border-line px-4 py-2">
        <h3 className="font-medium break-all">{file.name}</h3>
        <span className="text-xs text-muted">
          {formatBytes(file.size)} · {file.encoding}
        </span>
        <button type="button" onClick={onRemove} className="ml-auto text-xs text-muted hover:text-worse">
          Remove
        </button>
      </header>
      <div className="space-y-3 p-4 text-sm">
        {nothing ? (
          <p role="alert" className="rounded bg-worse-soft p-2 text-worse">
            Not recognized — line {result.error?.line ?? 1}: {result.error?.message ?? 'nothing recognizable'}. This file will not be
            stored.
          </p>
        ) : null}
        {file.existing ? <AlreadyUploaded existing={file.existing} destination={destination} /> : null}
        {!nothing ? (
          <label className="flex items-center gap-2 text-xs text-muted">
            Project
            <input
              list="project-names"
              value={file.projectName}
              onChange={(e) => onChange({ ...file, projectName: e.target.value })}
              placeholder="none (type a new or existing name)"
              className={`${field} w-full max-w-80`}
            />
          </label>
        ) : null}
        {result.runs.length > 0 ? (
          // a phone scrolls the table in its box (it spilled out of the card: the page was 969 px wide)
          <div className="scroll-hint overflow-x-auto">
            <table className="w-full text-xs">
              <thead className="text-muted">
                <tr className="border-b border-line text-left">
                  <th className="py-1 font-medium">Run</th>
                  <th className="py-1 font-medium">Tool / test</th>
                  <th className="py-1 pr-3 text-right font-medium">{concurrencyHeader(file.concurrency)}</th>
                  <th className="py-1 pr-3 text-right font-medium">Headline</th>
                  <th className="py-1 font-medium">Tags</th>
                  <th className="py-1 font-medium">Project / host / build / config</th>
                </tr>
              </thead>
              <tbody>
                {result.runs.map((run, i) => {
                  const edit = file.edits[i] as RunEdit;
                  const headline = file.headlines[i];
                  return (
                    <tr key={`${run.lines[0]}`} className="border-b border-line align-top last:border-0" data-run-preview={i}>
                      <td className="py-1.5 pr-2">
                        <input
                          aria-label={`Title of run ${i + 1}`}
                          value={edit.title}
                          onChange={(e) => editRun(i, { title: e.target.value })}
                          // a long title is read whole on hover (the box showed "Percona Server 5.6.30-76.3, innodb_buff": a DBA's pass)
                          title={edit.title}
                          className={`${field} w-72`}
                        />
                        <div className="mt-0.5 text-muted">
                          lines {run.lines[0]}–{run.lines[1]}
                          {run.complete ? '' : ' · incomplete'}
                        </div>
                        {run.warnings.length > 0 ? (
                          <ul className="mt-1 text-warn">
                            {run.warnings.slice(0, 5).map((w) => (
                              <li key={`${w.line}-${w.message}`}>
                                line {w.line}: {w.message}
                              </li>
                            ))}
                            {run.warnings.length > 5 ? <li>… {run.warnings.length - 5} more warnings</li> : null}
                          </ul>
                        ) : null}
                      </td>
                      <td className="py-1.5 pr-2">
                        {run.tool} {run.toolVersion ?? ''}
                        <div className="text-muted" data-run-test>
                          {testOfTags(edit.tags) ?? run.test ?? '—'}
                        </div>
                        <TestHintButton
                          hint={file.testHints[i] ?? null}
                          tags={edit.tags}
                          // a title the upload made from the file, left as it was, names the test taken
                          onTake={(tags) => editRun(i, { tags })}
                        />
                      </td>
                      <td className="num py-1.5 pr-2 text-right">{String(run.parameters.threads ?? '—')}</td>
                      <td className="num py-1.5 pr-3 text-right whitespace-nowrap" data-headline>
                        {formatNumber(headline?.value ?? null, 6, headline?.decimals)} {headline?.unit}
                      </td>
                      <td className="py-1.5 pr-2">
                        <textarea
                          aria-label={`Tags of run ${i + 1}`}
                          value={edit.tags}
                          onChange={(e) => editRun(i, { tags: e.target.value })}
                          // as many rows as it has tags (up to 10): three showed tool, test and threads, the rest scrolled out of sight
                          rows={Math.min(10, Math.max(3, edit.tags.split('\n').length))}
                          className={`${field} w-52 font-mono`}
                        />
                      </td>
                      <td className="space-y-1 py-1.5">
                        <input
                          aria-label={`Project of run ${i + 1}`}
                          list="project-names"
                          value={edit.projectName}
                          onChange={(e) => editRun(i, { projectName: e.target.value })}
                          placeholder={`project: ${file.projectName || 'as the file'}`}
                          className={`${field} block w-56`}
                        />
                        {(['hostId', 'serverBuildId', 'configId'] as const).map((key) => (
                          <ChoiceSelect
                            key={key}
                            kind={key}
                            choices={choices}
                            label={`${CHOICE_KINDS[key].label} of run ${i + 1}`}
                            className={`${field} block w-56`}
                            value={choiceValue(edit[key])}
                            onChange={(value) => editRun(i, { [key]: choiceOf(value) })}
                            leading={[
                              {
                                value: 'auto',
                                text:
                                  key === 'hostId'
                                    ? result.hosts[0]
                                      ? `found (${result.hosts[0].description})`
                                      : 'none found'
                                    : key === 'serverBuildId'
                                      ? (detectedBuild(file.plan, i) ?? 'none detected')
                                      : run.configs.length
                                        ? `found in this file (${run.configs.length})`
                                        : 'none found',
                              },
                              { value: 'none', text: 'none' },
                            ]}
                          />
                        ))}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        ) : null}
        {result.configs.length > 0 ? (
          <p className="text-xs text-muted">
            Configurations found:{' '}
            {result.configs
              .map(
                (c) =>
                  `${c.kind} (lines ${c.lines[0]}–${c.lines[1]}, ${c.items.length} entries${c.runs.length ? `, for ${c.runs.length} run${c.runs.length > 1 ? 's' : ''}` : ''})`,
              )
              .join('; ')}
          </p>
        ) : null}
        {result.matrices.length > 0 ? (
          <p className="text-xs text-muted">
            Result tables:{' '}
            {result.matrices.map((m) => `${m.rows.length} × ${m.columns.length}${m.caption ? ` "${m.caption}"` : ''}`).join('; ')}
          </p>
        ) : null}
        {result.hosts.length > 0 ? <p className="text-xs text-muted">Hardware: {result.hosts[0]?.description}</p> : null}
        {result.warnings.length > 0 ? (
          <p className="text-xs text-warn">{result.warnings.map((w) => `line ${w.line}: ${w.message}`).join('; ')}</p>
        ) : null}
      </div>
    </article>
  );
}

/** The server build the upload would record for run `i` (as the server will describe it). */
function detectedBuild(plan: IngestPlan, i: number): string | null {
  const index = plan.runs[i]?.detected.buildIndex;
  const build = index === null || index === undefined ? undefined : plan.builds[index];
  return build ? describeServerBuild(build) : null;
}

/**
 * The same content stored before: in the team saving goes to (nothing new is stored), or only in
 * another team the viewer reads (saving stores that team's own copy).
 */
function AlreadyUploaded({ existing, destination }: { existing: ExistingUpload; destination: Props['destination'] }) {
  const here = existing.copies.find((c) => (c.team?.id ?? null) === destination.id);
  if (here) {
    const runs = here.uploadId === existing.id ? ` (${countOf(existing.runs.length, 'run')})` : '';
    return (
      <p className="rounded bg-warn-soft p-2 text-warn">
        Already uploaded as{' '}
        <a className="underline" href={`/uploads/${here.uploadId}`}>
          {here.fileName}
        </a>
        {runs}: saving again creates nothing new.
      </p>
    );
  }
  const other = existing.copies[0];
  if (!other) return null;
  return (
    <p className="rounded bg-warn-soft p-2 text-warn">
      Already uploaded {other.team ? `to the team ${other.team.name}` : 'without a team'} as{' '}
      <a className="underline" href={`/uploads/${other.uploadId}`}>
        {other.fileName}
      </a>
      : saving stores a copy in {destination.name ? `the team ${destination.name}` : 'the team uploads go to'}.
    </p>
  );
}

/** The test a `test=` line of a run's tags box names (what saving will store), else null. */
function testOfTags(tags: string): string | null {
  for (const line of tags.split('\n')) {
    const at = line.indexOf('=');
    if (at > 0 && line.slice(0, at).trim() === 'test' && line.slice(at + 1).trim() !== '') return line.slice(at + 1).trim();
  }
  return null;
}

/**
 * A run whose log names no test (sysbench 1.x prints none: its mutex and threads logs look alike)
 * whose file name names one: offered as a `test=` tag, taken only when the person asks.
 */
function TestHintButton({ hint, tags, onTake }: { hint: TestHint | null; tags: string; onTake: (tags: string) => void }) {
  if (hint === null || testOfTags(tags) !== null) return null;
  const { test } = hint;
  return (
    <button
      type="button"
      data-test-hint={test}
      title={`The log names no test; its file name says ${test}. Adds test=${test} to its tags.`}
      onClick={() => onTake(`${tags.trimEnd()}${tags.trim() ? '\n' : ''}test=${test}`)}
      className="mt-1 rounded border border-line px-1.5 py-0.5 text-accent hover:bg-subtle"
    >
      test={test}?
    </button>
  );
}
