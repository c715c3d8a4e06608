// Issue 11, item 9: a dark theme follows the system, with a toggle that is remembered and applied
// before the page is painted, charts and their exports included, and pages the request guard
// answers itself too.
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { contrast, luminance } from '../../support/contrast';
import { openSeedComparison, PHONE, shot } from '../../support/demo-pages';

/** Records the theme the page had when its <body> appeared: set by then, no light flash before a dark page. */
const THEME_AT_BODY = () => {
  const record = () => {
    (window as unknown as { themeAtBody: string }).themeAtBody = document.documentElement.dataset.theme ?? 'none';
  };
  const watch = new MutationObserver(() => {
    if (!document.body) return;
    record();
    watch.disconnect();
  });
  watch.observe(document, { childList: true, subtree: true });
};
const themeAtBody = (page: Page) => page.evaluate(() => (window as unknown as { themeAtBody?: string }).themeAtBody);

test('the theme follows the system until the user picks one, which survives a reload and is set before the page is painted', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(THEME_AT_BODY);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/runs');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  expect(await themeAtBody(page)).toBe('dark');
  await expect(page.getByLabel('Theme')).toHaveValue('system');

  // text reads on the dark page: body text on the canvas, muted text, links and tag chips on a panel
  const colours = await page.evaluate(() => {
    const style = (selector: string) => {
      const el = document.querySelector(selector);
      return el ? getComputedStyle(el) : null;
    };
    return {
      canvas: getComputedStyle(document.body).backgroundColor,
      ink: getComputedStyle(document.body).color,
      panel: style('main .bg-panel')?.backgroundColor ?? '',
      muted: style('main tbody .text-muted')?.color ?? '',
      link: style('main tbody a')?.color ?? '',
      chip: style('main tbody .chip')?.backgroundColor ?? '',
      chipText: style('main tbody .chip')?.color ?? '',
    };
  });
  expect(luminance(colours.canvas)).toBeLessThan(0.02);
  expect(contrast(colours.ink, colours.canvas), 'body text').toBeGreaterThanOrEqual(4.5);
  expect(contrast(colours.muted, colours.panel), 'muted text').toBeGreaterThanOrEqual(4.5);
  expect(contrast(colours.link, colours.panel), 'links').toBeGreaterThanOrEqual(4.5);
  expect(contrast(colours.chipText, colours.chip), 'tag chips').toBeGreaterThanOrEqual(4.5);

  // the user picks light on a dark system: it shows at once and after a reload, before paint
  await page.getByLabel('Theme').selectOption('light');
  await expect(html).toHaveAttribute('data-theme', 'light');
  expect(luminance(await page.evaluate(() => getComputedStyle(document.body).backgroundColor))).toBeGreaterThan(0.9);
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'light');
  expect(await themeAtBody(page)).toBe('light');
  await expect(page.getByLabel('Theme')).toHaveValue('light');
  await page.goto('/compare/matrix');
  expect(await themeAtBody(page)).toBe('light');

  // dark on a light system, remembered the same way
  await page.emulateMedia({ colorScheme: 'light' });
  await page.getByLabel('Theme').selectOption('dark');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  expect(await themeAtBody(page)).toBe('dark');
  await expect(page.getByLabel('Theme')).toHaveValue('dark');

  // back to the system's: it follows the system again, also when the system changes its mind
  await page.getByLabel('Theme').selectOption('system');
  await expect(html).toHaveAttribute('data-theme', 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  expect(await themeAtBody(page)).toBe('dark');
  expect(violations).toEqual([]);
});

test('dark theme: a chart exports on the dark background it is drawn on, its text light', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await openSeedComparison(page);
  const figure = page.locator('[data-chart="compare-sql-bench-tests"]');
  await figure.scrollIntoViewIfNeeded();
  await expect(figure.locator('.recharts-bar-rectangle').first()).toBeVisible();
  const panel = await figure.evaluate((el) => getComputedStyle(el).backgroundColor);
  const file = page.waitForEvent('download');
  await figure.getByRole('button', { name: 'SVG', exact: true }).click();
  const svg = readFileSync((await (await file).path()) ?? '', 'utf8');
  const background = /<rect [^>]*fill="([^"]+)"/.exec(svg)?.[1] ?? '';
  expect(background).toBe(panel);
  expect(luminance(background)).toBeLessThan(0.02);
  // the title and every tick label: light on the dark background
  const fills = [...svg.matchAll(/<text [^>]*fill="(rgb[^"]+)"/g)].map((m) => m[1] ?? '');
  expect(fills.length).toBeGreaterThan(5);
  // the title reads as text; every other text at least as a graphic (some carry a series colour)
  expect(contrast(fills[0] ?? '', background), 'title').toBeGreaterThanOrEqual(4.5);
  for (const fill of fills) expect(contrast(fill, background), fill).toBeGreaterThanOrEqual(3);
});

test('a page the request guard answers itself (400) follows a dark system too, and fits a phone', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.emulateMedia({ colorScheme: 'dark' });
  const response = await page.goto('/runs?sort=tps&sort=qps');
  expect(response?.status()).toBe(400);
  const { background, color, scrollWidth } = await page.evaluate(() => ({
    background: getComputedStyle(document.body).backgroundColor,
    color: getComputedStyle(document.querySelector('main p') ?? document.body).color,
    scrollWidth: document.documentElement.scrollWidth,
  }));
  expect(luminance(background)).toBeLessThan(0.02);
  expect(contrast(color, background)).toBeGreaterThanOrEqual(4.5);
  expect(scrollWidth).toBeLessThanOrEqual(PHONE.width);
  await shot(page, '390-dark-bad-request');
});
