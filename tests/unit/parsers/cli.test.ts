// The `parse` CLI as a user runs it (`npm run parse`: the bundle scripts/run-bundled.mjs builds):
// one JSON document, bad files get an error, never a crash.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
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

test('--help prints the usage and exits 0; an unknown option is refused with it (exit 2), never read as a file; - reads stdin', () => {
  const cli = (args: string[], input?: string) =>
    spawnSync(process.execPath, ['scripts/run-bundled.mjs', 'scripts/parse-cli.ts', ...args], { cwd: ROOT, encoding: 'utf8', input });
  const help = cli(['--help']);
  expect(help.status).toBe(0);
  expect(help.stdout).toMatch(/^usage: npm run --silent parse -- FILE\.\.\./);
  expect(help.stdout).toContain('pgbench');
  const unknown = cli(['--verbose', SEED.qc002]);
  expect(unknown.status).toBe(2);
  expect(unknown.stdout).toBe('');
  expect(unknown.stderr).toMatch(/^unknown option: --verbose\nusage:/);
  const piped = cli(['-'], readFileSync(SEED.qc002, 'utf8'));
  expect(piped.status).toBe(0);
  expect(JSON.parse(piped.stdout).files[0].runs.map((r: { metrics: { tps: number } }) => r.metrics.tps)).toEqual([2827.56, 2195.39]);
});
