// pgbench's own words on its run page (issue 10, item 2): `number of clients: 4` is the run's
// concurrency and `number of threads: 2` its -j jobs, both shown; the progress chart's latency is
// pgbench's average, never a "95th pct".
import { expect, test } from '@playwright/test';

test('a pgbench run: clients and threads (jobs) as pgbench names them, and the average latency over time', async ({ page }) => {
  await page.goto('/runs?q=tpcb+c4+j2+progress1');
  await page
    .getByRole('link', { name: /tpcb c4 j2 progress1/ })
    .first()
    .click();
  await expect(page.getByText(/· 4 clients/)).toBeVisible();
  await expect(page.getByText(/· 4 threads/)).toHaveCount(0);
  const parameter = (name: string) => page.locator('dl div').filter({ has: page.locator('dt', { hasText: new RegExp(`^${name}$`) }) });
  await expect(parameter('clients').locator('dd')).toHaveText('4');
  await expect(parameter('threads \\(jobs\\)').locator('dd')).toHaveText('2');
  await expect(parameter('threads')).toHaveCount(0);
  const chart = page.locator('[data-chart$="-intervals"]');
  await expect(chart.locator('.recharts-legend-item-text', { hasText: 'latency ms (average)' })).toBeVisible();
  await expect(chart.getByText(/95th pct/)).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screens/pgbench-run.png', fullPage: true });
});

test('compared, pgbench runs are named by their clients, not threads, in the legend and the scaling chart', async ({ page }) => {
  const ids: number[] = [];
  for (const q of ['tpcb+c1+j1', 'tpcb+c4+j2+r']) {
    await page.goto(`/runs?q=${q}`);
    const href = await page
      .getByRole('link', { name: new RegExp(q.replace(/\+/g, ' ')) })
      .first()
      .getAttribute('href');
    ids.push(Number(/\/runs\/(\d+)/.exec(href ?? '')?.[1]));
  }
  await page.goto(`/compare?runs=${ids.join(',')}`);
  const legend = page.getByRole('list', { name: 'Runs compared' });
  await expect(legend.locator('li').nth(0)).toContainText('· 1 client');
  await expect(legend.locator('li').nth(1)).toContainText('· 4 clients');
  await expect(legend).not.toContainText(/\d threads?\b/);
  // what differs: its clients and its -j threads, each with its own values (not "threads: 1 vs 4")
  await expect(page.getByText('Different clients: 1 vs 4.')).toBeVisible();
  await expect(page.getByText('Different threads (jobs): 1 vs 2.')).toBeVisible();
  await expect(page.getByText(/Different threads: /)).toHaveCount(0);
  await expect(page.getByRole('cell', { name: /^clients=4/ })).toBeVisible();
  await expect(page.getByText(/Scaling: .* by clients/)).toBeVisible();
  await expect(page.locator('[data-chart="compare-scaling"]')).toContainText(/peak [\d,.]+ at 4 clients/);
  await page.screenshot({ path: 'test-results/screens/pgbench-compare.png', fullPage: true });
});
