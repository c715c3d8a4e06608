// Uploads past what a page or a column holds: a 1 MB line (cut on the pages that show it), a figure
// no integer column holds (refused by the preview as by the server).
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

test('3,000,000,000 threads: the preview says what the server would (not storable, line 4), and nothing is sent', async ({ page }) => {
  const log = readFileSync('tests/fixtures/synthetic/sysbench-1.0-cpu-intervals.log', 'utf8').replace(
    'Number of threads: 2',
    'Number of threads: 3000000000',
  );
  await page.goto('/upload');
  await page.getByTestId('file-input').setInputFiles({ name: 'huge-threads.log', mimeType: 'text/plain', buffer: Buffer.from(log) });
  await expect(page.getByRole('alert').filter({ hasText: 'Not recognized' })).toContainText(
    'Not recognized — line 4: 3000000000 threads is more than benchboard stores (at most 2,147,483,647)',
  );
  await expect(page.getByRole('button', { name: /^Save 0 run/ })).toBeDisabled();
});

test('a 1 MB line pasted with a log: the run page and the document view show it cut, with its length', async ({ page, request }) => {
  const log = readFileSync('prisma/demo/mariadb-10.11/sysbench-1.x/oltp_read_write_t1_base_sweep.log', 'utf8');
  const doc = `${'A'.repeat(1024 * 1024)}\n# a long line before the log\n${log}`;
  await page.goto('/upload');
  await page.getByTestId('file-input').setInputFiles({ name: 'long-line.log', mimeType: 'text/plain', buffer: Buffer.from(doc) });
  await page.getByRole('button', { name: /^Save 1 run/ }).click();
  await page
    .getByRole('status')
    .getByRole('link', { name: /^run #\d+$/ })
    .first()
    .click();
  const source = page.getByTestId('source-lines');
  await expect(source.locator('[data-cut]')).toHaveText(/^cut: the first 4,096 of 1,048,576 characters/);
  await expect(source.locator('#L1')).toContainText(`whole line)${'A'.repeat(4096)}`);
  await expect(source.locator('#L1')).not.toContainText('A'.repeat(4097));
  // the page is not a megabyte: the line came cut from the database
  const html = await (await request.get(page.url(), { headers: { accept: 'text/html' } })).text();
  expect(html.length).toBeLessThan(250_000);
  expect(html).not.toContain('A'.repeat(4097));
  await page.getByRole('link', { name: 'whole document' }).click();
  const lines = page.getByTestId('document-lines');
  await expect(lines.locator('#L1 [data-cut]')).toHaveText(/of 1,048,576 characters/);
  await expect(lines.locator('#L2')).toHaveText('# a long line before the log');
});
