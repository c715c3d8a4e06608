// The REST API's reads, called as route handlers with real Requests: a read token reads its team's
// runs, an upload-only token is refused, nobody reads public projects only (401 for the rest), a
// token of another team sees nothing, and bad parameters are a 400 — in the handler and in the
// request guard alike (tests/unit/security/api-query-guard.test.ts). Every answer is checked against its published schema.
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { GET as compareRoute } from '../../app/api/compare/route';
import { GET as exportRunRoute } from '../../app/api/runs/[id]/export/route';
import { GET as getRunRoute } from '../../app/api/runs/[id]/route';
import { GET as listRunsRoute } from '../../app/api/runs/route';
import { GET as uploadTextRoute } from '../../app/api/uploads/[id]/text/route';
import { db } from '../../lib/db/client';
import { compareResultSchema } from '../../lib/schemas/api-compare';
import { runDetailSchema, runListSchema } from '../../lib/schemas/api-runs';
import { BAD_API_QUERIES } from '../support/bad-api-queries';
import { readFixture, SEED } from '../support/fixtures';

vi.mock('next/headers', () => ({
  headers: async () => new Headers({ host: 'localhost:3000' }),
  cookies: async () => ({ get: () => undefined, getAll: () => [], set: () => {}, delete: () => {}, has: () => false }),
}));
vi.mock('next/cache', () => ({ revalidatePath: () => {}, revalidateTag: () => {} }));

const tokens = { read: '', upload: '', otherTeam: '' };
const runs = { private: 0, public: [] as number[], repeats: { off: [] as number[], on: [] as number[] } };

beforeAll(async () => {
  const { auth } = await import('../../lib/auth/server');
  const { ingestDocument } = await import('../../lib/ingest/ingest');
  const { mintToken } = await import('../../lib/teams/tokens');
  const owner = await auth().api.signUpEmail({ body: { name: 'Owner', email: 'owner@rest.test', password: 'a long password 123' } });
  const team = await auth().api.createOrganization({ body: { name: 'Rest team', slug: 'rest-team', userId: owner.user.id } });
  const other = await auth().api.createOrganization({ body: { name: 'Other team', slug: 'other-team', userId: owner.user.id } });
  if (!team || !other) throw new Error('no team');
  const mine = await ingestDocument({
    fileName: 'private.log',
    text: readFixture('tests/fixtures/synthetic/sysbench-1.1-throughput.log'),
    teamId: team.id,
    projectName: 'private project',
    revision: { commit: 'abc123', branch: 'main' },
    extraTags: { version: '8.4.3' },
  });
  runs.private = mine.runIds[0] as number;
  const published = await ingestDocument({
    fileName: 'public.txt',
    text: readFixture(SEED.qc002),
    teamId: team.id,
    projectName: 'public project',
  });
  runs.public = published.runIds;
  await db().project.updateMany({ where: { name: 'public project' }, data: { isPublic: true } });
  // five real repeats of each query-cache setting (our own MariaDB 10.11 runs), in the other team
  for (const cache of ['off', 'on'] as const) {
    for (const r of [1, 2, 3]) {
      const stored = await ingestDocument({
        fileName: `qc-${cache}_r${r}.log`,
        text: readFixture(`prisma/demo/mariadb-10.11/repeats/oltp_read_only_t4_qc-${cache}_r${r}.log`),
        teamId: other.id,
        projectName: 'repeats',
        extraTags: { query_cache: cache },
      });
      runs.repeats[cache].push(...stored.runIds);
    }
  }
  tokens.read = (await mintToken(owner.user.id, team.id, { name: 'read', scope: 'read', projectId: null })).key;
  tokens.upload = (await mintToken(owner.user.id, team.id, { name: 'upload', scope: 'upload', projectId: null })).key;
  tokens.otherTeam = (await mintToken(owner.user.id, other.id, { name: 'other', scope: 'read', projectId: null })).key;
});

function get(path: string, token?: string): Request {
  return new Request(`http://localhost:3000${path}`, {
    headers: { host: 'localhost:3000', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

const withId = (id: number) => ({ params: Promise.resolve({ id: String(id) }) });

async function answer(response: Response) {
  return { status: response.status, body: await response.json() };
}

describe('GET /api/runs', () => {
  test('a read token lists its team’s runs with figures, tags, commit and branch', async () => {
    const { status, body } = await answer(await listRunsRoute(get('/api/runs?sort=tps&dir=desc&size=2', tokens.read)));
    expect(status).toBe(200);
    const list = runListSchema.parse(body);
    expect(list.total).toBe(3);
    expect(list.runs).toHaveLength(2);
    expect(list.pages).toBe(2);
    expect(list.links.next).toBe('/api/runs?sort=tps&page=2&size=2');
    // past the last page: no next, and the previous page is the last one (an attack probe, 2026-12-03)
    const past = runListSchema.parse(
      (await answer(await listRunsRoute(get('/api/runs?sort=tps&dir=desc&size=2&page=100000', tokens.read)))).body,
    );
    expect(past.runs).toEqual([]);
    expect(past.links).toMatchObject({ next: null, prev: '/api/runs?sort=tps&page=2&size=2' });
    const tagged = await answer(await listRunsRoute(get('/api/runs?tag=version=8.4.3', tokens.read)));
    const [row] = runListSchema.parse(tagged.body).runs;
    expect(row).toMatchObject({ id: runs.private, commit: 'abc123', branch: 'main', project: { name: 'private project' } });
    expect(row?.tags.version).toBe('8.4.3');
    expect(row?.metrics.tps).toBeGreaterThan(0);
    expect(row?.links.html).toBe(`/runs/${runs.private}`);
  });

  test('nobody lists the public projects’ runs only', async () => {
    const { status, body } = await answer(await listRunsRoute(get('/api/runs')));
    expect(status).toBe(200);
    const ids = runListSchema.parse(body).runs.map((r) => r.id);
    expect(ids.sort()).toEqual([...runs.public].sort());
  });

  test('an upload-only token is refused (403); a bad token is a 401', async () => {
    const refused = await answer(await listRunsRoute(get('/api/runs', tokens.upload)));
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toMatch(/upload only/);
    expect((await listRunsRoute(get('/api/runs', 'bb_not_a_real_token'))).status).toBe(401);
  });
});

describe('GET /api/runs/{id}', () => {
  test('a read token reads a private run: figures, sources, parameters, commit, branch, export links', async () => {
    const { status, body } = await answer(await getRunRoute(get(`/api/runs/${runs.private}`, tokens.read), withId(runs.private)));
    expect(status).toBe(200);
    const run = runDetailSchema.parse(body);
    expect(run).toMatchObject({ id: runs.private, commit: 'abc123', branch: 'main', tool: 'sysbench', setByHand: [] });
    expect(run.metrics.tps).toBeGreaterThan(0);
    expect(run.sources['metrics.tps']?.[0]).toBeGreaterThan(0);
    expect(Object.keys(run.parameters).length).toBeGreaterThan(0);
    expect(run.links.exportCsv.intervals).toBe(`/api/runs/${runs.private}/export?format=csv&part=intervals`);
    expect(body).not.toHaveProperty('teamId');
  });

  test('nobody: 401 for a private run (and for one that does not exist), 200 for a public one', async () => {
    const hidden = await answer(await getRunRoute(get(`/api/runs/${runs.private}`), withId(runs.private)));
    expect(hidden.status).toBe(401);
    expect(hidden.body.error.code).toBe('unauthorized');
    expect((await getRunRoute(get('/api/runs/99999999'), withId(99_999_999))).status).toBe(401);
    const shown = await getRunRoute(get(`/api/runs/${runs.public[0]}`), withId(runs.public[0] as number));
    expect(shown.status).toBe(200);
    expect(runDetailSchema.parse(await shown.json()).project?.isPublic).toBe(true);
  });

  test('an upload-only token gets 403; another team’s read token gets 404; a bad id is a 404', async () => {
    expect((await getRunRoute(get(`/api/runs/${runs.private}`, tokens.upload), withId(runs.private))).status).toBe(403);
    expect((await getRunRoute(get(`/api/runs/${runs.private}`, tokens.otherTeam), withId(runs.private))).status).toBe(404);
    const bad = await getRunRoute(get('/api/runs/abc', tokens.read), { params: Promise.resolve({ id: 'abc' }) });
    expect(bad.status).toBe(404);
  });
});

describe('GET /api/runs/{id}/export and /api/uploads/{id}/text', () => {
  // they answered an upload-only token as if it were nobody (the public runs), while the other reads said 403
  test('an upload-only token gets 403 on a public run too; a read token and nobody read a public one', async () => {
    const run = runs.public[0] as number;
    const upload = (await db().run.findUniqueOrThrow({ where: { id: run }, select: { uploadId: true } })).uploadId;
    const exported = await answer(await exportRunRoute(get(`/api/runs/${run}/export?format=json`, tokens.upload), withId(run)));
    expect(exported.status).toBe(403);
    expect(exported.body.error.message).toMatch(/upload only/);
    expect((await uploadTextRoute(get(`/api/uploads/${upload}/text`, tokens.upload), withId(upload))).status).toBe(403);
    expect((await exportRunRoute(get(`/api/runs/${run}/export?format=json`, tokens.read), withId(run))).status).toBe(200);
    expect((await exportRunRoute(get(`/api/runs/${run}/export?format=json`), withId(run))).status).toBe(200);
    const text = await uploadTextRoute(get(`/api/uploads/${upload}/text`), withId(upload));
    expect(text.status).toBe(200);
    expect(await text.text()).toContain('query_cache');
    // the metrics CSV carries each figure as sysbench printed it, to its two decimals, beside the number
    const csv = await (await exportRunRoute(get(`/api/runs/${run}/export?format=csv&part=metrics`), withId(run))).text();
    const [header, tps] = csv.split('\r\n');
    expect(header).toBe('metric,value,value_text,source_lines,how');
    const stored = (await db().run.findUniqueOrThrow({ where: { id: run }, select: { tps: true } })).tps as number;
    expect(tps).toMatch(new RegExp(`^tps,${stored},${stored.toFixed(2).replace('.', '\\.')},\\d+,printed$`));
    // every figure read from one line alone as that line printed it: found back on the line
    const log = await (await uploadTextRoute(get(`/api/uploads/${upload}/text`), withId(upload))).text();
    const logLines = log.split('\n');
    const sole = csv
      .split('\r\n')
      .slice(1)
      .filter((row) => /,printed$/.test(row))
      .map((row) => row.split(','));
    expect(sole.length).toBeGreaterThan(5);
    for (const [metric, , printed, lines] of sole) {
      if (!lines || lines.includes(' ')) continue;
      // whole, as a token of its own (16965.7 is no token of `16965.7000`)
      const token = new RegExp(`(?<![\\d.])${(printed ?? '').replace('.', '\\.')}(?![\\d.])`);
      expect(logLines[Number(lines) - 1], `${metric} = ${printed} on line ${lines}`).toMatch(token);
    }
  });

  // they answered nobody 404 for a private run or upload (an expert review, 2026-12-05), where
  // GET /api/runs/{id} and README say 401: sign in or send a token, whether or not it exists
  test('nobody: 401 for a private run or upload and for one that does not exist; another team: 404', async () => {
    const upload = (await db().run.findUniqueOrThrow({ where: { id: runs.private }, select: { uploadId: true } })).uploadId;
    const hidden = await answer(await exportRunRoute(get(`/api/runs/${runs.private}/export?format=csv`), withId(runs.private)));
    expect(hidden.status).toBe(401);
    expect(hidden.body.error.message).toMatch(/not public \(or does not exist\): sign in, or send a token/);
    expect((await exportRunRoute(get('/api/runs/99999999/export?format=json'), withId(99_999_999))).status).toBe(401);
    expect((await uploadTextRoute(get(`/api/uploads/${upload}/text`), withId(upload))).status).toBe(401);
    expect((await uploadTextRoute(get('/api/uploads/99999999/text'), withId(99_999_999))).status).toBe(401);
    expect((await exportRunRoute(get(`/api/runs/${runs.private}/export?format=json`, tokens.otherTeam), withId(runs.private))).status).toBe(
      404,
    );
    expect((await uploadTextRoute(get(`/api/uploads/${upload}/text`, tokens.otherTeam), withId(upload))).status).toBe(404);
    expect((await exportRunRoute(get(`/api/runs/${runs.private}/export?format=json`, tokens.read), withId(runs.private))).status).toBe(200);
  });
});

describe('GET /api/compare', () => {
  test('a read token compares runs: differences, metrics against the baseline, each cell naming its run', async () => {
    const [a, b] = runs.public as [number, number];
    const { status, body } = await answer(await compareRoute(get(`/api/compare?runs=${a},${b}&baseline=${a}`, tokens.read)));
    expect(status).toBe(200);
    const result = compareResultSchema.parse(body);
    expect(result.baselineId).toBe(a);
    expect(result.runs.map((r) => r.id)).toEqual([a, b]);
    const tps = result.metrics?.rows.find((r) => r.key === 'tps');
    expect(tps?.cells.map((c) => [c.runId, c.verdict])).toEqual([
      [a, 'baseline'],
      [b, 'worse'],
    ]);
    expect(tps?.cells[1]?.deltaPct).toBeCloseTo(-22.36, 2);
    expect(result.differences.tags.some((t) => t.key === 'query_cache')).toBe(true);
    expect(result.links.html).toBe(`/compare?runs=${a},${b}&baseline=${a}`);
    // the commit CI benchmarked is on each run and among what differs
    const withCommit = compareResultSchema.parse(
      (await answer(await compareRoute(get(`/api/compare?runs=${runs.private},${a}`, tokens.read)))).body,
    );
    expect(withCommit.runs.map((r) => [r.commit, r.branch])).toEqual([
      ['abc123', 'main'],
      [null, null],
    ]);
    expect(withCommit.differences.revision).toEqual([
      { key: 'commit', values: ['abc123', null] },
      { key: 'branch', values: ['main', null] },
    ]);
  });

  test('repeats: each configuration’s median, spread and test against the baseline’s, the numbers the page shows', async () => {
    const { off, on } = runs.repeats;
    const ids = [...off, ...on];
    const { status, body } = await answer(
      await compareRoute(get(`/api/compare?runs=${ids.join(',')}&baseline=${off[0]}`, tokens.otherTeam)),
    );
    expect(status).toBe(200);
    const repeats = compareResultSchema.parse(body).repeats;
    expect(repeats).toMatchObject({ metric: 'tps', test: 'mann-whitney', alpha: 0.05 });
    const stored = await db().run.findMany({ where: { id: { in: ids } }, select: { id: true, tps: true } });
    const tpsOf = (group: number[]) =>
      stored
        .filter((r) => group.includes(r.id))
        .map((r) => r.tps as number)
        .sort((a, b) => a - b);
    const [base, other] = repeats?.configurations ?? [];
    expect(base).toMatchObject({ label: 'query_cache=off', runIds: off, isBaseline: true, n: 3, verdict: 'baseline', deltaPct: 0 });
    expect(other).toMatchObject({ label: 'query_cache=on', runIds: on, isBaseline: false, n: 3 });
    // the median is the middle stored tps of the three, min and max the ends
    expect([base?.min, base?.median, base?.max]).toEqual(tpsOf(off));
    expect([other?.min, other?.median, other?.max]).toEqual(tpsOf(on));
    const medianOn = tpsOf(on)[1] as number;
    const medianOff = tpsOf(off)[1] as number;
    expect(other?.deltaPct).toBeCloseTo((medianOn / medianOff - 1) * 100, 2); // rounded to 0.01 %, as on the page
    expect(base?.ci95?.[0]).toBeLessThan(base?.mean as number);
    // 3 against 3 cannot reach p < 0.05 (exact U: 0.1 at best): no verdict; on's are all below off's, and it says so
    expect(other?.pValue).toBeGreaterThanOrEqual(0.1);
    expect((other?.max as number) < (base?.min as number)).toBe(true);
    expect(other).toMatchObject({ significant: false, verdict: 'neutral', rangesApart: true });
    expect(base).toMatchObject({ rangesApart: null });
  });

  test('nobody: 200 for public runs, 401 when a private one is asked for; an upload-only token 403', async () => {
    expect((await compareRoute(get(`/api/compare?runs=${runs.public.join(',')}`))).status).toBe(200);
    expect((await compareRoute(get(`/api/compare?runs=${runs.public[0]},${runs.private}`))).status).toBe(401);
    expect((await compareRoute(get(`/api/compare?runs=${runs.private}`))).status).toBe(401);
    expect((await compareRoute(get(`/api/compare?runs=${runs.private}`, tokens.upload))).status).toBe(403);
    expect((await compareRoute(get(`/api/compare?runs=${runs.private}`, tokens.otherTeam))).status).toBe(404);
  });
});

describe('bad parameters', () => {
  test.each(BAD_API_QUERIES)('%s is a 400 from the handler, with the reason', async (path) => {
    const handler = path.startsWith('/api/runs') ? listRunsRoute : compareRoute;
    const { status, body } = await answer(await handler(get(path, tokens.read)));
    expect(status).toBe(400);
    expect(body.error.code).toBe('invalid');
  });

  test('an id as it is not written (`012` for run 12) names no run: 404 with the token', async () => {
    const run = runs.public[0] as number;
    const status = async (id: string) =>
      (await getRunRoute(get(`/api/runs/${id}`, tokens.read), { params: Promise.resolve({ id }) })).status;
    expect(await Promise.all([String(run), `0${run}`, `00${run}`, '0'].map(status))).toEqual([200, 404, 404, 404]);
  });
});
