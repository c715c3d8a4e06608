// A command file sent next to its output is one document, joined byte for byte the same way by the
// form and the server (so both compute one fingerprint); anything else is left as sent.
import { describe, expect, test } from 'vitest';
import { listedPartners, pairChosenFiles } from '../../../components/upload/pair-blobs';
import { commandPairs, joinCommandAndOutput, pairCommandFiles, pairedBytes } from '../../../lib/ingest/pair-files';

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (b: Uint8Array) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(b);

describe('commandPairs', () => {
  test('a .cmd pairs with the output of the same name and folder, .log before .out before .txt', () => {
    expect([...commandPairs(['a.cmd', 'a.log'])]).toEqual([[1, 0]]);
    expect([...commandPairs(['a.txt', 'a.cmd', 'a.log'])]).toEqual([[2, 1]]);
    expect([...commandPairs(['a.txt', 'a.out', 'a.cmd'])]).toEqual([[1, 2]]);
    expect([...commandPairs(['x/a.cmd', 'y/a.log'])]).toEqual([]);
    expect([...commandPairs(['A.CMD', 'A.LOG'])]).toEqual([[1, 0]]);
  });

  test('nothing to pair: a command alone, an output alone, names that only look alike', () => {
    expect(commandPairs(['a.cmd']).size).toBe(0);
    expect(commandPairs(['a.log', 'b.log']).size).toBe(0);
    expect(commandPairs(['a.cmd', 'a.cmd.log', 'ab.log']).size).toBe(0);
  });
});

describe('joinCommandAndOutput', () => {
  test('the command without its trailing blank lines, one newline, the output without its BOM', () => {
    const joined = joinCommandAndOutput(
      bytes('sysbench oltp_read_only run\n# tool: sysbench 1.0.20\n\r\n  \n'),
      bytes('\uFEFFsysbench 1.0.20\n'),
    );
    expect(text(joined ?? new Uint8Array())).toBe('sysbench oltp_read_only run\n# tool: sysbench 1.0.20\nsysbench 1.0.20\n');
  });

  test('UTF-16 on either side is not joined byte-wise', () => {
    expect(joinCommandAndOutput(new Uint8Array([0xff, 0xfe, 0x61, 0]), bytes('log'))).toBeNull();
    expect(joinCommandAndOutput(bytes('cmd'), new Uint8Array([0xfe, 0xff, 0, 0x61]))).toBeNull();
  });
});

describe('pairCommandFiles', () => {
  test('a pair takes its output’s place and name; other files keep their order and bytes', () => {
    const other = bytes('other');
    const files = [
      { name: 'run.cmd', bytes: bytes('pgbench -c 4 -T 10\n') },
      { name: 'other.log', bytes: other },
      { name: 'run.log', bytes: bytes('pgbench (15.18)\n') },
      { name: 'lonely.cmd', bytes: bytes('sysbench cpu run\n') },
    ];
    const sent = pairCommandFiles(files);
    expect(sent).toEqual([
      { name: 'other.log', index: 1, command: null },
      { name: 'run.log', index: 2, command: 0 },
      { name: 'lonely.cmd', index: 3, command: null },
    ]);
    expect(sent.map((f) => text(pairedBytes(files, f)))).toEqual(['other', 'pgbench -c 4 -T 10\npgbench (15.18)\n', 'sysbench cpu run\n']);
    expect(pairedBytes(files, sent[0] ?? { name: '', index: 0, command: null })).toBe(other);
  });

  test('a pair that cannot be joined stays two files', () => {
    const files = [
      { name: 'w.cmd', bytes: new Uint8Array([0xff, 0xfe, 0x61, 0]) },
      { name: 'w.log', bytes: bytes('log') },
    ];
    expect(pairCommandFiles(files).map((f) => [f.name, f.command])).toEqual([
      ['w.cmd', null],
      ['w.log', null],
    ]);
  });

  test('an empty command adds nothing: the output keeps its bytes, its fingerprint and its line numbers', () => {
    expect(text(joinCommandAndOutput(bytes(' \n\n'), bytes('\uFEFFsysbench 1.0.20\n')) ?? new Uint8Array())).toBe(
      '\uFEFFsysbench 1.0.20\n',
    );
  });
});

describe('the form joins as the server does', () => {
  const cases: [string, string][] = [
    ['sysbench oltp_read_only run\n# tool: sysbench 1.0.20\n\n', 'sysbench 1.0.20 (using bundled LuaJIT)\n'],
    ['pgbench -c 4\r\n', '\uFEFFpgbench (15.18)\n'],
    ['', 'log only\n'],
    ['\n\n', '\uFEFFlog only\n'],
  ];
  test.each(cases)('%j above %j', async (cmd, log) => {
    const [file] = await pairChosenFiles([
      { name: 'r.log', blob: new Blob([bytes(log)]) },
      { name: 'r.cmd', blob: new Blob([bytes(cmd)]) },
    ]);
    expect(file?.name).toBe('r.log');
    const browser = new Uint8Array(await (file?.blob ?? new Blob()).arrayBuffer());
    const server = pairedBytes([{ bytes: bytes(log) }, { bytes: bytes(cmd) }], { name: 'r.log', index: 0, command: 1 });
    expect([...browser]).toEqual([...server]);
  });

  test('files without a pair are passed on as chosen', async () => {
    const blob = new Blob(['x']);
    expect(await pairChosenFiles([{ name: 'a.log', blob }])).toEqual([{ name: 'a.log', blob }]);
  });
});

describe('listedPartners', () => {
  const listed = [
    { name: 'a.log', blob: new Blob(['a']) },
    { name: 'b.cmd', blob: new Blob(['b']) },
    { name: 'c.log', blob: new Blob(['c']), joined: true },
    { name: 'd.log', blob: new Blob(['d']) },
  ];
  test('a listed file pairs with one chosen now, in either order; a join is not joined again', () => {
    const chosen = ['a.cmd', 'b.log', 'c.cmd', 'x.cmd', 'x.log'].map((name) => ({ name, blob: new Blob([name]) }));
    expect(listedPartners(listed, chosen).map((f) => f.name)).toEqual(['a.log', 'b.cmd']);
  });
});
