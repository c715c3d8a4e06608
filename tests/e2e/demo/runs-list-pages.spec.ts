// A runs list page past the last one (a link kept while runs went to the trash, a page typed by
// hand) said "43 runs match these filters" above "No run matches these filters" and offered to clear
// the filters (a DBA's pass, 2026-12-06): it says how many match and leads to the last page.
import { expect, test } from '@playwright/test';

test('a page past the last says how many runs match and leads to the last page, filters kept', async ({ page }) => {
  await page.goto('/runs?tool=sysbench&page=99');
  await expect(page.getByText(/^No runs on page 99: \d+ runs match$/)).toBeVisible();
  await expect(page.getByText('No run matches these filters')).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to the last page' }).click();
  await expect(page).toHaveURL(/[?&]tool=sysbench/);
  await expect(page.locator('tbody tr').first()).toBeVisible();
});

// the list could be sorted by everything but its headline (a DBA's pass: `&sort=tps` worked, typed by hand)
test('the headline column sorts by tps, the fastest first', async ({ page }) => {
  await page.goto('/runs?tool=sysbench');
  await page.getByRole('link', { name: 'Headline (by tps)' }).click();
  await expect(page).toHaveURL(/[?&]sort=tps/);
  await expect(page.getByRole('columnheader', { name: /Headline \(by tps\) ↓/ })).toHaveAttribute('aria-sort', 'descending');
  const cells = await page.locator('tbody tr td:nth-child(6)').allTextContents();
  const tps = cells.filter((t) => / tps/.test(t)).map((t) => Number(t.replace(/[^\d.]/g, '')));
  expect(tps.length).toBeGreaterThan(3);
  expect(tps).toEqual([...tps].sort((a, b) => b - a));
});

// `%` alone has no word: it was dropped without a word, every run listed as if nothing was typed (a DBA's pass)
test('a search of punctuation alone says it was left out', async ({ page }) => {
  await page.goto('/runs?q=%25');
  await expect(page.getByTestId('search-ignored')).toHaveText(/The search “%” has no word in it .*every run is listed/);
  await page.goto('/runs?q=alloc');
  await expect(page.getByTestId('search-ignored')).toHaveCount(0);
});
