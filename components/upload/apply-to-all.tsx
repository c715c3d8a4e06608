'use client';

import { useState } from 'react';
import type { Choices } from './file-preview';
import type { RunEdit } from './prepare-file';

/** What "every file" sets: a project for each file, a host, build and config for each run (undefined: left as it is). */
export type EveryFile = { projectName?: string } & Partial<Pick<RunEdit, 'hostId' | 'serverBuildId' | 'configId'>>;

const field = 'rounded border border-line px-1.5 py-1 text-xs';
const KEEP = 'keep';

/** `keep` → not changed; `auto` → as read from each file; `none`; an id. */
function choice(value: string): { set: false } | { set: true; value: number | null | undefined } {
  if (value === KEEP) return { set: false };
  if (value === 'auto') return { set: true, value: undefined };
  if (value === 'none') return { set: true, value: null };
  return { set: true, value: Number(value) };
}

/**
 * A sweep's files (one run each, as CI and a loop write them) given one project, host, build and
 * config at once: set file by file, a walkthrough's twelve files took 48 fields, and one mis-set
 * field splits a series without a word.
 */
export function ApplyToAll({ files, choices, onApply }: { files: number; choices: Choices; onApply: (every: EveryFile) => void }) {
  const [project, setProject] = useState('');
  const [host, setHost] = useState(KEEP);
  const [build, setBuild] = useState(KEEP);
  const [config, setConfig] = useState(KEEP);
  const apply = () => {
    const every: EveryFile = {};
    if (project.trim()) every.projectName = project.trim();
    for (const [key, value] of [
      ['hostId', host],
      ['serverBuildId', build],
      ['configId', config],
    ] as const) {
      const c = choice(value);
      if (c.set) every[key] = c.value;
    }
    onApply(every);
  };
  const nothing = !project.trim() && host === KEEP && build === KEEP && config === KEEP;
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
        <select aria-label="Host of every run" value={host} onChange={(e) => setHost(e.target.value)} className={`${field} w-56`}>
          <option value={KEEP}>host: as each run says</option>
          <option value="auto">host: as found in each file</option>
          <option value="none">host: none</option>
          {choices.hosts.map((h) => (
            <option key={h.id} value={h.id}>
              host: {h.name}
            </option>
          ))}
        </select>
        <select aria-label="Server build of every run" value={build} onChange={(e) => setBuild(e.target.value)} className={`${field} w-56`}>
          <option value={KEEP}>build: as each run says</option>
          <option value="auto">build: as detected in each file</option>
          <option value="none">build: none</option>
          {choices.builds.map((b) => (
            <option key={b.id} value={b.id}>
              build: {b.description}
            </option>
          ))}
        </select>
        <select aria-label="Config of every run" value={config} onChange={(e) => setConfig(e.target.value)} className={`${field} w-56`}>
          <option value={KEEP}>config: as each run says</option>
          <option value="auto">config: as found in each file</option>
          <option value="none">config: none</option>
          {choices.configs.map((c) => (
            <option key={c.id} value={c.id}>
              config: {c.name}
            </option>
          ))}
        </select>
        <button
          type="button"
          disabled={nothing}
          onClick={apply}
          className="rounded-md bg-ink px-3 py-1 text-xs text-panel disabled:bg-faint"
        >
          Apply to every file
        </button>
      </div>
    </section>
  );
}
