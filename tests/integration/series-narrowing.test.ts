// A series' candidates are narrowed in the database (the anchor's series tags, and on the time axis
// its configuration and branch) before inSeriesOf decides: the members must be exactly those of
// every candidate checked in JS, on runs that differ in one thing each.
import { beforeAll, describe, expect, test } from 'vitest';
import { ALL, ANONYMOUS } from '../../lib/db/access';
import { db } from '../../lib/db/client';
import { getSeriesAnchor, listSeriesCandidates, type SeriesCandidate } from '../../lib/db/series';
import { ingestDocument } from '../../lib/ingest/ingest';
import { type SeriesAxis, seriesNarrowing } from '../../lib/series/identity';
import { loadSeries, seriesMembers } from '../../lib/series/load';
import { sysbenchLog } from '../support/sysbench-log';

const TAGS = { suite: 'nightly', arch: 'x86_64', rep: '1', build: 'v1', product: 'mariadb', version: '10.11.6' };
const PARAMETERS = { tables: 4, tableSize: 10_000, time: 60 };

type Variant = { tags?: Record<string, string>; parameters?: unknown; host?: 'other'; config?: 'other' | 'none'; branch?: string };

// what each run differs from the anchor in, and whether it is in the anchor's series on each axis
const VARIANTS: [string, Variant, { version: boolean; time: boolean }][] = [
  ['the same', {}, { version: true, time: true }],
  ['a repeat number', { tags: { ...TAGS, rep: '2' } }, { version: true, time: true }],
  ['a repeat number in capitals', { tags: { ...TAGS, rep: '1', REP: '3' } }, { version: true, time: true }],
  ['a step tag', { tags: { ...TAGS, build: 'v2' } }, { version: true, time: true }],
  ['a build tag', { tags: { ...TAGS, product: 'mysql' } }, { version: true, time: false }],
  ['a tag value', { tags: { ...TAGS, suite: 'release' } }, { version: false, time: false }],
  ['a tag value in another case', { tags: { ...TAGS, suite: 'Nightly' } }, { version: false, time: false }],
  [
    'a tag missing',
    { tags: { suite: 'nightly', rep: '1', build: 'v1', product: 'mariadb', version: '10.11.6' } },
    { version: false, time: false },
  ],
  ['a tag more', { tags: { ...TAGS, team: 'db' } }, { version: false, time: false }],
  ['a workload parameter', { parameters: { ...PARAMETERS, tables: 8 } }, { version: false, time: false }],
  ['how long it ran', { parameters: { ...PARAMETERS, time: 300 } }, { version: true, time: true }],
  ['a parameter not printed', { parameters: { tableSize: 10_000 } }, { version: true, time: true }],
  ['parameters that do not read as parameters', { parameters: 'garbage' }, { version: true, time: true }],
  ['the host', { host: 'other' }, { version: false, time: false }],
  ['the configuration file', { config: 'other' }, { version: true, time: false }],
  ['no configuration file', { config: 'none' }, { version: true, time: false }],
  ['the branch', { branch: 'feature' }, { version: true, time: false }],
];

const ids = new Map<string, number>();
let anchorId = 0;

async function membersOf(axis: SeriesAxis, take?: number): Promise<{ narrowed: number[]; everyCandidate: number[] }> {
  const anchor = (await getSeriesAnchor(ALL, anchorId)) as SeriesCandidate;
  const narrowed = await listSeriesCandidates(ALL, anchor, { narrow: seriesNarrowing(anchor, axis), ...(take ? { take } : {}) });
  const every = await listSeriesCandidates(ALL, anchor, take ? { take } : {});
  const idsOf = (runs: SeriesCandidate[]) => seriesMembers(anchor, runs, axis).map((r) => r.id);
  return { narrowed: idsOf(narrowed.runs), everyCandidate: idsOf(every.runs) };
}

describe('series candidates narrowed in the database', () => {
  beforeAll(async () => {
    const { runIds } = await ingestDocument({ fileName: 'anchor.log', text: sysbenchLog({ intervals: 3, banner: 'anchor' }) });
    anchorId = runIds[0] as number;
    const host = await db().host.create({ data: { name: 'narrowing-host' } });
    const otherHost = await db().host.create({ data: { name: 'narrowing-other-host' } });
    const config = await db().config.create({ data: { fingerprint: 'narrowing-a', name: 'my.cnf', kind: 'my.cnf', text: '' } });
    const otherConfig = await db().config.create({ data: { fingerprint: 'narrowing-b', name: 'my.cnf', kind: 'my.cnf', text: '' } });
    const setRun = async (id: number, v: Variant, day: number) => {
      await db().run.update({
        where: { id },
        data: {
          parameters: v.parameters ?? PARAMETERS,
          hostId: v.host === 'other' ? otherHost.id : host.id,
          configId: v.config === 'none' ? null : v.config === 'other' ? otherConfig.id : config.id,
          branch: v.branch ?? 'main',
          createdAt: new Date(Date.UTC(2026, 0, day)),
        },
      });
      await db().runTag.deleteMany({ where: { runId: id } });
      await db().runTag.createMany({ data: Object.entries(v.tags ?? TAGS).map(([key, value]) => ({ runId: id, key, value })) });
    };
    await setRun(anchorId, {}, 28);
    for (const [i, [name, variant]] of VARIANTS.entries()) {
      const [row] = await db().$queryRawUnsafe<{ id: number }[]>(
        `INSERT INTO "Run" ("uploadId", ordinal, tool, test, title, "lineStart", "lineEnd", complete, parameters, threads, tps, "extraMetrics", sources, notes)
         SELECT "uploadId", ordinal + ${i + 1}, tool, test, $1, "lineStart", "lineEnd", complete, parameters, threads, tps, "extraMetrics", sources, ''
         FROM "Run" WHERE id = ${anchorId} RETURNING id`,
        name,
      );
      ids.set(name, row?.id ?? 0);
      // two runs a day: a window can end between two runs of the same time (then the higher id is newer)
      await setRun(row?.id ?? 0, variant, Math.ceil((i + 1) / 2));
    }
  });

  test.each(['version', 'time'] as const)('on the %s axis: the members of every candidate, and only them', async (axis) => {
    const { narrowed, everyCandidate } = await membersOf(axis);
    expect(narrowed).toEqual(everyCandidate);
    const expected = VARIANTS.filter(([, , inSeries]) => inSeries[axis]).map(([name]) => ids.get(name));
    expect([...narrowed].sort((a, b) => a - b)).toEqual([anchorId, ...expected].sort((a, b) => (a ?? 0) - (b ?? 0)));
    // and the page's series holds them
    const series = await loadSeries(ALL, anchorId, { axis });
    const shown = [...(series?.steps.flatMap((s) => s.runs) ?? []), ...(series?.unplaced ?? [])].map((r) => r.id);
    expect(shown.sort((a, b) => a - b)).toEqual([...narrowed].sort((a, b) => a - b));
  });

  test('the window of newest candidates is the same narrowed or not (older runs stay out)', async () => {
    for (const take of [3, 4, 5, 6, 10]) {
      for (const axis of ['version', 'time'] as const) {
        const { narrowed, everyCandidate } = await membersOf(axis, take);
        expect(narrowed, `${axis}, newest ${take}`).toEqual(everyCandidate);
      }
    }
    const anchor = (await getSeriesAnchor(ALL, anchorId)) as SeriesCandidate;
    const narrowed = await listSeriesCandidates(ALL, anchor, { narrow: seriesNarrowing(anchor, 'time'), take: 6 });
    expect(narrowed.truncated).toBe(true);
    expect(narrowed.runs.length).toBeLessThan(6);
  });

  test('the narrowed window is kept until runs or tags change: every write is seen on the next view', async () => {
    const members = async () => (await membersOf('time')).narrowed.sort((a, b) => a - b);
    // kept per access: a visitor who sees none of these runs first does not empty the window for others
    await db().$executeRaw`UPDATE "RunTag" SET value = value WHERE false`; // a new data version: nothing kept
    const anchor = (await getSeriesAnchor(ALL, anchorId)) as SeriesCandidate;
    const none = await listSeriesCandidates(ANONYMOUS, anchor, { narrow: seriesNarrowing(anchor, 'time') });
    expect(none.runs).toEqual([]);
    const before = await members();
    expect(before.length).toBeGreaterThan(2);
    expect(await members()).toEqual(before); // kept: the same answer
    const same = ids.get('the same') as number;
    expect(before).toContain(same);
    // a tag edited away from the series: out on the next view
    await db().runTag.updateMany({ where: { runId: same, key: 'suite' }, data: { value: 'release' } });
    expect(await members()).toEqual(before.filter((id) => id !== same));
    // and back
    await db().runTag.updateMany({ where: { runId: same, key: 'suite' }, data: { value: 'nightly' } });
    expect(await members()).toEqual(before);
    // a run moved to the trash: out
    await db().run.update({ where: { id: same }, data: { deletedAt: new Date() } });
    expect(await members()).toEqual(before.filter((id) => id !== same));
    await db().run.update({ where: { id: same }, data: { deletedAt: null } });
    // a tag added to a run that lacked one: in
    const missing = ids.get('a tag missing') as number;
    await db().runTag.create({ data: { runId: missing, key: 'arch', value: 'x86_64' } });
    expect(await members()).toEqual([...before, missing].sort((a, b) => a - b));
    await db().runTag.deleteMany({ where: { runId: missing, key: 'arch' } });
    expect(await members()).toEqual(before);
  });
});
