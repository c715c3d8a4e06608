// A blog post uploaded as its HTML is stored as the text a browser shows (lib/parsers/html-text.ts):
// its runs are found, its download is that text, named for what it holds (a walkthrough, 2026-12-05:
// the text came down as `blog.html`).
import { describe, expect, test, vi } from 'vitest';
import { GET as uploadTextRoute } from '../../app/api/uploads/[id]/text/route';
import { db } from '../../lib/db/client';
import { ingestDocument } from '../../lib/ingest/ingest';
import { readFixture } from '../support/fixtures';

vi.mock('next/headers', () => ({
  headers: async () => new Headers({ host: 'localhost:3000' }),
  cookies: async () => ({ get: () => undefined, getAll: () => [], set: () => {}, delete: () => {}, has: () => false }),
}));

const LOG = readFixture('prisma/demo/mariadb-10.11/pgbench/tpcb_c4_j2_progress1.log').trimEnd();
const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

describe('a blog post uploaded as HTML', () => {
  test('its run is read, its text stored without markup, downloaded as text', async () => {
    const page = `<!DOCTYPE html>\n<html><body>\n<h2>TPC-B on a small box</h2>\n<p>One evening&rsquo;s run:</p>\n<pre><code>${escapeHtml(LOG)}</code></pre>\n</body></html>\n`;
    const { uploadId, runIds } = await ingestDocument({ fileName: 'blog.html', text: page, projectName: 'html public' });
    expect(runIds).toHaveLength(1);
    const run = await db().run.findUniqueOrThrow({ where: { id: runIds[0] }, select: { tool: true, test: true, tps: true } });
    expect(run).toMatchObject({ tool: 'pgbench', test: 'tpcb' });
    await db().project.updateMany({ where: { name: 'html public' }, data: { isPublic: true } });
    const response = await uploadTextRoute(
      new Request(`http://localhost:3000/api/uploads/${uploadId}/text`, { headers: { host: 'localhost:3000' } }),
      { params: Promise.resolve({ id: String(uploadId) }) },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('filename="blog.html.txt"');
    const text = await response.text();
    expect(text).not.toContain('<pre>');
    expect(text).toContain('transaction type: <builtin: TPC-B (sort of)>');
    expect(text).toContain('One evening’s run:');
    expect(text.split('\n').length).toBe(page.split('\n').length);
  });
});
