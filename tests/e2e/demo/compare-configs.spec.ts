// Configurations compared: what the files set differs (not what only a dump names), and dozens of
// differences folded, sent once as data, drawn when unfolded and exported whole.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import Papa from 'papaparse';

const runOfConfig = async (page: import('@playwright/test').Page, config: string) => {
  await page.goto('/configs');
  await page.getByRole('link', { name: config, exact: true }).click();
  const href = await page.locator('main a[href^="/runs/"]').first().getAttribute('href');
  return Number(/\/runs\/(\d+)/.exec(href ?? '')?.[1]);
};

test('a short my.cnf against a my.cnf with SHOW GLOBAL VARIABLES: what the files set differs, not the 600 variables only the dump names', async ({
  page,
}) => {
  const ids = [
    await runOfConfig(page, 'mysql参数配置 + 关闭QC'),
    await runOfConfig(page, 'mariadb-10.11_base-qc-off (my.cnf, SHOW GLOBAL VARIABLES, start command)'),
  ];
  await page.goto(`/compare?runs=${ids.join(',')}`);
  const heading = page.getByRole('heading', { name: /^Configuration \(\d+ entries differ\)$/ });
  await expect(heading).toBeVisible();
  const count = Number(/\((\d+) entries/.exec((await heading.textContent()) ?? '')?.[1]);
  // the two my.cnf files set 10 and 26 keys; the dump lists 657 variables (655 differed before)
  expect(count).toBeGreaterThan(5);
  expect(count).toBeLessThan(40);
  const table = page.locator('section').filter({ has: page.getByRole('heading', { name: 'What differs' }) });
  // past 25 rows the table is folded (the start command's options count as set)
  const showAll = table.getByText(/^Show all \d+ differences$/);
  if ((await showAll.count()) > 0) await showAll.click();
  // set by the short my.cnf (11G) and listed by the dump (512M): a difference, both values shown
  await expect(table.locator('tr').filter({ hasText: 'innodb_buffer_pool_size' })).toContainText('11G');
  await expect(table.locator('tr').filter({ hasText: 'innodb_buffer_pool_size' })).toContainText('512M');
  // only the dump names it: unknown for the short my.cnf, so not a difference
  await expect(table.getByText('allow_suspicious_udfs')).toHaveCount(0);
});

test('dozens of configuration differences are folded, sent once as data, drawn when unfolded, exported whole', async ({ page }) => {
  // two my.cnf files that share little: every key one sets and the other does not differs
  const ids = [await runOfConfig(page, '配置文件:很多位置信息都被隐掉了'), await runOfConfig(page, 'mysql参数配置 + 关闭QC')];
  await page.goto(`/compare?runs=${ids.join(',')}`);
  const folded = page.locator('[data-folded-differences]');
  const count = Number(await folded.getAttribute('data-folded-differences'));
  expect(count).toBeGreaterThan(25);
  await expect(page.getByRole('heading', { name: `Configuration (${count} entries differ)` })).toBeVisible();
  await expect(folded.locator('[data-diff-key]')).toHaveCount(0);
  await folded.getByText(`Show all ${count} differences`).click();
  await expect(folded.locator('[data-diff-key]')).toHaveCount(count);
  const keys = await folded.locator('[data-diff-key]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-diff-key')));
  // the CSV holds every row, in the table's order
  const panel = page
    .locator('div')
    .filter({ has: page.getByRole('heading', { name: /^Configuration \(/ }) })
    .last();
  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'CSV' }).first().click();
  const csv = readFileSync((await (await download).path()) ?? '', 'utf8');
  const rows = Papa.parse<string[]>(csv.trim()).data;
  expect(rows).toHaveLength(count + 1);
  expect(rows.slice(1).map((row) => row[0])).toEqual(keys);
});
