// pgbench's own words on its run page (issue 10, item 2): `number of clients: 4` is the run's
// concurrency and `number of threads: 2` its -j jobs, both shown; the progress chart's latency is
// pgbench's average, never a "95th pct", and its stddev beside it.
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
  // its concurrency tag (stored as threads, the key every tool shares) reads clients=4, not threads=4
  const chips = page.locator('.chip');
  await expect(chips.filter({ hasText: /^clients=4$/ })).toHaveAttribute('title', 'tag threads=4');
  await expect(chips.filter({ hasText: /^threads=/ })).toHaveCount(0);
  // …and so does its edit box (it read threads=4, which a pgbench user takes for -j)
  const box = page.getByLabel('Tags (key=value, one per line)');
  await expect(box).toHaveValue(/^clients=4$/m);
  await expect(box).not.toHaveValue(/^threads=/m);
  const chart = page.locator('[data-chart$="-intervals"]');
  await expect(chart.locator('.recharts-legend-item-text', { hasText: 'latency ms (average)' })).toBeVisible();
  await expect(chart.getByText(/95th pct/)).toHaveCount(0);
  // each progress line's stddev (`lat 2.630 ms stddev 1.587`) on the latency axis too; no --rate, no lag
  await expect(chart.locator('.recharts-legend-item-text', { hasText: 'latency stddev ms' })).toBeVisible();
  await expect(chart.locator('.recharts-legend-item-text', { hasText: /^lag ms/ })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screens/pgbench-run.png', fullPage: true });
});

test('compared, pgbench runs are named by their clients, not threads, in the legend and the scaling chart', async ({ page }) => {
  const ids: number[] = [];
  // (the 4-client run without -r: a run timing every statement is another workload, no point of the 1-client run's line)
  for (const q of ['tpcb+c1+j1', 'tpcb+c4+j2+progress1']) {
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
  // the tags' row of what differs names it so too (it read `threads 1 4`)
  await expect(page.locator('[data-diff-key="threads"] td').first()).toHaveText('clients');
  await expect(page.getByText(/Scaling: .* by clients/)).toBeVisible();
  await expect(page.locator('[data-chart="compare-scaling"]')).toContainText(/peak [\d,.]+ at 4 clients/);
  await page.screenshot({ path: 'test-results/screens/pgbench-compare.png', fullPage: true });
});

test('the runs list says clients for pgbench and mysqlbench runs, and its column header names both words', async ({ page }) => {
  await page.goto('/runs?tool=pgbench');
  const table = page.locator('table.runs-table');
  await expect(table.locator('thead')).toContainText('Clients');
  await expect(table.locator('thead')).not.toContainText('Threads');
  const row = table.locator('tbody tr').filter({ has: page.getByRole('link', { name: /tpcb c4 j2 progress1/ }) });
  await expect(row.locator('td').nth(4)).toHaveText('4 clients');
  const one = table.locator('tbody tr').filter({ has: page.getByRole('link', { name: /tpcb c1 j1/ }) });
  await expect(one.first().locator('td').nth(4)).toHaveText('1 client');
  // sysbench and pgbench on one page: the header names both, each cell its own
  await page.goto('/runs?sort=threads&dir=desc');
  await expect(table.locator('thead')).toContainText('Clients or threads');
  const cells = await table.locator('tbody tr td:nth-child(5)').allTextContents();
  expect(cells.some((c) => /^\d+ clients?$/.test(c))).toBe(true);
  expect(cells.some((c) => /^\d+$/.test(c))).toBe(true);
  // in compare, grouping by the threads tag of pgbench runs is offered as clients
  await page.goto('/runs?tool=pgbench');
  const hrefs = await table.locator('tbody tr td:nth-child(2) a').evaluateAll((as) => as.slice(0, 2).map((a) => a.getAttribute('href')));
  await page.goto(`/compare?runs=${hrefs.map((h) => /\/runs\/(\d+)/.exec(h ?? '')?.[1]).join(',')}`);
  await expect(page.getByLabel('Group by').locator('option[value="threads"]')).toHaveText('clients');
});
