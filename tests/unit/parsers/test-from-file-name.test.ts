// A bare sysbench 1.x log names no test (its mutex and threads runs look alike: a DBA's pass,
// 2026-12-07): the upload preview offers the one its file name names, as a `test=` tag.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parseDocument } from '../../../lib/parsers';
import { sysbenchTestFromFileName } from '../../../lib/parsers/formats/sysbench-titles';
import type { ParsedRun } from '../../../lib/parsers/types';

const parsed = (path: string): ParsedRun => {
  const runs = parseDocument(readFileSync(path, 'utf8')).runs;
  expect(runs).toHaveLength(1);
  return runs[0] as ParsedRun;
};
// our own sysbench 1.0.20 runs, without their commands: no test printed
const mutex = parsed('prisma/demo/mariadb-10.11/sysbench-1.x/mutex_t8.log');
const oltp = parsed('prisma/demo/mariadb-10.11/sysbench-1.x/oltp_read_write_t4_base_ri1.log');

describe('the test a file name names', () => {
  test('the logs name none themselves', () => {
    expect([mutex.test, oltp.test]).toEqual([null, null]);
    expect(oltp.metrics.tps).not.toBeNull();
  });

  test.each([
    ['mutex_t8.log', 'mutex'],
    ['threads_t8.log', 'threads'],
    ['MUTEX-T8.LOG', 'mutex'],
    ['nightly/2026-12-01/memory.txt', 'memory'],
    ['mutex.log.txt', 'mutex'],
    // a count beside a word is no test name: cpu_threads16 is the cpu test with 16 threads
    ['cpu_threads16.log', 'cpu'],
    ['mutex_vs_threads.log', null],
    ['mutexes.log', null],
    ['oltp_read_write_t4.log', null],
    ['nightly.log', null],
  ])('a run without SQL statistics: %s → %s', (name, expected) => {
    expect(sysbenchTestFromFileName(name, mutex)).toBe(expected);
  });

  test.each([
    ['oltp_read_write_t4_base_ri1.log', 'oltp_read_write'],
    ['runs/oltp_point_select_t4_base_hist.log', 'oltp_point_select'],
    ['oltp_update_non_index.log', 'oltp_update_non_index'],
    ['oltp_update_index.log', 'oltp_update_index'],
    ['sysbench-tpcc-16.log', 'tpcc'],
    ['oltp_read_only_vs_oltp_read_write.log', null],
    // a built-in test's name is none of an OLTP run's
    ['threads_t8.log', null],
    ['oltp_read_writes.log', null],
  ])('a run with SQL statistics: %s → %s', (name, expected) => {
    expect(sysbenchTestFromFileName(name, oltp)).toBe(expected);
  });
});
