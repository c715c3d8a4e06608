// Timestamps are stored without a time zone, in UTC (as Prisma writes them). Rows written in SQL
// (runs, tags, builds, hosts, configs and projects of an upload: lib/db/run-rows.ts, upserts.ts) take
// the column default, CURRENT_TIMESTAMP, in the session's zone: on a server whose zone is not UTC
// they would be hours off the uploads written by Prisma, and a series would mix two clocks.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { db, disconnectDb } from '../../lib/db/client';
import { ingestDocument } from '../../lib/ingest/ingest';
import { readFixture, SEED } from '../support/fixtures';

describe('a database server outside UTC', () => {
  beforeAll(async () => {
    const [{ name } = { name: '' }] = await db().$queryRaw<{ name: string }[]>`SELECT current_database() AS name`;
    await db().$executeRawUnsafe(`ALTER DATABASE "${name.replaceAll('"', '""')}" SET timezone TO 'Asia/Tokyo'`);
    await disconnectDb(); // new connections take the database's setting
  });
  afterAll(async () => {
    const [{ name } = { name: '' }] = await db().$queryRaw<{ name: string }[]>`SELECT current_database() AS name`;
    await db().$executeRawUnsafe(`ALTER DATABASE "${name.replaceAll('"', '""')}" RESET timezone`);
  });

  test('the runs, builds, config and project of an upload are stamped in UTC, like the upload', async () => {
    // the database's own zone is Tokyo (UTC+9): what a session that does not set its own reads
    const [{ zone } = { zone: '' }] = await db().$queryRaw<{ zone: string }[]>`
      SELECT setting AS zone FROM pg_db_role_setting s, unnest(s.setconfig) setting
      WHERE s.setdatabase = (SELECT oid FROM pg_database WHERE datname = current_database())`;
    expect(zone).toBe('TimeZone=Asia/Tokyo');
    const before = Date.now();
    const result = await ingestDocument({ fileName: 'tz.txt', text: `${readFixture(SEED.blog000)}\n# tz\n`, projectName: 'in Tokyo' });
    const after = Date.now();
    const within = (d: Date | null | undefined) => {
      const t = d?.getTime() ?? Number.NaN;
      return t >= before - 2_000 && t <= after + 2_000;
    };
    const upload = await db().upload.findUniqueOrThrow({ where: { id: result.uploadId } });
    expect(within(upload.createdAt)).toBe(true);
    const runs = await db().run.findMany({
      where: { id: { in: result.runIds } },
      include: { project: true, host: true, config: true, serverBuild: true },
    });
    expect(runs).toHaveLength(8);
    for (const run of runs) {
      expect(within(run.createdAt), `run ${run.id} ${run.createdAt.toISOString()}`).toBe(true);
      expect(within(run.project?.createdAt), 'project').toBe(true);
      if (run.config) expect(within(run.config.createdAt), 'config').toBe(true);
      if (run.serverBuild) expect(within(run.serverBuild.createdAt), 'build').toBe(true);
    }
  });
});
