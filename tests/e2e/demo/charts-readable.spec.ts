// Issue 11, item 8: the sql-bench "seconds per test" chart holds the tests, not the TOTALS (which
// flattened every test to nothing; it stays in the summary), and "What differs" does not call a
// value a log did not print a difference ("10000000 vs 10000000 vs 10000000 vs —").
import { expect, test } from '@playwright/test';

test('seed 000: seconds per test without the TOTALS bar; tableSize unknown in one run is no difference', async ({ page }) => {
  await page.goto('/projects');
  await page.getByRole('link', { name: 'MySQL 5.1 InnoDB vs plugin vs tcmalloc vs 5.5 (2 CPU, 4 GB, one disk)' }).click();
  await page.getByRole('link', { name: 'Compare this project' }).click();
  const chart = page.locator('[data-chart="compare-sql-bench-tests"]');
  await chart.scrollIntoViewIfNeeded();
  const ticks = chart.locator('.recharts-cartesian-axis-tick-value');
  await expect(ticks.first()).toBeVisible();
  const tests = (await ticks.allTextContents()).map((t) => t.trim());
  expect(tests).toEqual(expect.arrayContaining(['alter-table', 'insert', 'select']));
  expect(tests).not.toContain('TOTALS');
  // the TOTALS are the summary's
  await expect(page.getByTestId('sql-bench-summary').locator('[data-totals]').first()).toContainText('2,588');
  await expect(page.getByLabel('Comparison warnings')).not.toContainText('tableSize');
  await expect(page.getByText(/10000000 vs 10000000/)).toHaveCount(0);
  await page.setViewportSize({ width: 1440, height: 900 });
  await chart.screenshot({ path: 'test-results/screens/sql-bench-tests-chart-1440.png' });
});
