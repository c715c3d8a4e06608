// Issue 11, item 5: a 12-hour run (21,600 interval lines, one every 2 s) is a small page whose chart
// reads h:mm, counts its 424 error intervals in a few markers, keeps a one-interval burst of ten
// times the run's throughput, and zooms into any range at full resolution (the figures unchanged).
// After large-run.spec (files run in name order): it adds one run to the demo server.
import { expect, type Locator, test } from '@playwright/test';
import { sysbenchLog } from '../../support/sysbench-log';

const N = 21_600;
const EVERY = 2;
const BURST = { at: 12_345, tps: 3_000 };
const ERRORS = Array.from({ length: 424 }, (_, i) => 500 + i * 47);
const text = sysbenchLog({ intervals: N, every: EVERY, bursts: [BURST], errors: ERRORS, reconnects: [7_000], banner: 'e2e 12-hour run' });

test.describe.configure({ mode: 'serial' });

let runId = 0;

const chartOf = (page: import('@playwright/test').Page) => page.locator('[data-chart$="-intervals"]');
// Recharts 3 draws tick and label texts in layers of their own: the time ticks are told by their colon
const textsOf = async (chart: Locator, selector: string) =>
  (await chart.locator(selector).allTextContents()).map((t) => t.trim()).filter(Boolean);
const timeTicksOf = async (chart: Locator) => (await textsOf(chart, '.recharts-cartesian-axis-tick-value')).filter((t) => t.includes(':'));
/** the highest value any y axis reads */
const yMaxOf = async (chart: Locator) =>
  Math.max(
    ...(await textsOf(chart, '.recharts-cartesian-axis-tick-value'))
      .filter((t) => !t.includes(':'))
      .map((t) => Number(t.replace(/,/g, ''))),
  );
/** points of the tps line as drawn: its path's vertices */
const pointsOf = async (chart: Locator) =>
  ((await chart.locator('.recharts-line-curve').first().getAttribute('d')) ?? '').split(/[ML]/).length - 1;

test('upload a 12-hour log', async ({ request }) => {
  const response = await request.post('/api/uploads', {
    multipart: { files: { name: 'twelve-hours.log', mimeType: 'text/plain', buffer: Buffer.from(text) } },
  });
  expect(response.status()).toBe(201);
  runId = (await response.json()).results[0].runIds[0];
});

test('the whole run: under 500 KB of HTML, drawn, an h:mm axis, the burst kept, errors counted in a few markers', async ({ page }) => {
  const response = await page.goto(`/runs/${runId}`);
  expect((await response?.body())?.length).toBeLessThan(500_000);
  const chart = chartOf(page);
  await expect(chart.locator('.recharts-line').first()).toBeVisible();
  await expect(chart.getByTestId('downsampled')).toContainText('21,600 intervals drawn as 600 points of 36');
  expect(await pointsOf(chart)).toBeLessThanOrEqual(600);
  expect(await timeTicksOf(chart)).toEqual(['0:00', '2:00', '4:00', '6:00', '8:00', '10:00', '12:00']);
  await expect(chart.locator('.recharts-label').filter({ hasText: 'time (h:mm)' })).toHaveCount(1);
  // the one-interval burst is a point's max: the tps axis reaches it (the means stay near 300)
  expect(await yMaxOf(chart)).toBeGreaterThanOrEqual(BURST.tps);
  const dots = await chart.locator('.recharts-reference-dot-dot').count();
  expect(dots).toBeGreaterThan(1);
  expect(dots).toBeLessThanOrEqual(18);
  // each marker's label counts its intervals: 424 with errors and 1 with a reconnect, in all
  const counts = (await textsOf(chart, '.recharts-label')).filter((t) => /^\d+$/.test(t)).map(Number);
  expect(counts).toHaveLength(dots);
  expect(counts.reduce((a, b) => a + b, 0)).toBe(ERRORS.length + 1);
  await expect(chart.getByTestId('event-markers')).toContainText('424 intervals reported errors');
  await page.setViewportSize({ width: 1440, height: 900 });
  await chart.screenshot({ path: 'test-results/screens/long-run-chart-1440.png' });
});

// What made the page slow to draw, kept out by its structure (no timings: the machine is shared).
test('what the page is made of: a small HTML with the chart drawn in it, Recharts loaded after the page, one element per source line, sent once as markup and once in the payload', async ({
  page,
}) => {
  const scriptsAfterLoad: string[] = [];
  let loaded = false;
  page.on('load', () => {
    loaded = true;
  });
  page.on('request', (request) => {
    if (loaded && request.resourceType() === 'script') scriptsAfterLoad.push(request.url());
  });
  const response = await page.goto(`/runs/${runId}`);
  const html = (await response?.text()) ?? '';
  // the source view was most of 409 KB: three elements a line, each with its classes, twice; the
  // chart drawn as SVG in the HTML adds ~26 KB
  expect(html.length).toBeLessThan(275_000);
  expect(html).toContain('data-testid="chart-preview"');
  const chart = chartOf(page);
  await expect(chart.locator('.recharts-line').first()).toBeVisible();
  await expect(chart.getByTestId('chart-preview')).toHaveCount(0);
  // Recharts is not first-load JavaScript: it came after the page, and replaced the drawing
  expect(scriptsAfterLoad.length).toBeGreaterThan(0);
  const source = page.getByTestId('source-lines');
  const lines = source.locator('[id^="L"]');
  expect(await lines.count()).toBeGreaterThan(300);
  expect(await source.locator('[id^="L"] *').count(), 'a source line is one element, its number a CSS counter').toBe(0);
  // a line the source view shows (the first interval): in the markup once and in the RSC payload once
  const first = '[ 2s ] thds: 4 tps:';
  await expect(source).toContainText(first);
  expect(html.split(first).length - 1).toBe(2);
  // a line's number is its block's counter: each block starts its counter just before its first line
  const blocks = await source
    .locator('[style*="counter-reset"]')
    .evaluateAll((els) => els.map((el) => [(el as HTMLElement).style.counterReset, el.firstElementChild?.id ?? '']));
  expect(blocks.length).toBeGreaterThan(2);
  for (const [reset, id] of blocks) expect(reset).toBe(`line ${Number(id?.slice(1)) - 1}`);
});

test('without JavaScript the chart is there, read as the chart that replaces it reads: its ticks, its points', async ({
  browser,
  baseURL,
  page,
}) => {
  const bare = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });
  const still = await bare.newPage();
  await still.goto(`/runs/${runId}`);
  const preview = chartOf(still).getByTestId('chart-preview');
  await expect(preview).toBeVisible();
  // tps and latency (qps is unticked at first), each with its min–max band: the run is downsampled
  const paths = await preview.locator('path').evaluateAll((ps) => ps.map((p) => p.getAttribute('d') ?? ''));
  expect(paths).toHaveLength(4);
  const vertices = (d: string) => d.split(/[MLl]/).length - 1;
  const ticks = async (side: string) => (await preview.locator(`[data-tick="${side}"]`).allTextContents()).map((t) => t.trim());
  const drawn = { x: await ticks('x'), left: await ticks('left'), right: await ticks('right') };
  expect(drawn.x).toEqual(['0:00', '2:00', '4:00', '6:00', '8:00', '10:00', '12:00']);
  // the burst of 3,000 tps is inside the left axis
  expect(Number(drawn.left.at(-1)?.replace(/,/g, ''))).toBeGreaterThanOrEqual(BURST.tps);
  await still.screenshot({ path: 'test-results/screens/long-run-no-js-1440.png' });
  await bare.close();

  // the chart that replaces it: the same ticks on every axis, as many points on its tps line
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/runs/${runId}`);
  const chart = chartOf(page);
  await expect(chart.locator('.recharts-line').first()).toBeVisible();
  const rechartsTicks = (await textsOf(chart, '.recharts-cartesian-axis-tick-value')).sort();
  expect(rechartsTicks).toEqual([...drawn.x, ...drawn.left, ...drawn.right].sort());
  expect(vertices(paths[2] ?? '')).toBe(await pointsOf(chart));
});

test('zoom by typing a range: every interval of it drawn, an h:mm:ss axis, the figures unchanged', async ({ page }) => {
  await page.goto(`/runs/${runId}`);
  const mean = await page.locator('[data-steady-mean]').textContent();
  const chart = chartOf(page);
  // the fields' placeholders are the run's own range, as its axis reads it (12 hours: 0:00 to 12:00)
  await expect(chart.getByLabel('from', { exact: true })).toHaveAttribute('placeholder', '0:00');
  await expect(chart.getByLabel('to', { exact: true })).toHaveAttribute('placeholder', '12:00');
  await chart.getByLabel('from', { exact: true }).fill('1:00');
  await chart.getByLabel('to', { exact: true }).fill('1:05:00');
  await chart.getByRole('button', { name: 'Zoom' }).click();
  await expect(page).toHaveURL(new RegExp(`/runs/${runId}\\?from=3600&to=3900$`));
  await expect(chart.getByTestId('zoomed')).toContainText("151 of the run's 21,600 intervals, every one drawn");
  await expect(chart.getByTestId('downsampled')).toHaveCount(0);
  await expect(chart.locator('.recharts-line').first()).toBeVisible();
  expect(await pointsOf(chart)).toBe(151);
  expect(await timeTicksOf(chart)).toEqual(['1:00:00', '1:01:00', '1:02:00', '1:03:00', '1:04:00', '1:05:00']);
  await expect(page.locator('[data-steady-mean]')).toHaveText(mean ?? '');
  await chart.getByTestId('zoom-reset').click();
  await expect(page).toHaveURL(new RegExp(`/runs/${runId}$`));
  await expect(chart.getByTestId('downsampled')).toBeVisible();
});

test('zoom by dragging across the chart; onto the burst, it is a point of its own', async ({ page }) => {
  await page.goto(`/runs/${runId}`);
  const chart = chartOf(page);
  await expect(chart.locator('.recharts-line').first()).toBeVisible();
  const box = await chart.locator('.recharts-cartesian-grid').boundingBox();
  if (!box) throw new Error('no plot area');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.4, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.42, y, { steps: 5 });
  await page.mouse.up();
  await expect(page).toHaveURL(/\?from=\d+&to=\d+$/);
  const url = new URL(page.url());
  const from = Number(url.searchParams.get('from'));
  const to = Number(url.searchParams.get('to'));
  expect(from).toBeGreaterThan(0.35 * N * EVERY);
  expect(to).toBeLessThan(0.47 * N * EVERY);
  await expect(chart.getByTestId('zoomed')).toBeVisible();

  const at = BURST.at * EVERY;
  await page.goto(`/runs/${runId}?from=${at - 300}&to=${at + 300}`);
  await expect(chart.getByTestId('zoomed')).toContainText('301 of the run');
  await expect(chart.locator('.recharts-line').first()).toBeVisible();
  expect(await pointsOf(chart)).toBe(301);
  expect(await yMaxOf(chart)).toBeGreaterThanOrEqual(BURST.tps);
  await chart.screenshot({ path: 'test-results/screens/long-run-zoomed-1440.png' });
});

test('a range that is not a number is refused with its reason', async ({ page }) => {
  const response = await page.goto(`/runs/${runId}?from=1:00&to=3900`);
  expect(response?.status()).toBe(400);
  await expect(page.locator('body')).toContainText('The parameter "from" is not valid');
});
