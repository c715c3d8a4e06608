// sysbench 1.x does not print its test's name: two bare logs of oltp_point_select and
// oltp_read_write were one benchmark to repeats (a "95% CI" of -4,084 to 10,442 tps over five
// workloads), to series and to "what differs" (an attack probe, 2026-12-03). Which kinds of query
// a run ran (read, write, other) tells them apart: a parameter derived from the printed counts.
import { expect, test } from 'vitest';
import { configurationKey, type RepeatRun } from '../../../lib/compare/repeats';
import { parseDocument } from '../../../lib/parsers';
import { readFixture } from '../../support/fixtures';

const bare = (name: string) => {
  const run = parseDocument(readFixture(`prisma/demo/mariadb-10.11/sysbench-1.x/${name}`)).runs[0];
  if (!run) throw new Error(`no run in ${name}`);
  return run;
};
const asRepeat = (run: ReturnType<typeof bare>, id: number): RepeatRun => ({
  id,
  tool: run.tool,
  test: run.test,
  threads: 4,
  parameters: run.parameters,
  tags: {},
  host: null,
  serverBuild: null,
  config: null,
});

test('the queries a run ran: the workload of a log that does not name its test, traced to the counts', () => {
  const point = bare('oltp_point_select_t4_base_hist.log');
  const readOnly = bare('oltp_read_only_t4_qc-off.log');
  const readWrite = bare('oltp_read_write_t4_base_sweep.log');
  expect([point.test, readOnly.test, readWrite.test]).toEqual([null, null, null]);
  expect([point, readOnly, readWrite].map((r) => r.parameters.queryKinds)).toEqual(['read', 'read/other', 'read/write/other']);
  // the read, write and other counts
  expect(readWrite.sources['parameters.queryKinds']).toEqual([14, 15, 16]);
  expect(readWrite.derived).toContain('parameters.queryKinds');
  const keys = [point, readOnly, readWrite].map((r, i) => configurationKey(asRepeat(r, i)));
  expect(new Set(keys).size).toBe(3);
});

test('a night of deadlocks (retried transactions, uneven counts) is the same workload: the same configuration', () => {
  const clean = bare('oltp_read_write_t4_base_sweep.log');
  const retried = bare('oltp_read_write_t16_hotrows_ignored-errors.log');
  // 53,312 reads, 9,658 writes, 5,608 other over 1,800 transactions (2,008 ignored errors)
  expect(retried.figures.transactions).toBe(1800);
  expect(retried.parameters.queryKinds).toBe(clean.parameters.queryKinds);
});

test('no queries (cpu): no kinds', () => {
  const run = parseDocument(readFixture('prisma/demo/mariadb-10.11/sysbench-1.x/cpu_t1.log')).runs[0];
  expect(run?.parameters.queryKinds).toBeUndefined();
});

test('a run whose test is named: the kinds add nothing, and a repeat cut before its summary (no counts) stays a repeat', () => {
  const named = (run: ReturnType<typeof bare>, id: number, parameters: RepeatRun['parameters']) => ({
    ...asRepeat(run, id),
    test: 'oltp_read_write',
    parameters,
  });
  const done = bare('oltp_read_write_t4_base_sweep.log');
  const { queryKinds: _, ...cut } = done.parameters;
  expect(done.parameters.queryKinds).toBe('read/write/other');
  expect(configurationKey(named(done, 1, done.parameters))).toBe(configurationKey(named(done, 2, cut)));
});

test('sysbench 0.4 with BEGIN/COMMIT skipped: its `other` counts no statement, so qps is the read/write requests alone', () => {
  // a simple-mode read-only run prints `other:` as many as `read:` (one a SELECT, though no BEGIN or
  // COMMIT ran): read/write + other made qps twice a point-select run's statements (a DBA's pass)
  const text = readFixture('tests/fixtures/synthetic/sysbench-0.4-simple-skip-trx.log');
  const run = parseDocument(text).runs[0];
  expect(run?.metrics.tps).toBe(20024.91);
  expect(run?.metrics.qps).toBe(20024.91);
  expect(run?.sources['metrics.qps']).toEqual([25, 10]);
  expect(run?.derived).toContain('metrics.qps');
  expect(run?.parameters.queryKinds).toBe('read');
  expect(run?.warnings.map((w) => [w.line, w.message])).toContainEqual([
    26,
    'with BEGIN/COMMIT skipped (line 10), these other operations are no statements: qps counts the read/write requests only',
  ]);
  // with BEGIN/COMMIT run, they are statements: qps is read/write + other, as 1.x counts them
  const withTransactions = parseDocument(text.replace('Skipping BEGIN/COMMIT\n', 'Using "BEGIN" for starting transactions\n')).runs[0];
  expect(withTransactions?.metrics.qps).toBe(40049.82);
  expect(withTransactions?.parameters.queryKinds).toBe('read/other');
});
