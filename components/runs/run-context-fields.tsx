/** A choice of the form: an id and its name. */
type Choice = { id: number; label: string };

const field = 'w-full rounded-md border border-line bg-panel px-2 py-1.5 text-sm';
/** The selection's form: a field left at this is no change (each run keeps its own). */
export const KEEP = 'keep';

type Props = {
  hosts: Choice[];
  builds: Choice[];
  configs: Choice[];
  projects: Choice[];
  /** each select's value at first: a run's own (an id, or '' for none), or KEEP on the selection's form */
  chosen: { hostId: string; serverBuildId: string; configId: string; projectId: string };
  /** offer "keep each run's" first (several runs at once) */
  keep?: boolean;
};

/** The host, server build, configuration and project selects of a run's context form and of the selection's. */
export function RunContextFields({ hosts, builds, configs, projects, chosen, keep = false }: Props) {
  const fields = [
    { name: 'hostId', label: 'Host', choices: hosts },
    { name: 'serverBuildId', label: 'Server build', choices: builds },
    { name: 'configId', label: 'Configuration', choices: configs },
    // a run that landed in the wrong project (a re-upload keeps the first upload's: its result says to edit the runs)
    { name: 'projectId', label: 'Project', choices: projects },
  ] as const;
  return fields.map(({ name, label, choices }) => (
    <label key={name} className="text-xs text-muted">
      {label}
      <select name={name} defaultValue={chosen[name]} className={field}>
        {keep ? <option value={KEEP}>keep each run’s</option> : null}
        <option value="">none</option>
        {choices.map((c) => (
          <option key={c.id} value={c.id}>
            {c.label}
          </option>
        ))}
      </select>
    </label>
  ));
}
