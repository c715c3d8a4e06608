// Issue 11, item 4: like with like. The home page's "Compare" leads to the project's runs by kind;
// a comparison of every kind chosen on purpose shows each kind in its own table against a baseline
// of its own kind — never a percentage between a cpu run and an OLTP run (+397,625.00% before).
import { expect, test } from '@playwright/test';

const CORPUS = 'MariaDB 10.11 and PostgreSQL 15 on our 2-vCPU box';

test('home → a project’s runs by kind → one kind compared with itself', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const project = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: CORPUS, exact: true }) });
  await project.getByRole('link', { name: 'Compare by kind of run →' }).click();
  await expect(page).toHaveURL(/\/projects\/\d+#compare-by-kind$/);
  const kinds = page.getByTestId('compare-by-kind');
  await expect(kinds).toBeInViewport();
  await expect(kinds.getByRole('link', { name: 'sysbench · oltp_read_write (12)' })).toBeVisible();
  await expect(kinds.getByRole('link', { name: 'pgbench · tpcb (4)' })).toBeVisible();
  await expect(kinds.locator('[data-kind="sysbench|cpu"]')).toHaveText('sysbench · cpu (1)');
  await page.screenshot({ path: 'test-results/screens/kinds-project-1440.png', fullPage: true });
  await kinds.getByRole('link', { name: 'sysbench · oltp_read_write (12)' }).click();
  await expect(page.getByTestId('metrics-table')).toHaveCount(1);
  await expect(page.getByLabel('Runs compared').locator('[data-run-column]')).toHaveCount(12);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.screenshot({ path: 'test-results/screens/kinds-home-390.png', fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: 'test-results/screens/kinds-home-1440.png', fullPage: true });
});

test('every kind chosen on purpose: each its own table and baseline, no percentage across kinds', async ({ page }) => {
  await page.goto('/projects');
  await page.getByRole('link', { name: CORPUS }).click();
  await page.getByRole('link', { name: 'Compare this project' }).click();
  await expect(page.getByRole('heading', { name: 'Compare', exact: true })).toBeVisible();
  const tables = page.getByTestId('metrics-table');
  // cpu, fileio, oltp (legacy), memory, mutex, point select, read only, read write, threads, pgbench tpcb
  await expect(tables).toHaveCount(10);
  const section = page.getByRole('region', { name: 'Throughput and latency' });
  for (const kind of ['sysbench|cpu', 'sysbench|memory', 'sysbench|oltp_read_write', 'pgbench|tpcb'])
    await expect(section.locator(`[data-kind="${kind}"] [data-testid="metrics-table"]`)).toHaveCount(1);
  // each table's headline row has its own baseline, a run of that table's kind
  for (let i = 0; i < 10; i += 1) {
    const table = tables.nth(i);
    const headline = table.locator('[data-metric-row="tps"], [data-metric-row="eventsPerSec"]').first();
    await expect(headline.locator('[data-verdict="baseline"]')).toHaveCount(1);
  }
  // the cpu run is nobody's baseline but its own: its kind's table holds it alone
  await expect(section.locator('[data-kind="sysbench|cpu"] thead [data-run-head]')).toHaveCount(1);
  const deltas = await page.locator('[data-delta]').allTextContents();
  expect(deltas.length).toBeGreaterThan(0);
  for (const delta of deltas) expect(Math.abs(Number(delta.replace(/[^\d.]/g, ''))), delta).toBeLessThan(1000);
  await expect(page.getByText('+397,625.00%')).toHaveCount(0);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: 'test-results/screens/kinds-compare-1440.png', fullPage: true });
});
