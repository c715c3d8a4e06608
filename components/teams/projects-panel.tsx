import Link from 'next/link';
import { Panel } from '@/components/ui/page-header';
import type { TeamPage } from '@/lib/db/teams';
import { countOf } from '@/lib/format';

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
            {canPublish ? (
              <form action={publish} className="ml-auto">
                <input type="hidden" name="projectId" value={p.id} />
                <input type="hidden" name="isPublic" value={p.isPublic ? 'false' : 'true'} />
                <button type="submit" className="rounded border border-line px-2 py-0.5 text-xs hover:bg-subtle">
                  {p.isPublic ? 'Make team-only' : 'Make public'}
                </button>
              </form>
            ) : null}
          </li>
        ))}
      </ul>
    </Panel>
  );
}
