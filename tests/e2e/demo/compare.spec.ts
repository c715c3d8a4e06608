// Every comparison the seed documents make by hand, reproduced in the UI from the demo data.
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import Papa from 'papaparse';

async function openProjectComparison(page: Page, name: string) {
  await page.goto('/projects');
  await page.getByRole('link', { name }).click();
  await page.getByRole('link', { name: 'Compare this project' }).click();
  await expect(page.getByRole('heading', { name: 'Compare', exact: true })).toBeVisible();
}

/** Run ids from the runs list, by a search and the exact titles wanted (in that order). */
async function runIds(page: Page, query: string, titles: RegExp[]): Promise<number[]> {
  await page.goto(`/runs?${query}`);
  const ids: number[] = [];
  for (const title of titles) {
    const href = await page.getByRole('link', { name: title }).first().getAttribute('href');
    ids.push(Number(/\/runs\/(\d+)/.exec(href ?? '')?.[1]));
  }
  return ids;
}

test('seed 000: four variants per operation, their TOTALS, the geomean summary and sysbench tps', async ({ page }) => {
  await openProjectComparison(page, 'MySQL 5.1 InnoDB vs plugin vs tcmalloc vs 5.5 (2 CPU, 4 GB, one disk)');
  const summary = page.getByTestId('sql-bench-summary');
  await expect(summary.locator('[data-totals]')).toHaveText([/^2,588/, /^2,531/, /^2,234/, /^3,124/]);
  await expect(summary.locator('[data-geomean]').first()).toHaveText('baseline');
  await expect(summary.locator('[data-geomean]').nth(2)).toContainText('0.7658');
  await expect(page.getByText('sql-bench: 86 operations in common')).toBeVisible();
  const ops = page.getByTestId('operations-table');
  // 86 operations; TOTALS is no operation row (each run's TOTALS is in the summary above)
  await expect(ops.locator('[data-operation]')).toHaveCount(86);
  await expect(ops.locator('[data-operation="TOTALS"]')).toHaveCount(0);
  await expect(ops.locator('[data-operation="create_key+drop"] td').nth(1)).toContainText('694');
  await page.getByLabel('Sort operations').selectOption('change');
  await page.getByLabel('Filter operations').fill('select_key');
  await expect(ops.locator('[data-operation]').first()).toContainText('select_key');
  await page.getByLabel('Filter operations').fill('');
  await page.getByLabel('Test of the operation').selectOption('big-tables');
  await expect(ops.locator('[data-operation]')).toHaveCount(2);
  await expect(ops.locator('[data-operation="select_many_fields"]')).toBeVisible();
  await expect(ops.locator('[data-operation="insert_many_fields"]')).toBeVisible();
  await page.getByLabel('Test of the operation').selectOption('');
  // what sql-bench printed beside the seconds (`694.00 0.71 0.12 0.83 10000`): on the cell, and in the export (F-EXP-4)
  const createKey = ops.locator('[data-operation="create_key+drop"] td').nth(1);
  await expect(createKey).toHaveAttribute('title', '0.71 usr 0.12 sys = 0.83 CPU (10,000 loops)');
  const download = page.waitForEvent('download');
  await page.getByTestId('operations-compare').getByRole('button', { name: 'CSV' }).click();
  const csv = Papa.parse<Record<string, string>>(readFileSync((await (await download).path()) ?? '', 'utf8'), {
    header: true,
    skipEmptyLines: true,
  }).data;
  expect(csv.filter((r) => r.operation === 'create_key+drop').map((r) => [r.seconds, r.usr, r.sys, r.cpu, r.count])).toEqual([
    ['694', '0.71', '0.12', '0.83', '10000'],
    ['833', '0.4', '0.09', '0.49', '10000'],
    ['757', '0.46', '0.09', '0.55', '10000'],
    ['932', '0.87', '0.19', '1.06', '10000'],
  ]);
  const tps = page.getByTestId('metrics-table').locator('[data-metric-row="tps"] td');
  await expect(tps.nth(1)).toContainText('429.61');
  await expect(tps.nth(2)).toContainText('442.48');
  // +2.996% under the ±3% band: the decimal that says which side of it (it read "+3.00%", greyed)
  await expect(tps.nth(2).locator('[data-delta]')).toHaveText('+2.996%');
  await expect(tps.nth(2).locator('[data-verdict]')).toHaveAttribute('data-verdict', 'neutral');
  await expect(tps.nth(3)).toContainText('535.97');
  await expect(tps.nth(4)).toContainText('384.75');
  await expect(tps.nth(3)).toContainText('+24.76%');
  await page.screenshot({ path: 'test-results/screens/compare-seed-000.png', fullPage: true });
});

test('seed 002: query cache on vs off (baseline) is −22.36% tps; the config diff names both settings', async ({ page }) => {
  await openProjectComparison(page, 'Query cache off vs on: MySQL 5.6, sysbench 0.5');
  await expect(page.getByLabel('Runs compared').getByRole('link', { name: '关闭QC', exact: true })).toBeVisible();
  const tps = page.getByTestId('metrics-table').locator('[data-metric-row="tps"] td');
  await expect(tps.nth(1)).toContainText('2,827.56');
  await expect(tps.nth(1)).toContainText('base');
  await expect(tps.nth(2)).toContainText('2,195.39');
  await expect(tps.nth(2).locator('[data-delta]')).toHaveText('−22.36%');
  await expect(tps.nth(2).locator('[data-verdict="worse"]')).toBeVisible();
  await expect(page.locator('[data-diff-key="query_cache_type"]')).toContainText('off');
  await expect(page.locator('[data-diff-key="query_cache_type"]')).toContainText('1');
  await expect(page.locator('[data-diff-key="query_cache_size"]')).toContainText('1g');
  await expect(page.locator('[data-diff-key="innodb_buffer_pool_size"]')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screens/compare-seed-002.png', fullPage: true });
});

test("seed 002: the tables' CSV and JSON hold what the tables show, run by run", async ({ page }) => {
  await openProjectComparison(page, 'Query cache off vs on: MySQL 5.6, sysbench 0.5');
  const exported = async (section: ReturnType<Page['locator']>, kind: 'CSV' | 'JSON') => {
    const download = page.waitForEvent('download');
    await section.getByRole('button', { name: kind }).first().click();
    return readFileSync((await (await download).path()) ?? '', 'utf8');
  };
  // the metrics (a server-drawn table whose export rows travel packed): one row per metric and run
  const metrics = page.getByRole('region', { name: 'Throughput and latency' });
  const csv = Papa.parse<Record<string, string>>((await exported(metrics, 'CSV')).trim(), { header: true }).data;
  const tps = csv.filter((row) => row.metric === 'tps');
  expect(tps.map((row) => [row.value, row.change_pct, row.from])).toEqual([
    ['2827.56', '0', 'printed'],
    [expect.any(String), expect.stringMatching(/^-22\.36/), 'printed'],
  ]);
  expect(tps[1]?.value).toBe('2195.39');
  // sysbench 0.5 prints reads, writes and other per second: qps is their sum, and says so
  expect(csv.filter((row) => row.metric === 'qps').map((row) => [row.value, row.from])).toEqual([
    ['56551.28', 'derived'],
    ['43907.89', 'derived'],
  ]);
  await expect(page.getByTestId('metrics-derived')).toContainText('qps of #1, #2: computed from figures the log printed');
  // in the table's order, each named as its column is
  const heads = page.getByTestId('metrics-table').locator('thead th[data-run]');
  expect(tps.map((row) => Number(row.run_id))).toEqual(
    (await heads.evaluateAll((ths) => ths.map((th) => th.getAttribute('data-run')))).map(Number),
  );
  expect(tps.map((row) => row.run?.split(' ')[0])).toEqual(['#1', '#2']);
  const json = JSON.parse(await exported(metrics, 'JSON')) as Record<string, unknown>[];
  expect(json).toHaveLength(csv.length);
  expect(Object.keys(json[0] ?? {})).toEqual(Object.keys(csv[0] ?? {}));
  expect(json.find((row) => row.metric === 'tps' && row.value === 2195.39)).toBeTruthy();
  // the configuration's differences, as the table shows them
  const differences = page
    .locator('div')
    .filter({ has: page.getByRole('heading', { name: /^Configuration \(/ }) })
    .last();
  const config = JSON.parse(await exported(differences, 'JSON')) as Record<string, string | null>[];
  const cacheType = config.find((row) => row.key === 'query_cache_type');
  expect(Object.values(cacheType ?? {}).sort()).toEqual(['1', 'off', 'query_cache_type']);
});

test('seed 003: the imported 8 × 7 matrix with its glitch note, excluded from the means', async ({ page }) => {
  await page.goto('/projects');
  await page.getByRole('link', { name: 'MariaDB vs MySQL: sysbench percent matrix' }).click();
  await page.getByRole('link', { name: /MariaDB q\/s \/ MySQL q\/s \* 100/ }).click();
  await expect(page.locator('[data-cell]')).toHaveCount(56);
  await expect(page.locator('[data-cell="insert:4"]')).toHaveAttribute('data-excluded', 'true');
  await expect(page.getByLabel('Cell notes')).toContainText('insert/4 is a glitch');
  await expect(page.locator('[data-row-mean="insert"]')).toHaveText('124.59');
  // the legend names the sides as the document does (it said "A / B")
  await expect(page.getByText('Cells: MariaDB q/s / MySQL q/s × 100 (above 100 is better for MariaDB q/s)')).toBeVisible();
  const context = page.getByTestId('matrix-context');
  await expect(context).toContainText('BUILD/compile-amd64-max');
  await expect(context.locator('[data-revision="2821"]')).toContainText('maria-5.1');
  await expect(context.locator('[data-revision="2929"]')).toContainText('mysql-trunk');
  await expect(context.getByRole('link', { name: /openSUSE 11\.1/ })).toBeVisible();
  // the servers' --option=value flags the document printed (its lines 62–84), one click away
  const configs = page.getByTestId('matrix-configs');
  await expect(configs).toContainText('(options, 23 entries)');
  await configs.getByRole('link').first().click();
  await expect(page.getByText(/table_open_cache/).first()).toBeVisible();
  await page.goBack();
  await page.locator('[data-cell="insert:4"]').click();
  await expect(page).toHaveURL(/exclude=/);
  await expect(page.locator('[data-cell="insert:4"]')).toHaveAttribute('data-excluded', 'false');
  await expect(page.locator('[data-row-mean="insert"]')).not.toHaveText('124.59');
  // a note written here travels with the URL and is shown as text, never as markup
  await page.getByLabel('Row of the note').selectOption('insert');
  await page.getByLabel('Column of the note').selectOption('8');
  await page.getByLabel('Note text').fill('<b>rerun</b> pending');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page).toHaveURL(/note=insert%3A8%3A/);
  await expect(page.getByLabel('Cell notes')).toContainText('insert / 8: <b>rerun</b> pending');
  await expect(page.locator('[data-cell="insert:8"]')).toContainText('†');
  await page.reload();
  await expect(page.getByLabel('Cell notes')).toContainText('<b>rerun</b> pending');
  await expect(page.locator('[data-cell]')).toHaveCount(56);
  await page.screenshot({ path: 'test-results/screens/compare-seed-003-matrix.png', fullPage: true });
  // the Compare page lists it beside the projects (it could only be found through its project)
  await page.goto('/compare');
  await page
    .getByRole('region', { name: 'Imported result tables' })
    .getByRole('link', { name: /MariaDB q\/s \/ MySQL q\/s \* 100/ })
    .click();
  await expect(page.locator('[data-cell]')).toHaveCount(56);
  // its document's page says what it holds (it said "configuration only" above its result table)
  await page.goto('/uploads');
  await page
    .getByRole('link', { name: /^003_c68b799d6b52a150\.txt/ })
    .first()
    .click();
  await expect(page.getByText(/^No runs in this document; it holds 1 result table and \d+ configurations?\.$/)).toBeVisible();
});

test('our thread sweep as a scaling chart, peaking at 16 threads', async ({ page }) => {
  const ids = await runIds(page, 'q=base+sweep', [
    /t1 base sweep/,
    /t2 base sweep/,
    /t4 base sweep/,
    /t8 base sweep/,
    /t16 base sweep/,
    /t32 base sweep/,
  ]);
  await page.goto(`/compare?runs=${ids.join(',')}`);
  await expect(page.getByTestId('scaling-chart').locator('.recharts-line')).toHaveCount(1);
  await expect(page.getByText('peak 521.52 at 16 threads')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/compare-scaling.png', fullPage: true });
});

test('our allocator runs grouped by allocator', async ({ page }) => {
  const ids = await runIds(page, 'q=alloc', [/alloc-glibc/, /alloc-tcmalloc/, /alloc-jemalloc/]);
  await page.goto(`/compare?runs=${ids.join(',')}&group=allocator`);
  const groups = page.getByTestId('group-summary');
  await expect(groups.locator('[data-group]')).toHaveCount(3);
  await expect(groups.locator('[data-group="glibc"]')).toContainText('411.91');
  await expect(groups.locator('[data-group="tcmalloc"]')).toContainText('344.37');
  await expect(groups.locator('[data-group="jemalloc"]')).toContainText('353.15');
  await expect(groups.locator('[data-group="tcmalloc"]')).toContainText('−16.40%');
  // one server, one build: the allocator is all that differs, nothing to warn of
  await expect(page.locator('[data-also-differ]')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screens/compare-allocators.png', fullPage: true });
});

test("seed 000 grouped by allocator: its tcmalloc runs are a 5.1 and a 5.5, and the page says the means are not the allocator's alone", async ({
  page,
}) => {
  await openProjectComparison(page, 'MySQL 5.1 InnoDB vs plugin vs tcmalloc vs 5.5 (2 CPU, 4 GB, one disk)');
  await page.goto(`${page.url()}&group=allocator`);
  const warnings = page.locator('[data-also-differ]');
  await expect(warnings.first()).toHaveAttribute('data-also-differ', 'version');
  await expect(warnings.first()).toContainText('These groups also differ in version (');
  await expect(warnings.first()).toContainText('tcmalloc: 5.1.45, 5.5.22');
  await expect(warnings.first()).toContainText("is not allocator's alone");
});

test('our five repeats a side as a ratio matrix: each side is the mean of its runs, and the page says so', async ({ page }) => {
  await openProjectComparison(page, 'MariaDB 10.11 repeats: query cache off vs on, 5 runs each');
  const project = new URL(page.url()).searchParams.get('project');
  expect(project).toMatch(/^\d+$/);
  await page.goto(`${page.url()}&group=query_cache`);
  // the nightly runs are another kind (oltp_read_write, no query_cache tag): the read-only kind's groups are on and off
  const groups = page.getByTestId('group-summary');
  const meanOf = async (value: string) =>
    Number((await groups.locator(`[data-group="${value}"] [data-mean]`).textContent())?.replace(/,/g, ''));
  const [on, off] = [await meanOf('on'), await meanOf('off')];
  expect(on * off).toBeGreaterThan(0);
  await page.goto(`/compare/matrix?project=${project}&dim=query_cache&a=on&b=off`);
  await expect(
    page.getByText('runs split by query_cache: on (A) vs off (B). Where a cell has several runs on one side, that side is their mean'),
  ).toBeVisible();
  const cell = page.locator('[data-cell="oltp_read_only:4"] text').first();
  // the means as the group table rounds them: the cell agrees to its two decimals within that rounding
  expect(Math.abs(Number(await cell.textContent()) - (on / off) * 100)).toBeLessThan(0.05);
});

test('a share link shows the same numbers in a fresh browser, and nothing once revoked', async ({ page, browser }) => {
  await openProjectComparison(page, 'Query cache off vs on: MySQL 5.6, sysbench 0.5');
  await page.getByRole('button', { name: 'Share' }).click();
  const link = await page.getByLabel('Share link').inputValue();
  expect(link).toMatch(/\/s\/[A-Za-z0-9_-]{24}$/);
  const fresh = await browser.newContext({ storageState: { cookies: [], origins: [] } }); // nobody signed in
  const visitor = await fresh.newPage();
  await visitor.goto(link);
  const tps = visitor.getByTestId('metrics-table').locator('[data-metric-row="tps"] td');
  await expect(tps.nth(2)).toContainText('2,195.39');
  await expect(tps.nth(2).locator('[data-delta]')).toHaveText('−22.36%');
  await expect(visitor.getByText('read-only')).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'make baseline' })).toHaveCount(0);
  // the visitor's menu: the lists anybody may read, and signing in; not a team's shares and trash
  const menu = visitor.getByRole('navigation', { name: 'Main' });
  await expect(menu.getByRole('link', { name: 'Runs' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Shares' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Trash' })).toHaveCount(0);
  await visitor.screenshot({ path: 'test-results/screens/share.png', fullPage: true });

  await page.goto('/shares');
  const slug = link.split('/s/')[1] as string;
  await page.locator(`[data-share="${slug}"]`).getByRole('button', { name: 'Revoke' }).click();
  await expect(page.locator(`[data-share="${slug}"]`)).toContainText('revoked');
  // no longer a link: the router's prefetch of a 410 never settled (the page never went idle)
  await expect(page.locator(`[data-share="${slug}"] a`)).toHaveCount(0);
  const gone = await visitor.goto(link);
  expect(gone?.status()).toBe(410);
  await expect(visitor.getByText('This link was revoked')).toBeVisible();
  await expect(visitor.getByTestId('metrics-table')).toHaveCount(0);
  // the same link with its last character percent-encoded, and asked with HEAD: Gone too (attack probe, 2026-12-05)
  const encoded = `${link.slice(0, -1)}%${link
    .charCodeAt(link.length - 1)
    .toString(16)
    .toUpperCase()}`;
  expect((await visitor.request.get(encoded)).status()).toBe(410);
  expect((await visitor.request.head(link)).status()).toBe(410);
  await fresh.close();
});
