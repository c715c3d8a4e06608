// Logs stamped on every line by what captured them (lib/parsers/line-prefixes.ts): a GitHub Actions
// log downloaded from its page, `kubectl logs --timestamps`, `docker compose logs`. They read as the
// plain log, on the same lines; before, each was "line 1: not a benchmark log" (a format audit,
// 2026-12-05).
import { describe, expect, test } from 'vitest';
import { parseDocument, prepareText } from '../../../lib/parsers';
import { withoutLinePrefixes } from '../../../lib/parsers/line-prefixes';
import { readFixture } from '../../support/fixtures';

const LOG = readFixture('prisma/demo/mariadb-10.11/sysbench-1.x/oltp_read_write_t4_base_ri1.log');
const stamped = (stamp: (i: number) => string) =>
  LOG.split('\n')
    .map((line, i) => `${stamp(i)}${line}`)
    .join('\n');
const parse = (text: string) => parseDocument(text, { fileName: 'ci.log' });

describe('a log stamped on every line', () => {
  test.each([
    ['GitHub Actions', (i: number) => `2024-05-01T10:00:${String(i % 60).padStart(2, '0')}.1234567Z `],
    ['kubectl --timestamps', (i: number) => `2024-05-01T10:00:${String(i % 60).padStart(2, '0')}.123456789Z `],
    ['docker compose logs', () => 'sysbench-1  | '],
    ['docker-compose v1', () => 'bench_sysbench_1 | '],
    // its prefix, then the time (a DBA's pass, 2026-12-07: "line 1: not a benchmark log")
    ['docker compose logs -t', (i: number) => `bench-1  | 2026-12-07T10:00:${String(i % 60).padStart(2, '0')}.123456789Z `],
  ])('%s: the same runs, figures and lines as the plain log', (_name, stamp) => {
    const text = stamped(stamp);
    expect(parse(LOG).runs.length).toBe(1);
    expect(parse(text).runs).toEqual(parse(LOG).runs);
    expect(prepareText(text).split('\n')).toHaveLength(LOG.split('\n').length);
  });

  test('a blank line stamped without its blank', () => {
    expect(withoutLinePrefixes('2024-05-01T10:00:01Z a\n2024-05-01T10:00:02Z\n2024-05-01T10:00:03Z b\n2024-05-01T10:00:04Z c')).toBe(
      'a\n\nb\nc',
    );
  });
});

describe('what is not stamped stays as it is', () => {
  test.each([
    ['a plain log', LOG],
    ['a table with a bar after its first word', 'threads | 1 | 2 | 4\ntps | 10 | 20 | 40\nqps | 1 | 2 | 3\nlat | 5 | 6 | 7\n'],
    ['a few stamped lines among others', `2024-05-01T10:00:01Z started\n${LOG}\n2024-05-01T10:01:00Z done\n`],
    ['a bar without a replica number', 'sysbench  | a\nsysbench  | b\nsysbench  | c\n'],
  ])('%s', (_name, text) => {
    expect(withoutLinePrefixes(text)).toBe(text);
  });
});
