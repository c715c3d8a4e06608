// A run too big to show whole (15,000 intervals, ≈2 MB): the pages stay small and still trace every
// figure to its line; exports are complete; hostile titles are text in the browser's CSV.
// Runs after app.spec and compare.spec (files run in name order), so their run counts hold.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { sysbenchLog } from '../../support/sysbench-log';

const N = 15_000;
const STALL = 7_500;
const text = sysbenchLog({ intervals: N, stalls: [STALL], banner: 'e2e large run' });

test.describe.configure({ mode: 'serial' });

let runId = 0;
let uploadId = 0;

test('upload a 15,000-interval log', async ({ request }) => {
  const response = await request.post('/api/uploads', {
    multipart: { files: { name: 'large-15000.log', mimeType: 'text/plain', buffer: Buffer.from(text) } },
  });
  expect(response.status()).toBe(201);
  const { results } = await response.json();
  runId = results[0].runIds[0];
  uploadId = results[0].uploadId;
});

test('run page: downsampled chart with bands, a bounded source view, figures still traced', async ({ page }) => {
  const response = await page.goto(`/runs/${runId}`);
  expect((await response?.body())?.length).toBeLessThan(1_500_000);
  const chart = page.locator('[data-chart$="-intervals"]');
  await expect(chart.getByTestId('downsampled')).toContainText('15,000 intervals drawn as 600 points of 25');
  await expect(chart.locator('.recharts-line').first()).toBeVisible();
  await expect(chart.locator('.recharts-area').first()).toBeVisible();
  const source = page.getByTestId('source-lines');
  expect(await source.locator('[id^="L"]').count()).toBeLessThan(1_000);
  await expect(source.locator('[data-gap]').first()).toContainText('more lines');
  const tps = page.locator('[data-metric="metrics.tps"]');
  await tps.getByRole('link', { name: /line \d+/ }).click();
  const line = /#L(\d+)$/.exec(page.url())?.[1];
  await expect(page.locator(`#L${line}`)).toContainText('transactions:');
});

test('document view: 2,000 lines at a time; a link to a line elsewhere moves the window to it', async ({ page }) => {
  await page.goto(`/uploads/${uploadId}`);
  await expect(page.locator('[data-window]')).toHaveAttribute('data-window', '1-2000');
  await expect(page.getByTestId('document-lines').locator('[id^="L"]')).toHaveCount(2_000);
  const target = 14 + STALL; // banner, blank, 12 header lines, then interval 1
  await page.goto(`/uploads/${uploadId}#L${target}`);
  await expect(page).toHaveURL(new RegExp(`from=${target - 100}#L${target}$`));
  await expect(page.locator(`#L${target}`)).toContainText(`[ ${STALL}s ] thds: 4 tps: 0.00`);
  await page
    .getByRole('link', { name: /^lines .* →$/ })
    .first()
    .click();
  await expect(page.locator('[data-window]')).toHaveAttribute('data-window', `${target - 100 + 2_000}-${target - 100 + 3_999}`);
});

test('exports and the text download are complete', async ({ request }) => {
  const json = await (await request.get(`/api/runs/${runId}/export?format=json`)).json();
  expect(json.intervals).toHaveLength(N);
  expect(json.intervals[STALL - 1].tps).toBe(0);
  const csv = await (await request.get(`/api/runs/${runId}/export?format=csv`)).text();
  expect(csv.split('\r\n')).toHaveLength(N + 2); // a header, N rows, each line ending in CRLF
  expect(csv.endsWith('\r\n')).toBe(true);
  const download = await request.get(`/api/uploads/${uploadId}/text`);
  expect(download.headers()['content-disposition']).toContain('large-15000.log');
  expect(await download.text()).toBe(text);
});

test('compare with a demo run: the overlay is downsampled, the stall found; a hostile title is text in the CSV', async ({ page }) => {
  await page.goto(`/runs/${runId}`);
  await page.getByLabel('Title').fill('=HYPERLINK("http://evil.example","x")');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await page.goto('/runs?q=t4+base+ri1');
  const href = await page
    .getByRole('link', { name: /oltp read write t4 base ri1/ })
    .first()
    .getAttribute('href');
  const demoId = Number(/\/runs\/(\d+)/.exec(href ?? '')?.[1]);
  await page.goto(`/compare?runs=${runId},${demoId}`);
  // two kinds (this log names no test: it is known by the queries it ran; the demo run is oltp_read_write): a chart over time each
  const overlay = page.locator('[data-chart^="compare-intervals"]');
  await expect(overlay).toHaveCount(2);
  const big = page.locator('[data-chart="compare-intervals-sysbench-read-write-other-queries-test-not-named"]');
  await expect(big.getByTestId('downsampled')).toContainText('15,000 intervals, 15 per point');
  // the big run's planted stall, and the demo run's 11 s (54.95 tps, 17% of its median: its own page names it too)
  await expect(big).toContainText("1 stalled interval(s) (under 50% of the run's median, from the first interval");
  await expect(page.locator('[data-chart="compare-intervals-sysbench-oltp-read-write"]')).toContainText(
    "1 stalled interval(s) (under 50% of the run's median, from the first interval",
  );
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('region', { name: 'Throughput and latency' }).getByRole('button', { name: 'CSV' }).click(),
  ]);
  const csv = readFileSync((await download.path()) ?? '', 'utf8');
  expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
});
