// Issue 11, item 8: the sql-bench "seconds per test" chart holds the tests, not the TOTALS (which
// flattened every test to nothing; it stays in the summary), and "What differs" does not call a
// value a log did not print a difference ("10000000 vs 10000000 vs 10000000 vs —").
import { expect, test } from '@playwright/test';
import { contrast } from '../../support/contrast';

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

test('legend text is readable whatever its series colour; a scaling chart ticks at the thread counts measured', async ({ page }) => {
  await page.goto('/runs?q=base+sweep');
  const ids: number[] = [];
  for (const threads of [1, 2, 4, 8, 16, 32]) {
    const href = await page
      .getByRole('link', { name: new RegExp(`t${threads} base sweep`) })
      .first()
      .getAttribute('href');
    ids.push(Number(/\/runs\/(\d+)/.exec(href ?? '')?.[1]));
  }
  await page.goto(`/compare?runs=${ids.join(',')}`);
  const legend = page.locator('[data-chart] .recharts-legend-item-text span');
  await expect(legend.first()).toBeVisible();
  const background = await page
    .locator('[data-chart]')
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  for (const span of await legend.all()) {
    const color = await span.evaluate((el) => getComputedStyle(el).color);
    expect(contrast(color, background), `${await span.textContent()}: ${color} on ${background}`).toBeGreaterThanOrEqual(4.5);
  }
  const scaling = page.getByTestId('scaling-chart');
  await scaling.scrollIntoViewIfNeeded();
  await expect(scaling.locator('.recharts-line').first()).toBeVisible();
  // the x axis is drawn first: its ticks are the six thread counts, then the y axis starts at 0
  const ticks = await scaling.locator('.recharts-cartesian-axis-tick-value').allTextContents();
  expect(ticks.slice(0, 7)).toEqual(['1', '2', '4', '8', '16', '32', '0']);
  await expect(
    page
      .getByLabel('Runs compared')
      .getByText(/· 1 thread$|· 1 thread\b/)
      .first(),
  ).toBeVisible();
});

test('dark theme: every series stands out from the chart (≥ 3:1, black and yellow included), legends and axis ticks read (≥ 4.5:1)', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/projects');
  await page.getByRole('link', { name: 'MySQL 5.1 InnoDB vs plugin vs tcmalloc vs 5.5 (2 CPU, 4 GB, one disk)' }).click();
  await page.getByRole('link', { name: 'Compare this project' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // eight runs: all eight series colours, #8 the one that was black
  const chart = page.locator('[data-chart="compare-sql-bench-tests"]');
  await chart.scrollIntoViewIfNeeded();
  await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
  const background = await chart.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(contrast(background, 'rgb(0, 0, 0)'), `the chart's background ${background} is dark`).toBeLessThan(1.5);
  const icons = chart.locator('.recharts-legend-item .recharts-surface path');
  expect(await icons.count()).toBe(4);
  const all = page.locator('[data-chart] .recharts-legend-item .recharts-surface path');
  const seen = new Set<string>();
  for (const icon of await all.all()) {
    // a bar's icon is filled, a line's is stroked
    const fill = await icon.evaluate((el) => {
      const style = getComputedStyle(el);
      return style.fill === 'none' ? style.stroke : style.fill;
    });
    seen.add(fill);
    expect(contrast(fill, background), `series ${fill} on ${background}`).toBeGreaterThanOrEqual(3);
  }
  expect(seen.size, 'all eight series colours were checked').toBe(8);
  for (const span of await page.locator('[data-chart] .recharts-legend-item-text span').all()) {
    const color = await span.evaluate((el) => getComputedStyle(el).color);
    expect(contrast(color, background), `legend ${await span.textContent()}: ${color}`).toBeGreaterThanOrEqual(4.5);
  }
  const tick = chart.locator('.recharts-cartesian-axis-tick-value').first();
  const tickFill = await tick.evaluate((el) => getComputedStyle(el).fill);
  expect(contrast(tickFill, background), `axis tick ${tickFill}`).toBeGreaterThanOrEqual(4.5);
  const grid = await chart
    .locator('.recharts-cartesian-grid line')
    .first()
    .evaluate((el) => getComputedStyle(el).stroke);
  expect(grid, 'grid lines take the theme').not.toBe('rgb(226, 232, 240)');
  await page.setViewportSize({ width: 1440, height: 900 });
  await chart.screenshot({ path: 'test-results/screens/sql-bench-tests-chart-1440-dark.png' });
});
