// Hosts and projects are each team's own, so a viewer in several teams (or reading public projects)
// may meet one name twice: two teams' "nightly". A picker tells them apart by the team's name.

export type NamedChoice = { id: number; name: string; team?: { name: string } | null };

/** Each choice's label: its name, and its team's name when another choice has the same name. */
export function choiceLabels(rows: NamedChoice[]): Map<number, string> {
  const count = new Map<string, number>();
  for (const r of rows) count.set(r.name, (count.get(r.name) ?? 0) + 1);
  return new Map(rows.map((r) => [r.id, (count.get(r.name) ?? 0) > 1 ? `${r.name} (${r.team?.name ?? 'no team'})` : r.name]));
}
