import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';

// BENCHBOARD_AUTH=off: today's single-user mode for a laptop. No sign-in, anyone may change
// anything, and every page says so.
test('with sign-in off, a banner says so and anyone can upload', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.getByRole('note')).toContainText('Sign-in is off');
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  const log = '[ 1s ] thds: 1 tps: 10.00 qps: 200.00 (r/w/o: 140.00/40.00/20.00) lat (ms,95%): 1.00 err/s: 0.00 reconn/s: 0.00\n';
  const response = await request.post('/api/uploads', {
    multipart: {
      files: { name: 'open.log', mimeType: 'text/plain', buffer: Buffer.from(`sysbench 1.0.20\n\nThreads started!\n\n${log}`) },
    },
  });
  expect(response.status()).toBe(201);
  await page.goto('/runs');
  await expect(page.getByText('1 run')).toBeVisible();
});

// the CLI wanted a token even here, where any `--token x` did (a DBA's pass, 2026-12-07)
test('with sign-in off, the CLI uploads without a token', async ({ baseURL }) => {
  const cli = path.resolve('scripts/benchboard.mjs');
  const log = path.resolve('tests/fixtures/synthetic/sysbench-1.1-throughput.log');
  const { stdout } = await promisify(execFile)(process.execPath, [cli, 'upload', '--url', baseURL as string, log], {
    timeout: 30_000,
    env: { ...process.env, BENCHBOARD_TOKEN: '' },
  });
  expect(stdout).toMatch(/\/runs\/\d+/);
  expect(stdout).toContain('1 file: 1 stored, 0 already uploaded, 0 refused');
});
