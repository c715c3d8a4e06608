// Each page's URL state is defined once: reading what a link writes gives the state back
// (read ∘ write = id), a default is never written, the proxy accepts every link written, and a
// share's JSON schema is the compare state's.
import { describe, expect, test } from 'vitest';
import { compareUrl, freezeCompareState, MAX_PROJECT_COMPARE_RUNS, parseCompareState, shareStateSchema } from '../../../lib/compare/state';
import { checkRequestUrl } from '../../../lib/request-guard';
import { matrixUrl, parseMatrixQuery } from '../../../lib/schemas/matrix';
import { pageQueryFor } from '../../../lib/schemas/page-queries';
import { parseRunFilter, runListUrl } from '../../../lib/schemas/run-filter';
import type { SearchParams } from '../../../lib/url-state/zod';

/** A link's query as Next hands it to a page: a value, or an array when repeated. */
function searchParamsOf(href: string): SearchParams {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of new URL(href, 'http://localhost').searchParams) {
    const before = out[key];
    out[key] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
  }
  return out;
}

const accepted = (href: string) => checkRequestUrl(new URL(href, 'http://localhost'));

const pages = [
  { name: 'compare', url: compareUrl, read: parseCompareState },
  { name: 'runs', url: runListUrl, read: parseRunFilter },
  { name: 'matrix', url: matrixUrl, read: parseMatrixQuery },
] as const;

describe('compare state', () => {
  const defaults = parseCompareState({});
  test('defaults', () => expect(defaults).toEqual({ runs: [], band: 3, warmup: 0, stat: 'mann-whitney', basis: 'summary' }));

  test.each<[Parameters<typeof compareUrl.write>[0], string]>([
    [{}, ''],
    [{ runs: [3, 1, 2] }, '?runs=3,1,2'],
    [{ runs: [1, 2], band: 3, warmup: 0 }, '?runs=1,2'],
    [{ runs: [], band: 3 }, ''],
    [{ project: 3 }, '?project=3'],
    [
      { warmup: 30, group: 'allocator', metric: 'qps', band: 2.5, baseline: 2, runs: [1, 2] },
      '?runs=1,2&baseline=2&band=2.5&metric=qps&group=allocator&warmup=30',
    ],
    [{ runs: [7], metric: 'latPctMs', band: 0 }, '?runs=7&band=0&metric=latPctMs'],
    [{ runs: [1, 2], stat: 'welch' }, '?runs=1,2&stat=welch'],
  ])('%j ⇄ %s', (state, query) => {
    const href = compareUrl.href(state);
    expect(href).toBe(`/compare${query}`);
    const read = parseCompareState(searchParamsOf(href));
    expect(read).toEqual({ ...defaults, ...state });
    expect(compareUrl.write(read)).toBe(query);
    expect(accepted(href)).toBeNull();
  });

  test('overrides set and clear values; a project gives way to explicit runs', () => {
    const state = parseCompareState({ project: '3', baseline: '2', band: '5' });
    expect(compareUrl.write(state, { runs: [2, 1], project: undefined })).toBe('?runs=2,1&baseline=2&band=5');
    expect(compareUrl.write(state, { baseline: undefined, band: 3 })).toBe('?project=3');
  });

  test('a share freezes the runs and settings, and its JSON schema is derived from the state', () => {
    const state = parseCompareState({ runs: '4,5', band: '2', metric: 'qps', group: 'allocator' });
    const frozen = freezeCompareState(state, [5, 4], 5);
    expect(shareStateSchema.parse(frozen)).toEqual({
      runs: [5, 4],
      baseline: 5,
      band: 2,
      metric: 'qps',
      group: 'allocator',
      warmup: 0,
      stat: 'mann-whitney',
      basis: 'summary',
    });
    expect(shareStateSchema.parse({ runs: [1] })).toEqual({ runs: [1], band: 3, warmup: 0, stat: 'mann-whitney', basis: 'summary' });
    expect(shareStateSchema.parse({ runs: [1], project: 3 })).not.toHaveProperty('project');
    expect(shareStateSchema.safeParse({ runs: [] }).success).toBe(false);
    // a whole project's comparison may be shared: up to its 200 runs, not one more
    expect(shareStateSchema.safeParse({ runs: Array.from({ length: MAX_PROJECT_COMPARE_RUNS }, (_, i) => i + 1) }).success).toBe(true);
    expect(shareStateSchema.safeParse({ runs: Array.from({ length: MAX_PROJECT_COMPARE_RUNS + 1 }, (_, i) => i + 1) }).success).toBe(false);
    expect(shareStateSchema.safeParse({ runs: [1], band: 51 }).success).toBe(false);
    expect(shareStateSchema.safeParse({ runs: [1], metric: 'errors' }).success).toBe(false);
    expect(shareStateSchema.safeParse({ runs: [0] }).success).toBe(false);
  });
});

describe('runs list state', () => {
  const defaults = parseRunFilter({});
  test('defaults', () => expect(defaults).toEqual({ tag: [], sort: 'createdAt', dir: 'desc', page: 1, size: 50 }));

  test.each<[Parameters<typeof runListUrl.write>[0], string]>([
    [{}, ''],
    [{ sort: 'createdAt', dir: 'desc', page: 1, size: 50, tag: [] }, ''],
    [{ tool: 'sysbench', test: 'oltp', host: 3, project: 4 }, '?tool=sysbench&test=oltp&host=3&project=4'],
    [
      {
        size: 100,
        page: 2,
        dir: 'asc',
        sort: 'tps',
        q: 'base sweep',
        tag: [
          ['version', '5.5.20'],
          ['k', 'a=b'],
        ],
      },
      '?tag=version%3D5.5.20&tag=k%3Da%3Db&q=base+sweep&sort=tps&dir=asc&page=2&size=100',
    ],
    [{ q: 'a,b' }, '?q=a,b'],
  ])('%j ⇄ %s', (state, query) => {
    const href = runListUrl.href(state);
    expect(href).toBe(`/runs${query}`);
    const read = parseRunFilter(searchParamsOf(href));
    expect(read).toEqual({ ...defaults, ...state });
    expect(runListUrl.write(read)).toBe(query);
    expect(accepted(href)).toBeNull();
  });

  test('the trash notice is written only when asked for, never carried into other links', () => {
    const href = runListUrl.href({}, { trashed: 12 });
    expect(href).toBe('/runs?trashed=12');
    const read = parseRunFilter(searchParamsOf(href));
    expect(read.trashed).toBe(12);
    expect(runListUrl.write(read, { page: 2 })).toBe('?page=2');
  });
});

describe('matrix state', () => {
  const defaults = parseMatrixQuery({});
  test('defaults', () => expect(defaults).toEqual({ metric: 'qps' }));

  test.each<[Parameters<typeof matrixUrl.write>[0], string]>([
    [{}, ''],
    [{ matrix: 4 }, '?matrix=4'],
    [{ runs: [1], metric: 'qps' }, '?runs=1'],
    [
      { note: ['oltp:8:glitch', 'oltp:16:x'], exclude: ['oltp:8', 'insert:4'], metric: 'tps', b: 'off', a: 'on', dim: 'qc', runs: [1, 2] },
      '?runs=1,2&dim=qc&a=on&b=off&metric=tps&exclude=oltp%3A8,insert%3A4&note=oltp%3A8%3Aglitch&note=oltp%3A16%3Ax',
    ],
    // every stored exclusion switched off: an empty list, not a missing parameter
    [{ matrix: 4, exclude: [] }, '?matrix=4&exclude='],
    [{ project: 2, dim: 'version', a: ' 5.5 ', b: '5.1' }, '?project=2&dim=version&a=+5.5+&b=5.1'],
  ])('%j ⇄ %s', (state, query) => {
    const href = matrixUrl.href(state);
    expect(href).toBe(`/compare/matrix${query}`);
    const read = parseMatrixQuery(searchParamsOf(href));
    expect(read).toEqual({ ...defaults, ...state });
    expect(matrixUrl.write(read)).toBe(query);
    expect(accepted(href)).toBeNull();
  });

  test('takes more runs than the compare page (a sweep split in two)', () => {
    const runs = Array.from({ length: 120 }, (_, i) => i + 1);
    expect(accepted(matrixUrl.href({ runs }))).toBeNull();
    expect(accepted(compareUrl.href({ runs }))?.reason).toMatch(/at most 50 ids/);
  });
});

describe.each(pages)('$name: one definition', ({ url, read }) => {
  test('no default is ever written', () => {
    for (const [key, param] of Object.entries(url.params)) {
      if (!param.hasDefault) continue;
      expect(url.write({ [key]: param.fallback }), key).toBe('');
    }
  });

  test('the proxy checks the same parameters, lists included', () => {
    expect(pageQueryFor(url.path)?.lists).toEqual(url.lists);
    expect(Object.keys(read({})).every((key) => key in url.params)).toBe(true);
  });

  test('blank form fields are "not given"', () => {
    const blanks = Object.fromEntries(
      Object.entries(url.params)
        .filter(([, p]) => !p.keepBlank)
        .map(([key, p]) => [key, p.list ? [''] : '']),
    );
    const state = read(blanks);
    expect(url.write(state)).toBe('');
  });
});

describe('bad values are refused when read, as the proxy refuses them', () => {
  test.each([
    ['compare runs=1,x', () => parseCompareState({ runs: '1,x' }), /is not a run id/],
    ['compare metric=errors', () => parseCompareState({ metric: 'errors' }), /metric/],
    ['compare group=Bad Key', () => parseCompareState({ group: 'Bad Key' }), /a tag key/],
    ['runs sort=evil', () => parseRunFilter({ sort: 'evil' }), /sort/],
    ['runs tag=novalue', () => parseRunFilter({ tag: ['novalue'] }), /a tag filter is key=value/],
    ['runs size=5', () => parseRunFilter({ size: '5' }), /between 10 and 200/],
    ['matrix note of 501 characters', () => parseMatrixQuery({ note: ['x'.repeat(501)] }), /a note is at most 500 characters/],
    ['matrix 501 runs', () => parseMatrixQuery({ runs: Array.from({ length: 501 }, (_, i) => i + 1).join(',') }), /at most 500 ids/],
    ['matrix metric=latMaxMs', () => parseMatrixQuery({ metric: 'latMaxMs' }), /metric/],
  ])('%s', (_case, read, reason) => {
    expect(read).toThrow(reason);
  });
});
