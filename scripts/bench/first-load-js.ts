// First-load JavaScript of every page, as a browser gets it: the scripts its HTML names, each
// gzipped (what travels), summed per route. Pages a visitor who is not signed in cannot see end on
// the sign-in page: the route is reported with where it ended. `noModule` scripts (Next's legacy
// polyfills, ~40 KB gzip) are not counted: a browser that runs modules neither fetches nor runs them.
import { gzipSync } from 'node:zlib';
import pg from 'pg';

export type RouteJs = { route: string; landed: string; files: number; gzipBytes: number };

/** One URL per page of the app, ids taken from the database (demo data). */
export async function pageUrls(databaseUrl: string): Promise<[string, string][]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const first = async (sql: string) => ((await client.query<{ id: string | number }>(sql)).rows[0]?.id ?? 1).toString();
  try {
    const run = await first(`SELECT id FROM "Run" WHERE tool = 'sysbench' ORDER BY id LIMIT 1`);
    const runs = (await client.query<{ id: number }>(`SELECT id FROM "Run" WHERE tool = 'sysbench' ORDER BY id LIMIT 4`)).rows.map(
      (r) => r.id,
    );
    return [
      ['/', '/'],
      ['/runs', '/runs'],
      ['/runs/[id]', `/runs/${run}`],
      ['/compare', `/compare?runs=${runs.join(',')}`],
      ['/series', `/series?run=${run}`],
      ['/compare/matrix', `/compare/matrix?id=${await first('SELECT id FROM "Matrix" ORDER BY id LIMIT 1')}`],
      ['/upload', '/upload'],
      ['/uploads', '/uploads'],
      ['/uploads/[id]', `/uploads/${await first('SELECT id FROM "Upload" ORDER BY id LIMIT 1')}`],
      ['/hosts', '/hosts'],
      ['/hosts/[id]', `/hosts/${await first('SELECT id FROM "Host" ORDER BY id LIMIT 1')}`],
      ['/configs', '/configs'],
      ['/configs/[id]', `/configs/${await first('SELECT id FROM "Config" ORDER BY id LIMIT 1')}`],
      ['/projects', '/projects'],
      ['/projects/[id]', `/projects/${await first('SELECT id FROM "Project" ORDER BY id LIMIT 1')}`],
      ['/trash', '/trash'],
      ['/shares', '/shares'],
      ['/teams', '/teams'],
      ['/sign-in', '/sign-in'],
      ['/api/docs', '/api/docs'],
    ];
  } finally {
    await client.end();
  }
}

/** The script files a modern browser loads for this HTML, each once, in order (not the `noModule` ones). */
export function firstLoadScripts(html: string): string[] {
  const tags = html.match(/<script\b[^>]*>/gi) ?? [];
  const srcs = tags.filter((tag) => !/\snomodule\b/i.test(tag)).map((tag) => /\ssrc="([^"]+\.js)"/.exec(tag)?.[1]);
  return [...new Set(srcs.filter((src): src is string => src !== undefined))];
}

export async function firstLoadJs(base: string, urls: [string, string][]): Promise<RouteJs[]> {
  const gzipped = new Map<string, number>();
  const rows: RouteJs[] = [];
  for (const [route, url] of urls) {
    const response = await fetch(base + url);
    const html = await response.text();
    const scripts = firstLoadScripts(html);
    let gzipBytes = 0;
    for (const src of scripts) {
      if (!gzipped.has(src)) gzipped.set(src, gzipSync(Buffer.from(await (await fetch(base + src)).arrayBuffer())).length);
      gzipBytes += gzipped.get(src) ?? 0;
    }
    rows.push({ route, landed: new URL(response.url).pathname, files: scripts.length, gzipBytes });
  }
  return rows;
}
