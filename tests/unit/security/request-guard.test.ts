// Odd and hostile query strings get a 400 (or 414) with a reason before any page or query runs.
import { describe, expect, test } from 'vitest';
import { checkRequestUrl } from '../../../lib/request-guard';
import { parseRunFilter } from '../../../lib/schemas/run-filter';

const check = (path: string) => checkRequestUrl(new URL(path, 'http://localhost'));

describe('request guard', () => {
  test.each([
    ['/runs?q=a%00b', /control character/],
    ['/runs?tool=%00', /control character/],
    ['/runs?test=x%1b', /control character/],
    ['/runs?tag=a%3Db%00', /control character/],
    ['/runs?host=2147483648', /"host" is not valid/],
    ['/runs?project=99999999999', /"project" is not valid/],
    ['/runs?page=1e308', /"page" is not valid/],
    ['/runs?q=a&q=b', /"q" is given 2 times/],
    ['/runs?sort=tps&sort=qps', /"sort" is given 2 times/],
    [`/runs?q=${'x'.repeat(201)}`, /"q" is not valid: at most 200 characters/],
    ['/runs?sort=evil', /"sort" is not valid/],
    [`/runs?${Array.from({ length: 21 }, (_, i) => `tag=k${i}%3Dv`).join('&')}`, /at most 20 tag filters/],
    ['/compare?runs=1e308', /"runs" is not valid/],
    ['/compare?runs=1,2147483648', /"runs" is not valid/],
    ['/compare?runs=1&runs=2', /"runs" is given 2 times/],
    ['/runs/selection/context?runs=1,x', /"runs" is not valid/],
    ['/runs/selection/context?runs=1&runs=2', /"runs" is given 2 times/],
    [`/runs/selection/context?runs=${Array.from({ length: 51 }, (_, i) => i + 1).join(',')}`, /at most 50 ids/],
    [`/compare?runs=${Array.from({ length: 51 }, (_, i) => i + 1).join(',')}`, /at most 50 ids/],
    ['/compare?band=NaN', /"band" is not valid/],
    ['/compare?warmup=-1', /"warmup" is not valid/],
    // −1 is a number: the message says the range (it said "must be a number")
    ['/compare?band=-1', /"band" is not valid: must be a number between 0 and \d+/],
    [`/compare/matrix?dim=v&a=${'a'.repeat(101)}&b=x`, /"a" is not valid/],
    ['/compare/matrix?matrix=4294967296', /"matrix" is not valid/],
    ['/uploads/3?from=1e308', /"from" is not valid/],
    ['/runs/3?from=1:00&to=3900', /"from" is not valid/],
    ['/runs/3?from=0&to=-5', /"to" is not valid/],
    ['/runs/3?from=0&to=1e308', /"to" is not valid/],
    ['/runs/3?from=1&from=2', /"from" is given 2 times/],
    ['/api/runs/1/export?format=json&format=csv', /"format" is given 2 times/],
    ['/api/runs/1/export?format=xml', /"format" is not valid/],
    ['/api/uploads/lookup?fingerprint=abc', /"fingerprint" is not valid/],
  ])('%s → 400', (path, reason) => {
    const rejection = check(path);
    expect(rejection?.status).toBe(400);
    expect(rejection?.reason).toMatch(reason);
  });

  test('500 repeated tag filters (a 4 KB address) are refused at once', () => {
    const path = `/runs?${Array.from({ length: 500 }, (_, i) => `tag=k%3Dv${i}`).join('&')}`;
    expect(check(path)).toMatchObject({ status: 400 });
  });

  test('an address over 8 KB of parameters is a 414', () => {
    expect(check(`/anything?x=${'a'.repeat(9000)}`)).toMatchObject({ status: 414 });
  });

  test('control characters are refused on any route, the API included', () => {
    expect(check('/api/runs/1/export?format=json%00')).toMatchObject({ status: 400 });
    expect(check('/hosts/%00')).toMatchObject({ status: 400 });
  });

  test.each([
    '/runs',
    '/runs?q=&tool=&test=&tag=&host=&project=',
    '/runs?tag=version%3D5.5.20&tag=qc%3Don&sort=tps&dir=asc&page=2&size=100',
    '/runs?trashed=12',
    '/compare?runs=1,2,3&baseline=2&band=2.5&metric=qps&group=allocator&warmup=30',
    '/compare?project=3',
    '/compare?runs=1,2,',
    '/compare/matrix?runs=1,2&dim=qc&a=on&b=off&metric=tps&note=oltp:8:glitch&note=oltp:16:x&exclude=oltp:8',
    '/s/abcdefghijklmnopqrstuvwx',
    '/uploads/3?utm_source=mail',
    '/uploads/3?from=2001',
    '/runs/3?from=3600&to=3900',
    '/runs/3?from=0.5&to=12.25',
    '/api/runs/7/export?format=csv&part=intervals',
  ])('%s is fine', (path) => {
    expect(check(path)).toBeNull();
  });

  test('a filter the guard let through parses the same way in the page', () => {
    const filter = parseRunFilter({ tag: ['version=5.5.20', 'k=a=b'], q: '', host: '3', sort: 'tps' });
    expect(filter).toMatchObject({
      tag: [
        ['version', '5.5.20'],
        ['k', 'a=b'],
      ],
      host: 3,
      sort: 'tps',
      dir: 'desc',
      page: 1,
      size: 50,
    });
    expect(filter.q).toBeUndefined();
  });
});
