// The upload form's per-run edits carry the identity of their run (the file's fingerprint, the
// parser version, the run's ordinal, tool, test and lines). Through the real upload route: edits
// that no longer fit are refused with a 409 naming the run, and nothing of the request is stored;
// edits that fit land on their runs; uploads without edits (CLI, REST) work as before; a project
// token's project binds every run, whatever an edit asks, and a re-upload by it is never answered
// with (nor restores) runs outside that project.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { POST } from '../../app/api/uploads/route';
import { db } from '../../lib/db/client';
import { ingestFiles } from '../../lib/ingest/upload-batch';
import { PARSER_VERSION } from '../../lib/parsers';
import { ROOT, SEED } from '../support/fixtures';
import { editedFile } from './upload-edits';

vi.mock('next/headers', () => ({
  headers: async () => new Headers({ host: 'localhost:3000' }),
  cookies: async () => ({ get: () => undefined, getAll: () => [], set: () => {}, delete: () => {}, has: () => false }),
}));

const tokens = { team: '', project: '' };
let teamId = '';
const seed002 = new Uint8Array(readFileSync(path.join(ROOT, SEED.qc002)));
const sysbench = new Uint8Array(readFileSync(path.join(ROOT, 'tests/fixtures/synthetic/sysbench-1.1-throughput.log')));

beforeAll(async () => {
  const { auth } = await import('../../lib/auth/server');
  const { mintToken } = await import('../../lib/teams/tokens');
  const owner = await auth().api.signUpEmail({ body: { name: 'Owner', email: 'owner@edits.test', password: 'a long password 123' } });
  const team = await auth().api.createOrganization({ body: { name: 'Edits team', slug: 'edits-team', userId: owner.user.id } });
  if (!team) throw new Error('no team');
  teamId = team.id;
  const nightly = await db().project.create({ data: { name: 'nightly', teamId: team.id } });
  tokens.team = (await mintToken(owner.user.id, team.id, { name: 'ci', scope: 'upload', projectId: null })).key;
  tokens.project = (await mintToken(owner.user.id, team.id, { name: 'nightly ci', scope: 'upload', projectId: nightly.id })).key;
});

function upload(files: { name: string; bytes: Uint8Array<ArrayBuffer> }[], manifest?: unknown, token = tokens.team): Promise<Response> {
  const form = new FormData();
  for (const f of files) form.append('files', new Blob([f.bytes]), f.name);
  if (manifest !== undefined) form.append('manifest', JSON.stringify(manifest));
  return POST(
    new Request('http://localhost:3000/api/uploads', {
      method: 'POST',
      body: form,
      headers: { host: 'localhost:3000', authorization: `Bearer ${token}` },
    }),
  );
}

const stored = async () => ({ uploads: await db().upload.count(), runs: await db().run.count(), tags: await db().runTag.count() });

describe('edits carry the identity of their run', () => {
  test('an edit for ordinal 3 of a 2-run file: 409 naming the run, nothing stored', async () => {
    const before = await stored();
    const file = await editedFile('002.txt', seed002, { 1: { title: 'QC on' } });
    const [edit] = file.runs;
    const response = await upload([{ name: '002.txt', bytes: seed002 }], {
      files: [{ ...file, runs: [{ ...edit, run: { ...edit?.run, ordinal: 3 } }] }],
    });
    expect(response.status).toBe(409);
    const body = await response.json();
    expect(body.error.code).toBe('conflict');
    expect(body.error.message).toContain('002.txt: the edit for run 4 (ordinal 3) names no run: the server finds 2 runs in this file');
    expect(body.error.message).toContain('Nothing was stored');
    expect(await stored()).toEqual(before);
  });

  test('edits made with another parser version: 409, nothing stored', async () => {
    const before = await stored();
    const file = await editedFile('002.txt', seed002, { 0: { title: 'QC off' } });
    const response = await upload([{ name: '002.txt', bytes: seed002 }], { files: [{ ...file, parserVersion: PARSER_VERSION - 1 }] });
    expect(response.status).toBe(409);
    expect((await response.json()).error.message).toContain(
      `the edits were made with parser version ${PARSER_VERSION - 1}, and this server reads logs with version ${PARSER_VERSION}`,
    );
    expect(await stored()).toEqual(before);
  });

  test('edits for other content, or for a run the server reads otherwise: 409 naming it', async () => {
    const before = await stored();
    const file = await editedFile('002.txt', seed002, { 1: { title: 'QC on' } });
    const other = await upload([{ name: '002.txt', bytes: seed002 }], { files: [{ ...file, fingerprint: 'f'.repeat(64) }] });
    expect(other.status).toBe(409);
    expect((await other.json()).error.message).toContain('the edits were made for other content (fingerprint ffffffffffff…');
    const [edit] = file.runs;
    const moved = { ...file, runs: [{ ...edit, run: { ...edit?.run, lines: [1, 10] } }] };
    const shifted = await upload([{ name: '002.txt', bytes: seed002 }], { files: [moved] });
    expect(shifted.status).toBe(409);
    expect((await shifted.json()).error.message).toMatch(
      /the edit for run 2 \(ordinal 1\) was made for sysbench oltp, lines 1–10, but that run is sysbench oltp, lines \d+–\d+ on the server/,
    );
    expect(await stored()).toEqual(before);
  });

  test('one file of two with an edit that no longer fits: nothing of either is stored', async () => {
    const before = await stored();
    const file = await editedFile('002.txt', seed002, { 0: { title: 'QC off' } });
    const response = await upload(
      [
        { name: 'fine.log', bytes: sysbench },
        { name: '002.txt', bytes: seed002 },
      ],
      { files: [{ name: 'fine.log' }, { ...file, parserVersion: 1_000 }] },
    );
    expect(response.status).toBe(409);
    expect(await stored()).toEqual(before);
  });

  test('edits without the identity of their file are a 400 that says what is missing', async () => {
    const response = await upload([{ name: '002.txt', bytes: seed002 }], {
      files: [{ name: '002.txt', runs: [{ run: { ordinal: 0, tool: 'sysbench', test: 'oltp', lines: [1, 2] }, title: 'x' }] }],
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toContain("edits to runs name the file's fingerprint and the parser version");
  });

  test('a manifest key it does not know is a 400 naming it, at any level, and nothing is stored', async () => {
    const file = await editedFile('002.txt', seed002, { 1: { title: 'typo' } });
    const before = await stored();
    for (const [manifest, key] of [
      [{ tag: 'box=lab', files: [{ name: '002.txt' }] }, 'tag'],
      [{ files: [{ name: '002.txt', project: 'nightly' }] }, 'project'],
      [{ files: [{ ...file, runs: [{ ...file.runs[0], tag: 'box=lab' }] }] }, 'tag'],
      [{ files: [{ ...file, runs: [{ ...file.runs[0], run: { ...file.runs[0]?.run, line: 3 } }] }] }, 'line'],
    ] as const) {
      const response = await upload([{ name: '002.txt', bytes: seed002 }], manifest);
      expect(response.status, JSON.stringify(manifest)).toBe(400);
      expect((await response.json()).error.message).toContain(`"${key}"`);
    }
    expect(await stored()).toEqual(before);
  });

  test('edits that fit land on their runs; the run not edited keeps what was derived', async () => {
    const file = await editedFile('002.txt', seed002, { 1: { title: 'QC on, edited', tags: 'query_cache=on\nbox=lab' } });
    const response = await upload([{ name: '002.txt', bytes: seed002 }], { files: [file] });
    expect(response.status).toBe(201);
    const { results } = await response.json();
    const runs = await db().run.findMany({
      where: { uploadId: results[0].uploadId },
      orderBy: { ordinal: 'asc' },
      include: { tags: true },
    });
    expect(runs.map((r) => r.title)).toEqual(['关闭QC', 'QC on, edited']);
    const tags = (i: number) => Object.fromEntries((runs[i]?.tags ?? []).map((t) => [t.key, t.value]));
    expect(tags(1)).toEqual({ query_cache: 'on', box: 'lab' });
    expect(tags(0)).toMatchObject({ tool: 'sysbench', query_cache: 'off' });
  });

  test('an upload without edits (the CLI, the REST API) is stored as before', async () => {
    const response = await upload([{ name: 'plain.log', bytes: sysbench }], { commit: 'abc', files: [{ name: 'plain.log' }] });
    expect(response.status).toBe(201);
    const bare = await upload([{ name: 'bare.log', bytes: new TextEncoder().encode(`${new TextDecoder().decode(sysbench)}\nbare\n`) }]);
    expect(bare.status).toBe(201);
  });

  test('a project token asking (in an edit) for another project is refused; the plan keeps its runs in its project anyway', async () => {
    const bytes = new TextEncoder().encode(`${new TextDecoder().decode(seed002)}\nproject token\n`);
    const file = await editedFile('locked.txt', bytes, { 1: { projectName: 'escape' } }, 'also escape');
    const response = await upload([{ name: 'locked.txt', bytes }], { files: [file] }, tokens.project);
    expect(response.status).toBe(403);
    expect((await response.json()).error.message).toMatch(/"nightly" only, and the manifest asks for "(also )?escape"/);
    expect(await db().upload.count({ where: { fileName: 'locked.txt' } })).toBe(0);
    // below the route's refusal, the plan puts every run of a locked upload in its project
    const [stored] = await ingestFiles(
      [{ name: 'locked.txt', bytes }],
      { files: [file] },
      { teamId, uploadedById: null },
      {
        lockedProjectName: 'nightly',
      },
    );
    expect(stored?.ok).toBe(true);
    const runs = await db().run.findMany({ where: { upload: { fileName: 'locked.txt' } }, include: { project: true } });
    expect(runs.map((r) => [r.project?.name, r.project?.teamId])).toEqual([
      ['nightly', teamId],
      ['nightly', teamId],
    ]);
    expect(await db().project.count({ where: { name: { in: ['escape', 'also escape'] } } })).toBe(0);
  });

  test('a project token is not answered with, nor restores, the same content stored outside its project', async () => {
    const bytes = new TextEncoder().encode(`${new TextDecoder().decode(seed002)}\nteam-wide upload\n`);
    const first = await upload([{ name: 'team.txt', bytes }]);
    expect(first.status).toBe(201);
    const [stored] = (await first.json()).results;
    await db().run.updateMany({ where: { id: { in: stored.runIds } }, data: { deletedAt: new Date() } });

    const again = await upload([{ name: 'again.txt', bytes }], undefined, tokens.project);
    const body = await again.json();
    // no file stored, each result says why: 422, so `curl -f` in CI fails (it was 200: an attack probe, 2026-12-07)
    expect(again.status).toBe(422);
    const [file] = body.results;
    expect(file.ok).toBe(false);
    expect(file.error.code).toBe('conflict');
    expect(file.error.message).toContain('again.txt: the same content is already stored in this team, outside the project "nightly"');
    expect(JSON.stringify(body)).not.toContain(`${stored.uploadId}`);
    expect(await db().run.count({ where: { id: { in: stored.runIds }, deletedAt: null } })).toBe(0);

    // the team's token gets its runs back; the project token then still may not
    const team = await (await upload([{ name: 'team.txt', bytes }])).json();
    expect(team.results[0]).toMatchObject({ ok: true, created: false, restored: 2, runIds: stored.runIds });
    expect((await (await upload([{ name: 'again.txt', bytes }], undefined, tokens.project)).json()).results[0].ok).toBe(false);
  });

  test('a project token re-uploading content of its own project gets its runs back', async () => {
    const bytes = new TextEncoder().encode(`${new TextDecoder().decode(seed002)}\nnightly twice\n`);
    const first = (await (await upload([{ name: 'n.txt', bytes }], undefined, tokens.project)).json()).results[0];
    const second = (await (await upload([{ name: 'n.txt', bytes }], undefined, tokens.project)).json()).results[0];
    expect(second).toMatchObject({ ok: true, created: false, runIds: first.runIds, uploadId: first.uploadId });
  });

  test('a .cmd sent with its output is joined to it when the manifest asks, and only then', async () => {
    const dir = path.join(ROOT, 'prisma/demo/mariadb-10.11/repeats');
    const read = (ext: string) => new Uint8Array(readFileSync(path.join(dir, `oltp_read_only_t4_qc-on_r3.${ext}`)));
    const pair = [
      { name: 'r3.cmd', bytes: read('cmd') },
      { name: 'r3.log', bytes: read('log') },
    ];
    const apart = await (await upload(pair, { files: [] })).json();
    expect(apart.results.map((r: { fileName: string; ok: boolean }) => [r.fileName, r.ok])).toEqual([
      ['r3.cmd', false],
      ['r3.log', true],
    ]);
    const alone = await db().run.findFirstOrThrow({ where: { id: apart.results[1].runIds[0] } });
    expect(alone.test).toBeNull(); // sysbench 1.0 does not print it

    // the manifest's entries are the files as sent: the output's entry is the joined file's
    const joined = await upload(
      [
        { name: 'r3.cmd', bytes: read('cmd') },
        { name: 'r3.log', bytes: read('log') },
      ],
      {
        pairCommands: true,
        files: [
          { name: 'r3.cmd', projectName: 'not this' },
          { name: 'r3.log', projectName: 'paired' },
        ],
      },
    );
    expect(joined.status).toBe(201);
    const [result, ...more] = (await joined.json()).results;
    expect(more).toEqual([]);
    expect(result).toMatchObject({ fileName: 'r3.log', ok: true, created: true });
    const run = await db().run.findUniqueOrThrow({ where: { id: result.runIds[0] }, include: { project: true, upload: true } });
    expect(run).toMatchObject({ tool: 'sysbench', test: 'oltp_read_only', project: { name: 'paired' }, tps: alone.tps });
    expect(run.upload.text.startsWith('sysbench oltp_read_only --db-driver=mysql')).toBe(true);
  });
});
