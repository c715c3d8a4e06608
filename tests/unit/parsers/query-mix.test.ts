// sysbench 1.x does not print its test's name: two bare logs of oltp_point_select and
// oltp_read_write were one benchmark to repeats (a "95% CI" of -4,084 to 10,442 tps over five
// workloads), to series and to "what differs" (an attack probe, 2026-12-03). What a transaction
// ran, read/write/other queries, tells them apart: a parameter derived from the printed counts.
import { expect, test } from 'vitest';
import { configurationKey, type RepeatRun } from '../../../lib/compare/repeats';
import { parseDocument } from '../../../lib/parsers';
import { readFixture } from '../../support/fixtures';

const bare = (name: string) => {
  const run = parseDocument(readFixture(`prisma/demo/mariadb-10.11/sysbench-1.x/${name}`)).runs[0];
  if (!run) throw new Error(`no run in ${name}`);
  return run;
};

test('queries per transaction: the workload of a log that does not name its test, traced to the counts it comes from', () => {
  const point = bare('oltp_point_select_t4_base_hist.log');
  const readWrite = bare('oltp_read_write_t4_base_sweep.log');
  expect([point.test, readWrite.test]).toEqual([null, null]);
  expect(point.parameters.queriesPerTransaction).toBe('1/0/0');
  expect(readWrite.parameters.queriesPerTransaction).toBe('14/4/2');
  // transactions, then read, write and other: 59,878 / 4,276 = 14.003 reads a transaction
  expect(readWrite.sources['parameters.queriesPerTransaction']).toEqual([18, 14, 15, 16]);
  expect(readWrite.derived).toContain('parameters.queriesPerTransaction');
  const asRepeat = (run: typeof point, id: number): RepeatRun => ({
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
  expect(configurationKey(asRepeat(point, 1))).not.toBe(configurationKey(asRepeat(readWrite, 2)));
});

test('rounded: errors and retries make the counts uneven, the workload is the same', () => {
  const run = parseDocument(
    [
      'SQL statistics:',
      '    queries performed:',
      '        read:                            59950',
      '        write:                           17140',
      '        other:                           8590',
      '        total:                           85680',
      '    transactions:                        4276   (427.13 per sec.)',
      '    queries:                             85680  (8558.40 per sec.)',
      '    ignored errors:                      19     (1.90 per sec.)',
      '',
      'General statistics:',
      '    total time:                          10.0105s',
    ].join('\n'),
  ).runs[0];
  expect(run?.parameters.queriesPerTransaction).toBe('14/4/2');
});

test('no transactions (cpu, fileio): no mix', () => {
  const run = parseDocument(readFixture('prisma/demo/mariadb-10.11/sysbench-1.x/cpu_t1.log')).runs[0];
  expect(run?.parameters.queriesPerTransaction).toBeUndefined();
});
