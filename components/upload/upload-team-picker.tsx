'use client';

export type UploadTeam = { id: string; name: string };

/** Which team an upload goes to: a choice when the uploader is in several, said when in one, nothing with sign-in off. */
export function UploadTeamPicker({
  teams,
  team,
  onChange,
}: {
  teams: UploadTeam[];
  team: string | undefined;
  onChange: (team: string) => void;
}) {
  return teams.length > 1 ? (
    <label className="flex items-center gap-2 text-sm">
      Upload to the team
      <select value={team} onChange={(e) => onChange(e.target.value)} className="rounded-md border border-line bg-panel px-2 py-1 text-sm">
        {teams.map((t) => (
          <option key={t.id} value={t.id}>
            {t.name}
          </option>
        ))}
      </select>
    </label>
  ) : teams.length === 1 ? (
    <p className="text-sm text-muted">
      Uploads go to the team <span className="font-medium text-ink">{teams[0]?.name}</span>.
    </p>
  ) : null;
}
