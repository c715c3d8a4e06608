// A compared run is labelled by what sets it apart from the others (issue 11, item 2): the tags
// that vary within its kind, then build, parameters, configuration, the title's own words, a repeat
// count; never two labels alike on one page, never a title cut at a fixed width.
import { describe, expect, test } from 'vitest';
import { seriesColor } from '../../../lib/chart-colors';
import { type LabelRun, runLabels } from '../../../lib/compare/run-labels';
import { runSeries } from '../../../lib/compare/series';
import { buildCompareModel } from '../../../lib/compare/view-model';
import { compareState, loadRun, sqlBenchRun } from './synthetic-runs';

function run(tags: Record<string, string>, extra: Partial<LabelRun> = {}): LabelRun {
  return { tool: 'sysbench', test: 'oltp_read_write', title: 'a run', tags, build: null, parameters: {}, config: null, ...extra };
}

const seed000 = (tool: string, test: string) => [
  run({ version: '5.1.45', engine: 'innodb' }, { tool, test, title: 'MySQL5.1 innodb 1.0' }),
  run({ version: '5.1.45', engine: 'innodb-plugin' }, { tool, test, title: 'MySQL 5.1 innodb_plugin 1.0.6' }),
  run(
    { version: '5.1.45', engine: 'innodb-plugin', allocator: 'tcmalloc' },
    { tool, test, title: 'MySQL 5.1 innodb_plugin 1.0.6 + tcmalloc' },
  ),
  run({ version: '5.5.22', engine: 'innodb', allocator: 'tcmalloc' }, { tool, test, title: 'MySQL 5.5 innodb 1.1 + tcmalloc' }),
];

describe('labels name what differs', () => {
  test.each<[string, LabelRun[], string[]]>([
    [
      'seed 000, sql-bench alone: the allocator that tells #3 from #5 is named',
      seed000('sql-bench', 'run-all-tests'),
      ['5.1.45 · innodb', '5.1.45 · innodb-plugin', '5.1.45 · innodb-plugin · tcmalloc', '5.5.22 · innodb · tcmalloc'],
    ],
    [
      'three allocator runs of one title stem',
      ['glibc', 'tcmalloc', 'jemalloc'].map((a) =>
        run(
          { allocator: a, threads: '8', query_cache: 'off' },
          { title: `oltp read write t8 alloc-${a} — allocator=${a}, QC off, threads=8` },
        ),
      ),
      ['glibc', 'tcmalloc', 'jemalloc'],
    ],
    [
      'mysqlbench: version and clients (its word for the concurrency)',
      [
        ['5.5.20', '100'],
        ['5.0.77', '100'],
        ['5.5.20', '50'],
        ['5.0.77', '50'],
      ].map(([version, threads]) => run({ version: version as string, threads: threads as string }, { tool: 'mysqlbench', test: 'tpcb' })),
      ['5.5.20 · 100 clients', '5.0.77 · 100 clients', '5.5.20 · 50 clients', '5.0.77 · 50 clients'],
    ],
    [
      'a thread sweep: threads, one thread',
      ['1', '2', '16'].map((t) => run({ threads: t, allocator: 'glibc' })),
      ['1 thread', '2 threads', '16 threads'],
    ],
    [
      'query cache on and off',
      [run({ query_cache: 'off' }, { title: '关闭QC' }), run({ query_cache: 'on' }, { title: '打开QC' })],
      ['QC off', 'QC on'],
    ],
    [
      'same tags: parameters tell them apart (an unknown one does not), then the title’s own words',
      [
        run({ threads: '16' }, { title: 'oltp read write t16 base sweep', parameters: { tableSize: 10000, rate: 5 } }),
        run({ threads: '16' }, { title: 'oltp read write t16 hotrows ignored-errors', parameters: { tableSize: 10 } }),
        run({ threads: '16' }, { title: 'oltp read write t16 maxconn10 error', parameters: { tableSize: 10000 } }),
      ],
      ['tableSize=10000 · base sweep', 'tableSize=10', 'tableSize=10000 · maxconn10 error'],
    ],
    ['a lone differing word keeps the one before it', [run({}, { title: 'run 5' }), run({}, { title: 'run 3' })], ['run 5', 'run 3']],
    [
      // titles made from the file (no title in the log): "threads (mutex_t8.log)" read like sysbench's threads test (a DBA's pass)
      'a file named in parentheses is the file, bare',
      [
        run({ threads: '8' }, { test: null, title: 'sysbench · 8 threads (mutex_t8.log)' }),
        run({ threads: '8' }, { test: null, title: 'sysbench · 8 threads (threads_t8.log)' }),
      ],
      ['mutex_t8.log', 'threads_t8.log'],
    ],
    [
      'configuration tells apart what tags and parameters do not (1G equals 1024M)',
      [run({}, { config: { query_cache_size: '1G', port: '3306' } }), run({}, { config: { query_cache_size: '1024M', port: '3307' } })],
      ['port=3306', 'port=3307'],
    ],
    [
      'repeats nothing tells apart are counted',
      [run({}), run({}), run({})],
      ['sysbench · repeat 1', 'sysbench · repeat 2', 'sysbench · repeat 3'],
    ],
    ['one run alone: its tool', [run({ threads: '4' })], ['sysbench']],
  ])('%s', (_name, runs, expected) => {
    expect(runLabels(runs)).toEqual(expected);
  });

  test('runs CI benchmarked at several commits, alike otherwise, are named by their commit', () => {
    expect(runLabels(['c3', 'c4', 'c5'].map((commit) => run({ suite: 'nightly' }, { commit })))).toEqual([
      'commit c3',
      'commit c4',
      'commit c5',
    ]);
    // a full hash is cut as people read one
    const full = ['0123456789abcdef0123456789abcdef01234567', 'fedcba9876543210fedcba9876543210fedcba98'];
    expect(runLabels(full.map((commit) => run({}, { commit })))).toEqual(['commit 0123456789ab', 'commit fedcba987654']);
  });

  test('kinds apart: a kind of one run is named by its kind; twins of two kinds by theirs', () => {
    const labels = runLabels([
      ...seed000('sql-bench', 'run-all-tests'),
      ...seed000('sysbench', 'oltp'),
      run({ threads: '1' }, { test: 'cpu' }),
      run({ threads: '4' }, { test: 'fileio' }),
    ]);
    expect(labels).toEqual([
      'sql-bench · 5.1.45 · innodb',
      'sql-bench · 5.1.45 · innodb-plugin',
      'sql-bench · 5.1.45 · innodb-plugin · tcmalloc',
      'sql-bench · 5.5.22 · innodb · tcmalloc',
      'sysbench · oltp · 5.1.45 · innodb',
      'sysbench · oltp · 5.1.45 · innodb-plugin',
      'sysbench · oltp · 5.1.45 · innodb-plugin · tcmalloc',
      'sysbench · oltp · 5.5.22 · innodb · tcmalloc',
      'sysbench · cpu',
      'sysbench · fileio',
    ]);
    expect(new Set(labels).size).toBe(labels.length);
  });
});

describe('one run, one number, one label, one colour on the page (issue 11, item 3)', () => {
  const tags = (allocator: string) => ({ tags: { allocator }, title: `MySQL 5.1 innodb_plugin 1.0.6 + ${allocator} and a long tail` });
  const runs = [
    sqlBenchRun(11, { a: 1 }, { insert: 1 }, tags('glibc')),
    loadRun(12, tags('glibc')),
    sqlBenchRun(13, { a: 2 }, { insert: 2 }, tags('tcmalloc')),
    loadRun(14, tags('tcmalloc')),
  ];
  const model = buildCompareModel(runs, compareState(), [11, 12, 13, 14]);
  const column = (id: number) => model.runs.find((r) => r.id === id);

  test('every chart series of a run reads its number and label, and carries its whole title', () => {
    const series = [...(model.sqlBench?.bars.series ?? []), ...(model.metrics?.kinds.flatMap((k) => k.bars.series) ?? [])];
    expect(series.map((s) => s.label)).toEqual([
      '#1 sql-bench · glibc',
      '#3 sql-bench · tcmalloc',
      '#2 sysbench · glibc',
      '#4 sysbench · tcmalloc',
    ]);
    for (const s of series) {
      const run = model.runs.find((r) => `r${r.id}` === s.key);
      expect(s.title).toBe(`#${run?.number} ${run?.title}`);
      expect(s.color).toBe(run?.color);
    }
  });

  test('past the palette’s eight colours a run is drawn dashed (its colour is the run eight before its)', () => {
    const column = (number: number) => ({ id: number, number, label: 'x', title: 't', color: seriesColor(number - 1) });
    expect(runSeries(column(8)).dashed).toBeUndefined();
    expect(runSeries(column(9))).toMatchObject({ color: runSeries(column(1)).color, dashed: true });
  });

  test('a section’s runs keep the numbers the page gave them', () => {
    expect(model.sqlBench?.runIds.map((id) => column(id)?.number)).toEqual([1, 3]);
    expect(model.metrics?.runIds.map((id) => column(id)?.number)).toEqual([2, 4]);
    expect(new Set(model.runs.map((r) => r.label)).size).toBe(4);
  });
});
