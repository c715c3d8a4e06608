// A sweep uploaded as one file per run (what CI and a DBA's loop write): the result names each run by
// its id, and leads on to their comparison. A walkthrough's twelve files read "run 1" twelve times,
// and nothing led to comparing them: the runs list, twelve boxes to tick.
import path from 'node:path';
import { expect, test } from '@playwright/test';

test('three files of one run each: each run linked by its id, and one link compares the three', async ({ page }) => {
  const dir = path.resolve('prisma/demo/mariadb-10.11/repeats');
  await page.goto('/upload');
  await page
    .getByTestId('file-input')
    .setInputFiles(
      ['oltp_read_only_t4_qc-on_r3.log', 'oltp_read_only_t4_qc-on_r4.log', 'oltp_read_only_t4_qc-on_r5.log'].map((f) => path.join(dir, f)),
    );
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
});
