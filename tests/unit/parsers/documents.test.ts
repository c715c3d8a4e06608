// Whole documents: encodings, prose that is not a benchmark, commands without output, build commands.
import { describe, expect, test } from 'vitest';
import { parseDocument } from '../../../lib/parsers';
import { parseFixture, readFixture, SEED } from '../../support/fixtures';
import { synthetic } from './format-helpers';

describe('documents', () => {
  test('GBK-encoded Chinese blog with CRLF', () => {
    const result = synthetic('gbk-blog-sysbench.txt');
    expect(result.runs[0]).toMatchObject({ test: 'oltp_read_write', title: 'MySQL 5.7 默认配置', metrics: { tps: 294.31 } });
    expect(result.hosts[0]).toMatchObject({ cpus: 4, memoryBytes: 16 * 1024 ** 3 });
    expect(JSON.stringify(result)).not.toContain('mima123');
  });

  test('prose is not a benchmark: an error with a line', () => {
    expect(synthetic('not-a-benchmark.txt').error).toEqual({ line: 1, message: expect.stringContaining('not a benchmark log') });
    expect(parseDocument('\u0000\u0001\u0002binary').error?.message).toContain('binary');
    expect(parseDocument('').error?.line).toBe(1);
  });

  test('a command without its output says so', () => {
    const result = parseDocument('$ sysbench oltp_read_write --threads=8 run\n');
    expect(result.error).toEqual({ line: 1, message: expect.stringContaining('without the output') });
  });
});

describe('a command continued over lines', () => {
  test("seed 002's sysbench command (lines 150–158): its options are traced to every line it spans, not its first only", () => {
    const lines = readFixture(SEED.qc002).split('\n');
    expect(lines[151]).toContain('--num-threads=100'); // line 152
    const run = parseFixture(SEED.qc002).runs.find((r) => r.command?.includes('--num-threads=100'));
    expect(run?.parameters.threads).toBe(100);
    const span = [150, 151, 152, 153, 154, 155, 156, 157, 158];
    expect(run?.sources.command).toEqual(span);
    expect(run?.sources['parameters.threads']).toEqual(span);
  });
});

describe('how the servers were built', () => {
  test('seed 003 names the build script; seed 002 builds sysbench, not a server', () => {
    expect(parseFixture(SEED.matrix003).buildCommands).toEqual([{ text: 'BUILD/compile-amd64-max', line: 27 }]);
    expect(parseFixture(SEED.qc002).buildCommands).toEqual([]);
  });

  test('server configure and cmake lines, with or without a prompt', () => {
    const doc = parseDocument(
      [
        '$ ./configure --prefix=/usr/local/mysql --with-plugins=innobase',
        'cmake . -DCMAKE_BUILD_TYPE=RelWithDebInfo -DWITH_JEMALLOC=system',
        './configure --with-pgsql --without-mysql',
      ].join('\n'),
    );
    expect(doc.buildCommands.map((b) => [b.line, b.text])).toEqual([
      [1, './configure --prefix=/usr/local/mysql --with-plugins=innobase'],
      [2, 'cmake . -DCMAKE_BUILD_TYPE=RelWithDebInfo -DWITH_JEMALLOC=system'],
    ]);
  });
});
