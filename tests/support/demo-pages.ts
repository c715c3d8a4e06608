// What the phone, layout and theme specs share on the demo data: screenshots on demand, the two
// viewports, and the way to the seed's comparison and to a list's first detail page.
import { mkdirSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';

// screenshots of every page, to look at: `SCREENSHOTS=1 npx playwright test phone-and-dark dark-theme` (the
// sweep's assertions run without them; taking 76 full-page shots cost CI a minute)
export const SCREENS = process.env.SCREENSHOTS ? 'test-results/screens/phone-and-dark' : '';
if (SCREENS) mkdirSync(SCREENS, { recursive: true });
export const shot = async (page: Page, name: string) => {
  if (SCREENS) await page.screenshot({ path: `${SCREENS}/${name}.png` });
};
export const PHONE = { width: 390, height: 844 };
export const DESK = { width: 1440, height: 900 };
export const SEED_PROJECT = 'MySQL 5.1 InnoDB vs plugin vs tcmalloc vs 5.5 (2 CPU, 4 GB, one disk)';

/** The first link on `list` whose address matches `pattern` (a run, a host… of the demo data). */
export async function firstLink(page: Page, list: string, pattern: RegExp): Promise<string> {
  await page.goto(list);
  // polled: read once right after the navigation, the list came back without its links (CI flake)
  let href: string | undefined;
  await expect
    .poll(async () => {
      const hrefs = await page.locator('main a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      href = hrefs.find((h) => pattern.test(h));
      return href;
    }, `a link like ${pattern} on ${list}`)
    .toBeTruthy();
  return href ?? list;
}

export async function openSeedComparison(page: Page): Promise<string> {
  await page.goto('/projects');
  await page.getByRole('link', { name: SEED_PROJECT }).click();
  await page.getByRole('link', { name: 'Compare this project' }).click();
  await expect(page.getByLabel('Runs compared').locator('[data-run-column]')).toHaveCount(8);
  const url = new URL(page.url());
  return url.pathname + url.search;
}
