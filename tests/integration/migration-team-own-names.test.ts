// The migration that gave each team its own projects, hosts and configs, run on a database as the
// previous schema left it: a my.cnf and a host two teams had shared become one per team, each run
// and result table pointing at its own team's, and nothing of one team's file is left in the other's.
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { applyMigrations } from '../../lib/db/migrate';

const MIGRATION = '20261202140557_team_own_names';
const serverUrl = inject('databaseServerUrl');
const name = `own_names_${process.pid}`;
const admin = new pg.Client({ connectionString: serverUrl.replace(/\/[^/]+$/, '/postgres') });
const url = serverUrl.replace(/\/[^/]+$/, `/${name}`);
const client = new pg.Client({ connectionString: url });
const before = mkdtempSync(path.join(tmpdir(), 'benchboard-before-'));

async function id(sql: string, values: unknown[]): Promise<number> {
  const { rows } = await client.query<{ id: number }>(`${sql} RETURNING id`, values);
  return rows[0]?.id ?? Number.NaN;
}

const ids: Record<string, number> = {};

beforeAll(async () => {
  const all = path.resolve('prisma/migrations');
  for (const entry of readdirSync(all, { withFileTypes: true }))
    if (entry.isDirectory() && entry.name < MIGRATION)
      cpSync(path.join(all, entry.name), path.join(before, entry.name), { recursive: true });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await applyMigrations(url, before);
  await client.connect();
  for (const team of ['acme', 'other', 'third'])
    await client.query(`INSERT INTO organization (id, name, slug, "createdAt") VALUES ($1, $1, $1, now())`, [team]);
  const upload = (team: string | null, file: string) =>
    id(
      `INSERT INTO "Upload" (fingerprint, "fileName", "sizeBytes", encoding, text, "parserVersion", "teamId")
       VALUES ($1, $1, 1, 'utf-8', '', 1, $2)`,
      [file, team],
    );
  ids.acmeUpload = await upload('acme', 'acme-corp-prod-db01.log');
  ids.otherUpload = await upload('other', 'other-first.log');
  ids.otherLater = await upload('other', 'other-later.log');
  ids.noTeamUpload = await upload(null, 'sign-in-off.log');
  ids.config = await id(
    `INSERT INTO "Config" (fingerprint, name, kind, text, "uploadId") VALUES ('fp', 'acme-corp-prod-db01.log: lines 3–9', 'my.cnf', '[mysqld]', $1)`,
    [ids.acmeUpload],
  );
  await client.query(
    `INSERT INTO "ConfigEntry" ("configId", idx, section, key, value, line) VALUES ($1, 0, 'mysqld', 'innodb_buffer_pool_size', '1G', 4),
     ($1, 1, 'mysqld', 'query_cache_type', '0', 5)`,
    [ids.config],
  );
  ids.titled = await id(`INSERT INTO "Config" (fingerprint, name, kind, text, "uploadId") VALUES ('fp2', 'my.cnf', 'my.cnf', '', $1)`, [
    ids.acmeUpload,
  ]);
  ids.host = await id(`INSERT INTO "Host" (name, cpus, kernel) VALUES ('2 CPU, 4 GB RAM', 2, '5.15.0-acme-prod')`, []);
  const project = (team: string, project: string) => id(`INSERT INTO "Project" (name, "teamId") VALUES ($1, $2)`, [project, team]);
  ids.acmeProject = await project('acme', 'nightly');
  ids.thirdProject = await project('third', 'tables');
  let ordinal = 0;
  const run = (upload: number, config: number | null, host: number | null) =>
    id(
      `INSERT INTO "Run" ("uploadId", ordinal, tool, title, "lineStart", "lineEnd", complete, "configId", "hostId")
       VALUES ($1, $4, 'sysbench', 't', 1, 2, true, $2, $3)`,
      [upload, config, host, ordinal++],
    );
  ids.acmeRun = await run(ids.acmeUpload, ids.config, ids.host);
  ids.otherRun = await run(ids.otherUpload, ids.config, ids.host);
  ids.otherLaterRun = await run(ids.otherLater, ids.config, ids.host);
  ids.otherTitledRun = await run(ids.otherLater, ids.titled, null);
  ids.noTeamRun = await run(ids.noTeamUpload, ids.config, null);
  // a result table of a third team's project (no upload) on the shared host
  ids.matrix = await id(`INSERT INTO "Matrix" (caption, "lineStart", "lineEnd", "projectId", "hostId") VALUES ('t', 1, 2, $1, $2)`, [
    ids.thirdProject,
    ids.host,
  ]);
  await applyMigrations(url);
}, 60_000);

afterAll(async () => {
  await client.end();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
  rmSync(before, { recursive: true, force: true });
});

async function row<T extends pg.QueryResultRow>(sql: string, values: unknown[] = []): Promise<T> {
  const { rows } = await client.query<T>(sql, values);
  if (!rows[0]) throw new Error(`no row: ${sql}`);
  return rows[0];
}

describe(`migration ${MIGRATION}`, () => {
  test('the config keeps its first team; each other team has a copy of its own, its runs moved to it', async () => {
    expect(await row(`SELECT "teamId", name, "uploadId" FROM "Config" WHERE id = $1`, [ids.config])).toEqual({
      teamId: 'acme',
      name: 'acme-corp-prod-db01.log: lines 3–9',
      uploadId: ids.acmeUpload,
    });
    const acme = await row<{ configId: number }>(`SELECT "configId" FROM "Run" WHERE id = $1`, [ids.acmeRun]);
    expect(acme.configId).toBe(ids.config);
    const other = await row<{ configId: number }>(`SELECT "configId" FROM "Run" WHERE id = $1`, [ids.otherRun]);
    const later = await row<{ configId: number }>(`SELECT "configId" FROM "Run" WHERE id = $1`, [ids.otherLaterRun]);
    expect(other.configId).not.toBe(ids.config);
    expect(later.configId).toBe(other.configId);
    // named after the other team's own file, linked to its first upload: nothing of acme's file name
    expect(await row(`SELECT "teamId", name, "uploadId", fingerprint, text FROM "Config" WHERE id = $1`, [other.configId])).toEqual({
      teamId: 'other',
      name: 'other-first.log: config',
      uploadId: ids.otherUpload,
      fingerprint: 'fp',
      text: '[mysqld]',
    });
    const entries = await client.query(`SELECT key, value, line FROM "ConfigEntry" WHERE "configId" = $1 ORDER BY idx`, [other.configId]);
    expect(entries.rows).toEqual([
      { key: 'innodb_buffer_pool_size', value: '1G', line: null },
      { key: 'query_cache_type', value: '0', line: null },
    ]);
    // a run of no team (sign-in off) gets its own copy too
    const noTeam = await row<{ configId: number }>(`SELECT "configId" FROM "Run" WHERE id = $1`, [ids.noTeamRun]);
    expect(await row(`SELECT "teamId", name FROM "Config" WHERE id = $1`, [noTeam.configId])).toEqual({
      teamId: null,
      name: 'sign-in-off.log: config',
    });
    // a name the document gave (not made from the file's name) is kept
    const titled = await row<{ configId: number }>(`SELECT "configId" FROM "Run" WHERE id = $1`, [ids.otherTitledRun]);
    expect(await row(`SELECT "teamId", name FROM "Config" WHERE id = $1`, [titled.configId])).toEqual({ teamId: 'other', name: 'my.cnf' });
    expect((await row<{ n: number }>(`SELECT count(*)::int AS n FROM "Config" WHERE fingerprint = 'fp'`)).n).toBe(3);
  });

  test('the host keeps its first team; the other team and the result table of a third get copies', async () => {
    expect((await row<{ teamId: string }>(`SELECT "teamId" FROM "Host" WHERE id = $1`, [ids.host])).teamId).toBe('acme');
    const other = await row<{ hostId: number }>(`SELECT "hostId" FROM "Run" WHERE id = $1`, [ids.otherRun]);
    const later = await row<{ hostId: number }>(`SELECT "hostId" FROM "Run" WHERE id = $1`, [ids.otherLaterRun]);
    expect(other.hostId).not.toBe(ids.host);
    expect(later.hostId).toBe(other.hostId);
    // what the name says is kept; what only acme's log told is not
    expect(await row(`SELECT "teamId", name, cpus, kernel FROM "Host" WHERE id = $1`, [other.hostId])).toEqual({
      teamId: 'other',
      name: '2 CPU, 4 GB RAM',
      cpus: 2,
      kernel: null,
    });
    expect((await row<{ kernel: string }>(`SELECT kernel FROM "Host" WHERE id = $1`, [ids.host])).kernel).toBe('5.15.0-acme-prod');
    const matrix = await row<{ hostId: number }>(`SELECT "hostId" FROM "Matrix" WHERE id = $1`, [ids.matrix]);
    expect(matrix.hostId).not.toBe(ids.host);
    expect(matrix.hostId).not.toBe(other.hostId);
    expect((await row<{ teamId: string }>(`SELECT "teamId" FROM "Host" WHERE id = $1`, [matrix.hostId])).teamId).toBe('third');
  });

  test('project names are unique per team afterwards, not across teams', async () => {
    await client.query(`INSERT INTO "Project" (name, "teamId") VALUES ('nightly', 'other')`);
    await expect(client.query(`INSERT INTO "Project" (name, "teamId") VALUES ('nightly', 'acme')`)).rejects.toThrow(/unique/);
  });
});
