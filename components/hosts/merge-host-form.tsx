/**
 * Merges this host into another of its team's: for two descriptions of one machine ("2 CPU, 4 GB
 * RAM, 1 disk" and "2 CPUs, 4GB RAM, one disk"), whose runs are then repeats of each other. A plain
 * form: it works without JavaScript, and the browser asks nothing (the page says what happens).
 */
export function MergeHostForm({
  hostId,
  targets,
  action,
}: {
  hostId: number;
  /** `alike`: the same CPU count and memory as this host */
  targets: { id: number; name: string; alike: boolean }[];
  action: (form: FormData) => Promise<void>;
}) {
  if (targets.length === 0) return null;
  return (
    <form action={action} className="flex flex-wrap items-end gap-2 text-sm" aria-label="Merge this host">
      <input type="hidden" name="hostId" value={hostId} />
      <label className="text-xs text-muted">
        The same machine as
        <select name="into" required className="mt-0.5 block max-w-md rounded-md border border-line px-2 py-1 text-sm" defaultValue="">
          <option value="" disabled>
            choose a host…
          </option>
          {targets.map((t) => (
            <option key={t.id} value={t.id}>
              {t.alike ? `${t.name} (same CPUs and memory)` : t.name}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="rounded-md border border-line px-3 py-1 hover:bg-subtle">
        Merge into it
      </button>
      <p className="basis-full text-xs text-muted">
        Its runs (those in the trash too) and result tables move to the host chosen, which keeps what it knows of the hardware and takes
        from this one what it does not (nothing, when the two differ in CPUs or memory); this host's name stays as a name of it, so later
        logs describing it so land there. This host's page then no longer exists, and a merge is not undone.
      </p>
    </form>
  );
}
