// The upload form's edits land on the runs they were made on: each edit names its run (ordinal,
// tool, test, lines), the file's fingerprint and the parser version, and the server puts it there.
// Seed 002 (two sysbench runs) with a line of its own, so it is new content on the demo server; the
// second run's title and the first run's tags are edited, and read back from the REST API.
// Runs after upload-cli.spec.ts (files run in name order): the runs it adds change no other count.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const SEED_002 = readFileSync(path.resolve('prisma/demo/seeds/002_36839e7bfdb72b13.txt'), 'utf8');

test('edited titles and tags are stored on the runs they were made on', async ({ page, request }) => {
  await page.goto('/upload');
  await page.getByTestId('file-input').setInputFiles({
    name: 'qc-edited.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(`${SEED_002}\nedited through the form\n`),
  });
  const preview = page.locator('[data-file="qc-edited.txt"]');
  await expect(preview.locator('[data-run-preview]')).toHaveCount(2);
  await expect(preview.getByLabel('Title of run 1')).toHaveValue('关闭QC');
  // every tag line in sight, none scrolled out of its box (three rows showed three of six: a DBA's pass)
  const box = preview.getByLabel('Tags of run 1');
  expect(
    await box.evaluate((t) => [t.scrollHeight <= t.clientHeight + 1, (t as HTMLTextAreaElement).value.split('\n').length > 3]),
  ).toEqual([true, true]);
  await preview.getByLabel('Title of run 2').fill('QC on — edited');
  await preview.getByLabel('Tags of run 1').fill('query_cache=off\nbox=lab-1');
  await page.getByRole('button', { name: 'Save 2 runs from 1 file' }).click();
  const status = page.getByRole('status').filter({ hasText: 'qc-edited.txt: stored 2 runs' });
  await expect(status).toBeVisible();

  // the file's runs in its order, each linked by its id
  const links = status.getByRole('link', { name: /^run #\d+$/ });
  await expect(links).toHaveCount(2);
  const ids = await Promise.all([0, 1].map(async (n) => Number((await links.nth(n).getAttribute('href'))?.split('/').pop())));
  const [first, second] = await Promise.all(ids.map(async (id) => (await request.get(`/api/runs/${id}`)).json()));
  expect(first).toMatchObject({ title: '关闭QC', tags: { query_cache: 'off', box: 'lab-1' } });
  expect(first.tags).not.toHaveProperty('tool');
  expect(second).toMatchObject({ title: 'QC on — edited', tags: { tool: 'sysbench', query_cache: 'on' } });
  expect(second.tags).not.toHaveProperty('box');
  // the figures are each run's own: the edit did not move to the other run
  expect(first.metrics.tps).toBe(2827.56);
  expect(second.metrics.tps).toBe(2195.39);

  // a re-parse says what it did (it came back to the same page without a word), and keeps the edits
  await page.goto(`/runs/${ids[1]}`);
  await page.getByRole('button', { name: 'Re-parse upload' }).click();
  await expect(page.locator('[data-notice="done"]')).toHaveText(
    /Re-parsed with parser version \d+: 2 runs read again; none added or removed\./,
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('QC on — edited');
  expect((await (await request.get(`/api/runs/${ids[1]}`)).json()).metrics.tps).toBe(2195.39);
});

test('a pgbench run’s tags box speaks its words: clients=16, and a test= and clients= typed there name its test and concurrency', async ({
  page,
  request,
}) => {
  await page.goto('/upload');
  await page.getByTestId('file-input').setInputFiles({
    name: 'pg-edited.log',
    mimeType: 'text/plain',
    buffer: Buffer.from(
      `${readFileSync(path.resolve('tests/fixtures/synthetic/pgbench-9.4-progress.log'), 'utf8')}\n# edited in the form\n`,
    ),
  });
  const box = page.locator('[data-file="pg-edited.log"]').getByLabel('Tags of run 1');
  // as the run's page shows it (it read threads=16, which the server takes for -j and refuses)
  await expect(box).toHaveValue(/^clients=16$/m);
  await expect(box).not.toHaveValue(/^threads=/m);
  const testShown = page.locator('[data-file="pg-edited.log"] [data-run-test]');
  await expect(testShown).toHaveText('tpcb');
  await box.fill((await box.inputValue()).replace('clients=16', 'clients=24').replace(/^test=.*$/m, 'test=tpcb-edited'));
  // the test column says what saving will store: the test its tags name over the log's
  await expect(testShown).toHaveText('tpcb-edited');
  // its title, made of its test, clients and file (the log names none), follows the tags
  const title = page.locator('[data-file="pg-edited.log"]').getByLabel('Title of run 1');
  await expect(title).toHaveValue('tpcb-edited · 24 clients (pg-edited.log)');
  await page.getByRole('button', { name: 'Save 1 run from 1 file' }).click();
  const status = page.getByRole('status').filter({ hasText: 'pg-edited.log: stored 1 run' });
  await expect(status).toBeVisible();
  const id = Number((await status.getByRole('link', { name: /^run #\d+$/ }).getAttribute('href'))?.split('/').pop());
  const run = await (await request.get(`/api/runs/${id}`)).json();
  expect(run).toMatchObject({
    title: 'tpcb-edited · 24 clients (pg-edited.log)',
    test: 'tpcb-edited',
    threads: 24,
    tags: { threads: '24', test: 'tpcb-edited' },
    setByHand: ['test', 'threads'],
  });
  expect(run.tags).not.toHaveProperty('clients');
  // its heading says which of them a person set, and what the log printed (a re-parse keeps them)
  await page.goto(`/runs/${id}`);
  const heading = page.getByText(/· tpcb-edited/);
  await expect(heading).toContainText('tpcb-edited (set by hand) · 24 clients (set by hand; its log printed 16 clients)');
  // when it was added, in UTC, saying so
  await expect(page.getByText(/^added \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC$/)).toBeVisible();
  // edited again on its page, its title left as it was: the title follows the clients
  const tags = page.getByLabel('Tags (key=value, one per line)');
  await tags.fill((await tags.inputValue()).replace('clients=24', 'clients=32'));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('tpcb-edited · 32 clients (pg-edited.log)');
});

test('a bare sysbench 1.x log names no test: the preview offers the one its file name names, taken only when asked', async ({
  page,
  request,
}) => {
  const log = readFileSync(path.resolve('prisma/demo/mariadb-10.11/sysbench-1.x/mutex_t8.log'), 'utf8');
  await page.goto('/upload');
  await page.getByTestId('file-input').setInputFiles([
    { name: 'mutex_t8-hinted.log', mimeType: 'text/plain', buffer: Buffer.from(`${log}\n# taken from the file name\n`) },
    { name: 'mutex_t8-unasked.log', mimeType: 'text/plain', buffer: Buffer.from(`${log}\n# not taken\n`) },
  ]);
  const hinted = page.locator('[data-file="mutex_t8-hinted.log"]');
  const unasked = page.locator('[data-file="mutex_t8-unasked.log"]');
  const offer = hinted.getByRole('button', { name: 'test=mutex?' });
  await expect(offer).toBeVisible();
  await expect(unasked.getByRole('button', { name: 'test=mutex?' })).toBeVisible();
  const tags = hinted.getByLabel('Tags of run 1');
  const before = await tags.inputValue();
  await offer.click();
  await expect(tags).toHaveValue(`${before.trimEnd()}${before.trim() ? '\n' : ''}test=mutex`);
  await expect(offer).toHaveCount(0);
  // the test column says what saving will store; the other file's still none
  await expect(hinted.locator('[data-run-test]')).toHaveText('mutex');
  // its title was made from the file (no title in the log) and not edited: it names the test taken
  await expect(hinted.getByLabel('Title of run 1')).toHaveValue('mutex · 8 threads (mutex_t8-hinted.log)');
  await expect(unasked.getByLabel('Title of run 1')).toHaveValue('sysbench · 8 threads (mutex_t8-unasked.log)');
  await expect(unasked.locator('[data-run-test]')).toHaveText('—');
  await page.screenshot({ path: 'test-results/screens/upload-test-hint.png', fullPage: true });
  await page.getByRole('button', { name: 'Save 2 runs from 2 files' }).click();
  const status = page.getByRole('status').filter({ hasText: 'mutex_t8-hinted.log: stored 1 run' });
  await expect(status).toContainText('mutex_t8-unasked.log: stored 1 run');
  // each file's run, in the order the files were chosen
  const links = status.getByRole('link', { name: /^run #\d+$/ });
  await expect(links).toHaveCount(2);
  const [taken, left] = await Promise.all([0, 1].map(async (n) => Number((await links.nth(n).getAttribute('href'))?.split('/').pop())));
  expect(await (await request.get(`/api/runs/${taken}`)).json()).toMatchObject({
    test: 'mutex',
    title: 'mutex · 8 threads (mutex_t8-hinted.log)',
  });
  expect((await (await request.get(`/api/runs/${left}`)).json()).test).toBeNull();
});
