// A run shared on its own, from its page: the link shows that run (its figures, traced as compare
// traces them) to someone signed out, read-only, with no "What differs" of a run with itself.
// Found by a team-lead review: a run could only be shared as a comparison of one, which said
// "add more from the runs list" and "These runs have the same tags…".
import { expect, test } from '@playwright/test';

test('a run page’s Share gives a link that shows that run, read-only, to a stranger', async ({ page, browser }) => {
  await page.goto('/runs?q=legacy+oltp+rw+t4+ri1');
  await page.getByRole('link', { name: /legacy oltp rw t4 ri1/ }).click();
  await expect(page).toHaveURL(/\/runs\/\d+$/);
  const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await page.getByRole('button', { name: 'Share' }).click();
  const link = await page.getByLabel('Share link').inputValue();
  expect(link).toMatch(/\/s\/[A-Za-z0-9_-]{24}$/);

  const stranger = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  try {
    const visitor = await stranger.newPage();
    await visitor.goto(link);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(visitor.getByText('read-only')).toBeVisible();
    await expect(visitor.getByRole('heading', { name: '1 run', exact: true })).toBeVisible();
    await expect(visitor.getByText('add more from the runs list')).toHaveCount(0);
    await expect(visitor.getByRole('heading', { name: 'What differs' })).toHaveCount(0);
    const tps = visitor.getByTestId('metrics-table').locator('[data-metric-row="tps"] td');
    await expect(tps.nth(1)).toContainText('472.2');
    await visitor.screenshot({ path: 'test-results/screens/share-run.png', fullPage: true });
  } finally {
    await stranger.close();
  }
});
