// What the parsers issue says each seed document must give, asserted directly (the golden files
// hold the rest).
import { describe, expect, test } from 'vitest';
import { parseFixture, readFixture, SEED } from '../../support/fixtures';

describe('seed 000: four MySQL variants, sql-bench + sysbench each, one my.cnf', () => {
  const result = parseFixture(SEED.blog000);

  test('8 runs in order: sql-bench, sysbench, ×4', () => {
    expect(result.error).toBeNull();
    expect(result.runs.map((r) => r.tool)).toEqual([
      'sql-bench',
      'sysbench',
      'sql-bench',
      'sysbench',
      'sql-bench',
      'sysbench',
      'sql-bench',
      'sysbench',
    ]);
  });

  test('sql-bench: 86 operation rows (the TOTALS line is the run total, not an operation), TOTALS seconds, server versions', () => {
    const sqlBench = result.runs.filter((r) => r.tool === 'sql-bench');
    expect(sqlBench.map((r) => r.operations.length)).toEqual([86, 86, 86, 86]);
    expect(sqlBench.flatMap((r) => r.operations.map((o) => o.name))).not.toContain('TOTALS');
    expect(sqlBench.map((r) => r.metrics.durationS)).toEqual([2588, 2531, 2234, 3124]);
    expect(sqlBench.map((r) => r.serverVersion)).toEqual(['MySQL 5.1.45', 'MySQL 5.1.45', 'MySQL 5.1.45', 'MySQL 5.5.22']);
    expect(sqlBench.every((r) => r.toolVersion === '2.15' && r.test === 'run-all-tests')).toBe(true);
    const first = sqlBench[0];
    expect(first?.metrics.durationS).toBe(2588);
    expect(first?.figures).toMatchObject({ totalUsr: 322.31, totalSys: 56.52, totalCpu: 378.83, totalTests: 3425950 });
    expect(first?.tests.find((t) => t.name === 'transactions')).toMatchObject({
      skipped: true,
      reason: "Test skipped because the database doesn't support transactions",
    });
    expect(first?.tests.find((t) => t.name === 'insert')).toMatchObject({ seconds: 1158, usr: 262.33, sys: 39.67, cpu: 302 });
  });

  test('sysbench 0.4.12 at 200 threads with the printed tps', () => {
    const sysbench = result.runs.filter((r) => r.tool === 'sysbench');
    expect(sysbench.map((r) => r.metrics.tps)).toEqual([429.61, 442.48, 535.97, 384.75]);
    expect(sysbench.every((r) => r.toolVersion === '0.4.12' && r.parameters.threads === 200 && r.test === 'oltp')).toBe(true);
    expect(sysbench[0]?.metrics.latencyMs).toEqual({ min: 3.59, avg: 462.88, max: 1610.34, percentile: 95, percentileValue: 861.49 });
  });

  test('each run is titled by the heading of its variant', () => {
    expect(result.runs.map((r) => r.title)).toEqual([
      'MySQL5.1 innodb 1.0',
      'MySQL5.1 innodb 1.0',
      'MySQL 5.1 innodb_plugin 1.0.6',
      'MySQL 5.1 innodb_plugin 1.0.6',
      'MySQL 5.1 innodb_plugin 1.0.6 + tcmalloc',
      'MySQL 5.1 innodb_plugin 1.0.6 + tcmalloc',
      'MySQL 5.5 innodb 1.1 + tcmalloc',
      'MySQL 5.5 innodb 1.1 + tcmalloc',
    ]);
  });

  test('one my.cnf, linked to all eight runs, with sections and bare flags', () => {
    expect(result.configs).toHaveLength(1);
    const cnf = result.configs[0];
    expect(cnf?.kind).toBe('my.cnf');
    expect(cnf?.runs).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(cnf?.entries).toMatchObject({
      innodb_buffer_pool_size: '2G',
      query_cache_size: '32M',
      skip_name_resolve: '',
      max_user_connections: '259',
      'myisamchk.key_buffer': '256M',
    });
    expect(cnf?.items.find((i) => i.key === 'innodb_buffer_pool_size')?.bytes).toBe(2 * 1024 ** 3);
    expect(cnf?.entries).not.toHaveProperty('thread_concurrency'); // commented out
  });

  test('the 2 CPU / 4 GB / one disk box', () => {
    expect(result.hosts[0]).toMatchObject({ cpus: 2, memoryBytes: 4 * 1024 ** 3, description: '2 CPU, 4 GB RAM, 1 disk' });
  });

  test('every figure points at the line that printed it', () => {
    const lines = readFixture(SEED.blog000).split('\n');
    const run = result.runs[1];
    const line = run?.sources['metrics.tps']?.[0] ?? 0;
    expect(lines[line - 1]).toContain('(429.61 per sec.)');
  });
});

describe('seed 002: query cache off vs on, sysbench 0.5', () => {
  const result = parseFixture(SEED.qc002);

  test('two sysbench 0.5 runs at 100 threads from the command line', () => {
    expect(result.runs).toHaveLength(2);
    expect(result.runs.map((r) => [r.tool, r.toolVersion, r.parameters.threads])).toEqual([
      ['sysbench', '0.5', 100],
      ['sysbench', '0.5', 100],
    ]);
    expect(result.runs.map((r) => r.metrics.tps)).toEqual([2827.56, 2195.39]);
    expect(result.runs.map((r) => r.metrics.latencyMs.percentile)).toEqual([99, 99]);
    expect(result.runs.map((r) => r.metrics.latencyMs.percentileValue)).toEqual([111.12, 117.09]);
    expect(result.runs.map((r) => r.title)).toEqual(['关闭QC', '打开QC']);
  });

  test('no password anywhere in what the parser returns', () => {
    const json = JSON.stringify(result);
    expect(json).not.toContain('--mysql-password=admin');
    expect(json).toContain('--mysql-password=***');
  });

  test('each run gets the shared settings plus its own query cache settings', () => {
    const entriesOf = (run: number) => Object.assign({}, ...(result.runs[run]?.configs ?? []).map((i) => result.configs[i]?.entries));
    expect(entriesOf(0)).toMatchObject({ innodb_buffer_pool_size: '11G', query_cache_size: '0', query_cache_type: 'off' });
    expect(entriesOf(1)).toMatchObject({ innodb_buffer_pool_size: '11G', query_cache_size: '1g', query_cache_type: '1' });
  });
});

describe('seed 003: the MariaDB/MySQL percent matrix', () => {
  const result = parseFixture(SEED.matrix003);

  test('one 8 × 7 matrix with its caption and the glitch note', () => {
    expect(result.matrices).toHaveLength(1);
    const m = result.matrices[0];
    expect(m?.rows).toHaveLength(8);
    expect(m?.columns).toEqual(['1', '4', '8', '16', '32', '64', '128']);
    expect(m?.values.flat()).toHaveLength(56);
    expect(m?.values[1]?.[1]).toBe(181.5);
    expect(m?.caption).toBe('MariaDB q/s / MySQL q/s * 100');
    expect(m?.notes).toEqual([{ row: 'insert', column: '4', text: 'insert/4 is a glitch', line: 19 }]);
    expect(m?.parameters).toMatchObject({ 'max-time': '300', 'oltp-table-size': '2000000' });
  });

  test('the server options as a config; the source revisions of both servers', () => {
    expect(result.configs).toHaveLength(1);
    expect(result.configs[0]?.kind).toBe('options');
    expect(result.configs[0]?.entries).toMatchObject({
      innodb_buffer_pool_size: '1024M',
      query_cache_type: '0',
      innodb_max_dirty_pages_pct: '80',
    });
    expect(result.revisions.map((r) => [r.product, r.revno, r.branch])).toEqual([
      ['MariaDB', '2821', 'maria-5.1'],
      ['MySQL', '2929', 'mysql-trunk'],
    ]);
    expect(result.runs).toHaveLength(0);
  });
});

describe('seed 004: mysqlbench 5.5.20 vs 5.0.77', () => {
  const result = parseFixture(SEED.mysqlbench004);

  test('four runs titled by version with tps excluding connections', () => {
    expect(result.runs.map((r) => [r.tool, r.title, r.metrics.tps])).toEqual([
      ['mysqlbench', '5.5.20', 669.456226],
      ['mysqlbench', '5.0.77', 389.057694],
      ['mysqlbench', '5.5.20', 647.112414],
      ['mysqlbench', '5.0.77', 390.063899],
    ]);
    expect(result.runs.map((r) => r.parameters.threads)).toEqual([100, 100, 50, 50]);
    expect(result.runs[0]?.figures.tpsIncludingConnections).toBe(669.4398);
    // mysqlbench prints no banner: its version is the one the post lists (` mysqlbench 0.1.0`, line 10)
    expect(result.runs.map((r) => [r.toolVersion, r.sources.toolVersion])).toEqual(Array(4).fill(['0.1.0', [10]]));
  });

  test('the vacuum errors are warnings; the password is gone', () => {
    expect(result.runs[0]?.warnings.map((w) => w.line)).toEqual([14, 15, 16]);
    expect(result.runs[0]?.warnings[0]?.message).toContain('Commands out of sync');
    const json = JSON.stringify(result);
    expect(json).not.toMatch(/-P benchuser/);
    expect(result.runs[0]?.command).toBe('./mysqlbench -U benchuser -P *** mysqlbench -c 100 -t 10000 mysqlbench');
  });

  test('the summary that repeats the tps lines does not create runs', () => {
    expect(result.runs.every((r) => r.lines[1] <= 85)).toBe(true);
  });
});
