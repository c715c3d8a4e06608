// A log that stops early is an incomplete run, and its page says why, at which line (issue 10,
// items 3–5): a sysbench log cut off right after its header keeps its parameters.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

test('a sysbench log cut off after its header: an incomplete run with its threads, the reason and its line', async ({ page, request }) => {
  const log = readFileSync('tests/fixtures/synthetic/sysbench-1.0-header-only.log');
  const response = await request.post('/api/uploads', {
    multipart: { files: { name: 'sysbench-header-only.log', mimeType: 'text/plain', buffer: log } },
  });
  expect(response.status()).toBe(201);
  const { results } = await response.json();
  await page.goto(`/runs/${results[0].runIds[0]}`);
  const badge = page.locator('[data-incomplete]');
  await expect(badge).toContainText(/^incomplete: .+ \(line \d+\)$/);
  // the threads from its options block (--threads=64): in the title and the subtitle
  await expect(page.getByText(/· 64 threads/).first()).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/incomplete-run.png', fullPage: true });
});
