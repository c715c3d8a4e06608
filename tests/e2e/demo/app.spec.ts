// A fresh `npm start`: the demo data is there, and every page a user opens works.
import { expect, test } from '@playwright/test';

test('the first screen already holds real runs', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'MySQL 5.1 InnoDB vs plugin vs tcmalloc vs 5.5 (2 CPU, 4 GB, one disk)' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'MariaDB 10.11 and PostgreSQL 15 on our 2-vCPU box' })).toBeVisible();
  await page.goto('/runs');
  // 40 from the seeds and our MariaDB/PostgreSQL runs, 15 from our repeats
  await expect(page.getByText('55 runs', { exact: true })).toBeVisible();
});

test('filter the runs by tag, sort them, pick two and open them side by side', async ({ page }) => {
  await page.goto('/runs');
  await page.getByLabel('allocator').selectOption('allocator=tcmalloc');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/tag=allocator%3Dtcmalloc/);
  // only what was chosen is in the address: no `q=&tool=&tag=&…` of the fields left empty
  expect(new URL(page.url()).search).not.toMatch(/=(&|$)/);
  await expect(page.getByText('5 runs match these filters')).toBeVisible();
  await page.goto('/runs?tool=sysbench&test=oltp&sort=title&dir=asc');
  const titles = await page.locator('tbody tr td:nth-child(2) a').allTextContents();
  // PostgreSQL's C collation: code-point order, like Array#sort
  expect(titles).toEqual([...titles].sort());
  await page.getByRole('checkbox').nth(0).check();
  await page.getByRole('checkbox').nth(1).check();
  await expect(page.getByTestId('selection-tray')).toContainText('2 runs selected');
  await page.getByTestId('selection-tray').getByRole('link', { name: 'Compare' }).click();
  await expect(page).toHaveURL(/\/compare\?runs=\d+(,|%2C)\d+&baseline=\d+/);
});

test('a team’s own tag keys (repeat, nightly) past the known ones are picked from More tags, grouped by key', async ({ page }) => {
  await page.goto('/runs');
  const more = page.getByLabel('More tags');
  await expect(more.locator('optgroup[label="repeat"] option')).toHaveText([1, 2, 3, 4, 5].map((n) => new RegExp(`^repeat=${n} \\(2\\)$`)));
  await expect(more.locator('optgroup[label="nightly"] option')).toHaveCount(5);
  // the demo's query cache is one dimension, query_cache, not also a qc of its own
  await expect(more.locator('optgroup[label="qc"]')).toHaveCount(0);
  await expect(page.getByLabel('query_cache').locator('option[value="query_cache=on"]')).toHaveText(/^on \(\d+\)$/);
  await more.selectOption('repeat=1');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/tag=repeat%3D1/);
  await expect(page.getByText('2 runs match these filters')).toBeVisible();
  // the choice is shown where it was made, and a second one from a key's own dropdown narrows it
  await expect(page.getByLabel('More tags')).toHaveValue('repeat=1');
  await page.getByLabel('version').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/tag=repeat%3D1/);
  await expect(page.getByLabel('More tags')).toHaveValue('repeat=1');
});

test('with a filter chosen, the menus count the runs it matches (a chosen menu as if it were not)', async ({ page }) => {
  await page.goto('/runs?tag=repeat%3D1');
  await expect(page.getByText('2 runs match these filters')).toBeVisible();
  // the two first repeats (query cache off and on) are both MariaDB 10.11.19: no other version has a run among them
  const version = page.getByLabel('version');
  await expect(version.locator('option[value="version=10.11.19"]')).toHaveText('10.11.19 (2)');
  await expect(version.locator('option[value="version=5.0.77"]')).toHaveText('5.0.77 (0)');
  // query_cache's menu counts within repeat=1: one run each
  await expect(page.getByLabel('query_cache').locator('option[value="query_cache=off"]')).toHaveText('off (1)');
  // More tags is one menu: choosing repeat=2 or nightly=1 there replaces repeat=1, so they count without it
  await expect(page.getByLabel('More tags').locator('option[value="repeat=2"]')).toHaveText('repeat=2 (2)');
  await expect(page.getByLabel('More tags').locator('option[value="nightly=1"]')).toHaveText('nightly=1 (1)');
  await expect(page.getByTestId('facet-counts-note')).toHaveCount(0);
  // the tool, test and project menus count within it too
  const tool = page.locator('select[name="tool"]');
  await expect(tool.locator('option[value="sysbench"]')).toHaveText('sysbench (2)');
  await expect(tool.locator('option[value="pgbench"]')).toHaveText('pgbench (0)');
  await expect(page.locator('select[name="test"] option[value="oltp_read_only"]')).toHaveText('oltp_read_only (2)');
  await expect(page.locator('select[name="project"] option', { hasText: 'repeats' })).toHaveText(/ \(2\)$/);
  // unfiltered, the counts are over every run again
  await page.goto('/runs');
  await expect(page.getByLabel('version').locator('option[value="version=5.0.77"]')).toHaveText('5.0.77 (2)');
  await expect(page.locator('select[name="tool"] option[value="pgbench"]')).toHaveText('pgbench (4)');
});

test('run page: a figure reads as its log printed it (472.20 per sec., not 472.2), with its line', async ({ page }) => {
  await page.goto('/runs?q=legacy+oltp+rw+t4+ri1');
  await page.getByRole('link', { name: /legacy oltp rw t4 ri1/ }).click();
  const tps = page.locator('[data-metric="metrics.tps"]');
  await expect(tps.locator('dd').first()).toHaveText(/^472\.20\s/);
  await tps.getByRole('link', { name: /line \d+/ }).click();
  const line = /#L(\d+)$/.exec(page.url())?.[1];
  await expect(page.locator(`#L${line}`)).toContainText('(472.20 per sec.)');
});

test('run page: figures traced to lines, intervals chart, source highlighted, downloads', async ({ page, request }) => {
  await page.goto('/runs?q=t4+base+ri1');
  await page.getByRole('link', { name: /oltp read write t4 base ri1/ }).click();
  const tps = page.locator('[data-metric="metrics.tps"]');
  await expect(tps).toContainText('291.53');
  await tps.getByRole('link', { name: /line \d+/ }).click();
  await expect(page).toHaveURL(/#L\d+$/);
  await expect(page.locator('[data-chart$="-intervals"] svg.recharts-surface').first()).toBeVisible();
  await expect(page.locator('[data-chart$="-intervals"] .recharts-line')).not.toHaveCount(0);
  await expect(page.getByText('MariaDB 10.11.19').first()).toBeVisible();
  const runId = /\/runs\/(\d+)/.exec(page.url())?.[1];
  const json = await (await request.get(`/api/runs/${runId}/export?format=json`)).json();
  expect(json.tps).toBe(291.53);
  expect(json.intervals).toHaveLength(15);
  const csv = await (await request.get(`/api/runs/${runId}/export?format=csv`)).text();
  expect(csv.split('\n')[0]).toContain('tps');
  // a header and 15 intervals, each line ending in CRLF, the last too
  expect(csv.split('\r\n')).toHaveLength(17);
  expect(csv.endsWith('\r\n')).toBe(true);
});

test('sql-bench run: operations table sorts, markers legend, per-test totals', async ({ page }) => {
  await page.goto('/runs?tool=sql-bench&sort=title&dir=asc');
  await page.getByRole('link', { name: 'MySQL 5.5 innodb 1.1 + tcmalloc' }).click();
  await expect(page.locator('[data-metric="metrics.durationS"]')).toContainText('3,124');
  // 86 operations; the TOTALS line is the run's total, kept at the bottom of the table with its line
  await expect(page.getByRole('heading', { name: 'Totals per operation (86 rows)' })).toBeVisible();
  await page.getByRole('button', { name: 'seconds' }).click();
  const rows = page.locator('table').filter({ hasText: 'Operation' }).locator('tbody tr');
  await expect(rows.first()).toContainText('create_key+drop');
  await expect(rows.last()).toContainText('TOTALS');
  // as run-all-tests printed them (`3124.00  345.72 …`, `23.00  0.00`): stored 3124 and 23, shown 3,124 and 23 before
  await expect(rows.last()).toContainText('3,124.00');
  await expect(rows.filter({ hasText: 'alter_table_add' })).toContainText(/23\.00\s*0\.00\s*0\.00\s*0\.00\s*100/);
  await expect(page.getByRole('cell', { name: "Test skipped because the database doesn't support transactions" })).toBeVisible();
  // what run-all-tests printed above its results, in its words (the run page said "No parameters were printed")
  const header = page.getByTestId('run-header');
  await expect(header).toContainText(/Date of test\s*2012-04-1\d \d\d:\d\d:\d\d/);
  await expect(header).toContainText(/Arguments\s*--socket=\/\S+mysql\.sock/);
  await expect(page.getByText('No parameters were printed')).toHaveCount(0);
});

test('edit tags and notes, then delete a run', async ({ page }) => {
  await page.goto('/runs?q=cpu+t1');
  await page.getByRole('link', { name: /cpu t1/ }).click();
  await expect(page).toHaveURL(/\/runs\/\d+$/);
  const url = page.url();
  // a tag whose key names a password keeps its key, never its value (an attack probe, 2026-12-03)
  await page.getByLabel('Tags (key=value, one per line)').fill('tool=sysbench\ntest=cpu\nowner=dba-team\npassword=S3cretTag1');
  await page.getByLabel('Notes').fill('baseline before the kernel upgrade');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  // a tag that is part of what the run measured sets it apart from its history and repeats, and the save says so (a DBA's pass)
  await expect(page.getByRole('status')).toContainText(/Saved\. password=\*\*\*, threads \(removed\): part of what this run measured/);
  await page.reload();
  await expect(page.getByText('owner=dba-team').first()).toBeVisible();
  await expect(page.getByText('password=***').first()).toBeVisible();
  expect(await page.content()).not.toContain('S3cretTag1');
  await page.getByLabel('Title').fill('cpu t1, after the kernel upgrade');
  await page.getByLabel('Tags (key=value, one per line)').fill('not a tag');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toContainText('is not a tag');
  // refused, the form keeps what was typed, to be put right (it was reset to the stored run)
  await expect(page.getByLabel('Title')).toHaveValue('cpu t1, after the kernel upgrade');
  await expect(page.getByLabel('Tags (key=value, one per line)')).toHaveValue('not a tag');
  await expect(page.getByLabel('Notes')).toHaveValue('baseline before the kernel upgrade');

  page.once('dialog', (d) => d.accept());
  await page.getByRole('button', { name: 'Delete run' }).click();
  await expect(page).toHaveURL(/\/runs\?trashed=\d+$/);
  await expect(page.getByRole('status')).toContainText('was moved to the trash');
  const response = await page.goto(url);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible();

  // the trash gives it back whole: same address, same tags
  await page.goto('/trash');
  const row = page.getByRole('row').filter({ hasText: 'cpu t1' });
  await row.getByRole('button', { name: 'Restore' }).click();
  await expect(page).toHaveURL(url);
  await expect(page.getByText('owner=dba-team').first()).toBeVisible();
});

test('hosts, configs, projects and uploads pages', async ({ page }) => {
  await page.goto('/hosts');
  await expect(page.getByRole('link', { name: '2 CPU, 4 GB RAM, 1 disk' })).toBeVisible();
  // a host no document described the disks of: unknown (—), not 0; a virtio disk is not called hdd
  const row = (name: RegExp) => page.locator('tbody tr').filter({ has: page.getByRole('link', { name }) });
  await expect(
    row(/Core2 Duo T7700/)
      .locator('td')
      .nth(4),
  ).toHaveText('—');
  await expect(
    row(/AMD EPYC/)
      .locator('td')
      .nth(4),
  ).toHaveText('1');
  await page.getByRole('link', { name: /AMD EPYC/ }).click();
  await expect(page.getByText('threads per core')).toBeVisible();
  await expect(page.getByText('vda: 256 GB', { exact: true })).toBeVisible();
  // its runs: sysbench's threads and pgbench's clients, each in its own word
  await expect(page.locator('thead')).toContainText('Clients or threads');
  const brief = (name: RegExp) => page.locator('tbody tr').filter({ has: page.getByRole('link', { name }) });
  await expect(
    brief(/tpcb c4 j2 r/)
      .locator('td')
      .nth(3),
  ).toHaveText('4 clients');
  await expect(
    brief(/threads t8/)
      .locator('td')
      .nth(3),
  ).toHaveText('8');
  await page.goto('/configs');
  await page.getByRole('link', { name: /mariadb-10.11_qc-on-64M/ }).click();
  await expect(page.getByRole('cell', { name: 'query_cache_size', exact: true }).first()).toBeVisible();
  await page.goto('/uploads');
  await page.getByRole('link', { name: '000_a2761f948727d273.txt' }).click();
  await expect(page.getByText('Runs (8)')).toBeVisible();
  await expect(page.locator('#L137')).toContainText('429.61 per sec.');
  const missing = await page.goto('/runs/999999');
  expect(missing?.status()).toBe(404);
  const bad = await page.goto('/runs/abc');
  expect(bad?.status()).toBe(404);
});
