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
