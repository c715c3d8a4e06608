// `npm run admin -- redact`: a secret stored before a rule existed is removed everywhere it landed.
import { describe, expect, test } from 'vitest';
import { db } from '../../lib/db/client';
import { ingestDocument } from '../../lib/ingest/ingest';
import { redactEverythingStored, redactJson, redactSetting } from '../../lib/ingest/redact-stored';
import { readFixture, SEED } from '../support/fixtures';

describe('redacting what is stored', () => {
  test('settings and JSON: secret keys and secret-looking values go, the rest stays', () => {
    expect(redactSetting('password', 'hunter2')).toBe('***');
    expect(redactSetting('wsrep_sst_auth', 'root:pw')).toBe('***');
    expect(redactSetting('innodb_buffer_pool_size', '1G')).toBe('1G');
    expect(redactSetting('datadir', '/var/lib/mysql')).toBe('/var/lib/mysql');
    // short values a text rule would keep: their key alone says they are secrets, as at ingest
    for (const key of ['api_key', 'ROOT_PW', 'clientSecret', 'db_pass', 'MYSQL_PWD', 'access-key'])
      expect(redactSetting(key, 'abc'), key).toBe('***');
    for (const key of ['sort_key', 'ngram_token_size', 'primary_key']) expect(redactSetting(key, '16'), key).toBe('16');
    expect(redactJson({ apiKey: 'abc', ROOT_PW: 'abc', sort_key: 'abc' })).toEqual({ apiKey: '***', ROOT_PW: '***', sort_key: 'abc' });
    expect(redactJson({ 'mysql-password': 'x', threads: 8, nested: [{ cmd: '--pgsql-password=y run' }] })).toEqual({
      'mysql-password': '***',
      threads: 8,
      nested: [{ cmd: '--pgsql-password=*** run' }],
    });
  });

  test('configs, result tables, hosts, projects and share titles are redacted in place, twice is a no-op', async () => {
    const config = readFixture('tests/fixtures/synthetic/my.cnf-features.cnf');
    const stored = await ingestDocument({ fileName: 'cnf.txt', text: `${config}\n\n${readFixture(SEED.mysqlbench004)}`, projectName: 'p' });
    const configId = stored.configIds[0] as number;
    // as rows written before today's rules would hold them
    await db().config.update({ where: { id: configId }, data: { text: 'password = planted1\n', name: 'cnf with --password=planted2' } });
    await db().configEntry.updateMany({
      where: { configId, key: 'innodb_buffer_pool_size' },
      data: { key: 'repl_password', value: 'planted3' },
    });
    const host = await db().host.create({ data: { name: 'box mysql://u:planted4@db', description: 'PGPASSWORD=planted5' } });
    await db().project.updateMany({ where: { name: 'p' }, data: { description: '--mysql-password=planted6' } });
    await db().share.create({
      data: { slug: 'abcdefghijklmnopqrstuvwx', title: 'a vs --password=planted7', state: { runs: stored.runIds } },
    });

    const first = await redactEverythingStored();
    expect(first.failed).toEqual([]);
    const dump = JSON.stringify(
      await Promise.all([
        db().config.findMany({ include: { entries: true } }),
        db().host.findUnique({ where: { id: host.id } }),
        db().project.findMany(),
        db().share.findMany(),
        db().upload.findMany(),
      ]),
      (_k, v) => (typeof v === 'bigint' ? Number(v) : v),
    );
    for (let i = 1; i <= 7; i++) expect(dump).not.toContain(`planted${i}`);
    const second = await redactEverythingStored();
    expect({ ...second, uploads: 0 }).toEqual({
      configs: 0,
      entries: 0,
      matrices: 0,
      hosts: 0,
      projects: 0,
      shares: 0,
      uploads: 0,
      failed: [],
    });
  });
});
