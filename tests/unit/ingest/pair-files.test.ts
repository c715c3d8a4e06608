// A command file sent next to its output is one document, joined byte for byte the same way by the
// form and the server (so both compute one fingerprint); anything else is left as sent.
import { describe, expect, test } from 'vitest';
import { commandPairs, joinCommandAndOutput, pairCommandFiles } from '../../../lib/ingest/pair-files';

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (b: Uint8Array) => new TextDecoder().decode(b);

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
    expect(sent.map((f) => [f.name, f.index, text(f.bytes)])).toEqual([
      ['other.log', 1, 'other'],
      ['run.log', 2, 'pgbench -c 4 -T 10\npgbench (15.18)\n'],
      ['lonely.cmd', 3, 'sysbench cpu run\n'],
    ]);
    expect(sent[0]?.bytes).toBe(other);
  });

  test('a pair that cannot be joined stays two files', () => {
    const files = [
      { name: 'w.cmd', bytes: new Uint8Array([0xff, 0xfe, 0x61, 0]) },
      { name: 'w.log', bytes: bytes('log') },
    ];
    expect(pairCommandFiles(files).map((f) => f.name)).toEqual(['w.cmd', 'w.log']);
  });
});
