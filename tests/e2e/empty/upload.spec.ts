// The upload path a user takes, on a server that starts empty.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const SEED_002 = path.resolve('prisma/demo/seeds/002_36839e7bfdb72b13.txt');

test.describe.configure({ mode: 'serial' });

test('an empty install says so and points at the upload page', async ({ page }) => {
  await page.goto('/runs');
  await expect(page.getByText('No runs yet')).toBeVisible();
  await page.getByRole('link', { name: /^Upload an? sysbench, sql-bench, .* or \S+ log$/ }).click();
  await expect(page).toHaveURL(/\/upload$/);
});

test('upload seed 002: preview shows two sysbench runs, save, open the run', async ({ page }) => {
  await page.goto('/upload');
  // the file is parsed off the main thread, in a Web Worker built into the production bundle
  const worker = page.waitForEvent('worker');
  await page.getByTestId('file-input').setInputFiles(SEED_002);
  expect((await worker).url()).toContain('/_next/static/');
  const preview = page.locator('[data-file="002_36839e7bfdb72b13.txt"]');
  await expect(preview.locator('[data-run-preview]')).toHaveCount(2);
  await expect(preview.getByLabel('Title of run 1')).toHaveValue('关闭QC');
  await expect(preview.getByLabel('Title of run 2')).toHaveValue('打开QC');
  await expect(preview.locator('[data-headline]').first()).toHaveText('2,827.56 tps');
  await expect(preview.locator('[data-headline]').nth(1)).toHaveText('2,195.39 tps');
  await expect(preview.getByLabel('Tags of run 1')).toHaveValue(/query_cache=off/);
  await expect(preview.getByText('Already uploaded')).toHaveCount(0);

  await page.getByRole('button', { name: 'Save 2 runs from 1 file' }).click();
  const status = page.getByRole('status').filter({ hasText: 'stored 2 runs' });
  await expect(status).toBeVisible();
  await status
    .getByRole('link', { name: /^run #\d+$/ })
    .first()
    .click();

  await expect(page.getByRole('heading', { name: '关闭QC' })).toBeVisible();
  const tps = page.locator('[data-metric="metrics.tps"]');
  await expect(tps).toContainText('2,827.56');
  await expect(tps).toContainText('line 172');
  await expect(page.locator('[data-metric="metrics.latencyMs.percentileValue"]')).toContainText('111.12');
  await expect(page.locator('[data-metric="metrics.latencyMs.percentileValue"]')).toContainText('latency 99th pct');
  await expect(page.locator('[data-metric="metrics.latencyMs.avg"]')).toContainText('35.36');
  // the password typed on the command line is not stored
  await expect(page.getByText('--mysql-password=***').first()).toBeVisible();
  await expect(page.locator('body')).not.toContainText('--mysql-password=admin');
});

test('the same file again creates nothing new', async ({ page }) => {
  await page.goto('/upload');
  await page.getByTestId('file-input').setInputFiles(SEED_002);
  await expect(page.getByText('Already uploaded as')).toBeVisible();
  // one team to upload to: the page names it
  await expect(page.getByText(/^Uploads go to the team /)).toBeVisible();
  // a tag typed now cannot go on the runs stored the first time: the result says so, and the button (not "Save 2 runs …")
  await page.locator('[data-file="002_36839e7bfdb72b13.txt"]').getByLabel('Tags of run 1').fill('query_cache=off\nbox=lab-2');
  await page.getByRole('button', { name: 'Save 1 file: already stored, nothing new' }).click();
  const status = page.getByRole('status').filter({ hasText: 'already uploaded — nothing new stored' });
  await expect(status).toBeVisible();
  await expect(status).toContainText('not applied: your edits (its runs keep what they were first stored with');
  await page.goto('/runs');
  await expect(page.locator('body')).not.toContainText('box=lab-2');
  await expect(page.getByText('2 runs', { exact: true })).toBeVisible();
});

test('random bytes: a clear error, and nothing is stored', async ({ page, request }) => {
  const bytes = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 256));
  await page.goto('/upload');
  await page.getByTestId('file-input').setInputFiles({ name: 'random.bin', mimeType: 'application/octet-stream', buffer: bytes });
  await expect(page.getByRole('alert').filter({ hasText: 'Not recognized' })).toContainText('Not recognized — line 1: binary data');
  await expect(page.getByRole('button', { name: /^Save 0 run/ })).toBeDisabled();
  // the API refuses it the same way when called directly
  const response = await request.post('/api/uploads', {
    multipart: { files: { name: 'random.bin', mimeType: 'application/octet-stream', buffer: bytes } },
  });
  const body = await response.json();
  expect(body.results[0]).toMatchObject({ ok: false, error: { code: 'unrecognized', line: 1 } });
  await page.goto('/uploads');
  await expect(page.locator('tbody tr')).toHaveCount(1);
});

test('an upload over the size limit gets a 413 that says what to do', async ({ request }) => {
  const big = Buffer.alloc(2_100_000, 'x');
  const response = await request.post('/api/uploads', { multipart: { files: { name: 'big.log', mimeType: 'text/plain', buffer: big } } });
  expect(response.status()).toBe(413);
  const body = await response.json();
  expect(body.error.code).toBe('too_large');
  expect(body.error.message).toContain('UPLOAD_MAX_BYTES');
});

test('HTML in a log or a title is shown as text', async ({ page }) => {
  let dialogs = 0;
  page.on('dialog', async (d) => {
    dialogs++;
    await d.dismiss();
  });
  const log = readFileSync('prisma/demo/mariadb-10.11/sysbench-1.x/oltp_read_write_t1_base_sweep.log', 'utf8');
  const doc = `<b>notes</b> <img src=x onerror=alert(1)>\n\n${log}`;
  await page.goto('/upload');
  await page
    .getByTestId('file-input')
    .setInputFiles({ name: '<script>alert(2)</script>.log', mimeType: 'text/plain', buffer: Buffer.from(doc) });
  await page.getByLabel('Title of run 1').fill('<img src=x onerror=alert(1)> MySQL 8.0 <b>tuned</b>');
  await page.getByRole('button', { name: /^Save 1 run/ }).click();
  await page
    .getByRole('status')
    .getByRole('link', { name: /^run #\d+$/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('<img src=x onerror=alert(1)> MySQL 8.0 <b>tuned</b>');
  await expect(page.getByRole('link', { name: '<script>alert(2)</script>.log' })).toBeVisible();
  await expect(page.getByTestId('source-lines')).toContainText('<b>notes</b> <img src=x onerror=alert(1)>');
  expect(dialogs).toBe(0);
});

test('a pasted my.cnf is stored as a configuration: no password, markup shown as text', async ({ page }) => {
  await page.goto('/upload');
  await page.getByText('…or paste text').click();
  await page.getByLabel('Name for the pasted text', { exact: true }).fill('box-a.cnf');
  await page
    .getByLabel('Pasted text', { exact: true })
    .fill('# <b>box A</b>\n[mysqld]\ninnodb_buffer_pool_size = 1G\nquery_cache_type = 0\npassword = hunter2\n');
  await page.getByRole('button', { name: 'Read pasted text' }).click();
  await expect(page.locator('[data-file="box-a.cnf"]')).toContainText('Configurations found: my.cnf');
  // a my.cnf alone holds no run: the button and the result say what it stores
  await page.getByRole('button', { name: 'Save 1 configuration from 1 file' }).click();
  const status = page.getByRole('status').filter({ hasText: 'box-a.cnf: stored 1 configuration.' });
  await expect(status).toBeVisible();
  await status
    .getByRole('link', { name: /^config #\d+$/ })
    .first()
    .click();
  await expect(page.locator('body')).toContainText('innodb_buffer_pool_size');
  await expect(page.locator('body')).toContainText('<b>box A</b>');
  await expect(page.locator('body')).not.toContainText('hunter2');
  await expect(page.locator('b', { hasText: 'box A' })).toHaveCount(0);
});

test('a pgbench run with two scripts shows each script with its tps, traced to its line', async ({ page }) => {
  await page.goto('/upload');
  await page.getByTestId('file-input').setInputFiles(path.resolve('tests/fixtures/synthetic/pgbench-16-multiple-scripts.log'));
  // the preview says clients, as pgbench does (its column read "Threads 4" for -c 4: a DBA's pass)
  await expect(page.locator('[data-file="pgbench-16-multiple-scripts.log"] thead th', { hasText: /^Clients$/ })).toHaveCount(1);
  await page.getByRole('button', { name: /^Save 1 run/ }).click();
  await page
    .getByRole('status')
    .getByRole('link', { name: /^run #\d+$/ })
    .first()
    .click();
  const scripts = page.getByTestId('pgbench-scripts');
  await expect(scripts.locator('[data-script]')).toHaveCount(2);
  await expect(scripts.locator('[data-script="1"]')).toContainText('<builtin: TPC-B (sort of)>');
  await expect(scripts.locator('[data-script="1"]')).toContainText('1,004.95');
  await expect(scripts.locator('[data-script="2"]')).toContainText('1,010.062345');
  await expect(scripts.locator('[data-script="2"] a')).toHaveAttribute('href', '#L26');
  await expect(scripts.locator('[data-script="2"] [data-source-line]')).toHaveText('26');
  await expect(page.locator('[data-metric="metrics.tps"]')).toContainText('2,015.012345');
  await page.screenshot({ path: 'test-results/screens/run-pgbench-scripts.png', fullPage: true });
});

test("pgbench -r with --max-tries: each statement's failures and retries, as printed", async ({ page }) => {
  await page.goto('/upload');
  await page.getByTestId('file-input').setInputFiles(path.resolve('tests/fixtures/pgbench-15-debian/maxtries3_failures_detailed.log'));
  await page.getByRole('button', { name: /^Save 1 run/ }).click();
  await page
    .getByRole('status')
    .getByRole('link', { name: /^run #\d+$/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Per-statement latencies (pgbench -r)' })).toBeVisible();
  const statements = page.getByTestId('pgbench-statements');
  await expect(statements.locator('th')).toHaveText(['ms', 'failures', 'retries', 'statement', 'line']);
  // `0.184  296  1540  UPDATE pgbench_branches …`, its line cited as every figure's is
  const update = statements.locator('tr', { hasText: 'UPDATE pgbench_branches' });
  await expect(update.locator('td')).toHaveText(['0.184', '296', '1,540', /^UPDATE pgbench_branches/, '24']);
  await expect(update.getByRole('link', { name: '24' })).toHaveAttribute('href', '#L24');
  // pgbench prints every latency with three decimals: `0.000` and `1.980` as printed, not `0` and `1.98`
  await expect(statements.locator('tr', { hasText: '\\set delta' }).locator('td').first()).toHaveText('0.000');
  await expect(statements.locator('tr', { hasText: 'END;' }).locator('td').first()).toHaveText('1.980');
});

test('the upload page loads without the parsers: they come with the worker when a file is dropped', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('.js')) scripts.push(await response.text().catch(() => ''));
  });
  await page.goto('/upload');
  await expect(page.getByTestId('file-input')).toBeAttached();
  await page.waitForLoadState('networkidle');
  // a string only the format registry holds (tpcc-mysql's banner)
  expect(scripts.length).toBeGreaterThan(3);
  expect(scripts.filter((s) => s.includes('TPC-C Load Generator'))).toHaveLength(0);
});

test("sql-bench's compare-results table: one run per column, then their comparison in one click", async ({ page }) => {
  await page.goto('/upload');
  await page.getByTestId('file-input').setInputFiles(path.resolve('tests/fixtures/synthetic/sql-bench-compare-results.txt'));
  const preview = page.locator('[data-file="sql-bench-compare-results.txt"]');
  await expect(preview.locator('[data-run-preview]')).toHaveCount(3);
  // each column is titled by the RUN file it came from, its headline is its TOTALS line
  await expect(preview.getByLabel('Title of run 1')).toHaveValue('mysql-Linux_2.6.18_x86_64');
  await expect(preview.getByLabel('Title of run 3')).toHaveValue('pg-Linux_2.6.18_x86_64');
  await page.getByRole('button', { name: 'Save 3 runs from 1 file' }).click();
  const status = page.getByRole('status').filter({ hasText: 'sql-bench-compare-results.txt: stored 3 runs' });
  await expect(status).toBeVisible();
  const compare = status.getByRole('link', { name: 'Compare these 3 runs' });
  await expect(compare).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/upload-compare-results.png', fullPage: true });
  // each run linked by its id (a sweep of twelve files read "run 1" twelve times)
  const links = status.getByRole('link', { name: /^run #\d+$/ });
  await expect(links).toHaveCount(3);
  const runIds = await Promise.all([0, 1, 2].map(async (n) => (await links.nth(n).getAttribute('href'))?.split('/').pop()));
  expect(runIds.every((id) => /^\d+$/.test(id ?? ''))).toBe(true);
  expect(await links.allTextContents()).toEqual(runIds.map((id) => `run #${id}`));
  await compare.click();
  await expect(page).toHaveURL(/\/compare\?/);
  expect(decodeURIComponent(new URL(page.url()).search)).toContain(runIds.join(','));
  // the TOTALS of each column is its total time, in the order of the table
  await expect(page.locator('body')).toContainText('mysql_fast-Linux_2.6.18_x86_64');
  await expect(page.locator('body')).toContainText('5,839');
  // pg's TOTALS is printed `*+5839.00` (estimated, a different test count): its marker stays beside it
  const totals = page.getByTestId('sql-bench-summary').locator('[data-totals]');
  await expect(totals.nth(2)).toContainText('5,839');
  await expect(totals.nth(2)).toContainText('*+');
  await expect(totals.nth(0)).not.toContainText('+2');
  // per test: pg's `create |+905.00|` and `insert |+3650.00|` were estimated, and say so; its measured `connect` does not
  const tests = page.getByTestId('sql-bench-tests');
  const cellOf = (test: string, column: number) =>
    tests
      .locator('tr', { has: page.getByRole('cell', { name: test, exact: true }) })
      .locator('td')
      .nth(column);
  await expect(cellOf('create', 3)).toContainText('905');
  await expect(cellOf('create', 3).locator('[data-flags]')).toHaveText('+');
  await expect(cellOf('create', 3).locator('[data-flags]')).toHaveAttribute('title', 'estimated time');
  await expect(cellOf('insert', 3).locator('[data-flags]')).toHaveText('+');
  await expect(cellOf('connect', 3)).toContainText('310');
  await expect(cellOf('connect', 3).locator('[data-flags]')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screens/compare-from-compare-results.png', fullPage: true });
});

test('a command file chosen with its output is one log: the run gets the test the command names', async ({ page }) => {
  const dir = path.resolve('prisma/demo/mariadb-10.11/repeats');
  await page.goto('/upload');
  await page
    .getByTestId('file-input')
    .setInputFiles([path.join(dir, 'oltp_read_only_t4_qc-off_r2.cmd'), path.join(dir, 'oltp_read_only_t4_qc-off_r2.log')]);
  const preview = page.locator('[data-file="oltp_read_only_t4_qc-off_r2.log"]');
  await expect(preview.locator('[data-run-preview]')).toHaveCount(1);
  await expect(page.locator('[data-file="oltp_read_only_t4_qc-off_r2.cmd"]')).toHaveCount(0);
  // sysbench 1.0 does not print its test: without the command the title could not say it
  await expect(preview.getByLabel('Title of run 1')).toHaveValue(/^oltp_read_only/);
  await expect(preview.locator('[data-headline]').first()).toHaveText('1,825.12 tps');
  await page.getByRole('button', { name: 'Save 1 run from 1 file' }).click();
  const status = page.getByRole('status').filter({ hasText: 'stored 1 run' });
  await expect(status).toBeVisible();
  await status
    .getByRole('link', { name: /^run #\d+$/ })
    .first()
    .click();
  await expect(page.locator('[data-metric="metrics.tps"]')).toContainText('1,825.12');
  // the command line is the log's first line, its password not stored
  await expect(page.getByText(/^sysbench oltp_read_only --db-driver=mysql/).first()).toBeVisible();
  await expect(page.locator('body')).not.toContainText('--mysql-password=sbtest');
});

test('an output chosen first and its command after: the listed output is joined, not kept twice', async ({ page }) => {
  const dir = path.resolve('prisma/demo/mariadb-10.11/repeats');
  await page.goto('/upload');
  const input = page.getByTestId('file-input');
  await input.setInputFiles(path.join(dir, 'oltp_read_only_t4_qc-off_r3.log'));
  const preview = page.locator('[data-file="oltp_read_only_t4_qc-off_r3.log"]');
  await expect(preview.getByLabel('Title of run 1')).toHaveValue(/^sysbench/); // no test without its command
  await input.setInputFiles(path.join(dir, 'oltp_read_only_t4_qc-off_r3.cmd'));
  await expect(preview.getByLabel('Title of run 1')).toHaveValue(/^oltp_read_only/);
  await expect(page.locator('[data-file]')).toHaveCount(1);
  // the command again: the joined file is not joined twice
  await input.setInputFiles(path.join(dir, 'oltp_read_only_t4_qc-off_r3.cmd'));
  await expect(page.locator('[data-file="oltp_read_only_t4_qc-off_r3.cmd"]')).toHaveCount(1);
  await expect(preview).toHaveCount(1);
});

test("a tpcc-mysql run's headline is its tpmC in the home page's latest runs and its project's list, not '—'", async ({ page }) => {
  await page.goto('/upload');
  await page.getByTestId('file-input').setInputFiles(path.resolve('tests/fixtures/synthetic/tpcc-mysql-1200s-complete.log'));
  await page.getByRole('button', { name: /^Save 1 run/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'tpcc-mysql-1200s-complete.log: stored 1 run' })).toBeVisible();
  await page.goto('/');
  const latest = page.getByRole('row').filter({ hasText: 'tpcc-mysql' }).first();
  // (27676 + 1) / 20 minutes, from its log's summary (a numbers audit found "— tpmC" here)
  await expect(latest).toContainText('1,383.85 tpmC');
  await expect(latest).not.toContainText('—');
  // its run page names its transactions' latencies as tpcc-mysql's, not pgbench's
  await latest.getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: 'Per-transaction latencies (tpcc-mysql)' })).toBeVisible();
  await expect(page.getByText(/pgbench -r/)).toHaveCount(0);
});
