// The JSON columns' schemas and what a stored value that does not match becomes (see the policy
// at the top of lib/schemas/json-columns.ts): descriptive columns drop the bad entries, with a
// warning naming the row; a share's state refuses to be read.
import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  readHostDisks,
  readMatrixJson,
  readRunJson,
  readStoredJsonStrictly,
  StoredJsonError,
  shareStateColumnSchema,
} from '../../lib/schemas/json-columns';

const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
afterEach(() => warn.mockClear());

describe('lenient columns', () => {
  test('a row that matches is read as is, without a warning', () => {
    const row = {
      id: 1,
      parameters: { threads: 8, mode: 'complex', ro: false },
      extraMetrics: { figures: { 'queries.read': 12 }, header: { date: '2012' }, derived: ['metrics.qps'] },
      sources: { 'metrics.tps': [10, 11] },
    };
    expect(readRunJson(row)).toEqual({ parameters: row.parameters, extraMetrics: row.extraMetrics, sources: row.sources });
    expect(warn).not.toHaveBeenCalled();
  });

  test('defaults fill what older parsers did not write', () => {
    expect(readRunJson({ id: 2, parameters: {}, extraMetrics: {}, sources: {} }).extraMetrics).toEqual({
      figures: {},
      header: {},
      derived: [],
    });
    expect(warn).not.toHaveBeenCalled();
  });

  test.each([
    ['a parameter that is an object', { parameters: { threads: 8, bad: { x: 1 } } }, 'parameters', { threads: 8 }, 'bad'],
    ['a figure that is text', { extraMetrics: { figures: { a: 1, b: 'two' } } }, 'extraMetrics', { figures: { a: 1 } }, 'figures.b'],
    [
      'a source line that is not a number',
      { sources: { 'metrics.tps': [3, 'x'], ok: [4] } },
      'sources',
      { 'metrics.tps': [3], ok: [4] },
      'metrics.tps.1',
    ],
    ['a column that is not an object at all', { sources: 'oops' }, 'sources', {}, '(the whole value)'],
  ])('%s: the bad entry is dropped and logged with the run id', (_what, columns, column, expected, droppedPath) => {
    const row = { id: 42, parameters: {}, extraMetrics: {}, sources: {}, ...columns };
    const read = readRunJson(row);
    expect(read[column as keyof typeof read]).toMatchObject(expected);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain(`Run 42: ${column}`);
    expect(warn.mock.calls[0]?.[0]).toContain(droppedPath);
  });

  test('a disk without its name goes as a whole; the others stay', () => {
    const disks = readHostDisks({
      id: 7,
      disks: [
        { name: 'sda', sizeBytes: 1, rotational: true, model: null },
        { sizeBytes: 2, rotational: false, model: 'x' },
        { name: 'sdc', sizeBytes: null, rotational: null, model: null },
      ],
    });
    expect(disks.map((d) => d.name)).toEqual(['sda', 'sdc']);
    expect(warn.mock.calls[0]?.[0]).toContain('Host 7: disks');
  });

  test('a revision with a broken line range is left out of a matrix context', () => {
    const good = { product: 'MySQL', revno: '1', committer: null, branch: null, timestamp: null, message: null, lines: [1, 2] };
    const { context, parameters } = readMatrixJson({
      id: 3,
      parameters: { '--num-threads': '8', n: 5 },
      context: { revisions: [{ ...good, lines: ['a', 2] }, good], buildCommands: [{ text: 'BUILD/x', line: 27 }] },
    });
    expect(context.revisions).toEqual([good]);
    expect(context.buildCommands).toEqual([{ text: 'BUILD/x', line: 27 }]);
    expect(parameters).toEqual({ '--num-threads': '8' });
  });
});

describe('share state (strict)', () => {
  test('a state that matches is read, with its defaults', () => {
    expect(readStoredJsonStrictly(shareStateColumnSchema, { runs: [1, 2] }, { table: 'Share', id: 'abc', column: 'state' })).toEqual({
      runs: [1, 2],
      band: 3,
      warmup: 0,
      stat: 'mann-whitney',
      basis: 'summary',
    });
  });

  test('a state that does not match is a StoredJsonError naming the share, never another comparison', () => {
    const read = () =>
      readStoredJsonStrictly(shareStateColumnSchema, { runs: [1, 'x'], baseline: 1 }, { table: 'Share', id: 'abc', column: 'state' });
    expect(read).toThrow(StoredJsonError);
    expect(read).toThrow(/Share abc: its state is stored in a form this version cannot read/);
  });
});
