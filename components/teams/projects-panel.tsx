import Link from 'next/link';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { Panel } from '@/components/ui/page-header';
import type { TeamPage } from '@/lib/db/teams';
import { countOf } from '@/lib/format';

const BUTTON = 'rounded border border-line px-2 py-0.5 text-xs hover:bg-subtle';

/** The team's projects; an admin makes one public (readable without signing in) or team-only. */
export function ProjectsPanel({
  projects,
  canPublish,
  publish,
}: {
  projects: TeamPage['projects'];
  canPublish: boolean;
  publish: (form: FormData) => Promise<void>;
}) {
  return (
    <Panel title={`Projects (${projects.length})`}>
      {projects.length === 0 ? <p className="text-sm text-muted">No project yet: uploads name one.</p> : null}
      <ul className="text-sm" data-testid="team-projects">
        {projects.map((p) => (
          <li key={p.id} className="flex items-center gap-3 border-b border-line py-1.5 last:border-0" data-project={p.name}>
            <Link href={`/projects/${p.id}`} className="text-accent hover:underline">
              {p.name}
            </Link>
            <span className="text-xs text-muted">{countOf(p._count.runs, 'run')}</span>
            <span className={`rounded px-1.5 text-xs ${p.isPublic ? 'bg-better-soft text-better' : 'bg-chip text-ink'}`}>
              {p.isPublic ? 'public' : 'team only'}
            </span>
            {canPublish && p.isPublic ? (
              <form action={publish} className="ml-auto">
                <input type="hidden" name="projectId" value={p.id} />
                <input type="hidden" name="isPublic" value="false" />
                <button type="submit" className={BUTTON}>
                  Make team-only
                </button>
              </form>
            ) : null}
            {canPublish && !p.isPublic ? (
              // what anybody may then read: asked first (an attack probe's note, 2026-12-05)
              <ConfirmButton
                action={publish}
                fields={{ projectId: String(p.id), isPublic: 'true' }}
                question={`Make ${p.name} public? Anybody, signed in or not, will be able to read its runs (${p._count.runs.toLocaleString('en')} now, and any uploaded to it later), their logs and configurations.`}
                className={BUTTON}
                formClassName="ml-auto"
              >
                Make public
              </ConfirmButton>
            ) : null}
          </li>
        ))}
      </ul>
    </Panel>
  );
}
