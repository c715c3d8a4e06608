import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { RunBriefTable } from '@/components/runs/run-brief-table';
import { PageHeader, Panel } from '@/components/ui/page-header';
import { accessOf, getViewer } from '@/lib/auth/viewer';
import { getProject } from '@/lib/db/catalog-pages';
import { idParamSchema } from '@/lib/schemas/params';
import { compareUrl } from '@/lib/url-state/compare';
import { matrixUrl } from '@/lib/url-state/matrix';

export const metadata: Metadata = { title: 'Project' };

export default async function ProjectPage({ params }: { params: Promise<{ id: string }> }) {
  await connection();
  const id = idParamSchema.safeParse(await params);
  if (!id.success) notFound();
  const project = await getProject(accessOf(await getViewer()), id.data.id);
  if (!project) notFound();
  const byTool = new Map<string, number[]>();
  for (const r of project.runs) byTool.set(`${r.tool}|${r.test ?? ''}`, [...(byTool.get(`${r.tool}|${r.test ?? ''}`) ?? []), r.id]);
  return (
    <>
      <PageHeader
        title={project.name}
        subtitle={`${project.runs.length} runs from ${project.uploads.length} uploads`}
        actions={
          project.runs.length > 1 ? (
            <Link
              href={compareUrl.href({ project: project.id })}
              className="rounded-md bg-accent px-3 py-1.5 text-sm font-medium text-white"
            >
              Compare this project
            </Link>
          ) : null
        }
      />
      {byTool.size > 1 ? (
        <Panel title="Compare by kind of run">
          <ul className="flex flex-wrap gap-3 text-sm">
            {[...byTool]
              .filter(([, ids]) => ids.length > 1)
              .map(([key, ids]) => (
                <li key={key}>
                  <Link href={compareUrl.href({ runs: ids })} className="text-accent hover:underline">
                    {key.replace('|', ' · ') || 'runs'} ({ids.length})
                  </Link>
                </li>
              ))}
          </ul>
        </Panel>
      ) : null}
      {project.matrices.length > 0 ? (
        <Panel title="Result tables">
          <ul className="text-sm">
            {project.matrices.map((m) => (
              <li key={m.id}>
                <Link href={matrixUrl.href({ matrix: m.id })} className="text-accent hover:underline">
                  {m.caption || 'table'} ({m.rows.length} × {m.columns.length})
                </Link>
              </li>
            ))}
          </ul>
        </Panel>
      ) : null}
      <Panel title="Runs">
        <RunBriefTable runs={project.runs} />
      </Panel>
      <Panel title="Uploads">
        <ul className="text-sm">
          {project.uploads.map((u) => (
            <li key={u.id}>
              <Link href={`/uploads/${u.id}`} className="text-accent hover:underline">
                {u.fileName}
              </Link>
            </li>
          ))}
        </ul>
      </Panel>
    </>
  );
}
