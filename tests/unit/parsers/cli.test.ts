// The `parse` CLI as a user runs it (`npm run parse`: the bundle scripts/run-bundled.mjs builds):
// one JSON document, bad files get an error, never a crash.
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { ROOT, SEED } from '../../support/fixtures';

function runCli(...files: string[]): {
  files: { file: string; error: { line: number; message: string } | null; runs: { metrics: { tps: number | null } }[] }[];
} {
  const out = execFileSync(process.execPath, ['scripts/run-bundled.mjs', 'scripts/parse-cli.ts', ...files], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return JSON.parse(out);
}

test('parses several files, keeps going past unreadable and binary ones', () => {
  const binary = path.join(tmpdir(), `benchboard-cli-${process.pid}.bin`);
  writeFileSync(binary, Buffer.from([0, 159, 146, 150, 0, 1, 2, 3, 255, 254]));
  let result: ReturnType<typeof runCli>;
  try {
    result = runCli(SEED.qc002, 'no/such/file.log', binary, SEED.mysqlbench004);
  } finally {
    rmSync(binary, { force: true });
  }
  expect(result.files.map((f) => f.file)).toEqual([SEED.qc002, 'no/such/file.log', binary, SEED.mysqlbench004]);
  expect(result.files[0]?.runs.map((r) => r.metrics.tps)).toEqual([2827.56, 2195.39]);
  expect(result.files[1]?.error?.message).toContain('no such file');
  expect(result.files[2]?.error).toMatchObject({ line: 1, message: expect.stringContaining('binary') });
  expect(result.files[3]?.runs).toHaveLength(4);
});
