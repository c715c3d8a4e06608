// What the sender types with an upload (the upload form's per-run edits, CI's manifest: titles,
// notes, tags, project names) is redacted like the log itself. Found by an attack probe
// (2026-12-02): all of it was stored as sent, while the same text saved on a run's page was redacted.
import { describe, expect, test } from 'vitest';
import { db } from '../../lib/db/client';
import { ingestFiles } from '../../lib/ingest/upload-batch';
import { readFixture } from '../support/fixtures';
import { editedFile } from './upload-edits';

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
});
