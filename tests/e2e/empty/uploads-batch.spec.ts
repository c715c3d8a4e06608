// A sweep uploaded as one file per run (what CI and a DBA's loop write): the result names each run by
// its id, and leads on to their comparison. A walkthrough's twelve files read "run 1" twelve times,
// and nothing led to comparing them: the runs list, twelve boxes to tick.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';

test('three files of one run each: a project and host set once for all, each run linked by its id, one link compares the three', async ({
  page,
}) => {
  const dir = path.resolve('prisma/demo/mariadb-10.11/repeats');
  await page.goto('/upload');
  await page
    .getByTestId('file-input')
    .setInputFiles(
      ['oltp_read_only_t4_qc-on_r3.log', 'oltp_read_only_t4_qc-on_r4.log', 'oltp_read_only_t4_qc-on_r5.log'].map((f) => path.join(dir, f)),
    );
  // one project and host for the three, set once (it took a field per file and three per run)
  const every = page.getByRole('region', { name: 'For every file' });
  await every.getByLabel('Project of every file').fill('qc on sweep');
  await every.getByLabel('Host of every run').selectOption('none');
  // typed but not applied: Save waits and says why (a project typed there was dropped without a word)
  await expect(every.getByTestId('apply-pending')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save 3 runs from 3 files' })).toBeDisabled();
  await every.getByRole('button', { name: 'Apply to every file' }).click();
  await expect(every.getByTestId('apply-pending')).toHaveCount(0);
  for (const f of ['oltp_read_only_t4_qc-on_r3.log', 'oltp_read_only_t4_qc-on_r4.log', 'oltp_read_only_t4_qc-on_r5.log']) {
    const card = page.locator(`[data-file="${f}"]`);
    await expect(card.getByLabel('Project', { exact: true })).toHaveValue('qc on sweep');
    await expect(card.getByLabel('Host of run 1')).toHaveValue('none');
  }
  await page.screenshot({ path: 'test-results/screens/upload-apply-to-all.png', fullPage: true });
  await page.getByRole('button', { name: 'Save 3 runs from 3 files' }).click();
  const status = page.getByRole('status').filter({ hasText: 'stored 1 run' });
  await expect(status).toBeVisible();
  const runLinks = status.getByRole('link', { name: /^run #\d+$/ });
  await expect(runLinks).toHaveCount(3);
  const ids = (await runLinks.allTextContents()).map((t) => Number(t.replace('run #', '')));
  expect(new Set(ids).size).toBe(3);
  await status.getByTestId('compare-batch').click();
  await expect(page.getByRole('heading', { name: 'Compare', exact: true })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('runs')?.split(',').map(Number).sort()).toEqual([...ids].sort());
  await expect(page.getByTestId('metrics-table').locator('thead [data-run-head]')).toHaveCount(3);
  // the three are the project's
  await page.goto('/projects');
  await page.getByRole('link', { name: 'qc on sweep' }).click();
  for (const id of ids) await expect(page.locator(`a[href="/runs/${id}"]`).first()).toBeVisible();
});

test('a results directory of 101 logs is sent in requests of 100 and 1: all 101 stored (it was refused whole)', async ({ page }) => {
  test.setTimeout(180_000);
  const log = readFileSync(path.resolve('tests/fixtures/synthetic/sysbench-1.1-throughput.log'), 'utf8');
  const files = Array.from({ length: 101 }, (_, i) => ({
    name: `sweep-${String(i + 1).padStart(3, '0')}.log`,
    mimeType: 'text/plain',
    buffer: Buffer.from(`# sweep file ${i + 1}\n${log}`),
  }));
  const requests: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/uploads')) requests.push(r.url());
  });
  await page.goto('/upload');
  await page.getByTestId('file-input').setInputFiles(files);
  const save = page.getByRole('button', { name: 'Save 101 runs from 101 files' });
  await expect(save).toBeVisible({ timeout: 120_000 });
  const every = page.getByRole('region', { name: 'For every file' });
  await every.getByLabel('Project of every file').fill('a sweep of 101');
  await every.getByRole('button', { name: 'Apply to every file' }).click();
  await save.click();
  await expect(page.getByRole('status').filter({ hasText: 'sweep-101.log: stored 1 run' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('status').filter({ hasText: 'sweep-001.log: stored 1 run' })).toBeVisible();
  expect(requests).toHaveLength(2);
  await expect(page.getByText('At most 100 files')).toHaveCount(0);
  const runs = await (await page.request.get('/api/runs?size=1&q=sweep')).json();
  expect(runs.total).toBeGreaterThanOrEqual(101);
});

/** Each file's lookup of an earlier copy answered a second late: files are read one after another, slowly. */
const slowReading = (page: Page) =>
  page.route('**/api/uploads/lookup**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });

test('files still being read: Save waits for all of them, what was applied to every file reaches those read after, and a file not read is said', async ({
  page,
}) => {
  const dir = path.resolve('prisma/demo/mariadb-10.11/repeats');
  // a walkthrough applied a project while 5 of 8 files were being read: 3 runs got it, the rest none,
  // and Save had sent the files read by then; the last one was never sent nor said
  const logs = [
    'oltp_read_only_t4_qc-off_r1.log',
    'oltp_read_only_t4_qc-off_r2.log',
    'oltp_read_only_t4_qc-off_r3.log',
    'oltp_read_only_t4_qc-off_r4.log',
  ];
  await slowReading(page);
  await page.goto('/upload');
  await page
    .getByTestId('file-input')
    .setInputFiles([
      ...logs.map((f) => ({ name: f, mimeType: 'text/plain', buffer: readFileSync(path.join(dir, f)) })),
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Notes from the lab meeting.\nNothing measured here.\n') },
    ]);
  const every = page.getByRole('region', { name: 'For every file' });
  await every.getByLabel('Project of every file').fill('race sweep');
  await every.getByRole('button', { name: 'Apply to every file' }).click();
  // applied while files were still being read
  await expect(page.getByRole('button', { name: /^Reading \d more files?…$/ })).toBeDisabled();
  const save = page.getByRole('button', { name: 'Save 4 runs from 4 files' });
  await expect(save).toBeEnabled({ timeout: 30_000 });
  for (const f of logs) await expect(page.locator(`[data-file="${f}"]`).getByLabel('Project', { exact: true })).toHaveValue('race sweep');
  await save.click();
  const status = page.getByRole('status').filter({ hasText: 'stored 1 run' });
  await expect(status.getByRole('link', { name: /^run #\d+$/ })).toHaveCount(4);
  await expect(status.locator('[data-not-sent]')).toHaveText(/^notes\.txt: not sent — /);
  for (const link of await status.getByRole('link', { name: /^run #\d+$/ }).all()) {
    const run = await (await page.request.get(`/api${await link.getAttribute('href')}`)).json();
    expect(run.project?.name).toBe('race sweep');
  }
});
