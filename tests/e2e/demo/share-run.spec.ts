// A run shared on its own, from its page: the link shows that run (its figures, traced as compare
// traces them) to someone signed out, read-only, with no "What differs" of a run with itself.
// Found by a team-lead review: a run could only be shared as a comparison of one, which said
// "add more from the runs list" and "These runs have the same tags…". The link may carry a note
// from whoever made it ("QC off is the second run"): shown above what it shows, as text (markup
// stays characters), its password masked, and listed with the link on /shares.
import { type Browser, expect, type Page, test } from '@playwright/test';

/** The demo's legacy run's page, `beforeSharing` done there (its title read, a note typed), then its Share: the link. */
async function shareLegacyRun(page: Page, beforeSharing: () => Promise<void>): Promise<string> {
  await page.goto('/runs?q=legacy+oltp+rw+t4+ri1');
  await page.getByRole('link', { name: /legacy oltp rw t4 ri1/ }).click();
  await expect(page).toHaveURL(/\/runs\/\d+$/);
  await beforeSharing();
  await page.getByRole('button', { name: 'Share' }).click();
  const link = await page.getByLabel('Share link').inputValue();
  expect(link).toMatch(/\/s\/[A-Za-z0-9_-]{24}$/);
  return link;
}

/** `link` opened by someone signed out. */
async function asStranger(browser: Browser, link: string, look: (visitor: Page) => Promise<void>): Promise<void> {
  const stranger = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  try {
    const visitor = await stranger.newPage();
    await visitor.goto(link);
    await look(visitor);
  } finally {
    await stranger.close();
  }
}

test('a run page’s Share gives a link that shows that run, read-only, to a stranger', async ({ page, browser }) => {
  let title = '';
  const link = await shareLegacyRun(page, async () => {
    title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  });
  await asStranger(browser, link, async (visitor) => {
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(visitor.getByText('read-only')).toBeVisible();
    await expect(visitor.getByRole('heading', { name: '1 run', exact: true })).toBeVisible();
    await expect(visitor.getByText('add more from the runs list')).toHaveCount(0);
    await expect(visitor.getByRole('heading', { name: 'What differs' })).toHaveCount(0);
    const tps = visitor.getByTestId('metrics-table').locator('[data-metric-row="tps"] td');
    await expect(tps.nth(1)).toContainText('472.2');
    await visitor.screenshot({ path: 'test-results/screens/share-run.png', fullPage: true });
  });
});

test('a note written beside Share is shown, as text and without its password, to whoever opens the link', async ({ page, browser }) => {
  const note = 'Look at p95 <img src=x onerror="window.pwned=1"> first;\nre-run with --mysql-password=Zq7xWv9k';
  const link = await shareLegacyRun(page, async () => {
    const field = page.getByLabel('Note for the link');
    // a note near its limit says how much is left
    await field.fill('x'.repeat(950));
    await expect(page.getByTestId('share-note-left')).toHaveText('50 characters left');
    await field.fill(note);
    await page.screenshot({ path: 'test-results/screens/share-note-run-page.png' });
  });
  await asStranger(browser, link, async (visitor) => {
    const shown = visitor.getByTestId('share-note');
    await expect(shown).toHaveText('Look at p95 <img src=x onerror="window.pwned=1"> first;\nre-run with --mysql-password=***');
    await expect(shown.locator('img')).toHaveCount(0);
    expect(await visitor.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
    expect(await visitor.content()).not.toContain('Zq7xWv9k');
    await visitor.screenshot({ path: 'test-results/screens/share-note.png', fullPage: true });
  });

  await page.goto('/shares');
  const row = page.locator(`[data-share="${link.split('/s/')[1]}"]`);
  await expect(row).toContainText('Look at p95');
  await expect(row).toContainText('--mysql-password=***');
  expect(await row.innerText()).not.toContain('Zq7xWv9k');
});
