// One loader for the compare page, shares and the API: a share shows exactly the runs it names
// (its link is the grant, not the reader's access: here ALL, as with sign-in off; what a link grants
// with teams is tests/integration/share-teams.test.ts), the same model the compare page builds.
import { beforeAll, describe, expect, test } from 'vitest';
import { loadComparison, loadSharedComparison, sharedCompareState } from '../../../lib/compare/load';
import { compareStateSchema, shareStateSchema } from '../../../lib/compare/state';
import { ALL, ANONYMOUS } from '../../../lib/db/access';
import { deleteRun } from '../../../lib/db/runs';
import { ingestDocument } from '../../../lib/ingest/ingest';
import { steadyState } from '../../../lib/stats/steady-state';
import { parseFixture, readFixture, SEED } from '../../support/fixtures';

describe('compare loader', () => {
  let [a, b, c] = [0, 0, 0];
  beforeAll(async () => {
    // runs of no project: private, out of an anonymous reader's sight
    const { runIds } = await ingestDocument({ fileName: 'load.txt', text: readFixture(SEED.mysqlbench004) });
    [a, b, c] = runIds as [number, number, number];
  });

  test('a share builds the model the compare page builds for the same runs and settings', async () => {
    const share = shareStateSchema.parse({ runs: [b, a], baseline: a, band: 5 });
    const shared = await loadSharedComparison(share, ALL);
    const page = await loadComparison(ALL, compareStateSchema.parse({ runs: `${b},${a}`, baseline: String(a), band: '5' }));
    expect(shared.model).not.toBeNull();
    expect(shared.model).toEqual(page.model);
    expect(shared.state).toMatchObject({ runs: [b, a], baseline: a, band: 5, project: undefined });
  });

  test('the link is the grant: runs an anonymous reader may not see are shown through it, and only those it names', async () => {
    const state = { runs: [a, b], band: 3, warmup: 0, stat: 'mann-whitney' as const, basis: 'summary' as const };
    expect((await loadComparison(ANONYMOUS, state)).model).toBeNull();
    const shared = await loadSharedComparison(state, ALL);
    expect(shared.model?.runs.map((r) => r.id)).toEqual([a, b]);
    expect(shared.model?.runs.map((r) => r.id)).not.toContain(c);
  });

  test('a share never reads a project, whatever its stored state holds', () => {
    expect(sharedCompareState(shareStateSchema.parse({ runs: [a], project: 1 })).project).toBeUndefined();
  });

  test('a run in the trash leaves the share; the others stay, the trashed one is listed as missing', async () => {
    expect(await deleteRun(c)).toBe(true);
    const shared = await loadSharedComparison(
      {
        runs: [a, c],
        band: 3,
        warmup: 0,
        stat: 'mann-whitney' as const,
        basis: 'summary' as const,
      },
      ALL,
    );
    expect(shared.model?.runs.map((r) => r.id)).toEqual([a]);
    expect(shared.model?.missing).toEqual([c]);
    expect(
      (await loadSharedComparison({ runs: [c], band: 3, warmup: 0, stat: 'mann-whitney' as const, basis: 'summary' as const }, ALL)).model,
    ).toBeNull();
  });
});

describe('compare loader, steady-state basis', () => {
  const qcOff = 'prisma/demo/mariadb-10.11/repeats/oltp_read_only_t4_qc-off_r1.log';
  const qcOn = 'prisma/demo/mariadb-10.11/repeats/oltp_read_only_t4_qc-on_r1.log';
  let [off, on] = [0, 0];
  beforeAll(async () => {
    [off] = (await ingestDocument({ fileName: 'qc-off.log', text: readFixture(qcOff) })).runIds as [number];
    [on] = (await ingestDocument({ fileName: 'qc-on.log', text: readFixture(qcOn) })).runIds as [number];
  });

  /** The steady state computed straight from the parsed log, not from the database. */
  function expectedSteady(relative: string) {
    const run = parseFixture(relative).runs[0];
    const tps = (run?.intervals ?? []).map((i) => i.tps).filter((v): v is number => v !== null);
    return { printed: run?.metrics.tps ?? null, steady: steadyState(tps) };
  }

  test('with basis=steady every section compares the steady-state mean; the printed figure stays beside it', async () => {
    const { model } = await loadComparison(ALL, compareStateSchema.parse({ runs: `${off},${on}`, basis: 'steady' }));
    const want = expectedSteady(qcOff);
    expect(want.printed).toBe(2056.54);
    const row = model?.basis?.rows.find((r) => r.runId === off);
    expect(row?.basis).toMatchObject({ source: 'steady', metric: 'tps', printed: 2056.54 });
    if (row?.basis.source !== 'steady') throw new Error('no steady basis');
    expect(row.basis.steady.mean).toBeCloseTo(want.steady?.mean ?? Number.NaN, 9);
    expect(row.basis.steady.warmupPoints).toBe(want.steady?.warmupPoints);
    const tpsRow = model?.metrics?.rows.find((r) => r.key === 'tps');
    expect(tpsRow?.cells[0]?.value).toBeCloseTo(want.steady?.mean ?? Number.NaN, 9);
    expect(tpsRow?.cells[1]?.value).toBeCloseTo(expectedSteady(qcOn).steady?.mean ?? Number.NaN, 9);
  });

  test('the default basis is the printed summary, and the section is absent', async () => {
    const { model } = await loadComparison(ALL, compareStateSchema.parse({ runs: `${off},${on}` }));
    expect(model?.basis).toBeNull();
    expect(model?.metrics?.rows.find((r) => r.key === 'tps')?.cells[0]?.value).toBe(2056.54);
  });
});

describe('compare loader, derived figures', () => {
  test("sysbench 0.5's qps (reads, writes and other per second added up) is marked derived; its tps, printed, is not", async () => {
    const { runIds } = await ingestDocument({ fileName: 'derived-002.txt', text: `${readFixture(SEED.qc002)}\n# derived\n` });
    const [off, on] = runIds as [number, number];
    const { model } = await loadComparison(ALL, compareStateSchema.parse({ runs: `${off},${on}` }));
    const kind = model?.metrics?.kinds[0];
    expect(model?.metrics?.rows.find((r) => r.key === 'qps')?.cells.map((c) => c.value)).toEqual([56551.28, 43907.89]);
    expect(kind?.derived).toEqual({ [off]: ['qps'], [on]: ['qps'] });
    // a sysbench 1.0 run prints its qps: nothing derived
    const { model: printed } = await loadComparison(ALL, compareStateSchema.parse({ runs: `${a10},${b10}` }));
    expect(printed?.metrics?.kinds[0]?.derived).toEqual({});
  });

  let [a10, b10] = [0, 0];
  beforeAll(async () => {
    [a10] = (
      await ingestDocument({
        fileName: 'p1.log',
        text: `${readFixture('prisma/demo/mariadb-10.11/repeats/oltp_read_only_t4_qc-off_r2.log')}\n# derived\n`,
      })
    ).runIds as [number];
    [b10] = (
      await ingestDocument({
        fileName: 'p2.log',
        text: `${readFixture('prisma/demo/mariadb-10.11/repeats/oltp_read_only_t4_qc-on_r2.log')}\n# derived\n`,
      })
    ).runIds as [number];
  });
});

describe('compare loader, concurrency levels', () => {
  test('seed 004: two versions at 100 and at 50 clients are compared client count by client count, each against 5.0.77', async () => {
    const { runIds } = await ingestDocument({ fileName: 'levels-004.txt', text: `${readFixture(SEED.mysqlbench004)}\n# levels\n` });
    const { model } = await loadComparison(ALL, compareStateSchema.parse({ runs: runIds.join(',') }));
    const kinds = model?.metrics?.kinds ?? [];
    const tps = (k: (typeof kinds)[number]) => k.rows.find((r) => r.key === 'tps')?.cells.map((c) => [c.value, c.deltaPct?.toFixed(2)]);
    expect(kinds.map((k) => k.kind.name)).toEqual(['mysqlbench · tpcb · 100 clients', 'mysqlbench · tpcb · 50 clients']);
    const version = (id: number) => model?.runs.find((r) => r.id === id)?.tags.version;
    expect(kinds.map((k) => version(k.baselineId))).toEqual(['5.0.77', '5.0.77']);
    // the legend marks the baseline of each level (the model's kinds), as its table is set against it
    expect(model?.kinds.map((k) => [k.kind.name, k.baselineId])).toEqual(kinds.map((k) => [k.kind.name, k.baselineId]));
    // as the document compares them (its lines 27 and 45, 66 and 84): never a 50-client run against the 100-client baseline
    expect(kinds.map((k) => [k.runIds.map(version), tps(k)])).toEqual([
      [
        ['5.5.20', '5.0.77'],
        [
          [669.456226, '72.07'],
          [389.057694, '0.00'],
        ],
      ],
      [
        ['5.5.20', '5.0.77'],
        [
          [647.112414, '65.90'],
          [390.063899, '0.00'],
        ],
      ],
    ]);
    // the tps with the connections' setup in it, which mysqlbench prints too (lines 27, 45), after tps
    const at100 = kinds[0]?.rows ?? [];
    expect(at100[0]?.key).toBe('tps');
    const including = at100.find((r) => r.key === 'tpsIncludingConnections');
    expect(at100.indexOf(including as (typeof at100)[number])).toBeGreaterThan(at100.findIndex((r) => r.key === 'tps'));
    expect(including?.cells.map((c) => [c.value, c.deltaPct?.toFixed(2)])).toEqual([
      [669.4398, '72.07'],
      [389.050391, '0.00'],
    ]);
    // the configurations' table too: each version against 5.0.77 at the same client count
    expect(model?.repeats?.rows.map((r) => [r.label, r.isBaseline ? 'baseline' : r.deltaPct?.toFixed(2)])).toEqual([
      ['mysqlbench · tpcb · 100 clients · version=5.5.20', '72.07'],
      ['mysqlbench · tpcb · 100 clients · version=5.0.77', 'baseline'],
      ['mysqlbench · tpcb · 50 clients · version=5.5.20', '65.90'],
      ['mysqlbench · tpcb · 50 clients · version=5.0.77', 'baseline'],
    ]);
    // the baseline asked for is followed to its counterpart at the other level (the same version)
    const asked = kinds[0]?.runIds[0] as number;
    const { model: chosen } = await loadComparison(ALL, compareStateSchema.parse({ runs: runIds.join(','), baseline: String(asked) }));
    expect(chosen?.metrics?.kinds.map((k) => version(k.baselineId))).toEqual(['5.5.20', '5.5.20']);
  });

  test('a thread sweep of one variant (one run a level) stays one table against one baseline', async () => {
    const sweep = 'prisma/demo/mariadb-10.11/sysbench-1.x/oltp_read_write_t%_base_sweep.log';
    const ids: number[] = [];
    for (const t of [1, 2, 16, 32])
      ids.push(
        ...(await ingestDocument({ fileName: `sweep-${t}.log`, text: `${readFixture(sweep.replace('%', String(t)))}\n# levels\n` })).runIds,
      );
    const { model } = await loadComparison(ALL, compareStateSchema.parse({ runs: ids.join(',') }));
    expect(model?.metrics?.kinds.map((k) => k.runIds.length)).toEqual([4]);
    expect(model?.metrics?.kinds[0]?.kind.name).not.toMatch(/threads/);
  });
});
