// A run's steady state from its intervals (issue 13): the warm-up MSER-5 cuts, the mean of the rest
// with a batch-means interval, the CV, stalls. Checked against the log itself: the mean shown is
// the mean of the printed interval tps after the cut.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

const LOG = 'prisma/demo/mariadb-10.11/repeats/oltp_read_only_t4_qc-on_r1.log';

test('our qc-on repeat 1: warm-up, steady mean (the log’s intervals after the cut), interval, CV', async ({ page }) => {
  const tps = [...readFileSync(LOG, 'utf8').matchAll(/^\[ *\d+s \] thds: \d+ tps: ([\d.]+)/gm)].map((m) => Number(m[1]));
  expect(tps).toHaveLength(20);
  await page.goto('/runs?q=qc-on+r1');
  await page
    .getByRole('link', { name: /oltp read only t4 qc-on r1/ })
    .first()
    .click();
  const panel = page.getByTestId('steady-state');
  await expect(panel).toBeVisible();
  const cut = Number(await panel.locator('[data-warmup]').getAttribute('data-warmup'));
  expect(cut % 5).toBe(0);
  expect(cut).toBeLessThanOrEqual(10);
  const steady = tps.slice(cut);
  const mean = steady.reduce((a, b) => a + b, 0) / steady.length;
  await expect(panel.locator('[data-steady-mean]')).toHaveText(`${mean.toLocaleString('en-US', { maximumFractionDigits: 2 })} tps`);
  // batch means need 20 steady intervals; this 20-second run keeps fewer once its warm-up is cut
  await expect(panel.locator('[data-steady-ci]')).toHaveText(
    steady.length >= 20 ? /^[\d,]+\.?\d* – [\d,]+\.?\d* \(10 batches\)$/ : 'too few intervals',
  );
  await expect(panel.locator('[data-steady-cv]')).toHaveText(/^\d+\.\d%$/);
  await page.screenshot({ path: 'test-results/screens/steady-state.png', fullPage: true });
});

test('a steady-state mean is never set against a printed figure: no change, "≠ basis", and why', async ({ page, request }) => {
  // the same repeat twice: once as logged, once with its interval lines taken out (it keeps what it printed)
  const log = readFileSync(LOG, 'utf8');
  const bare = log
    .split('\n')
    .filter((line) => !line.startsWith('['))
    .join('\n');
  // its command line at its top, as the demo's .cmd gives it: the same test, so one table
  const command = readFileSync(LOG.replace(/\.log$/, '.cmd'), 'utf8');
  const response = await request.post('/api/uploads', {
    multipart: { files: { name: 'qc-on-r1-no-intervals.log', mimeType: 'text/plain', buffer: Buffer.from(`${command}\n${bare}\n`) } },
  });
  expect(response.status()).toBe(201);
  const bareId = (await response.json()).results[0].runIds[0] as number;
  await page.goto('/runs?q=qc-on+r1');
  const href = await page
    .getByRole('link', { name: /oltp read only t4 qc-on r1/ })
    .first()
    .getAttribute('href');
  const loggedId = Number(href?.split('/').pop());
  await page.goto(`/compare?runs=${bareId},${loggedId}&basis=steady`);
  const tps = page.getByTestId('metrics-table').locator('tr[data-metric-row="tps"]');
  await expect(tps.locator(`td[data-run="${loggedId}"] [data-mixed-basis]`)).toHaveText('≠ basis');
  await expect(tps.locator(`td[data-run="${loggedId}"] [data-delta]`)).toHaveCount(0);
  await expect(page.getByTestId('mixed-basis-note')).toContainText('the baseline #1 kept what its log printed');
  // printed against printed: the change is back
  await page.goto(`/compare?runs=${bareId},${loggedId}`);
  await expect(tps.locator(`td[data-run="${loggedId}"] [data-delta]`)).toHaveText(/^[+−±]/);
  await expect(page.getByTestId('mixed-basis-note')).toHaveCount(0);
});
