// Every chart's SVG and PNG export holds the chart as drawn: its title, every series, the axes'
// labels and the legend — not the first <svg> of the frame (which was a 28×28 legend icon) — and
// the PNG is that picture at 2×, with ink on it. The files are opened and read, not only saved.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import Papa from 'papaparse';

const SCREENS = 'test-results/screens';
mkdirSync(SCREENS, { recursive: true });

function xml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

async function download(page: Page, figure: Locator, kind: 'SVG' | 'PNG') {
  const file = page.waitForEvent('download');
  await figure.getByRole('button', { name: kind, exact: true }).click();
  const saved = await file;
  expect(saved.suggestedFilename()).toMatch(new RegExp(`\\.${kind.toLowerCase()}$`));
  return readFileSync((await saved.path()) ?? '');
}

/** Width, height and the share of pixels that differ from the top-left (background) pixel. */
async function inkOf(page: Page, png: Buffer): Promise<{ width: number; height: number; ink: number }> {
  return page.evaluate(async (base64) => {
    const img = new Image();
    img.src = `data:image/png;base64,${base64}`;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no canvas');
    ctx.drawImage(img, 0, 0);
    const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
    let ink = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i] !== data[0] || data[i + 1] !== data[1] || data[i + 2] !== data[2]) ink += 1;
    return { width: canvas.width, height: canvas.height, ink: ink / (data.length / 4) };
  }, png.toString('base64'));
}

/** Exports `figure` both ways and checks each file against what the page shows. */
async function expectExportsOf(page: Page, figure: Locator, screenshot: string) {
  await figure.scrollIntoViewIfNeeded();
  // the title its image carries: the figure's heading, or more where the page says what the image alone would not (which run)
  const title = (await figure.getAttribute('data-export-title'))?.trim() ?? '';
  const legend = (await figure.locator('.recharts-legend-item-text').allTextContents()).map((t) => t.trim()).filter(Boolean);
  // each line of an axis label (a category's name wraps: "latency" then "95th pct")
  const ticks = (await figure.locator('.recharts-cartesian-axis-tick-value tspan').allTextContents()).map((t) => t.trim()).filter(Boolean);
  const marks = await figure
    .locator('.recharts-line-curve, .recharts-bar-rectangle path, .recharts-area-area, [data-chart-surface] rect')
    .count();
  const content = (await figure.locator(':scope > div').first().boundingBox()) ?? { width: 0, height: 0 };
  expect(title).not.toBe('');
  expect(marks, `${title}: the page draws something`).toBeGreaterThan(0);

  const svg = (await download(page, figure, 'SVG')).toString('utf8');
  const root = /^<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  expect(root).toContain('xmlns="http://www.w3.org/2000/svg"');
  const width = Number(/\bwidth="(\d+)"/.exec(root)?.[1]);
  const height = Number(/\bheight="(\d+)"/.exec(root)?.[1]);
  // the whole chart: as wide as the frame's content and taller (the title band), not an icon
  expect(width, title).toBe(Math.ceil(content.width));
  expect(height, title).toBeGreaterThan(Math.ceil(content.height));
  expect(svg, 'the title').toContain(`>${xml(title)}</text>`);
  // what its runs share, under the title, each fact whole on one of its lines (a PNG said only "#1 glibc")
  const subtitle = (await figure.getAttribute('data-export-subtitle'))?.trim();
  if (subtitle) for (const fact of subtitle.split(' · ')) expect(svg, `the subtitle's ${fact}`).toContain(xml(fact));
  for (const label of legend) expect(svg, `legend entry ${label}`).toContain(`>${xml(label)}</text>`);
  for (const tick of ticks) expect(svg, `axis label ${tick}`).toContain(`>${xml(tick)}<`);
  expect((svg.match(/<(path|rect)\b/g) ?? []).length, `${title}: every series`).toBeGreaterThanOrEqual(marks);

  const png = await download(page, figure, 'PNG');
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual({ width: 2 * width, height: 2 * height });
  const drawn = await inkOf(page, png);
  expect(drawn.ink, `${title}: the PNG has a chart on it`).toBeGreaterThan(0.01);
  // kept next to the screenshot of the figure, to look at side by side
  writeFileSync(`${SCREENS}/${screenshot}-exported.png`, png);
  writeFileSync(`${SCREENS}/${screenshot}-exported.svg`, svg);
  await figure.screenshot({ path: `${SCREENS}/${screenshot}.png` });
}

async function expectAllExports(page: Page, name: string, expected: number) {
  const figures = page.locator('[data-chart]');
  await expect(figures).toHaveCount(expected);
  for (let i = 0; i < expected; i += 1) await expectExportsOf(page, figures.nth(i), `export-${name}-${i}`);
}

test('run pages: the intervals chart, and the latency histogram', async ({ page }) => {
  for (const [query, title, name] of [
    ['t4+base+ri1', /oltp read write t4 base ri1/, 'run-intervals'],
    ['point+select+t4+base+hist', /oltp point select t4 base hist/, 'run-histogram'],
  ] as const) {
    await page.goto(`/runs?q=${query}`);
    await page.getByRole('link', { name: title }).first().click();
    await expect(page.locator('[data-chart] .recharts-line').first()).toBeVisible();
    await expectAllExports(page, name, await page.locator('[data-chart]').count());
    if (name === 'run-intervals') {
      // which run the image shows travels with it (a walkthrough's wiki paste read only "Over time")
      const heading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
      const svg = readFileSync(`${SCREENS}/export-run-intervals-0-exported.svg`, 'utf8');
      expect(svg).toContain(`>${xml(`${heading}: over time`)}</text>`);
    }
  }
  await expect(page.locator('[data-chart*="histogram"]')).toHaveCount(1);
});

test('compare: a thread sweep (bars, intervals overlay, scaling)', async ({ page }) => {
  await page.goto('/runs?q=base+sweep');
  const ids: number[] = [];
  for (const threads of [1, 4, 16]) {
    const href = await page
      .getByRole('link', { name: new RegExp(`t${threads} base sweep`) })
      .first()
      .getAttribute('href');
    ids.push(Number(/\/runs\/(\d+)/.exec(href ?? '')?.[1]));
  }
  await page.goto(`/compare?runs=${ids.join(',')}`);
  await expect(page.getByTestId('scaling-chart').locator('.recharts-line')).toHaveCount(1);
  const count = await page.locator('[data-chart]').count();
  expect(count).toBeGreaterThanOrEqual(3);
  await expectAllExports(page, 'sweep', count);
  // the bars' images say what was measured: the benchmark and the server the three runs share
  const shared = await page.locator('[data-chart^="compare-throughput"]').first().getAttribute('data-export-subtitle');
  expect(shared).toMatch(/^sysbench · oltp_read_write · .*MariaDB 10\.11\.19/);
  expect(readFileSync(`${SCREENS}/export-sweep-0-exported.svg`, 'utf8')).toContain('>sysbench · oltp_read_write');
  // …and so does the scaling chart's (it had its title only: a DBA's pass), without the counts: they are its axis
  const scaling = await page.locator('[data-chart^="compare-scaling"]').first().getAttribute('data-export-subtitle');
  expect(scaling).toMatch(/^sysbench · oltp_read_write · .*MariaDB 10\.11\.19/);
  expect(scaling).not.toMatch(/threads/);
});

test('compare: the intervals overlay’s image says what its runs share, as the bars’ do (a DBA’s pass)', async ({ page }) => {
  await page.goto('/runs?q=legacy+oltp+rw+t4+ri1');
  const href = await page
    .getByRole('link', { name: /legacy oltp rw t4 ri1/ })
    .first()
    .getAttribute('href');
  await page.goto(`/compare?runs=${/\/runs\/(\d+)/.exec(href ?? '')?.[1]}`);
  const overTime = page.locator('[data-chart^="compare-intervals"]').first();
  await expect(overTime).toBeVisible();
  expect(await overTime.getAttribute('data-export-subtitle')).toMatch(/^sysbench · oltp · .*MariaDB 10\.11\.19/);
});

test('compare: sql-bench seconds per test, and the matrix', async ({ page }) => {
  await page.goto('/projects');
  await page.getByRole('link', { name: 'MySQL 5.1 InnoDB vs plugin vs tcmalloc vs 5.5 (2 CPU, 4 GB, one disk)' }).click();
  await page.getByRole('link', { name: 'Compare this project' }).click();
  await expect(page.getByRole('heading', { name: 'Compare', exact: true })).toBeVisible();
  await expectExportsOf(page, page.locator('[data-chart="compare-sql-bench-tests"]').first(), 'export-sql-bench');
  expect(await page.locator('[data-chart="compare-sql-bench-tests"]').first().getAttribute('data-export-subtitle')).toMatch(/^sql-bench/);

  await page.goto('/projects');
  await page.getByRole('link', { name: 'MariaDB vs MySQL: sysbench percent matrix' }).click();
  await page.getByRole('link', { name: /MariaDB q\/s \/ MySQL q\/s \* 100/ }).click();
  await expect(page.locator('[data-chart-surface]')).toBeVisible();
  await expectExportsOf(page, page.locator('[data-chart]').first(), 'export-matrix');
  // the document's note on its glitch, and what hatching means, travel with the image (they were
  // under it on the page only: the exported insert geomean read as a wrong mean of its row)
  const svg = readFileSync(`${SCREENS}/export-matrix-exported.svg`, 'utf8');
  expect(svg).toContain('>† insert / 4: insert/4 is a glitch');
  expect(svg).toContain('>Hatched cells are left out of the geometric means.');
  // its CSV is the table as shown: a row per test, a column per thread count named by its axis, the
  // figures as printed, the geomeans, and the glitch left out (it was a long list without them: a DBA's pass)
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV' }).first().click();
  const csv = Papa.parse<Record<string, string>>(readFileSync((await (await download).path()) ?? '', 'utf8').trim(), { header: true });
  const [first, second] = csv.meta.fields ?? [];
  expect(first).toMatch(/test/i);
  expect(second).toMatch(/ 1$/);
  const insert = csv.data.find((row) => row[first ?? ''] === 'insert');
  expect(insert).toMatchObject({ geomean: '124.59', left_out: '4', notes: '4: insert/4 is a glitch' });
  expect(Object.values(insert ?? {})).toContain('181.50');
  expect(csv.data.at(-1)).toMatchObject({ [first ?? '']: 'geomean', geomean: '105.93' });
});
