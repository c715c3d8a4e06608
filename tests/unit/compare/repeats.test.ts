// Repeats of a configuration, and the repeats section: which runs are repeats (tags differing only
// by a repeat number or date), medians and spreads, a p-value per difference, `~` when it is not
// significant, and the noise band (said so) with one run a side.
import { describe, expect, test } from 'vitest';
import { configurationKey, groupRepeats } from '../../../lib/compare/repeats';
import { configurationLabels, sharedLabel } from '../../../lib/compare/sections/repeats';
import { buildCompareModel } from '../../../lib/compare/view-model';
import { compareState, loadRun } from './synthetic-runs';

const tagged = (id: number, tps: number, tags: Record<string, string>) => loadRun(id, { tps, tags, threads: 4 });

describe('which runs are repeats', () => {
  const base = {
    id: 1,
    tool: 'sysbench',
    test: 'oltp_read_only',
    threads: 4,
    parameters: { tables: 4, time: 20 },
    host: { id: 1 },
    serverBuild: null,
    config: null,
  };
  test.each([
    ['a repeat number', { qc: 'on', repeat: '1' }, { qc: 'on', repeat: '2' }, true],
    ['a date', { qc: 'on', date: '2026-11-30' }, { qc: 'on', date: '2026-12-01' }, true],
    ['a tag that names the configuration', { qc: 'on' }, { qc: 'off' }, false],
    ['a label (who ran it)', { qc: 'on', owner: 'dana' }, { qc: 'on' }, true],
    ['a note.… key', { qc: 'on', 'note.why': 'rerun after the disk swap' }, { qc: 'on', 'label.room': 'b' }, true],
  ])('tags differing by %s: repeats = %s', (_, a, b, same) => {
    expect(configurationKey({ ...base, tags: a }) === configurationKey({ ...base, tags: b })).toBe(same);
  });
  test('how long a run ran is no difference; what it ran is', () => {
    const key = (parameters: Record<string, number>, threads = 4) => configurationKey({ ...base, tags: {}, parameters, threads });
    expect(key({ tables: 4, time: 20 })).toBe(key({ tables: 4, time: 60 }));
    expect(key({ tables: 4 })).not.toBe(key({ tables: 8 }));
    expect(key({ tables: 4 }, 4)).not.toBe(key({ tables: 4 }, 8));
    // pgbench's --progress is how often it reported, as sysbench's --report-interval; its -r is what it timed
    expect(key({ clients: 4, progress: 1 })).toBe(key({ clients: 4 }));
    expect(
      configurationKey({ ...base, tags: {}, parameters: { perStatementLatencies: true } }) ===
        configurationKey({ ...base, tags: {}, parameters: { perStatementLatencies: false } }),
    ).toBe(false);
  });
  test('runs of two commits are two configurations (a nightly series compared is not one configuration)', () => {
    const at = (commit: string | null) => configurationKey({ ...base, tags: {}, commit });
    expect(at('c3')).not.toBe(at('c4'));
    expect(at('c3')).toBe(at('c3'));
    expect(at(null)).toBe(configurationKey({ ...base, tags: {} }));
  });
  test('groups in the order their first run is compared', () => {
    const groups = groupRepeats([
      { ...base, id: 1, tags: { qc: 'off', repeat: '1' } },
      { ...base, id: 2, tags: { qc: 'on', repeat: '1' } },
      { ...base, id: 3, tags: { qc: 'off', repeat: '2' } },
    ]);
    expect(groups.map((g) => [g.runIds, g.tags])).toEqual([
      [[1, 3], { qc: 'off' }],
      [[2], { qc: 'on' }],
    ]);
  });
});

describe('the repeats section', () => {
  // our own runs (prisma/demo/mariadb-10.11/repeats): query cache off vs on, 5 repeats each
  const off = [2056.54, 1825.12, 2089.2, 1953.81, 2466.74];
  const on = [1637.85, 1555.96, 1443.22, 1461.73, 1483.29];
  const runs = [
    ...off.map((tps, i) => tagged(i + 1, tps, { qc: 'off', repeat: `${i + 1}` })),
    ...on.map((tps, i) => tagged(i + 6, tps, { qc: 'on', repeat: `${i + 1}` })),
  ];

  test('medians, n, spread, and a significant difference with its p-value (Mann-Whitney, exact)', () => {
    const section = buildCompareModel(
      runs,
      compareState(),
      runs.map((r) => r.id),
    ).repeats;
    expect(section?.allSingle).toBe(false);
    expect(section?.rows.map((r) => [r.label, r.summary?.n, r.summary?.median])).toEqual([
      ['qc=off', 5, 2056.54],
      ['qc=on', 5, 1483.29],
    ]);
    const onRow = section?.rows[1];
    expect(onRow?.significance).toMatchObject({ test: 'mann-whitney', significant: true, method: 'exact' });
    expect(onRow?.significance?.pValue).toBeCloseTo(2 / 252, 12);
    expect(onRow?.deltaPct).toBe(-27.87); // (1483.29 / 2056.54 − 1) × 100 = −27.875…
    expect(onRow?.verdict).toBe('worse');
    expect(section?.rows[0]?.summary?.ci95?.[0]).toBeLessThan(2078.28);
  });

  test('overlapping repeats: not significant, shown as ~ (neutral), whatever the change of the medians', () => {
    const a = [100, 110, 104, 98, 107].map((tps, i) => tagged(i + 1, tps, { v: 'a', repeat: `${i}` }));
    const b = [103, 99, 111, 105, 101].map((tps, i) => tagged(i + 6, tps, { v: 'b', repeat: `${i}` }));
    const row = buildCompareModel([...a, ...b], compareState(), []).repeats?.rows[1];
    expect(row?.significance?.significant).toBe(false);
    expect(row?.verdict).toBe('neutral');
  });

  test('2 runs against 5 cannot reach p < 0.05 (Mann-Whitney: 2/21 at best): no verdict, the change and whether the ranges are apart are said', () => {
    // the DBA's case: qc=off r5 and r2 against the five qc=on runs
    const twoOff = [2466.74, 1825.12].map((tps, i) => tagged(i + 1, tps, { qc: 'off', repeat: `${i + 1}` }));
    const row = buildCompareModel([...twoOff, ...runs.slice(5)], compareState(), []).repeats?.rows[1];
    expect(row?.significance).toMatchObject({ significant: false, reachable: false });
    expect(row?.significance?.pValue).toBeCloseTo(2 / 21, 12);
    expect(row?.deltaPct).toBe(-30.88);
    // 1,443.22–1,637.85 against 1,825.12–2,466.74: apart, which 2 against 5 are by chance 1 time in 10.5
    expect(row?.verdict).toBe('neutral');
    expect(row?.rangesApart).toBe(true);
    // 2 against 2 apart: 1 time in 3 by chance (a DBA's pass: it was a red −17.72%)
    const twoOn = runs.slice(5, 7);
    const twoByTwo = buildCompareModel([...twoOff, ...twoOn], compareState(), []).repeats?.rows[1];
    expect(twoByTwo?.significance?.pValue).toBeCloseTo(1 / 3, 12);
    expect(twoByTwo).toMatchObject({ verdict: 'neutral', rangesApart: true });
    // 3 against 2 of one configuration (noise): the ranges overlap, ~ (neutral), whatever the +7.5% of the medians
    const a = off.slice(0, 3).map((tps, i) => tagged(i + 1, tps, { half: 'a', repeat: `${i}` }));
    const b = off.slice(3).map((tps, i) => tagged(i + 4, tps, { half: 'b', repeat: `${i}` }));
    const noise = buildCompareModel([...a, ...b], compareState(), []).repeats?.rows[1];
    expect(noise?.significance).toMatchObject({ reachable: false, significant: false });
    expect(noise).toMatchObject({ verdict: 'neutral', rangesApart: false });
    // 5 against 5 can: the same test decides there (above)
    expect(buildCompareModel(runs, compareState(), []).repeats?.rows[1]?.significance?.reachable).toBe(true);
  });

  test("Welch's t when the URL asks for it", () => {
    const row = buildCompareModel(runs, compareState({ stat: 'welch' }), []).repeats?.rows[1];
    expect(row?.significance?.test).toBe('welch');
    expect(row?.significance?.pValue).toBeLessThan(0.01);
  });

  test('one run a side: no test, the band decides and the section says each configuration has a single run', () => {
    const section = buildCompareModel([tagged(1, 2827.56, { qc: 'off' }), tagged(2, 2195.39, { qc: 'on' })], compareState(), []).repeats;
    expect(section?.allSingle).toBe(true);
    expect(section?.rows[1]).toMatchObject({ significance: null, verdict: 'worse', deltaPct: -22.36 });
  });
});

test('runs without the chosen metric (tpcc-mysql: its tpmC is a figure of its own) get no repeats table of "—"', () => {
  const tpcc = (id: number) => loadRun(id, { tool: 'tpcc-mysql', test: 'tpcc', tps: null, qps: null, eventsPerSec: null });
  expect(buildCompareModel([tpcc(1), tpcc(2)], compareState(), []).repeats).toBeNull();
});

describe('repeats of a percentile latency', () => {
  test('a 95th and a 99th are never repeats of one configuration: apart, named by their percentile', () => {
    const p95 = loadRun(22, { tps: 2000, threads: 4, latPct: 95, latPctMs: 13.46 });
    const p99 = loadRun(21, { tps: 2010, threads: 4, latPct: 99, latPctMs: 26.68 });
    const pct = buildCompareModel([p95, p99], compareState({ metric: 'latPctMs' }), []).repeats;
    expect(pct?.rows.map((r) => [r.label, r.runIds])).toEqual([
      ['percentile=95th', [22]],
      ['percentile=99th', [21]],
    ]);
    // for tps (the percentile printed changes nothing of it) the two are repeats, as before
    expect(buildCompareModel([p95, p99], compareState(), []).repeats?.rows.map((r) => r.runIds)).toEqual([[22, 21]]);
  });
});

describe('configuration labels', () => {
  const first = (label: string, title = 'a title') => ({ title, column: { label } as never });
  test('by the tags that differ when they tell every configuration apart', () => {
    expect(
      configurationLabels([
        { tags: { qc: 'off' }, first: first('#1') },
        { tags: { qc: 'on' }, first: first('#2') },
      ]),
    ).toEqual(['qc=off', 'qc=on']);
  });
  test('the threads tag in the tool’s word: a pgbench configuration is named by its clients', () => {
    const of = (tool: string) => ({ title: 't', column: { label: '', tool } as never });
    expect(
      configurationLabels([
        { tags: { threads: '1' }, first: of('pgbench') },
        { tags: { threads: '4' }, first: of('pgbench') },
      ]),
    ).toEqual(['clients=1', 'clients=4']);
    expect(
      configurationLabels([
        { tags: { threads: '1' }, first: of('sysbench') },
        { tags: { threads: '4' }, first: of('sysbench') },
      ]),
    ).toEqual(['threads=1', 'threads=4']);
  });
  test('by the page’s run label when the tags do not (apart by a parameter: bare logs of two workloads, a clean-clone check 2026-12-03)', () => {
    expect(
      configurationLabels([
        { tags: { password: '***' }, first: first('password=***') },
        { tags: {}, first: first('queries run=read/other') },
        { tags: {}, first: first('queries run=read/write/other') },
      ]),
    ).toEqual(['password=***', 'queries run=read/other', 'queries run=read/write/other']);
  });
  test('apart by the host (or build, commit) when the tags are the same; one configuration by what its runs share, never its first repeat number', () => {
    const on = (host: string | null, label: string) => ({
      title: 't',
      column: { label, hostName: host, build: 'MariaDB 10.11', commit: null } as never,
    });
    expect(
      configurationLabels([
        { tags: { qc: 'off' }, first: on('box-a', 'repeat=1') },
        { tags: { qc: 'off' }, first: on('box-b', 'repeat=4') },
        { tags: { qc: 'on' }, first: on('box-a', 'repeat=6') },
      ]),
    ).toEqual(['qc=off host=box-a', 'qc=off host=box-b', 'qc=on host=box-a']);
    expect(configurationLabels([{ tags: { qc: 'off' }, first: on('box-a', 'repeat=1') }])).toEqual(['qc=off']);
    expect(configurationLabels([{ tags: {}, first: on('box-a', 'repeat=1') }])).toEqual(['t']);
  });
});

test("a configuration's label names its kind once (repeats apart by host: 'sysbench · oltp_read_only · 1 thread · sysbench · oltp_read_only · 1 thread · …')", () => {
  // a walkthrough's sweep: two tests × two buffer pools × two thread counts × two repeats, the first repeats with a host
  let id = 0;
  const runs = [];
  for (const test of ['oltp_read_only', 'oltp_read_write'])
    for (const bp of ['128M', '512M'])
      for (const t of [1, 2])
        for (const r of ['1', '2']) {
          id += 1;
          const host = r === '1' ? { id: 1, name: 'box' } : null;
          runs.push(
            loadRun(id, {
              test,
              threads: t,
              tps: 100 + id,
              host: host as never,
              tags: { tool: 'sysbench', test, threads: String(t), bp, repeat: r },
            }),
          );
        }
  const labels =
    buildCompareModel(
      runs,
      compareState(),
      runs.map((r) => r.id),
    ).repeats?.rows.map((r) => r.label) ?? [];
  expect(labels).toHaveLength(16);
  // apart by host, and named by it (not by their first runs' `repeat=1`, `repeat=2`: a DBA's pass)
  expect(labels.slice(0, 2)).toEqual([
    'sysbench · oltp_read_only · 1 thread · bp=128M host=box',
    'sysbench · oltp_read_only · 1 thread · bp=128M host=—',
  ]);
  for (const label of labels) expect(label.split('sysbench').length, label).toBe(2);
});

test('by what all its runs’ labels share, never its first run’s own parameters (a DBA’s pass: two repeats read time=15, one ran 10 s)', () => {
  const run = (label: string) => ({ title: 't', column: { label, hostName: null, build: null, commit: null } as never });
  const [a15, a10, b15, b10] = [
    'glibc · 4 threads · time=15',
    'glibc · 4 threads · time=10',
    'glibc · 8 threads · time=15',
    'glibc · 8 threads · time=10',
  ].map(run);
  expect(
    configurationLabels([
      { tags: {}, first: a15 as never, runs: [a15, a10] as never },
      { tags: {}, first: b15 as never, runs: [b15, b10] as never },
    ]),
  ).toEqual(['glibc · 4 threads · time=10/15', 'glibc · 8 threads · time=10/15']);
  expect(sharedLabel(['a · x=1', 'a · x=1'])).toBe('a · x=1');
  expect(sharedLabel(['a · b · x=1', 'a · x=1'])).toBe('a · x=1');
  expect(sharedLabel(['only'])).toBe('only');
  expect(sharedLabel(['a', 'b'])).toBe('');
});

test('kinds compared together: each in its own headline (a cpu run’s events/s beside OLTP runs’ tps), never n 0 (a DBA’s pass)', () => {
  const cpu = (id: number, eps: number) =>
    loadRun(id, {
      test: 'cpu',
      tps: null,
      qps: null,
      eventsPerSec: eps,
      latPctMs: 1,
      tags: { tool: 'sysbench', test: 'cpu', rep: String(id) },
    });
  const oltp = (id: number, tps: number) => loadRun(id, { tps, tags: { tool: 'sysbench', test: 'oltp_read_write', rep: String(id) } });
  const runs = [oltp(1, 300), oltp(2, 310), cpu(3, 1214.24), cpu(4, 1220.5)];
  const repeats = buildCompareModel(runs, compareState(), [1, 2, 3, 4]).repeats;
  const rows = repeats?.rows.map((r) => [r.metric, r.summary?.n, r.summary?.median]);
  expect(rows).toEqual([
    ['tps', 2, 305],
    ['eventsPerSec', 2, (1214.24 + 1220.5) / 2],
  ]);
  expect(repeats?.metricLabel).toBe('tps or events/s');
  // a metric asked for: the kinds that have it only
  expect(buildCompareModel(runs, compareState({ metric: 'tps' }), [1, 2, 3, 4]).repeats?.rows.map((r) => r.metric)).toEqual(['tps']);
});
