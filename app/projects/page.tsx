import type { Metadata } from 'next';
import Link from 'next/link';
import { connection } from 'next/server';
import { EmptyState, PageHeader } from '@/components/ui/page-header';
import { accessOf, getViewer } from '@/lib/auth/viewer';
import { choiceLabels } from '@/lib/choice-labels';
import { listProjects } from '@/lib/db/catalog-pages';
import { countOf } from '@/lib/format';

export const metadata: Metadata = { title: 'Projects' };

export default async function ProjectsPage() {
  await connection();
  const projects = await listProjects(accessOf(await getViewer()));
  const labels = choiceLabels(projects);
  return (
    <>
      <PageHeader title="Projects" subtitle="Named collections of runs, such as “5.1 vs 5.5 on the 2-CPU box”." />
      {projects.length === 0 ? (
        <EmptyState title="No projects yet">Give a project name when you upload, and the runs are collected here.</EmptyState>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {projects.map((p) => (
            <li key={p.id} className="rounded-lg border border-line bg-panel p-4">
              <Link href={`/projects/${p.id}`} className="font-medium text-accent hover:underline">
                {labels.get(p.id)}
              </Link>
              <p className="mt-1 text-sm text-muted">
                {countOf(p._count.runs, 'run')} · {countOf(p._count.uploads, 'upload')}
                {p._count.matrices ? ` · ${countOf(p._count.matrices, 'result table')}` : ''}
              </p>
              <p className="mt-1 text-xs text-muted">{p.tools.map((t) => `${t.tool} ×${t.runs.toLocaleString('en')}`).join(' · ')}</p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
