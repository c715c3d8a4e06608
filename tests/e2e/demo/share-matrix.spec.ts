// A ratio matrix shared as a comparison is: its Share freezes the view (an imported table with the
// cells left out and the notes written; or runs split by a tag) behind a link a stranger opens,
// read-only. Before, a matrix had no Share: a team's private table could be sent to nobody.
import { expect, type Page, test } from '@playwright/test';

async function shareLink(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Share' }).click();
  const link = await page.getByLabel('Share link').inputValue();
  expect(link).toMatch(/\/s\/[A-Za-z0-9_-]{24}$/);
  return link;
}

test('seed 003’s table, its glitch let back in and a note written: a stranger sees that view, read-only', async ({ page, browser }) => {
  await page.goto('/compare');
  await page
    .getByRole('region', { name: 'Imported result tables' })
    .getByRole('link', { name: /MariaDB q\/s \/ MySQL q\/s \* 100/ })
    .click();
  await expect(page.locator('[data-cell]')).toHaveCount(56);
  await page.locator('[data-cell="insert:4"]').click();
  await expect(page).toHaveURL(/exclude=/);
  const included = (await page.locator('[data-row-mean="insert"]').textContent()) ?? '';
  expect(included).not.toBe('124.59');
  await page.getByLabel('Row of the note').selectOption('select');
  await page.getByLabel('Column of the note').selectOption('16');
  await page.getByLabel('Note text').fill('<i>rerun</i> on the quiet box');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page).toHaveURL(/note=select%3A16%3A/);
  const link = await shareLink(page);

  const stranger = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  try {
    const visitor = await stranger.newPage();
    await visitor.goto(link);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('MariaDB q/s / MySQL q/s * 100');
    await expect(visitor.getByText('read-only').first()).toBeVisible();
    await expect(visitor.locator('[data-cell]')).toHaveCount(56);
    await expect(visitor.locator('[data-cell="insert:4"]')).toHaveAttribute('data-excluded', 'false');
    await expect(visitor.locator('[data-row-mean="insert"]')).toHaveText(included);
    await expect(visitor.getByLabel('Cell notes')).toContainText('select / 16: <i>rerun</i> on the quiet box');
    // read-only: no note to write, a click leaves a cell as it is
    await expect(visitor.getByRole('button', { name: 'Add note' })).toHaveCount(0);
    await visitor.locator('[data-cell="select:16"]').click();
    await expect(visitor.locator('[data-cell="select:16"]')).toHaveAttribute('data-excluded', 'false');
    await expect(visitor).toHaveURL(link);
    // what its document says around it comes too (the demo is public: its document is linked)
    await expect(visitor.getByTestId('matrix-context')).toContainText('BUILD/compile-amd64-max');
    await visitor.screenshot({ path: 'test-results/screens/share-matrix-003.png', fullPage: true });
  } finally {
    await stranger.close();
  }
});

test('runs split by a tag: the shared matrix shows the cell the page showed', async ({ page, browser }) => {
  await page.goto('/projects');
  await page.getByRole('link', { name: 'MariaDB 10.11 repeats: query cache off vs on, 5 runs each' }).click();
  await expect(page).toHaveURL(/\/projects\/\d+$/);
  const project = new URL(page.url()).pathname.split('/').pop();
  await page.goto(`/compare/matrix?project=${project}&dim=query_cache&a=on&b=off`);
  const cell = page.locator('[data-cell="oltp_read_only:4"] text').first();
  const value = (await cell.textContent()) ?? '';
  expect(Number(value)).toBeGreaterThan(0);
  const link = await shareLink(page);

  const stranger = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  try {
    const visitor = await stranger.newPage();
    await visitor.goto(link);
    await expect(visitor.getByText(/^Shared .* · sysbench: ratio matrix, on vs off by query_cache \(\d+ runs\)$/)).toBeVisible();
    await expect(visitor.locator('[data-cell="oltp_read_only:4"] text').first()).toHaveText(value);
    // the chooser of the page is not part of a link
    await expect(visitor.getByRole('button', { name: 'Show matrix' })).toHaveCount(0);
  } finally {
    await stranger.close();
  }
});
