// Real pgbench 15.18 logs (Debian 12's PostgreSQL 15, made on our VM in tests/fixtures/pgbench-15-debian;
// line 1 is the command as typed): the variants our other fixtures lacked, each read as pgbench meant it.
import { describe, expect, test } from 'vitest';
import { prepareText } from '../../../lib/parsers';
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
});

test('a client of another version than its server: both versions read from the banner', () => {
  const run = parseFixture('tests/fixtures/synthetic/pgbench-16-client-15-server-banner.log').runs[0];
  expect(run).toMatchObject({ toolVersion: '16.4', serverVersion: 'PostgreSQL 15.18' });
  expect(run?.sources.serverVersion).toEqual([2]);
});
