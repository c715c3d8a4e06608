// Issue 11, items 2 and 3: a compared run is labelled by what sets it apart (never a title cut at a
// fixed width; the whole title on hover), no two labels on a page read the same, and a run keeps one
// number, label and colour in every table, chart legend and export of the page.
import { expect, type Page, test } from '@playwright/test';

const SEED_000 = 'MySQL 5.1 InnoDB vs plugin vs tcmalloc vs 5.5 (2 CPU, 4 GB, one disk)';

async function openProjectComparison(page: Page, name: string) {
  await page.goto('/projects');
  await page.getByRole('link', { name }).click();
  await page.getByRole('link', { name: 'Compare this project' }).click();
  await expect(page.getByRole('heading', { name: 'Compare', exact: true })).toBeVisible();
}

/** Every run head on the page (table columns and rows), as [run id, its text, its colour]. */
async function runHeads(page: Page): Promise<{ id: string; text: string; color: string }[]> {
  return page.locator('[data-run-head]').evaluateAll((heads) =>
    heads.map((h) => ({
      id: h.getAttribute('data-run-head') ?? '',
      text: (h.textContent ?? '').replace(/\s+/g, ' ').trim(),
      color: getComputedStyle(h.querySelector('[aria-hidden]') as Element).backgroundColor,
    })),
  );
}

/** The legend entries of every chart on the page, and their hover text. */
async function legends(page: Page): Promise<{ text: string; title: string }[]> {
  const figures = page.locator('[data-chart]');
  await expect(figures.first()).toBeVisible();
  for (let i = 0; i < (await figures.count()); i += 1)
    await expect(figures.nth(i).locator('.recharts-legend-item-text').first()).toBeVisible();
  return page
    .locator('[data-chart] .recharts-legend-item-text')
    .evaluateAll((items) =>
      items.map((i) => ({ text: (i.textContent ?? '').trim(), title: i.querySelector('[title]')?.getAttribute('title') ?? '' })),
    );
}

/** One text and one colour per run, and no two runs alike. */
function expectOneIdentityPerRun(heads: { id: string; text: string; color: string }[]) {
  const byRun = new Map<string, Set<string>>();
  for (const h of heads) byRun.set(h.id, (byRun.get(h.id) ?? new Set()).add(`${h.text}|${h.color}`));
  for (const [id, seen] of byRun) expect([...seen], `run ${id} reads the same everywhere`).toHaveLength(1);
  const texts = [...byRun.values()].map((s) => [...s][0]?.split('|')[0]?.replace(/^#\d+ /, ''));
  expect(new Set(texts).size, `labels of ${texts.join(' / ')}`).toBe(texts.length);
}

test('seed 000: #3 and #5 read apart (the tcmalloc is named), and each run has one number on the page', async ({ page }) => {
  await openProjectComparison(page, SEED_000);
  // the legend of the runs: numbers follow the page (#1 … #8), labels name the differences
  const legend = page.getByLabel('Runs compared');
  await expect(legend.locator('[data-run-column]')).toHaveCount(8);
  const labels = await legend.locator('[data-run-label]').allTextContents();
  expect(new Set(labels).size).toBe(8);
  expect(labels[4]).toContain('tcmalloc');
  expect(labels[2]).not.toContain('tcmalloc');
  // the operations table heads its columns with the page's numbers of the sql-bench runs, not #1–#4
  const operationHeads = page.getByTestId('operations-table').locator('thead [data-run-head]');
  await expect(operationHeads).toHaveCount(4);
  expect((await operationHeads.allTextContents()).map((t) => /#\d+/.exec(t)?.[0])).toEqual(['#1', '#3', '#5', '#7']);
  await expect(page.getByTestId('metrics-table').locator('thead [data-run-head]').first()).toContainText('#2');
  expectOneIdentityPerRun(await runHeads(page));
  // chart legends: the same labels, none alike, the whole title on hover
  const entries = await legends(page);
  const sqlBench = entries.filter((e) => e.text.includes('sql-bench'));
  expect(sqlBench.map((e) => e.text.split(' ')[0])).toEqual(expect.arrayContaining(['#1', '#3', '#5', '#7']));
  expect(new Set(sqlBench.map((e) => e.text)).size).toBe(sqlBench.length);
  expect(sqlBench.find((e) => e.text.startsWith('#5 '))?.text).toContain('tcmalloc');
  expect(sqlBench.find((e) => e.text.startsWith('#5 '))?.title).toBe('#5 MySQL 5.1 innodb_plugin 1.0.6 + tcmalloc');
  for (const e of entries) expect(e.text).not.toContain('…');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: 'test-results/screens/labels-seed-000-1440.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/screens/labels-seed-000-390.png', fullPage: true });
});

test('three allocator runs are labelled by their allocator', async ({ page }) => {
  await page.goto('/runs?q=alloc');
  const ids: string[] = [];
  for (const a of ['glibc', 'tcmalloc', 'jemalloc']) {
    const href = await page
      .getByRole('link', { name: new RegExp(`alloc-${a}`) })
      .first()
      .getAttribute('href');
    ids.push(/\/runs\/(\d+)/.exec(href ?? '')?.[1] ?? '');
  }
  await page.goto(`/compare?runs=${ids.join(',')}`);
  const texts = (await legends(page)).map((e) => e.text);
  expect(texts).toEqual(expect.arrayContaining(['#1 glibc', '#2 tcmalloc', '#3 jemalloc']));
  expectOneIdentityPerRun(await runHeads(page));
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: 'test-results/screens/labels-allocators-1440.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/screens/labels-allocators-390.png', fullPage: true });
});

test('seed 004: mysqlbench runs of one version are told apart by their clients', async ({ page }) => {
  await openProjectComparison(page, 'mysqlbench TPC-B: MySQL 5.5.20 vs 5.0.77');
  const texts = (await legends(page)).map((e) => e.text);
  expect(texts).toEqual(expect.arrayContaining(['#1 5.5.20 · 100 clients', '#3 5.5.20 · 50 clients']));
  expectOneIdentityPerRun(await runHeads(page));
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: 'test-results/screens/labels-seed-004-1440.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/screens/labels-seed-004-390.png', fullPage: true });
});
