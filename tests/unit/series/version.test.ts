// Versions ordered as MySQL, MariaDB and PostgreSQL number them (never as strings: "10.11" < "5.5"
// as text), pre-releases before their release, build notes (-log, -MariaDB, -debug) ignored.
import { describe, expect, test } from 'vitest';
import { compareVersions, parseVersion } from '../../../lib/series/version';

const sorted = (versions: string[]) => [...versions].sort(compareVersions);

describe('the version ladder', () => {
  test('MySQL and MariaDB versions in numeric order, not text order', () => {
    expect(sorted(['10.11.6', '5.5.22', '5.1.45', '5.0.91', '10.2.44', '5.10.1'])).toEqual([
      '5.0.91',
      '5.1.45',
      '5.5.22',
      '5.10.1',
      '10.2.44',
      '10.11.6',
    ]);
  });
  test('PostgreSQL 9.6 < 10 < 16.4, and 10 = 10.0', () => {
    expect(sorted(['16.4', '10', '9.6', '9.6.24'])).toEqual(['9.6', '9.6.24', '10', '16.4']);
    expect(compareVersions('PostgreSQL 10', 'PostgreSQL 10.0')).not.toBe(0); // same version, ordered as text for a stable sort
    expect(parseVersion('10')?.numbers).toEqual([10]);
  });
  test.each([
    ['5.7.30-log', [5, 7, 30], 4],
    ['10.11.19-MariaDB-0+deb12u1', [10, 11, 19], 4],
    ['5.6.10-debug', [5, 6, 10], 4],
    ['MySQL 5.1.45', [5, 1, 45], 4],
    ['8.0.0-rc', [8, 0, 0], 3],
    ['5.5.4-m3', [5, 5, 4], 0],
    ['PostgreSQL 16beta1', [16], 1],
    ['PostgreSQL 17rc1', [17], 3],
    ['16.4 (Debian 16.4-1.pgdg120+1)', [16, 4], 4],
  ])('%s reads as %j at stage %i', (text, numbers, stage) => {
    expect(parseVersion(text)).toMatchObject({ numbers, stage });
  });
  test('a pre-release comes before its release, build notes change nothing', () => {
    expect(sorted(['8.0.0', '8.0.0-rc', '8.0.0-beta', '5.5.4-m3', '5.5.4'])).toEqual([
      '5.5.4-m3',
      '5.5.4',
      '8.0.0-beta',
      '8.0.0-rc',
      '8.0.0',
    ]);
    expect(sorted(['17', '17rc1', '17beta2', '17beta1'])).toEqual(['17beta1', '17beta2', '17rc1', '17']);
    expect(sorted(['18', '18devel', '17.2'])).toEqual(['17.2', '18devel', '18']);
    expect(Math.sign(compareVersions('5.5.22-log', '5.5.21-debug'))).toBe(1);
    expect(Math.sign(compareVersions('10.11.19-MariaDB', '10.4.32-MariaDB-log'))).toBe(1);
  });
  test('no version: after every version, and null when nothing is a number', () => {
    expect(parseVersion('MariaDB')).toBeNull();
    expect(parseVersion(null)).toBeNull();
    expect(sorted(['unknown', '5.1.45', ''])).toEqual(['5.1.45', '', 'unknown']);
  });
  test('a long text is read in bounded time and space', () => {
    expect(parseVersion(`${'9'.repeat(100_000)}.1`)?.numbers.length).toBeGreaterThan(0);
    expect(parseVersion('x'.repeat(1_000_000))).toBeNull();
  });
});
