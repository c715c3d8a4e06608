'use client';

import type { Choices } from './file-preview';
import type { RunEdit } from './prepare-file';

/** The three things a run is pointed at, each with the word its options start with and how a row reads. */
export const CHOICE_KINDS = {
  hostId: { word: 'host', label: 'Host', rows: (c: Choices) => c.hosts.map((h) => ({ id: h.id, text: h.name })) },
  serverBuildId: { word: 'build', label: 'Server build', rows: (c: Choices) => c.builds.map((b) => ({ id: b.id, text: b.description })) },
  configId: { word: 'config', label: 'Config', rows: (c: Choices) => c.configs.map((x) => ({ id: x.id, text: x.name })) },
} as const;
export type ChoiceKey = keyof typeof CHOICE_KINDS;

/** A choice as its select holds it: `auto` (as read from the file), `none`, or an id. */
export const choiceValue = (id: number | null | undefined): string => (id === undefined ? 'auto' : id === null ? 'none' : String(id));

export function choiceOf(value: string): number | null | undefined {
  if (value === 'auto') return undefined;
  if (value === 'none') return null;
  return Number(value);
}

/**
 * A host, build or config select: its first options (`leading`: what the file says, none…), then the
 * team's rows, each `host: <name>` (the upload form's per-run selects and its "for all files" bar).
 */
export function ChoiceSelect({
  kind,
  choices,
  leading,
  value,
  onChange,
  label,
  className,
}: {
  kind: ChoiceKey;
  choices: Choices;
  leading: readonly { value: string; text: string }[];
  value: string;
  onChange: (value: string) => void;
  label: string;
  className: string;
}) {
  const { word, rows } = CHOICE_KINDS[kind];
  return (
    <select aria-label={label} className={className} value={value} onChange={(e) => onChange(e.target.value)}>
      {leading.map((o) => (
        <option key={o.value} value={o.value}>
          {word}: {o.text}
        </option>
      ))}
      {rows(choices).map((r) => (
        <option key={r.id} value={r.id}>
          {word}: {r.text}
        </option>
      ))}
    </select>
  );
}

/**
 * A run's choices once the upload goes to `team`: a host or config is a team's own, so one of the
 * team left is no choice any more (its select showed "none found" while the save sent the old id,
 * refused: an attack probe).
 */
export function ofTeam<E extends Pick<RunEdit, 'hostId' | 'configId'>>(edit: E, choices: Choices, team: string): E {
  const ours = (id: number | null | undefined, rows: { id: number; teamId: string | null }[]) =>
    typeof id === 'number' && !rows.some((r) => r.id === id && r.teamId === team) ? undefined : id;
  return { ...edit, hostId: ours(edit.hostId, choices.hosts), configId: ours(edit.configId, choices.configs) };
}
