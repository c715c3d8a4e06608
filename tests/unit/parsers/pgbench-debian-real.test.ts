// Real pgbench 15.18 logs (Debian 12's PostgreSQL 15, made on our VM in tests/fixtures/pgbench-15-debian;
// line 1 is the command as typed): the variants our other fixtures lacked, each read as pgbench meant it.
import { describe, expect, test } from 'vitest';
import { parseDocument, prepareText } from '../../../lib/parsers';
import { parseCommand } from '../../../lib/parsers/command';
import { parseFixture, readFixture } from '../../support/fixtures';

const DIR = 'tests/fixtures/pgbench-15-debian';
const parse = (name: string) => parseFixture(`${DIR}/${name}`);
const lineOf = (name: string, n: number) => readFixture(`${DIR}/${name}`).split('\n')[n - 1] ?? '';

describe('pgbench 15 on Debian, real logs', () => {
  test('a URL password libpq echoes back in its error is masked there too', () => {
    const text = readFixture(`${DIR}/pw_pct_retry_then_ok.log`);
    expect(text).toContain('invalid percent-encoded token: "Pg5ecret%x"');
    const stored = prepareText(text);
    expect(stored).not.toContain('Pg5ecret');
    expect(stored).toContain('invalid percent-encoded token: "***"');
    expect(JSON.stringify(parse('pw_pct_retry_then_ok.log'))).not.toContain('Pg5ecret');
    // nor is an error line of the failed try the title of the run that followed
    expect(parse('pw_pct_retry_then_ok.log').runs.map((r) => r.title)).toEqual([null]);
  });

  test('pgbench_log lines pasted after a run are not statement latencies', () => {
    const run = parse('agg_r_then_cat.log').runs[0];
    expect(run?.operations.map((o) => o.name)).toContain('END;');
    for (const o of run?.operations ?? []) {
      expect(o.name).toMatch(/^[^\d\s]/);
      expect(o.latencyMs ?? 0).toBeLessThan(1000);
      expect(o.failures).toBe(0);
    }
  });

  test('--progress-timestamp: times from the run start, failures a rate over one second', () => {
    const run = parse('progress_ts_failures.log').runs[0];
    expect(lineOf('progress_ts_failures.log', 4)).toMatch(/^progress: 1796232177\.736 s, 568\.9 tps, .*, 180 failed, 316 retried/);
    expect(run?.intervals.map((i) => [i.t, i.tps, i.errorsPerSec])).toEqual([
      [1, 568.9, 180],
      [2, 623, 178],
      [3, 631, 181],
    ]);
    expect(run?.warnings.map((w) => w.message).join(' ')).toMatch(/--progress-timestamp/);
  });

  test('--progress-timestamp with a single report: the run started -P seconds before it, not 1', () => {
    const name = 'progress_ts_single.log';
    const run = parse(name).runs[0];
    expect(lineOf(name, 1)).toContain('--progress-timestamp -P 4 -T 4');
    expect(lineOf(name, 3)).toMatch(/^progress: 1796249305\.091 s, 2418\.0 tps/);
    expect(run?.intervals.map((i) => [i.t, i.tps])).toEqual([[4, 2418]]);
    expect(run?.warnings.map((w) => w.message)).toEqual([expect.stringContaining('taken as 4 s before the first report (its -P)')]);
    // with the command cut off, the first two reports (or 1 s for one) stand in for -P
    const failures = readFixture(`${DIR}/progress_ts_failures.log`).split('\n').slice(1).join('\n');
    expect(
      parseDocument(failures)
        .runs[0]?.warnings.map((w) => w.message)
        .join(' '),
    ).toMatch(/taken as 1 s before the first report \(the time between the first two reports\)/);
  });

  test('pgbench 15 prints `failed` before lag and skipped: every progress figure still read', () => {
    const run = parse('rate_R200_L5.log').runs[0];
    expect(lineOf('rate_R200_L5.log', 4)).toBe(
      'progress: 1.0 s, 100.8 tps, lat 13.026 ms stddev 20.332, 0 failed, lag 1.556 ms, 99 skipped',
    );
    expect(run?.intervals.map((i) => [i.t, i.tps, i.latencyMs, i.errorsPerSec])).toEqual([
      [1, 100.8, 13.026, 0],
      [2, 192.3, 5.337, 0],
      [3, 132.8, 9.65, 0],
      [4, 163.3, 5.959, 0],
    ]);
    expect(run?.metrics.tps).toBe(147.291335);
  });

  test("-C: its only tps (including reconnection times) is the run's, with the average connection time", () => {
    const run = parse('connect_C.log').runs[0];
    expect(lineOf('connect_C.log', 15)).toBe('tps = 24.966187 (including reconnection times)');
    expect(run).toMatchObject({ complete: true, warnings: [] });
    expect(run?.metrics.tps).toBe(24.966187);
    expect(run?.figures.averageConnectionTimeMs).toBe(39.67);
  });

  test('--verbose-errors: 1,619 client error lines stay in the run, said once', () => {
    const { runs } = parse('verbose_errors.log');
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ complete: true, command: expect.stringMatching(/^pgbench /), toolVersion: '15.18' });
    expect(runs[0]?.warnings).toEqual([
      expect.objectContaining({ line: 1624, message: expect.stringContaining('for custom scripts (serial.sql)') }),
      expect.objectContaining({ line: 4, message: expect.stringContaining('1619 client error lines') }),
    ]);
  });

  test("custom scripts alone (-f): pgbench's printed scaling factor is not the database's and is left out; a built-in script's is kept", () => {
    // the database was initialised at scale 2 (the built-in runs say so); with -f serial.sql pgbench prints 1
    expect(lineOf('maxtries3_failures_detailed.log', 5)).toBe('scaling factor: 1');
    const custom = parse('maxtries3_failures_detailed.log').runs[0];
    expect(custom?.parameters.scale).toBeUndefined();
    expect(custom?.sources['parameters.scale']).toBeUndefined();
    expect(custom?.warnings.map((w) => [w.line, w.message])).toContainEqual([5, expect.stringContaining("not the data's scale")]);
    expect(lineOf('connect_C.log', 5)).toBe('scaling factor: 2');
    expect(parse('connect_C.log').runs[0]?.parameters.scale).toBe(2);
    // with -s, pgbench prints what -s said: the command's parameter stands
    const withScale = readFixture(`${DIR}/maxtries3_failures_detailed.log`)
      .replace('-f serial.sql', '-f serial.sql -s 50')
      .replace('scaling factor: 1', 'scaling factor: 50');
    expect(parseDocument(withScale).runs[0]?.parameters.scale).toBe(50);
    // pgbench 8.x's -N, and several scripts cut before their `SQL script N:` sections: the printed scale stays
    const old = readFixture(`${DIR}/connect_C.log`).replace(/transaction type: .*/, 'transaction type: Update only accounts');
    expect(parseDocument(old).runs[0]?.parameters.scale).toBe(2);
    const multiple = readFixture(`${DIR}/connect_C.log`).replace(/transaction type: .*/, 'transaction type: multiple scripts');
    expect(parseDocument(multiple).runs[0]?.parameters.scale).toBe(2);
  });

  test('long options with their value after a space (--rate 300) keep it', () => {
    expect(parse('long_options_space.log').runs[0]?.parameters).toMatchObject({ rate: 300, latencyLimitMs: 5, progress: 1, time: 3 });
  });

  test('a command run under timeout or sudo is still the command', () => {
    expect(parse('timeout_complete.log').runs[0]?.command).toBe('pgbench -h localhost -U bench -c 2 -T 3 -S bench');
    expect(parseCommand('sudo -u postgres pgbench -c 4 -T 60 bench')).toMatchObject({ program: 'pgbench', options: { c: '4', T: '60' } });
    expect(parseCommand('timeout -s INT 90 sysbench cpu --threads=2 run')).toMatchObject({ program: 'sysbench', mode: 'run' });
    // a value flag ending a cluster, long options with their value after a space
    expect(parseCommand('sudo -iu postgres pgbench -c 2 bench')).toMatchObject({ program: 'pgbench', options: { c: '2' } });
    expect(parseCommand('sudo --user postgres pgbench -c 2 bench')).toMatchObject({ program: 'pgbench', options: { c: '2' } });
    expect(parseCommand('timeout --kill-after 5 60 pgbench -c 2 bench')).toMatchObject({ program: 'pgbench', options: { c: '2' } });
    expect(parseCommand('timeout --signal=INT 60 pgbench -T 9 bench')).toMatchObject({ program: 'pgbench', options: { T: '9' } });
    expect(parseCommand('numactl --interleave all sysbench cpu run')).toMatchObject({ program: 'sysbench', mode: 'run' });
    expect(parseCommand('nice -n 10 sysbench cpu --threads=2 run')).toMatchObject({ program: 'sysbench', mode: 'run' });
    expect(parseCommand('/usr/bin/time -v -o t.txt pgbench -c 2 bench')).toMatchObject({ program: 'pgbench', options: { c: '2' } });
    expect(parseCommand('env -u LANG PGHOST=db pgbench -c 3 bench')).toMatchObject({ program: 'pgbench', options: { c: '3' } });
    expect(parseCommand('time sysbench cpu run')).toMatchObject({ program: 'sysbench', mode: 'run' });
  });

  test("--failures-detailed and a rate limit: serialization and deadlock failures, the schedule lag's maximum", () => {
    const run = parse('maxtries3_failures_detailed.log').runs[0];
    expect(run?.figures).toMatchObject({ serializationFailures: 296, deadlockFailures: 0 });
    expect(run?.sources['figures.serializationFailures']).toEqual([13]);
    expect(parse('rate_R200_L5.log').runs[0]?.figures).toMatchObject({ scheduleLagAvgMs: 1.311, scheduleLagMaxMs: 31.64 });
  });

  test('a wrong password: pgbench could not connect, with the line that says why', () => {
    const { runs, error } = parse('wrong_password.log');
    expect(runs).toEqual([]);
    expect(error).toEqual({
      line: 2,
      message: expect.stringMatching(/^pgbench could not connect \(line 2: .*password authentication failed/),
    });
  });

  test('a run stopped before its summary (Ctrl-C) says it is incomplete, and where', () => {
    const run = parse('ctrl_c.log').runs[0];
    expect(run?.complete).toBe(false);
    expect(run?.warnings).toEqual([{ line: 4, message: expect.stringContaining("before pgbench's summary") }]);
  });
});

test('a client of another version than its server: both versions read from the banner', () => {
  const run = parseFixture('tests/fixtures/synthetic/pgbench-16-client-15-server-banner.log').runs[0];
  expect(run).toMatchObject({ toolVersion: '16.4', serverVersion: 'PostgreSQL 15.18' });
  expect(run?.sources.serverVersion).toEqual([2]);
});

test('a banner without a server: pgbench prints one only when the versions differ, so the server is the client’s version', () => {
  const run = parse('connect_C.log').runs[0];
  expect(run).toMatchObject({ toolVersion: '15.18', serverVersion: 'PostgreSQL 15.18' });
  expect(run?.sources.serverVersion).toEqual([2]);
});
