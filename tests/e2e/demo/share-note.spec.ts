// A share link carries a note from whoever made it ("QC off is the second run"): typed beside
// Share, shown above what the link shows to whoever opens it, as text (markup stays characters),
// its password masked, and listed with the link on /shares.
import { expect, test } from '@playwright/test';

test('a note written beside Share is shown, as text and without its password, to whoever opens the link', async ({ page, browser }) => {
  await page.goto('/runs?q=legacy+oltp+rw+t4+ri1');
  await page.getByRole('link', { name: /legacy oltp rw t4 ri1/ }).click();
  await expect(page).toHaveURL(/\/runs\/\d+$/);
  const note = 'Look at p95 <img src=x onerror="window.pwned=1"> first;\nre-run with --mysql-password=Zq7xWv9k';
  const field = page.getByLabel('Note for the link');
  // a note near its limit says how much is left
  await field.fill('x'.repeat(950));
  await expect(page.getByTestId('share-note-left')).toHaveText('50 characters left');
  await field.fill(note);
  await page.screenshot({ path: 'test-results/screens/share-note-run-page.png' });
  await page.getByRole('button', { name: 'Share' }).click();
  const link = await page.getByLabel('Share link').inputValue();
  expect(link).toMatch(/\/s\/[A-Za-z0-9_-]{24}$/);

  const stranger = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  try {
    const visitor = await stranger.newPage();
    await visitor.goto(link);
    const shown = visitor.getByTestId('share-note');
    await expect(shown).toHaveText('Look at p95 <img src=x onerror="window.pwned=1"> first;\nre-run with --mysql-password=***');
    await expect(shown.locator('img')).toHaveCount(0);
    expect(await visitor.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
    expect(await visitor.content()).not.toContain('Zq7xWv9k');
    await visitor.screenshot({ path: 'test-results/screens/share-note.png', fullPage: true });
  } finally {
    await stranger.close();
  }

  await page.goto('/shares');
  const row = page.locator(`[data-share="${link.split('/s/')[1]}"]`);
  await expect(row).toContainText('Look at p95');
  await expect(row).toContainText('--mysql-password=***');
  expect(await row.innerText()).not.toContain('Zq7xWv9k');
});
