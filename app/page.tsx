import Link from 'next/link';
import { connection } from 'next/server';
import { RunBriefTable } from '@/components/runs/run-brief-table';
import { EmptyState, PageHeader, Panel } from '@/components/ui/page-header';
import { accessOf, getViewer } from '@/lib/auth/viewer';
import { getRecentRuns, listProjects } from '@/lib/db/catalog-pages';
import { countOf } from '@/lib/format';
import { listFormats } from '@/lib/parsers/formats';

export default async function Home() {
  await connection();
  const access = accessOf(await getViewer());
  const [projects, recent] = await Promise.all([listProjects(access), getRecentRuns(access, 10)]);
  if (projects.length === 0 && recent.length === 0) {
    return (
      <EmptyState title="benchboard is empty">
        <Link href="/upload" className="text-accent hover:underline">
          Upload your first {listFormats('or')} log
        </Link>
        .
      </EmptyState>
    );
  }
  return (
    <>
      <PageHeader
        title="benchboard"
        subtitle="Benchmark results of MySQL, MariaDB and PostgreSQL, stored and compared."
        actions={
          <Link href="/runs" className="rounded-md border border-line px-3 py-1.5 text-sm hover:bg-subtle">
            All runs
          </Link>
        }
      />
      <Panel title="Projects">
        <ul className="grid gap-3 md:grid-cols-2">
          {projects.map((p) => (
            <li key={p.id} className="rounded-md border border-line p-3">
              <Link href={`/projects/${p.id}`} className="font-medium text-accent hover:underline">
                {p.name}
              </Link>
              <p className="text-xs text-muted">
                {countOf(p._count.runs, 'run')} ·{' '}
                {p.tools.map((t) => `${t.tool} ×${t.runs.toLocaleString('en')}`).join(' · ') || 'configuration and tables'}
              </p>
              {p._count.runs > 1 ? (
                // like with like: the project's runs by kind (a cpu run is no baseline for an OLTP run)
                <Link href={`/projects/${p.id}#compare-by-kind`} className="mt-1 inline-block text-xs text-accent hover:underline">
                  Compare by kind of run →
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      </Panel>
      <Panel title="Latest runs">
        <div className="scroll-hint overflow-x-auto">
          <RunBriefTable runs={recent} />
        </div>
      </Panel>
    </>
  );
}
