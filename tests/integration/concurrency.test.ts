// Uploads racing each other on a real PostgreSQL: nothing lost, nothing duplicated, nothing stuck.
import { describe, expect, test } from 'vitest';
import { db } from '../../lib/db/client';
import { ingestDocument } from '../../lib/ingest/ingest';
import { readFixture } from '../support/fixtures';

const SYSBENCH = 'tests/fixtures/synthetic/sysbench-1.1-throughput.log';
const CONFIG = 'tests/fixtures/synthetic/my.cnf-features.cnf';

/** A log made distinct by a last line, so that each upload is new content. */
const variant = (text: string, n: number) => `${text}\nrun number ${n}\n`;

describe('concurrent uploads', () => {
  test('20 uploads of the same file at once: one stored, all twenty answered with its runs, promptly', async () => {
    const text = readFixture(SYSBENCH);
    const started = Date.now();
    let healthChecks = 0;
    const ingests = Array.from({ length: 20 }, () => ingestDocument({ fileName: 'same.log', text }));
    // the pool must keep serving other requests while the racers wait on each other
    const probe = (async () => {
      while (Date.now() - started < 1500) {
        await db().$queryRaw`SELECT 1`;
        healthChecks++;
      }
    })();
    const results = await Promise.all(ingests);
    await probe;
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(healthChecks).toBeGreaterThan(0);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    const runIds = results[0]?.runIds;
    expect(runIds?.length).toBeGreaterThan(0);
    for (const r of results) expect(r.runIds).toEqual(runIds);
    expect(await db().upload.count({ where: { fileName: 'same.log' } })).toBe(1);
  });

  test('20 distinct uploads into one new project, sharing a new host name and config: all stored, one of each', async () => {
    const log = readFixture(SYSBENCH);
    const config = readFixture(CONFIG);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        ingestDocument({ fileName: `race-${n}.log`, text: `${config}\n\n${variant(log, n)}`, projectName: 'racing project' }),
      ),
    );
    expect(results.every((r) => r.created)).toBe(true);
    expect(await db().project.count({ where: { name: 'racing project' } })).toBe(1);
    const project = await db().project.findFirstOrThrow({
      where: { name: 'racing project' },
      include: { _count: { select: { runs: true } } },
    });
    expect(project._count.runs).toBe(results.reduce((n, r) => n + r.runIds.length, 0));
    const configIds = new Set(results.flatMap((r) => r.configIds));
    expect(configIds.size).toBe(1);
  });

  test('the same log with trailing spaces or blank lines is the same upload', async () => {
    const text = variant(readFixture(SYSBENCH), 999);
    const first = await ingestDocument({ fileName: 'a.log', text });
    const spaced = text
      .split('\n')
      .map((line, i) => (i % 3 === 0 ? `${line}   \t` : line))
      .join('\n');
    const second = await ingestDocument({ fileName: 'b.log', text: `${spaced}\n\n\n  \n` });
    expect(second.created).toBe(false);
    expect(second.runIds).toEqual(first.runIds);
  });
});
