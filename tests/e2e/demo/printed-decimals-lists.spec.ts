// A figure in a list reads as its log printed it: sysbench's `472.20` was `472.2` in the runs list and
// `2,166.7` in the repeats table (a DBA's walkthrough); the run page had it right. A trailing zero is
// not stored, so a list shows each tool's column with the most decimals its figures on the page have.
import { expect, test } from '@playwright/test';

test('the runs list shows a sysbench tps with the two decimals sysbench printed', async ({ page }) => {
  await page.goto('/runs?q=legacy+oltp+rw+t4+ri1');
  const row = page.locator('tbody tr', { has: page.getByRole('link', { name: /legacy oltp rw t4 ri1/ }) });
  await expect(row).toContainText('472.20 tps');
  // and pgbench's six, beside it in the whole list
  await page.goto('/runs?tool=pgbench');
  await expect(page.locator('tbody tr').first()).toContainText(/\d\.\d{6} tps/);
});

test('the run page’s other figures: in words, as printed, each a link to its line; a parameter read from the log links to its line', async ({
  page,
}) => {
  await page.goto('/runs?q=legacy+oltp+rw+t4+ri1');
  await page
    .getByRole('link', { name: /legacy oltp rw t4 ri1/ })
    .first()
    .click();
  await page.getByText(/^Every other figure the log printed/).click();
  const figure = (label: string) => page.locator('dl div', { has: page.getByText(label, { exact: true }) });
  // (it listed fairnessEventsAvg 1,772.25 where the log printed 1772.2500, its link styled as text: a walkthrough)
  const fairness = figure('fairness events avg');
  await expect(fairness.getByRole('link')).toHaveText(/^[\d,]+\.\d{4}$/);
  const line = Number((await fairness.getByRole('link').getAttribute('href'))?.replace('#L', ''));
  await expect(page.locator(`#L${line}`)).toContainText(((await fairness.getByRole('link').textContent()) ?? '').replaceAll(',', ''));
  // a link that reads as one: the accent colour, not the body's
  const colour = await fairness.getByRole('link').evaluate((a) => getComputedStyle(a).color);
  expect(colour).not.toBe(await fairness.locator('dt').evaluate((dt) => getComputedStyle(dt).color));
  expect(colour).not.toBe(await page.locator('body').evaluate((b) => getComputedStyle(b).color));
  await expect(page.getByText('fairnessEventsAvg', { exact: true })).toHaveCount(0);
  const threads = figure('threads').first();
  await expect(threads.getByRole('link')).toHaveAttribute('href', /^#L\d+$/);
});
