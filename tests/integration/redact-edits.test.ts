// What the sender types with an upload (the upload form's per-run edits, CI's manifest: titles,
// notes, tags, project names) is redacted like the log itself. Found by an attack probe
// (2026-12-02): all of it was stored as sent, while the same text saved on a run's page was redacted.
import { describe, expect, test, vi } from 'vitest';
import { db } from '../../lib/db/client';
import { ingestDocument } from '../../lib/ingest/ingest';
import { ingestFiles } from '../../lib/ingest/upload-batch';
import { editRun } from '../../lib/run-changes';
import { readFixture } from '../support/fixtures';
import { editedFile } from './upload-edits';

// (a run's page saves its edits in a server action: its audit event reads the request's headers)
vi.mock('next/headers', () => ({ headers: async () => new Headers({ host: 'localhost:3000' }) }));

describe('an upload’s edits', () => {
  test('a password in an edited title, notes, tags, the manifest’s tags or a project name is never stored', async () => {
    const text = `${readFixture('tests/fixtures/synthetic/sysbench-1.1-throughput.log')}\n# redact-edits\n`;
    const bytes = new TextEncoder().encode(text);
    const edits = {
      0: {
        title: 'nightly mysql -uroot -pSEKTITLE',
        notes: 'ran with PGPASSWORD=SEKNOTE set',
        tags: { dsn: 'mysql://root:SEKTAG@db/x', note: 'password=SEKTAG2', db_password: 'SEKTAG3', api_token: 'SEKTAG4' },
        projectName: 'run project MYSQL_PWD=SEKRUNPROJECT',
      },
    };
    const [result] = await ingestFiles([{ name: 'edits.log', bytes }], {
      // a tag whose key names a secret: its value is one (an attack probe, 2026-12-03: stored as sent)
      tags: { ci: 'MYSQL_PWD=SEKGLOBAL', password: 'SEKMANIFEST', db_pwd: 'SEKMANIFEST2', ROOT_PW: 'SEKMANIFEST3' },
      files: [await editedFile('edits.log', bytes, edits, 'upload project --mysql-password=SEKUPLOADPROJECT')],
    });
    if (!result?.ok) throw new Error(JSON.stringify(result));
    const runId = result.runIds[0] as number;
    const run = await db().run.findUniqueOrThrow({ where: { id: runId }, include: { tags: true, project: true } });
    const stored = JSON.stringify([run, await db().project.findMany()]);
    expect(stored).not.toMatch(/SEK\w+/);
    // what is not a secret is kept as typed
    expect(run.title).toBe('nightly mysql -uroot -p***');
    expect(run.notes).toBe('ran with PGPASSWORD=*** set');
    expect(Object.fromEntries(run.tags.map((t) => [t.key, t.value]))).toMatchObject({
      dsn: 'mysql://root:***@db/x',
      note: 'password=***',
      ci: 'MYSQL_PWD=***',
      db_password: '***',
      api_token: '***',
      password: '***',
      db_pwd: '***',
      ROOT_PW: '***',
    });
    expect(run.project?.name).toBe('run project MYSQL_PWD=***');
  });

  test('a project a token is locked to keeps its stored name, even one with a secret-looking part: the upload lands there', async () => {
    const text = `${readFixture('tests/fixtures/synthetic/sysbench-1.1-throughput.log')}\n# redact-edits locked\n`;
    const bytes = new TextEncoder().encode(text);
    const locked = await db().project.create({ data: { name: 'legacy MYSQL_PWD=old' } });
    const [result] = await ingestFiles([{ name: 'locked.log', bytes }], { files: [] }, undefined, { lockedProjectName: locked.name });
    if (!result?.ok) throw new Error(JSON.stringify(result));
    const run = await db().run.findUniqueOrThrow({ where: { id: result.runIds[0] as number } });
    expect(run.projectId).toBe(locked.id);
  });

  // A browser's form sends CRLF, and what a person types was redacted as typed: rules that read LF
  // left `SEKB` of `-pSEKA\` CRLF `SEKB` and a YAML `password: |` CRLF `  SEKC` whole (a reviewer,
  // 2026-12-05). A pasted page's no-break spaces hid `--mysql-password SEKD` the same way.
  const typed = {
    title: 'nightly\r\nmysql -uroot -pSEKA1\\\r\nSEKB1 bench',
    notes:
      'ran:\r\nsysbench --mysql-password \\\r\n  SEKC1 run\r\nMYSQL_PWD=SEKA2\\\r\nSEKB2 x\r\npassword: |\r\n  SEKC2\r\nold\rmysql -pSEKC3 y',
    projectName: 'crlf project --mysql-password\u00a0SEKD1',
  };

  test('a title, notes and a project name typed with CRLF or no-break spaces: stored without a password, and a retry is told nothing', async () => {
    const text = `${readFixture('tests/fixtures/synthetic/sysbench-1.1-throughput.log')}\n# redact-edits crlf\n`;
    const bytes = new TextEncoder().encode(text);
    const upload = async () => {
      const [result] = await ingestFiles([{ name: 'crlf.log', bytes }], { files: [await editedFile('crlf.log', bytes, { 0: typed })] });
      if (!result?.ok) throw new Error(JSON.stringify(result));
      return result;
    };
    const first = await upload();
    const run = await db().run.findUniqueOrThrow({ where: { id: first.runIds[0] as number }, include: { project: true } });
    expect(JSON.stringify(run)).not.toMatch(/SEK\w+/);
    // stored as an upload's text is: LF line breaks, plain spaces
    expect(run.title).toBe('nightly\nmysql -uroot -p***\\\n bench');
    expect(run.notes).toBe('ran:\nsysbench --mysql-password \\\n  *** run\nMYSQL_PWD=***\\\n x\npassword: |\n  ***\nold\nmysql -p*** y');
    expect(run.project?.name).toBe('crlf project --mysql-password ***');
    // the same request again (a CI retry): its edits and project are the stored ones, not "not applied"
    const again = await upload();
    expect(again.created).toBe(false);
    expect(again.notApplied).toBeUndefined();
  });

  test('a run edited on its page with CRLF notes is stored without a password, the audit trail too', async () => {
    const text = `${readFixture('tests/fixtures/synthetic/sysbench-1.1-throughput.log')}\n# redact-edits page crlf\n`;
    const [result] = await ingestFiles([{ name: 'page.log', bytes: new TextEncoder().encode(text) }], { files: [] });
    if (!result?.ok) throw new Error(JSON.stringify(result));
    const runId = result.runIds[0] as number;
    await editRun({ kind: 'open' }, runId, { title: typed.title, notes: typed.notes, tags: { note: 'MYSQL_PWD=SEKA3\\\r\nSEKB3' } });
    const run = await db().run.findUniqueOrThrow({ where: { id: runId }, include: { tags: true } });
    const audit = await db().auditEvent.findMany({ where: { targetId: String(runId) } });
    expect(JSON.stringify([run, audit])).not.toMatch(/SEK\w+/);
    expect(run.notes).toContain('password: |\n  ***\n');
  });
});

// a pgbench run's edit box reads its concurrency as clients= (lib/parsers/formats tagsAsTyped); typed back, it is its threads
test('clients= saved on a pgbench run is its concurrency tag, threads, as every tool stores it', async () => {
  const text = readFixture('tests/fixtures/synthetic/pgbench-9.4-progress.log');
  const runId = (await ingestDocument({ fileName: 'pgbench-edit.log', text })).runIds[0] as number;
  const tagsOf = async () =>
    Object.fromEntries(
      (await db().run.findUniqueOrThrow({ where: { id: runId }, include: { tags: true } })).tags.map((t) => [t.key, t.value]),
    );
  expect(await tagsOf()).toMatchObject({ tool: 'pgbench' });
  await editRun({ kind: 'open' }, runId, { title: 'pgbench at 16', notes: '', tags: { tool: 'pgbench', clients: '16' } });
  const tags = await tagsOf();
  expect(tags.threads).toBe('16');
  expect(tags.clients).toBeUndefined();
  // the run's concurrency where its heading, the runs list and the API read it (they said the log's 4 beside a clients=16 chip)
  expect((await db().run.findUniqueOrThrow({ where: { id: runId }, select: { threads: true } })).threads).toBe(16);
  // its threads= would be pgbench's -j (read from the log), never its concurrency: refused, nothing changed
  await expect(
    editRun({ kind: 'open' }, runId, { title: 'pgbench at 16', notes: '', tags: { tool: 'pgbench', threads: '2' } }),
  ).rejects.toThrow('On a pgbench run, write its concurrency as clients=: threads= is no tag it takes');
  expect((await tagsOf()).threads).toBe('16');
  // a threads= line added beside its clients= line was dropped, the page saying "Saved." (a DBA's pass, 2026-12-07): refused
  await expect(
    editRun({ kind: 'open' }, runId, { title: 'pgbench at 16', notes: '', tags: { tool: 'pgbench', clients: '16', threads: '4' } }),
  ).rejects.toThrow('On a pgbench run, threads= is no tag it takes: its concurrency is clients= (16)');
  expect(await tagsOf()).toEqual({ tool: 'pgbench', threads: '16' });
  // a run stored with both before 2026-12-07 (its box shows both): saved, clients= its concurrency
  await db().runTag.create({ data: { runId, key: 'clients', value: '16' } });
  await editRun({ kind: 'open' }, runId, { title: 'pgbench at 32', notes: '', tags: { tool: 'pgbench', threads: '4', clients: '32' } });
  expect(await tagsOf()).toEqual({ tool: 'pgbench', threads: '32' });
});

test('what Saved. says: the tool’s own word for the concurrency, and a date= it cannot read', async () => {
  const text = `${readFixture('tests/fixtures/synthetic/pgbench-9.4-progress.log')}\n# saved message\n`;
  const runId = (await ingestDocument({ fileName: 'pgbench-saved.log', text })).runIds[0] as number;
  const said = await editRun({ kind: 'open' }, runId, {
    title: 't',
    notes: '',
    tags: { tool: 'pgbench', clients: '32', date: '05/11/2026' },
  });
  expect(said).toMatch(/\bclients=32: part of what this run measured/);
  expect(said).not.toContain('threads');
  expect(said).toContain('date=05/11/2026 is not a date benchboard reads');
});
