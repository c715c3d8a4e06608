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
