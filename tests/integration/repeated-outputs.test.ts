// The same run stored twice under two files (a log uploaded with its .cmd lines, then bare): the
// texts differ, so both are stored; the second copy says which run it repeats, in the upload's
// answer and on its page. Only runs of the same team, not in the trash, are named.
import { beforeAll, describe, expect, test } from 'vitest';
import { db } from '../../lib/db/client';
import { deleteRun } from '../../lib/db/runs';
import { ingestDocument, parseUpload, prepareInput, storePrepared } from '../../lib/ingest/ingest';
import { reparseUpload } from '../../lib/ingest/reparse';
import { intervalCount } from '../../lib/parsers/run-intervals';
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
      { line: 1, message: expect.stringContaining(`run #${original}`) },
    ]);
    expect(await warningsOf(copy)).toEqual([{ line: 1, message: expect.stringContaining(`those of run #${original}, stored before`) }]);
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
    expect(await warningsOf(copy)).toEqual([{ line: 3, message: expect.stringContaining(`run #${original}`) }]);
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
});
