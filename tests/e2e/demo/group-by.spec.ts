// Issue 11, item 7: group-by lists thread counts as numbers (1, 2, 4, 8, 16, 32; not 16, 1, 2, 32,
// 4, 8), and the runs that did not complete or mostly failed (the hot-rows run: 179 tps, 2,008
// errors; the max_connections run) are shown apart with their reason, never averaged in.
import { expect, test } from '@playwright/test';

test('our OLTP read/write runs grouped by threads', async ({ page }) => {
  await page.goto('/projects');
  await page.getByRole('link', { name: 'MariaDB 10.11 and PostgreSQL 15 on our 2-vCPU box' }).click();
  await page.getByTestId('compare-by-kind').getByRole('link', { name: 'sysbench · oltp_read_write (12)' }).click();
  await expect(page.getByRole('heading', { name: 'Compare', exact: true })).toBeVisible();
  await page.getByLabel('Group by').selectOption('threads');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/group=threads/);
  const groups = page.getByTestId('group-summary');
  await expect(groups.locator('[data-group]')).toHaveCount(6);
  expect(await groups.locator('[data-group]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-group')))).toEqual([
    '1',
    '2',
    '4',
    '8',
    '16',
    '32',
  ]);
  const sixteen = groups.locator('[data-group="16"]');
  // the complete run alone: not (521.52 + 179.15) / 2 = 350.34
  await expect(sixteen.locator('[data-mean]')).toHaveText('521.52');
  await expect(sixteen.locator('[data-left-out]')).toContainText('2,008 errors, 1,800 transactions completed');
  await expect(sixteen.locator('[data-left-out]')).toContainText('did not complete');
  await expect(groups.locator('[data-group="8"] [data-mean]')).toHaveText('387.35');
  // the runs legend says the same of them
  await expect(page.getByLabel('Runs compared').getByText('did not complete')).toHaveCount(1);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: 'test-results/screens/group-by-threads-1440.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/screens/group-by-threads-390.png', fullPage: true });

  // ungrouped, the scaling line's 16-thread point is the complete run, and the caption names the others
  await page.goto(page.url().replace(/&?group=threads/, ''));
  const scaling = page.locator('[data-chart="compare-scaling"]');
  await expect(scaling).toContainText('peak 521.52 at 16 threads');
  await expect(scaling).toContainText(/Not drawn: #\d+ \(2,008 errors, 1,800 transactions completed\), #\d+ \(did not complete\)/);
});

test('a whole project’s scaling chart draws its curves only: configurations at one count are counted in the caption', async ({ page }) => {
  await page.goto('/projects');
  const href = await page.getByRole('link', { name: 'MariaDB 10.11 and PostgreSQL 15 on our 2-vCPU box' }).getAttribute('href');
  await page.goto(`/compare?project=${/\/projects\/(\d+)/.exec(href ?? '')?.[1]}`);
  const scaling = page.locator('[data-chart="compare-scaling"]');
  // the sysbench thread sweep (1–32) and pgbench's clients (1, 4): two lines, two labelled peaks; pgbench's
  // 4-client peak is the run without -r (1,654.4), not its mean with the run with -r (1,749.5, a figure no log printed)
  await scaling.scrollIntoViewIfNeeded(); // (a chart is drawn when it comes into view)
  await expect(scaling.locator('.recharts-legend-item')).toHaveCount(2);
  await expect(scaling).toContainText('peak 521.52 at 16 clients or threads');
  await expect(scaling).toContainText('peak 1,654.4 at 4 clients or threads');
  await expect(scaling).toContainText(/\d+ configurations at one client or thread count only are no line/);
  await expect(scaling.locator('.recharts-reference-dot')).toHaveCount(2);
});

test('grouped by query_cache, a project’s scaling lines stay within one kind of run: no mean of point_select and read_write', async ({
  page,
}) => {
  await page.goto('/projects');
  const href = await page.getByRole('link', { name: 'MariaDB 10.11 and PostgreSQL 15 on our 2-vCPU box' }).getAttribute('href');
  await page.goto(`/compare?project=${/\/projects\/(\d+)/.exec(href ?? '')?.[1]}&group=query_cache`);
  const scaling = page.locator('[data-chart="compare-scaling"]');
  await scaling.scrollIntoViewIfNeeded();
  // the read/write sweep's peak, 521.52 at 16 threads, as ungrouped; not 2,650.48 at 4 (six workloads' mean)
  await expect(scaling).toContainText('query_cache=off · sysbench · oltp_read_write');
  await expect(scaling).toContainText('peak 521.52 at 16');
  await expect(scaling).not.toContainText('2,650.48');
  // pgbench is a line of its own kind, not next to MariaDB's as if it were a query-cache setting
  await expect(scaling).toContainText('query_cache=(none) · pgbench · tpcb');
});

test('grouped by query_cache across two projects: each configuration’s own change is said before the pooled means', async ({
  page,
  request,
}) => {
  // a DBA's pass (2026-12-07): query cache on is +80.59% on the glibc box's runs and −20.36% in the
  // repeats project's; "By query_cache" read +0.96% and nothing else
  const idOf = async (q: string) => {
    const body = (await (await request.get(`/api/runs?q=${encodeURIComponent(q)}`)).json()) as { runs: { id: number }[] };
    expect(body.runs).toHaveLength(1);
    return body.runs[0]?.id as number;
  };
  const [off, on, offRepeat, onRepeat] = [
    await idOf('oltp_read_only_t4_qc-off.log'),
    await idOf('oltp_read_only_t4_qc-on.log'),
    await idOf('qc-off r1'),
    await idOf('qc-on r1'),
  ];
  await page.goto(`/compare?runs=${off},${on},${offRepeat},${onRepeat}&baseline=${off}&group=query_cache`);
  await expect(page.getByTestId('group-summary').locator('[data-group="on"]')).toContainText('+0.96%');
  const warning = page.getByTestId('groups-disagree');
  await expect(warning).toContainText('The change is not the same in every configuration');
  await expect(warning).toContainText('query_cache=on +80.59% where allocator=glibc (#1 #2)');
  await expect(warning).toContainText('query_cache=on −20.36% where allocator=— (#3 #4)');
  const api = await (await request.get(`/api/compare?runs=${off},${on},${offRepeat},${onRepeat}&baseline=${off}&group=query_cache`)).json();
  expect(api.groups.disagreeing.map((d: { changes: { deltaPct: number }[] }) => d.changes[0]?.deltaPct)).toEqual([80.59, -20.36]);
  await warning.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screens/group-by-disagreeing.png', fullPage: true });
});
