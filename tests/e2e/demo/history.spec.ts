// History: a run's series. Seed 000's sysbench runs as a version ladder (5.1.45 before 5.5.22, not
// string order), our five nightly runs in commit order, and the links from the run and compare pages.
import { expect, test } from '@playwright/test';

test('seed 000: the version ladder orders the 5.1.45 builds before 5.5.22', async ({ page }) => {
  await page.goto('/projects');
  await page.getByRole('link', { name: 'MySQL 5.1 InnoDB vs plugin vs tcmalloc vs 5.5 (2 CPU, 4 GB, one disk)' }).click();
  const row = page.getByRole('row').filter({ hasText: 'sysbench' }).filter({ hasText: 'MySQL 5.5 innodb 1.1 + tcmalloc' });
  await row.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/runs\/\d+$/);
  const runUrl = new URL(page.url()).pathname;
  await page.getByTestId('history-link').click();
  await expect(page).toHaveURL(/\/series\?run=\d+$/);
  const labels = page.getByTestId('series-steps').locator('[data-step-label]');
  await expect(labels).toHaveCount(4);
  const texts = await labels.allTextContents();
  expect(texts.slice(0, 3).every((t) => t.includes('5.1.45'))).toBe(true);
  expect(texts[3]).toContain('5.5.22');
  // the 5.5 run's tps as printed in the seed, one run in its step
  const last = page.getByTestId('series-steps').locator('tr[data-step]').nth(3);
  await expect(last.locator('[data-step-median]')).toHaveText('384.75');
  await expect(last.locator('[data-step-n]')).toHaveText('1');
  await expect(last).toContainText('1 run — no spread');
  await expect(page.locator('[data-chart^="history-run-"] svg.recharts-surface').first()).toBeVisible();
  // one run a step: no band, so none in the legend; no alert either
  await expect(page.locator('[data-chart^="history-run-"] .recharts-legend-wrapper')).toHaveText(/^\s*median\s*$/);
  // each step's build on the axis, whole where it has room (it was cut in its middle, "…45 InnoDB 1.0")
  const ticks = page.locator('[data-chart^="history-run-"] [data-step-tick]');
  await expect(ticks).toHaveCount(4);
  const tickTexts = await ticks.allTextContents();
  expect(tickTexts.some((t) => t.includes('…'))).toBe(false);
  expect(tickTexts[3]).toContain('MySQL 5.5.22 InnoDB 1.1 + tcmalloc');
  await page.screenshot({ path: 'test-results/screens/history-version-ladder.png', fullPage: true });
  // each step links to its run; the 5.5 run is the one we came from
  await last.locator('[data-series-run]').click();
  await expect(page).toHaveURL(new RegExp(`${runUrl}$`));
});

test('the nightly series: five steps in commit order, from the run page and the compare page', async ({ page }) => {
  await page.goto('/projects');
  await page.getByRole('link', { name: 'MariaDB 10.11 repeats: query cache off vs on, 5 runs each' }).click();
  await page.getByRole('link', { name: /oltp read write t4 nightly 3/ }).click();
  await page.getByTestId('history-link').click();
  await expect(page.getByTestId('series-steps').locator('[data-step-label]')).toHaveText([
    'nightly-1',
    'nightly-2',
    'nightly-3',
    'nightly-4',
    'nightly-5',
  ]);
  await expect(page.getByText('in time (commits, uploads)').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/history-nightly.png', fullPage: true });
  // the metric is the user's choice, kept in the URL
  await page.getByTestId('series-controls').getByRole('link', { name: 'latency avg' }).click();
  await expect(page).toHaveURL(/metric=latAvgMs/);
  await expect(page.getByRole('columnheader', { name: 'Median ms' })).toBeVisible();

  // the compare page links every run to its history
  await page.goto('/projects');
  await page.getByRole('link', { name: 'MariaDB 10.11 repeats: query cache off vs on, 5 runs each' }).click();
  await page.getByRole('link', { name: 'Compare this project' }).click();
  const nightly = page.locator('[data-run-column]').filter({ hasText: 'nightly 5' }).first();
  await nightly.getByRole('link', { name: 'history' }).click();
  await expect(page).toHaveURL(/\/series\?run=\d+/);
  await expect(page.getByTestId('series-steps').locator('[data-step-label]')).toHaveCount(5);
});

test('a step of five repeats beside a single run: its min–max is a whisker, and the legend and caption name no band it did not draw', async ({
  page,
}) => {
  await page.goto('/runs?q=oltp+read+only+t4+qc-on+r5');
  await page
    .getByRole('link', { name: /qc-on r5/ })
    .first()
    .click();
  await page.getByTestId('history-link').click();
  const chart = page.locator('[data-chart^="history-run-"]');
  await expect(chart.locator('svg.recharts-surface').first()).toBeVisible();
  // one step has repeats, its neighbour is one run: no band joins them, so the legend says median alone
  await expect(chart.locator('.recharts-legend-wrapper')).toHaveText(/^\s*median\s*$/);
  await expect(chart.locator('.recharts-errorBar')).toHaveCount(1);
  await expect(chart).toContainText("The line joins each step's median; a whisker spans its repeats’ min–max.");
  await page.screenshot({ path: 'test-results/screens/history-whisker.png', fullPage: true });
});

test('a history shows each figure as its log printed it: 2,089.20 tps, not 2,089.2', async ({ page }) => {
  await page.goto('/runs?q=oltp+read+only+t4+qc-off+r3');
  await page
    .getByRole('link', { name: /qc-off r3/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/runs\/\d+$/);
  const id = new URL(page.url()).pathname.split('/').pop();
  await page.getByTestId('history-link').click();
  const table = page.getByTestId('series-steps');
  // the run's own figure (`transactions: 41799 (2089.20 per sec.)`) and every other with two decimals
  const figure = table.locator(`li:has([data-series-run="${id}"]) .num`);
  await expect(figure).toHaveText('2,089.20');
  for (const text of await table.locator('[data-series-run] + .num').allTextContents()) expect(text).toMatch(/^[\d,]+\.\d\d$/);
  for (const text of await table.locator('[data-step-median]').allTextContents()) expect(text).toMatch(/^[\d,]+\.\d\d$/);
  // the latency average too (`avg: 1.91`), in its unit
  await page.getByTestId('series-controls').getByRole('link', { name: 'latency avg' }).click();
  await expect(page).toHaveURL(/metric=latAvgMs/);
  await expect(table.locator(`li:has([data-series-run="${id}"]) .num`)).toHaveText('1.91');
});
