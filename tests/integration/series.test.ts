// A run's series read from the database: seed 000's sysbench runs as a version ladder (5.1.45
// before 5.5.22, though the 5.5 log printed no command line), our nightly runs in commit order.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { ALL } from '../../lib/db/access';
import { db } from '../../lib/db/client';
import { ingestDocument } from '../../lib/ingest/ingest';
import { loadSeries } from '../../lib/series/load';
import { ROOT, readFixture, SEED } from '../support/fixtures';

const NIGHTLY = path.join(ROOT, 'prisma/demo/mariadb-10.11/repeats');

describe('series', () => {
  test("seed 000's sysbench runs: a version ladder, 5.1.45 builds before 5.5.22", async () => {
    const { runIds } = await ingestDocument({ fileName: '000.txt', text: readFixture(SEED.blog000), projectName: 'seed 000' });
    const sysbench = await db().run.findMany({
      where: { id: { in: runIds }, tool: 'sysbench' },
      select: { id: true, tps: true },
      orderBy: { id: 'asc' },
    });
    expect(sysbench).toHaveLength(4);
    const last = sysbench[3];
    if (!last) throw new Error('no run');
    const series = await loadSeries(ALL, last.id, {});
    expect(series?.axis).toBe('version');
    expect(series?.metric).toBe('tps');
    const labels = series?.steps.map((s) => s.label) ?? [];
    expect(labels).toHaveLength(4);
    expect(labels.slice(0, 3).every((l) => l.includes('5.1.45'))).toBe(true);
    expect(labels[3]).toContain('5.5.22');
    // each step's median is its run's tps as stored (one run a step)
    expect(series?.steps[3]?.summary).toMatchObject({ n: 1, median: last.tps });
    expect(series?.steps.flatMap((s) => s.runs.map((r) => r.id)).sort()).toEqual(sysbench.map((r) => r.id).sort());
    // the sql-bench runs of the same document are another benchmark
    const sqlBench = runIds.find((id) => !sysbench.some((r) => r.id === id));
    const other = await loadSeries(ALL, sqlBench ?? 0, { axis: 'version' });
    expect(other?.steps.flatMap((s) => s.runs).every((r) => !sysbench.some((x) => x.id === r.id))).toBe(true);
    // sql-bench prints no tps: its history opens on the duration it printed, not on an empty chart
    const stored = await db().run.findUniqueOrThrow({ where: { id: sqlBench ?? 0 }, select: { durationS: true, tps: true } });
    expect(stored.tps).toBeNull();
    expect(other?.metric).toBe('durationS');
    // its choices are what its runs printed: no tps, qps or latency to pick
    expect(other?.metrics).toEqual(['durationS']);
    expect(series?.metrics).toContain('tps');
    expect(series?.metrics).not.toContain('eventsPerSec');
    const own = other?.steps.flatMap((s) => s.runs).find((r) => r.id === sqlBench);
    expect(own?.value).toBe(stored.durationS);
    expect(own?.value).toBeGreaterThan(0);
    // when it ran, as its log printed it (`Date of test:        2012-04-11 18:12:30`, the post's first run)
    expect(sqlBench).toBe(runIds[0]);
    expect(own?.ranAt).toEqual({
      at: new Date('2012-04-11T18:12:30Z'),
      text: '2012-04-11 18:12:30',
      shown: '2012-04-11 18:12:30',
      from: 'Date of test',
    });
  });

  test('nightly runs: five steps in commit order, each with its tps', async () => {
    const ids: number[] = [];
    for (const n of [1, 2, 3, 4, 5]) {
      const name = `oltp_read_write_t4_nightly_${n}`;
      const cmd = readFileSync(path.join(NIGHTLY, `${name}.cmd`), 'utf8');
      const result = await ingestDocument({
        fileName: `${name}.log`,
        text: `${cmd.trimEnd()}\n${readFileSync(path.join(NIGHTLY, `${name}.log`), 'utf8')}`,
        projectName: 'nightly',
        extraTags: { nightly: String(n) },
        revision: { commit: `nightly-${n}`, branch: 'main' },
      });
      ids.push(...result.runIds);
    }
    const series = await loadSeries(ALL, ids[2] ?? 0, {});
    expect(series?.axis).toBe('time');
    expect(series?.steps.map((s) => s.label)).toEqual(['nightly-1', 'nightly-2', 'nightly-3', 'nightly-4', 'nightly-5']);
    const tps = await db().run.findMany({ where: { id: { in: ids } }, select: { id: true, tps: true }, orderBy: { id: 'asc' } });
    expect(series?.steps.map((s) => s.summary?.median)).toEqual(tps.map((r) => r.tps));
  });

  test("the percentile latency of a series is the anchor's percentile: a run that printed another has no value in it", async () => {
    const ids: number[] = [];
    for (const n of [1, 2, 3]) {
      const name = `oltp_read_write_t4_nightly_${n}`;
      const cmd = readFileSync(path.join(NIGHTLY, `${name}.cmd`), 'utf8');
      let log = readFileSync(path.join(NIGHTLY, `${name}.log`), 'utf8');
      if (n === 2) log = log.replace('95th percentile:', '99th percentile:');
      const result = await ingestDocument({
        fileName: `${name}-pct.log`,
        // (a line of its own: the same text as the test above would be that upload again)
        text: `# percentile series\n${cmd.trimEnd()}\n${log}`,
        projectName: 'nightly percentiles',
        extraTags: { nightly: String(n), pct: 'test' },
        revision: { commit: `pct-${n}`, branch: 'main' },
      });
      ids.push(...result.runIds);
    }
    const found = await db().run.findMany({ where: { id: { in: ids } }, select: { id: true, latPct: true, latPctMs: true } });
    const rows = ids.map((id) => found.find((r) => r.id === id));
    expect(rows.map((r) => r?.latPct)).toEqual([95, 99, 95]);
    const latency = await loadSeries(ALL, ids[0] ?? 0, { metric: 'latPctMs' });
    expect(latency?.steps.map((s) => s.label)).toEqual(['pct-1', 'pct-2', 'pct-3']);
    expect(latency?.steps.map((s) => s.summary?.median ?? null)).toEqual([rows[0]?.latPctMs, null, rows[2]?.latPctMs]);
    // tps is the same figure whatever percentile a run printed
    const tps = await loadSeries(ALL, ids[0] ?? 0, { metric: 'tps' });
    expect(tps?.steps.every((s) => typeof s.summary?.median === 'number')).toBe(true);
  });

  test('runs whose logs name no version, sent with --tag version=… (the README’s CI example): a version ladder by their tags', async () => {
    const log = readFileSync(path.join(ROOT, 'prisma/demo/mariadb-10.11/sysbench-1.x/oltp_read_write_t4_base_ri1.log'), 'utf8');
    const ids: number[] = [];
    for (const version of ['10.11.6', '10.6.16'])
      ids.push(
        ...(
          await ingestDocument({
            fileName: `ci-${version}.log`,
            // two runs, not one log twice (that is one measurement, counted once): their max latency differs
            text: `$ sysbench oltp_read_write --threads=4 --time=15 run\n${log.replace(/(\n\s+max:\s+)(\d+)/, (_, at, ms) => `${at}${Number(ms) + ids.length}`)}\n# ${version}\n`,
            projectName: 'ci versions',
            extraTags: { version, product: 'mariadb' },
          })
        ).runIds,
      );
    const series = await loadSeries(ALL, ids[0] ?? 0, {});
    expect(series?.axis).toBe('version');
    // 10.6.16 before 10.11.6: by version, not as text
    expect(series?.steps.map((s) => s.runs.map((r) => r.id))).toEqual([[ids[1]], [ids[0]]]);
    expect(series?.steps.map((s) => s.label).join(' | ')).toMatch(/10\.6\.16.*\|.*10\.11\.6/);
  });
});
