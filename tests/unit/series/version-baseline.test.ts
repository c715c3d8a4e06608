// Server versions in release order (issue 11, item 6: the default baseline is the oldest version),
// by the one version order of lib/series/version.ts (the history's ladder uses it too).
import { expect, test } from 'vitest';
import { compareVersions, parseVersion } from '../../../lib/series/version';

test.each([
  ['5.5.20-log', [5, 5, 20]],
  ['MySQL 5.1.45', [5, 1, 45]],
  ['10.11.19-MariaDB-0+deb12u1', [10, 11, 19]],
  ['8.0', [8, 0]],
  ['15.4 (Debian 15.4-2)', [15, 4]],
  ['unknown', undefined],
])('the numbers of %j', (version, numbers) => {
  expect(parseVersion(version)?.numbers).toEqual(numbers);
});

test('numbers as numbers: 5.1.45 < 5.5.22 < 10.11.6, never the string order', () => {
  const shuffled = ['10.11.6', '5.5.22', '8.0.36', '5.1.45', '5.5.9', 'trunk', '5.5'];
  expect(shuffled.sort(compareVersions)).toEqual(['5.1.45', '5.5', '5.5.9', '5.5.22', '8.0.36', '10.11.6', 'trunk']);
  expect(compareVersions('5.5.20', '5.5.20-log')).toBeLessThan(0);
  expect(compareVersions('5.5.20', '5.5.20')).toBe(0);
});
