// The same run stored twice under two files (a log uploaded with its .cmd lines, then bare): the
// texts differ, so both are stored; the second copy says which run it repeats, in the upload's
// answer and on its page. Only runs of the same team, not in the trash, are named.
import { beforeAll, describe, expect, test } from 'vitest';
import { changeAlertRule } from '../../lib/alerts/changes';
import { evaluateAlerts } from '../../lib/alerts/run-alerts';
import { ALL } from '../../lib/db/access';
import { db } from '../../lib/db/client';
import { deleteRun } from '../../lib/db/runs';
import { ingestDocument, parseUpload, prepareInput, storePrepared } from '../../lib/ingest/ingest';
import { reparseUpload } from '../../lib/ingest/reparse';
import { intervalCount } from '../../lib/parsers/run-intervals';
import { loadSeries } from '../../lib/series/load';
import { readFixture } from '../support/fixtures';
import { sysbenchLog } from '../support/sysbench-log';

const log = readFixture('tests/fixtures/sysbench-1.0.20-debian/p0_ri1.log');
const withCmd = `# date: Tue Dec  1 02:26:34 UTC 2026\n# host: db1\n${log}`;
const REPEAT = /the same run uploaded twice\?/;

const warningsOf = async (runId: number) =>
  (await db().runWarning.findMany({ where: { runId }, orderBy: { idx: 'asc' }, select: { line: true, message: true } })).filter((w) =>
    REPEAT.test(w.message),
  );

beforeAll(async () => {
  for (const id of ['repeat-a', 'repeat-b']) await db().organization.create({ data: { id, name: id, slug: id, createdAt: new Date() } });
});

describe('the same output under another file', () => {
  test('is stored, names the run it repeats, and is not named in another team', async () => {
    const first = await ingestDocument({ fileName: 'p0_ri1.cmd.log', text: withCmd, teamId: 'repeat-a' });
    expect(first.created).toBe(true);
    expect(first.repeatedOutputs).toEqual([]);
    const [original] = first.runIds as [number];

    const bare = await ingestDocument({ fileName: 'p0_ri1.log', text: log, teamId: 'repeat-a' });
    expect(bare.created).toBe(true);
    const [copy] = bare.runIds as [number];
    expect(bare.repeatedOutputs).toEqual([{ runId: copy, sameAs: original }]);
    expect(bare.warnings.filter((w) => REPEAT.test(w.message))).toEqual([
      { line: 1, message: expect.stringContaining('those of a run stored before') },
    ]);
    // the stored warning names no run (a reader of this run may not see that one); the answer, to its sender, does
    expect(await warningsOf(copy)).toEqual([
      { line: 1, message: expect.stringContaining('those of a run stored before (the heading names it)') },
    ]);
    expect(await warningsOf(original)).toEqual([]);
    const [a, b] = await db().run.findMany({
      where: { id: { in: [original, copy] } },
      orderBy: { id: 'asc' },
      select: { outputFingerprint: true },
    });
    expect(a?.outputFingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(b?.outputFingerprint).toBe(a?.outputFingerprint);

    // the very same text again is the same upload: nothing new, nothing said
    const again = await ingestDocument({ fileName: 'p0_ri1 (1).log', text: log, teamId: 'repeat-a' });
    expect(again.created).toBe(false);
    expect(again.repeatedOutputs).toEqual([]);

    // another team's copy names none of this team's runs
    const elsewhere = await ingestDocument({ fileName: 'p0_ri1.log', text: log, teamId: 'repeat-b' });
    expect(elsewhere.created).toBe(true);
    expect(elsewhere.repeatedOutputs).toEqual([]);
    expect(await warningsOf(elsewhere.runIds[0] as number)).toEqual([]);
  });

  test('a re-parse keeps the copy’s warning and gives none to the run stored first; a run in the trash is not named', async () => {
    const marked = (n: number) => `${withCmd}\n# pass ${n}\n`;
    const first = await ingestDocument({ fileName: 'pass-1.log', text: marked(1) });
    const second = await ingestDocument({ fileName: 'pass-2.log', text: marked(2) });
    const [original] = first.runIds as [number];
    const [copy] = second.runIds as [number];
    expect(second.repeatedOutputs).toEqual([{ runId: copy, sameAs: original }]);

    await reparseUpload(second.uploadId);
    await reparseUpload(first.uploadId);
    // at the run's first line (its command, below the two # lines)
    expect(await warningsOf(copy)).toEqual([{ line: 3, message: expect.stringContaining('a run stored before') }]);
    expect(await warningsOf(original)).toEqual([]);

    // both in the trash: a third copy repeats nothing live
    await deleteRun(original);
    await deleteRun(copy);
    const third = await ingestDocument({ fileName: 'pass-3.log', text: marked(3) });
    expect(third.repeatedOutputs).toEqual([]);
    // one back: named again
    await db().run.update({ where: { id: copy }, data: { deletedAt: null } });
    const fourth = await ingestDocument({ fileName: 'pass-4.log', text: marked(4) });
    expect(fourth.repeatedOutputs).toEqual([{ runId: fourth.runIds[0], sameAs: copy }]);
  });

  test('a long run stored again keeps its intervals as columns: the warning does not build 6,000 objects', async () => {
    const long = sysbenchLog({ intervals: 6_000, banner: 'long run' });
    await ingestDocument({ fileName: 'long.log', text: long });
    const prepared = await prepareInput({ text: `${long}\n# again\n` });
    const parsed = parseUpload(prepared, 'long-again.log');
    const [run] = parsed.runs;
    if (!run) throw new Error('no run');
    const lazy = () => typeof Object.getOwnPropertyDescriptor(run, 'intervals')?.get === 'function';
    expect(lazy()).toBe(true);
    const stored = await storePrepared(prepared, { fileName: 'long-again.log', text: '' }, parsed);
    expect(stored.repeatedOutputs).toHaveLength(1);
    // (a spread of the parsed run, to add the warning, read its intervals: 6,000 objects built from the columns)
    expect(lazy()).toBe(true);
    expect(intervalCount(run)).toBe(6_000);
    expect(await db().intervalPoint.count({ where: { runId: stored.runIds[0] } })).toBe(6_000);
  });

  test('a history shows one run of each output, and a copy raises no alert of its own', async () => {
    const night = async (n: number, text: string, fileName = `copies-${n}.log`) =>
      (await ingestDocument({ fileName, text, projectName: 'copies' })).runIds[0] as number;
    // three healthy nights (their lengths differ: so do their figures), then a stalled one
    for (const n of [1, 2, 3]) await night(n, sysbenchLog({ intervals: 40 + n * 7, banner: `copies night ${n}` }));
    const project = (await db().project.findFirstOrThrow({ where: { name: 'copies' }, select: { id: true } })).id;
    await changeAlertRule(
      { kind: 'open' },
      { projectId: project, metric: 'tps', method: 'percent', threshold: 10, lookback: 3 },
      new Headers(),
    );
    const stalled = sysbenchLog({ intervals: 40, banner: 'copies night 4', stalls: Array.from({ length: 20 }, (_, i) => i * 2 + 1) });
    const original = await night(4, stalled);
    expect(await evaluateAlerts([original])).toHaveLength(1);
    // the same log again, under another name: stored, no second alert, one point in the history
    const copy = await night(5, `# copied from the nightly share\n${stalled}`, 'night-4-again.log');
    expect(await evaluateAlerts([copy])).toEqual([]);
    const ids = (series: Awaited<ReturnType<typeof loadSeries>>) => series?.steps.flatMap((s) => s.runs.map((r) => r.id)) ?? [];
    const history = ids(await loadSeries(ALL, original, { axis: 'time' }));
    expect(history).toContain(original);
    expect(history).not.toContain(copy);
    expect(history.length).toBeGreaterThanOrEqual(4); // (with the runs of this file's other tests of the same benchmark)
    // opened from the copy: the copy is the point, not the run it repeats
    const fromCopy = ids(await loadSeries(ALL, copy, { axis: 'time' }));
    expect([...fromCopy].sort()).toEqual(history.map((id) => (id === original ? copy : id)).sort());
  });

  test('a project token is told only of its own project’s runs', async () => {
    const text = (n: number) => `${withCmd}\n# token pass ${n}\n`;
    const closed = await ingestDocument({ fileName: 'closed.log', text: text(1), teamId: 'repeat-a', projectName: 'closed' });
    const locked = await ingestDocument({
      fileName: 'token.log',
      text: text(2),
      teamId: 'repeat-a',
      projectName: 'ci',
      projectLocked: true,
    });
    expect(locked.repeatedOutputs).toEqual([]);
    expect(await warningsOf(locked.runIds[0] as number)).toEqual([]);
    // within its project it is told
    const again = await ingestDocument({
      fileName: 'token-2.log',
      text: text(3),
      teamId: 'repeat-a',
      projectName: 'ci',
      projectLocked: true,
    });
    expect(again.repeatedOutputs).toEqual([{ runId: again.runIds[0], sameAs: locked.runIds[0] }]);
    // a person of the team is told of the earliest, wherever it is
    const person = await ingestDocument({ fileName: 'person.log', text: text(4), teamId: 'repeat-a' });
    expect(person.repeatedOutputs).toEqual([{ runId: person.runIds[0], sameAs: expect.any(Number) }]);
    expect(person.repeatedOutputs[0]?.sameAs).toBeLessThanOrEqual(closed.runIds[0] as number);
  });
});
