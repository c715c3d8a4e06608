'use client';

import { useEffect, useState } from 'react';
import { CHOICE_KINDS, type ChoiceKey, ChoiceSelect, choiceOf } from './choice-select';
import type { Choices } from './file-preview';
import type { RunEdit } from './prepare-file';

/** What "every file" sets: a project for each file, a host, build and config for each run (undefined: left as it is). */
export type EveryFile = { projectName?: string } & Partial<Pick<RunEdit, 'hostId' | 'serverBuildId' | 'configId'>>;

const field = 'rounded border border-line px-1.5 py-1 text-xs';
const KEEP = 'keep';

/** `keep` → not changed; then as read from each file (`auto`), none, or one of the team's. */
const LEADING = [
  { value: KEEP, text: 'as each run says' },
  { value: 'auto', text: 'as found in each file' },
  { value: 'none', text: 'none' },
] as const;

/**
 * A sweep's files (one run each, as CI and a loop write them) given one project, host, build and
 * config at once: set file by file, a walkthrough's twelve files took 48 fields, and one mis-set
 * field splits a series without a word.
 */
export function ApplyToAll({
  files,
  choices,
  onApply,
  onPending,
}: {
  files: number;
  choices: Choices;
  onApply: (every: EveryFile) => void;
  /** whether something is set here that was not applied (the form does not save it silently) */
  onPending: (pending: boolean) => void;
}) {
  const [project, setProject] = useState('');
  const [picked, setPicked] = useState<Record<ChoiceKey, string>>({ hostId: KEEP, serverBuildId: KEEP, configId: KEEP });
  const [applied, setApplied] = useState(JSON.stringify(['', KEEP, KEEP, KEEP]));
  const current = JSON.stringify([project.trim(), picked.hostId, picked.serverBuildId, picked.configId]);
  const nothing = !project.trim() && Object.values(picked).every((v) => v === KEEP);
  // a project typed here and saved without Apply was dropped without a word (a DBA's pass)
  const pending = !nothing && current !== applied;
  useEffect(() => onPending(pending), [pending, onPending]);
  const apply = () => {
    const every: EveryFile = {};
    if (project.trim()) every.projectName = project.trim();
    for (const key of ['hostId', 'serverBuildId', 'configId'] as const) if (picked[key] !== KEEP) every[key] = choiceOf(picked[key]);
    onApply(every);
    setApplied(current);
  };
  return (
    <section className="rounded-lg border border-line bg-panel p-4" aria-label="For every file">
      <h3 className="mb-2 text-sm font-medium">For all {files} files</h3>
      <div className="flex flex-wrap items-center gap-2">
        <input
          aria-label="Project of every file"
          list="project-names"
          value={project}
          onChange={(e) => setProject(e.target.value)}
          placeholder="project (as each file says)"
          className={`${field} w-56`}
        />
        {(['hostId', 'serverBuildId', 'configId'] as const).map((key) => (
          <ChoiceSelect
            key={key}
            kind={key}
            choices={choices}
            label={`${CHOICE_KINDS[key].label} of every run`}
            className={`${field} w-56`}
            value={picked[key]}
            onChange={(value) => setPicked((p) => ({ ...p, [key]: value }))}
            leading={LEADING}
          />
        ))}
        <button
          type="button"
          disabled={nothing}
          onClick={apply}
          className="rounded-md bg-ink px-3 py-1 text-xs text-panel disabled:bg-faint"
        >
          Apply to every file
        </button>
        {pending ? (
          <span className="text-xs text-warn" data-testid="apply-pending">
            Not applied yet: press Apply to every file, or clear these fields, to save.
          </span>
        ) : null}
      </div>
    </section>
  );
}

/** A file with what "every file" applied (none: as it is). */
export function withEveryFile<F extends { projectName: string; edits: RunEdit[] }>(file: F, every: EveryFile | null): F {
  if (!every) return file;
  const { projectName, ...run } = every;
  return { ...file, projectName: projectName ?? file.projectName, edits: file.edits.map((e) => ({ ...e, ...run })) };
}
