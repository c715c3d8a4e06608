// The demo stored memory_t1_write_seq.log with its .cmd lines; the bare log uploaded again is another
// text, so it is stored, and both the upload's answer and the new run's page say which run it repeats
// (a DBA's pass, F5: repeats and histories counted the same run twice, silently).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const LOG = readFileSync(path.resolve('prisma/demo/mariadb-10.11/sysbench-1.x/memory_t1_write_seq.log'));

test('a log the demo stored with its .cmd, uploaded bare: stored, and said to be the run stored before', async ({ page, request }) => {
  await page.goto('/upload');
  await page.getByTestId('file-input').setInputFiles([{ name: 'memory_t1_write_seq (bare).log', mimeType: 'text/plain', buffer: LOG }]);
  await page.getByRole('button', { name: 'Save 1 run from 1 file' }).click();
  const said = page.getByRole('status').locator('[data-repeated-output]');
  await expect(said).toHaveText(
    /^Run #\d+ has the figures, line for line, of run #\d+, stored before: the same run uploaded twice\? Comparisons and histories count one of them; no alert is raised on it\.$/,
  );
  const [copy, original] = await Promise.all(
    [0, 1].map(async (n) => Number((await said.getByRole('link').nth(n).getAttribute('href'))?.split('/').pop())),
  );
  expect(copy).toBeGreaterThan(original as number);
  // the run it names is the demo's: the same log, stored with its command lines above it
  const first = await (await request.get(`/api/runs/${original}`)).json();
  expect(first.upload.fileName).toBe('memory_t1_write_seq.log');
  const second = await (await request.get(`/api/runs/${copy}`)).json();
  expect(first.command).toContain('sysbench memory --memory-block-size=1K');
  expect(second.command).toBeNull();
  expect(second.metrics).toEqual(first.metrics);

  // the copy's page says so at its first line, the run named a link to it
  await said.getByRole('link', { name: `#${copy}` }).click();
  await expect(page).toHaveURL(new RegExp(`/runs/${copy}$`));
  await expect(page.locator('[data-same-output]')).toHaveText(`the same output as run #${original}`);
  const warnings = page.locator('section').filter({ has: page.getByRole('heading', { name: /^Warnings \(\d+\)$/ }) });
  const item = warnings.getByRole('listitem').filter({ hasText: 'the same run uploaded twice?' });
  // (the warning is stored and names no run: a reader of this one may not see that one; the heading names those the reader may open)
  await expect(item).toContainText('Its figures are line for line those of a run stored before (the heading names it)');
  await expect(item.getByRole('link', { name: 'line 1' })).toHaveAttribute('href', '#L1');
  await page.screenshot({ path: 'test-results/screens/repeated-output-run.png', fullPage: true });
  await page
    .locator('[data-same-output]')
    .getByRole('link', { name: `#${original}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/runs/${original}$`));
  // the run stored first has no warning of it, and its heading names the copy
  await expect(page.getByText('the same run uploaded twice?')).toHaveCount(0);
  await expect(page.locator('[data-same-output]')).toHaveText(`the same output as run #${copy}`);
  await page
    .locator('[data-same-output]')
    .getByRole('link', { name: `#${copy}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/runs/${copy}$`));

  // compared, the copy (another configuration: no host or server from a .cmd) adds no measurement
  await page.goto(`/compare?runs=${original},${copy}`);
  const note = page.locator('[data-copies]');
  await expect(note).toHaveText('#2 is #1 (the same output stored twice): counted once');
  const row = page.locator('tr').filter({ has: note });
  await expect(row.locator('[data-n]')).toHaveText('0');
  await expect(page.locator('tr').filter({ hasText: '(#1)' }).locator('[data-n]')).toHaveText('1');
  await note.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screens/repeated-output-compare.png', fullPage: false });
  const api = await (await request.get(`/api/compare?runs=${original},${copy}`)).json();
  const configurations: { runIds: number[]; n: number; notCounted: unknown[] }[] = api.repeats.configurations;
  expect(configurations.find((c) => c.runIds.includes(copy as number))).toMatchObject({
    n: 0,
    notCounted: [{ runId: copy, sameAs: original }],
  });
});
