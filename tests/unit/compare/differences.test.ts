// "What differs" between runs (lib/compare/differences.ts): tags, build, host, configuration
// (which keys count where a config is silent) and benchmark parameters, in the tool's own words.
import { describe, expect, test } from 'vitest';
import { COMPLETE_LISTING, findDifferences, listedKeys } from '../../../lib/compare/differences';

describe('what differs', () => {
  const run = (id: number, config: Record<string, string>, parameters: Record<string, number>, host = 1) => ({
    id,
    tool: 'sysbench',
    test: 'oltp',
    tags: { query_cache: id === 1 ? 'off' : 'on' },
    host: { id: host, name: `h${host}` },
    build: 'MySQL 5.6.24',
    config,
    parameters,
    latPct: 99,
  });

  test('normalized config diff and warnings for unlike runs', () => {
    const d = findDifferences([
      run(1, { query_cache_size: '0', query_cache_type: 'off', innodb_buffer_pool_size: '1G' }, { threads: 100 }),
      run(2, { query_cache_size: '1g', query_cache_type: '1', innodb_buffer_pool_size: '1024M' }, { threads: 64 }, 2),
    ]);
    expect(d.config.map((r) => r.key)).toEqual(['query_cache_size', 'query_cache_type']);
    expect(d.tags).toEqual([{ key: 'query_cache', values: ['off', 'on'] }]);
    expect(d.warnings).toEqual(expect.arrayContaining([expect.stringContaining('2 different hosts'), 'Different threads: 100 vs 64.']));
  });

  test("the concurrency tag's row is named as the runs' tools name it: pgbench's clients (a DBA's pass read `threads 8`)", () => {
    const tool = (id: number, name: string, threads: string) => ({ ...run(id, {}, {}), tool: name, tags: { threads } });
    expect(findDifferences([tool(1, 'pgbench', '8'), tool(2, 'pgbench', '16')]).tags).toEqual([
      { key: 'threads', label: 'clients', values: ['8', '16'] },
    ]);
    expect(findDifferences([tool(1, 'sysbench', '8'), tool(2, 'sysbench', '16')]).tags).toEqual([{ key: 'threads', values: ['8', '16'] }]);
    expect(findDifferences([tool(1, 'sysbench', '8'), tool(2, 'pgbench', '16')]).tags[0]?.label).toBe('clients or threads');
  });

  test('the commit and branch CI benchmarked differ like any other attribute; the same ones are no row', () => {
    const at = (id: number, commit: string | null, branch: string | null) => ({ ...run(1, {}, {}), id, tags: {}, commit, branch });
    const d = findDifferences([at(1, 'c3', 'main'), at(2, 'c4', 'main'), at(3, null, 'main')]);
    expect(d.revision).toEqual([{ key: 'commit', values: ['c3', 'c4', null] }]);
    expect(findDifferences([at(1, 'c3', 'main'), at(2, 'c3', 'main')]).revision).toEqual([]);
  });

  test('a key only a listing of variables names is unknown where it is missing; a key an option file sets is "not set" there', () => {
    // run 1: a short my.cnf; runs 2 and 3: a my.cnf plus a SHOW VARIABLES dump; run 4: no config at all
    const cnf = { ...run(1, { query_cache_type: '0', max_connections: '500' }, {}), listed: new Set<string>() };
    const dumped = (id: number, extra: Record<string, string>) => ({
      ...run(id, { query_cache_type: 'OFF', max_connections: '500', innodb_flush_method: 'fsync', version: '10.11.19', ...extra }, {}),
      listed: new Set(['innodb_flush_method', 'version', 'query_cache_type', ...Object.keys(extra)]),
    });
    const none = { ...run(4, {}, {}), config: null };
    const d = findDifferences([cnf, dumped(2, { autocommit: 'ON' }), dumped(3, { autocommit: 'OFF', skip_name_resolve: 'OFF' }), none]);
    // listed only and missing elsewhere (innodb_flush_method, version, skip_name_resolve: a listing may
    // be partial): unknown there, not a difference; two listed values that disagree still are
    expect(d.config).toEqual([{ key: 'autocommit', values: [null, 'ON', 'OFF', null] }]);
    // the run without one is named as the table numbers it
    expect(d.warnings).toContain('Run #4 has no recorded configuration.');
    expect(findDifferences([none, cnf, { ...none, id: 7 }]).warnings).toContain('Runs #1, #3 (2 of 3) have no recorded configuration.');
    // query_cache_type: set to 0 in the my.cnf, OFF in the dumps: the same (normalized), not a difference
    // a key one my.cnf sets and another config lacks is a difference, shown as not set
    const other = { ...run(5, { max_connections: '500' }, {}), listed: new Set<string>() };
    const set = findDifferences([cnf, other]);
    expect(set.config).toEqual([{ key: 'query_cache_type', values: ['0', null] }]);
    // the same key set by an option file in one run and listed in the other: compared by value
    const bigger = dumped(6, { max_connections: '1000' });
    expect(findDifferences([cnf, bigger]).config).toEqual([{ key: 'max_connections', values: ['500', '1000'] }]);
  });

  test('where a key is missing: unknown in a config that is only a (filtered) listing; absent in a whole listing', () => {
    const cnf = { ...run(1, { max_connections: '500', innodb_buffer_pool_size: '1G' }, {}), listed: new Set<string>() };
    // SHOW VARIABLES LIKE 'innodb%': it says nothing of max_connections
    const filtered = { ...run(2, { innodb_buffer_pool_size: '1073741824' }, {}), listed: new Set(['innodb_buffer_pool_size']) };
    expect(findDifferences([cnf, filtered]).config).toEqual([]);
    // two whole SHOW VARIABLES: a variable one server has and the other lacks (a plugin, a version) differs
    const whole = (id: number, extra: Record<string, string>) => {
      const values = Object.fromEntries(Array.from({ length: COMPLETE_LISTING }, (_, i) => [`var_${i}`, 'x']));
      const config = { ...values, max_connections: '500', ...extra };
      return { ...run(id, config, {}), listed: new Set(Object.keys(config)) };
    };
    const semiSync = findDifferences([whole(3, { rpl_semi_sync_master_enabled: 'ON' }), whole(4, {})]).config;
    expect(semiSync).toEqual([{ key: 'rpl_semi_sync_master_enabled', values: ['ON', null] }]);
    // a my.cnf sets a variable the whole listing of the other server does not have: a difference too
    const loose = { ...run(5, { max_connections: '500', innodb_numa_interleave: '1' }, {}), listed: new Set<string>() };
    expect(findDifferences([loose, whole(6, {})]).config).toEqual([{ key: 'innodb_numa_interleave', values: ['1', null] }]);
  });

  test('listedKeys: a key is listed when no option file of the config sets it, in whichever section', () => {
    const keys = listedKeys({
      entries: [
        { section: 'mysqld', key: 'max_connections', listed: false },
        { section: '', key: 'max_connections', listed: true },
        { section: '', key: 'autocommit', listed: true },
        { section: 'client', key: 'port', listed: false },
      ],
    });
    expect([...keys]).toEqual(['autocommit']);
    expect(listedKeys(null).size).toBe(0);
  });

  test("sysbench's 0 events or seconds is no limit, and reads so (a display audit: `--max-requests=0` showed as events 0)", () => {
    const d = findDifferences([run(1, {}, { threads: 4, events: 0, time: 60 }), run(2, {}, { threads: 4, events: 10000, time: 0 })]);
    expect(d.parameters).toEqual([
      { key: 'events', values: ['0 (no limit)', '10000'] },
      { key: 'time', values: ['60', '0 (no limit)'] },
    ]);
  });

  // a DBA's pass (2026-12-07): 0.4's `Skipping BEGIN/COMMIT` was a warning only, never a difference
  test("sysbench 0.4's skipped BEGIN/COMMIT, printed by one run only, is shown and warned of", () => {
    const v04 = (id: number, skipTrx?: boolean) => ({
      ...run(id, {}, {}),
      tags: {},
      parameters: { threads: 16, ...(skipTrx ? { skipTrx } : {}) },
    });
    const d = findDifferences([v04(1, true), v04(2)]);
    expect(d.parameters).toEqual([{ key: 'skipTrx', values: ['yes', null] }]);
    expect(d.warnings.join(' ')).toContain('skipTrx yes (#1) vs — (#2)');
  });

  // a DBA's pass (2026-12-07): pgbench --progress 1 against -r read "the same … parameters", yet the repeats table split them
  test("pgbench's -r is a difference (it times every statement); its --progress is not", () => {
    const pg = (id: number, parameters: Record<string, number | boolean>) => ({
      ...run(id, {}, {}),
      tool: 'pgbench',
      tags: {},
      parameters,
    });
    const d = findDifferences([
      pg(1, { clients: 4, progress: 1, perStatementLatencies: false }),
      pg(2, { clients: 4, perStatementLatencies: true }),
    ]);
    expect(d.parameters.map((p) => p.key)).toEqual(['perStatementLatencies']);
    expect(d.parameters[0]?.values).toEqual(['no', 'yes']);
  });

  test('a parameter one log did not print is unknown, not a difference (issue 11, item 8)', () => {
    const size = (id: number, tableSize?: number) => run(id, {}, { threads: 200, ...(tableSize === undefined ? {} : { tableSize }) });
    const same = findDifferences([size(1, 10_000_000), size(2, 10_000_000), size(3, 10_000_000), size(4)]);
    expect(same.parameters).toEqual([]);
    expect(same.warnings.join(' ')).not.toContain('tableSize');
    // two known values that differ still do, the unknown one shown as unknown
    const differ = findDifferences([size(1, 10_000_000), size(2, 1_000), size(3)]);
    expect(differ.parameters).toEqual([{ key: 'tableSize', values: ['10000000', '1000', null] }]);
    expect(differ.warnings).toContain('Different tableSize: 10000000 (#1) vs 1000 (#2) vs — (#3).');
  });

  test("a workload parameter one run printed and another not is shown and warned of: 0.4's simple read-only oltp is not 0.5's oltp.lua (a DBA's pass)", () => {
    const v04 = { ...run(1, {}, { threads: 4 }), parameters: { threads: 4, oltpMode: 'simple', readOnly: true } };
    const v05 = run(2, {}, { threads: 4 });
    const d = findDifferences([v04, v05]);
    expect(d.parameters).toEqual([
      { key: 'oltpMode', values: ['simple', null] },
      { key: 'readOnly', values: ['yes', null] },
    ]);
    expect(d.warnings.filter((w) => w.startsWith('Possibly different workloads'))).toEqual([
      expect.stringContaining('oltpMode simple (#1) vs — (#2)'),
      expect.stringContaining('readOnly yes (#1) vs — (#2)'),
    ]);
    // runs that all printed the same mode say nothing; an unknown parameter of another kind stays unknown
    const mixed = { ...run(3, {}, { threads: 4 }), parameters: { threads: 4, oltpMode: 'mixed' } };
    const same = findDifferences([mixed, { ...mixed, id: 4 }]);
    expect(same.parameters).toEqual([]);
    expect(same.warnings.join(' ')).not.toContain('workloads');
  });

  test('a warning of many runs names each value once, with the runs that have it', () => {
    const events = (id: number, value?: number) => run(id, {}, { threads: 4, ...(value === undefined ? {} : { events: value }) });
    const d = findDifferences([
      events(1, 10_000),
      events(2, 10_000),
      events(3, 10_000),
      events(4, 0),
      events(5, 0),
      events(6, 0),
      events(7),
      events(8),
    ]);
    expect(d.warnings).toContain('Different events: 10000 (#1–#3) vs 0 (no limit) (#4–#6) vs — (#7, #8).');
    const mixed = findDifferences([events(1, 1), events(2, 2), events(3, 1), events(4, 1)]);
    expect(mixed.warnings).toContain('Different events: 1 (#1, #3, #4) vs 2 (#2).');
  });
});

describe('the tool’s version', () => {
  const at = (id: number, toolVersion: string | null) => ({
    id,
    tool: 'sysbench',
    test: 'oltp_read_write',
    tags: {},
    host: { id: 1, name: 'h1' },
    build: 'MariaDB 10.11.19',
    config: null,
    parameters: { threads: 4 },
    toolVersion,
    latPct: 95,
  });
  test('printed different by two runs: a row and a warning, each version with its runs (a log that printed none: —)', () => {
    const d = findDifferences([at(1, '1.0.20'), at(2, '1.0.20'), at(3, '1.1.0'), at(4, null)]);
    expect(d.parameters).toContainEqual({ key: 'sysbench version', values: ['1.0.20', '1.0.20', '1.1.0', null] });
    expect(d.warnings).toContain(
      'Different sysbench versions: 1.0.20 (#1, #2) vs 1.1.0 (#3) vs — (#4): what a test runs and how it counts may differ between versions.',
    );
  });
  test('one version, or one printed and the others not: nothing to say', () => {
    expect(findDifferences([at(1, '1.0.20'), at(2, null)]).warnings.join()).not.toContain('version');
    expect(findDifferences([at(1, '1.0.20'), at(2, '1.0.20')]).parameters).toEqual([]);
  });
});

describe('differences in the tool’s own words', () => {
  const run = (id: number, clients: number, jobs: number) => ({
    id,
    tool: 'pgbench',
    test: 'tpcb',
    tags: {},
    host: null,
    build: null,
    config: null,
    parameters: { clients, threads: clients, jobs },
    latPct: null,
  });
  test('pgbench: clients and threads (jobs); the restated threads parameter is left out', () => {
    const { parameters } = findDifferences([run(1, 4, 2), run(2, 8, 4)]);
    expect(parameters.map((p) => [p.key, p.values])).toEqual([
      ['clients', ['4', '8']],
      ['threads (jobs)', ['2', '4']],
    ]);
  });

  test('pgbench: the warnings name clients and threads (jobs) with their own values, never the restated threads', () => {
    // the demo's tpcb c1 j1 and c4 j2: "Different threads: 1 vs 4" was its clients, said as threads
    expect(findDifferences([run(1, 1, 1), run(2, 4, 2)]).warnings).toEqual([
      'Different clients: 1 vs 4.',
      'Different threads (jobs): 1 vs 2.',
    ]);
    expect(findDifferences([run(1, 4, 2), run(2, 4, 2)]).warnings).toEqual([]);
  });
});
