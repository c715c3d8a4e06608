// Seed 004 (mysqlbench, MySQL 5.0.77 vs 5.5.20 at 100 and at 50 clients), compared as the document
// compares it: version against version at each client count, the tps with connections too.
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import Papa from 'papaparse';

async function openProjectComparison(page: Page, name: string) {
  await page.goto('/projects');
  await page.getByRole('link', { name }).click();
  await page.getByRole('link', { name: 'Compare this project' }).click();
  await expect(page.getByRole('heading', { name: 'Compare', exact: true })).toBeVisible();
}

test('seed 004: 5.5.20 against 5.0.77 at 100 clients is +72.07%', async ({ page }) => {
  await page.goto('/runs?tool=mysqlbench');
  const rows = page.locator('tbody tr').filter({ has: page.locator('td:nth-child(5)', { hasText: /^100 clients$/ }) });
  await expect(rows).toHaveCount(2);
  const old = await rows.getByRole('link', { name: '5.0.77', exact: true }).getAttribute('href');
  const newer = await rows.getByRole('link', { name: '5.5.20', exact: true }).getAttribute('href');
  const id = (href: string | null) => /\/runs\/(\d+)/.exec(href ?? '')?.[1];
  await page.goto(`/compare?runs=${id(old)},${id(newer)}&baseline=${id(old)}`);
  const tps = page.getByTestId('metrics-table').locator('[data-metric-row="tps"] td');
  await expect(tps.nth(1)).toContainText('389.057694');
  await expect(tps.nth(2)).toContainText('669.456226');
  await expect(tps.nth(2).locator('[data-delta]')).toHaveText('+72.07%');
  await expect(tps.nth(2).locator('[data-verdict="better"]')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/compare-seed-004.png', fullPage: true });
  // the run page: tps first, then the tps with connections, traced to its line
  await page.goto(newer ?? '');
  const cards = page.locator('[data-metric]');
  await expect(cards.first()).toHaveAttribute('data-metric', 'metrics.tps');
  const including = page.locator('[data-metric="figures.tpsIncludingConnections"]');
  await expect(including).toContainText('tps including connections establishing');
  await expect(including).toContainText('669.439800');
  await expect(including.getByRole('link', { name: 'line 27' })).toBeVisible();
});

test("seed 004's project: each client count its own table, as the document compares them (+72.07% at 100, +65.90% at 50)", async ({
  page,
}) => {
  await openProjectComparison(page, 'mysqlbench TPC-B: MySQL 5.5.20 vs 5.0.77');
  const metrics = page.getByRole('region', { name: 'Throughput and latency' });
  await expect(metrics).toContainText('2 tables, one per client count the variants ran at');
  for (const [clients, base, newer, delta] of [
    ['100', '389.057694', '669.456226', '+72.07%'],
    ['50', '390.063899', '647.112414', '+65.90%'],
  ] as const) {
    const table = metrics
      .locator('[data-kind]')
      .filter({ has: page.getByRole('heading', { name: `mysqlbench · tpcb · ${clients} clients` }) });
    const tps = table.locator('[data-metric-row="tps"] td');
    await expect(tps.locator('[data-verdict="baseline"]')).toContainText(base);
    await expect(tps.locator('[data-verdict="better"]')).toContainText(newer);
    await expect(tps.locator('[data-delta]')).toHaveText(delta);
  }
  // mysqlbench prints tps with the connections' setup too: compared, below tps
  const including = metrics.locator('[data-metric-row="tpsIncludingConnections"]').first();
  await expect(including).toContainText('tps including connections');
  // as mysqlbench printed it, with its six decimals as the other runs' (it read 669.4398 beside 389.050391)
  await expect(including).toContainText('669.439800');
  await expect(including).toContainText('+72.07%');
  // …and so does the table's CSV: the number, and the figure as the table shows it (it said 669.4398: a DBA's pass)
  const download = page.waitForEvent('download');
  await metrics.getByRole('button', { name: 'CSV' }).first().click();
  const csv = Papa.parse<Record<string, string>>(readFileSync((await (await download).path()) ?? '', 'utf8').trim(), { header: true }).data;
  const printed = csv.filter((row) => row.metric?.startsWith('tps including connections')).map((row) => [row.value, row.value_text]);
  expect(printed).toContainEqual(['669.4398', '669.439800']);
  expect(printed.every(([value, text]) => Number(text) === Number(value) && /\.\d{6}$/.test(text ?? ''))).toBe(true);
  await page.screenshot({ path: 'test-results/screens/compare-seed-004-project.png', fullPage: true });

  // grouped by version, the ratio matrix has the baseline (5.0.77) below the line, as the tables' changes
  // read: 172.07, not 5.0.77 / 5.5.20's 58.12 (F-SEED-004, a DBA's pass)
  await page.goto(`${page.url()}&group=version`);
  await page.getByRole('link', { name: /^Ratio matrix 5\.5\.20 \/ 5\.0\.77/ }).click();
  await expect(page.locator('[data-cell="tpcb:100"]')).toContainText('172.07');
  await expect(page.locator('[data-cell="tpcb:50"]')).toContainText('165.90');
  await page.screenshot({ path: 'test-results/screens/compare-seed-004-matrix.png', fullPage: true });
});
