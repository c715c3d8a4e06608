// sysbench fileio and memory report MiB/s over time, not transactions: their runs' charts draw those
// columns and name them as the run's intervalUnits says (real sysbench 1.0.20 logs), never "reads/s".
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';

async function uploadAndOpen(page: Page, name: string): Promise<void> {
  const response = await page.request.post('/api/uploads', {
    multipart: { files: { name, mimeType: 'text/plain', buffer: readFileSync(`tests/fixtures/sysbench-1.0.20-debian/${name}`) } },
  });
  expect(response.status()).toBe(201);
  const { results } = await response.json();
  await page.goto(`/runs/${results[0].runIds[0]}`);
}

test('a fileio run: MiB/s read and written over time, fsyncs/s one click away', async ({ page }) => {
  await uploadAndOpen(page, 'fileio_rndrw_ri1.log');
  const chart = page.locator('[data-chart$="-intervals"]');
  const legend = chart.locator('.recharts-legend-item-text');
  await expect(legend.filter({ hasText: /^MiB\/s read$/ })).toBeVisible();
  await expect(legend.filter({ hasText: /^MiB\/s written$/ })).toBeVisible();
  await expect(legend.filter({ hasText: 'fsyncs/s' })).toHaveCount(0);
  const fsyncs = chart.getByRole('checkbox', { name: 'fsyncs/s' });
  await expect(fsyncs).not.toBeChecked();
  await fsyncs.check();
  await expect(legend.filter({ hasText: 'fsyncs/s' })).toBeVisible();
  await expect(chart.getByText(/^reads\/s$/)).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screens/fileio-intervals.png', fullPage: true });
});

test('a memory run: the MiB/s it transferred each second', async ({ page }) => {
  await uploadAndOpen(page, 'memory_write_ri1.log');
  const chart = page.locator('[data-chart$="-intervals"]');
  await expect(chart.locator('.recharts-legend-item-text', { hasText: /^MiB\/s transferred$/ })).toBeVisible();
  // two points: the line has a path
  await expect(chart.locator('.recharts-line-curve').first()).toHaveAttribute('d', /M.+L/);
});

test('two fileio runs compared: their MiB/s over time drawn and named, not a blank tps chart', async ({ page }) => {
  const ids: number[] = [];
  for (const [dir, name] of [
    ['sysbench-1.0.20-debian', 'fileio_rndrw_ri1.log'],
    ['synthetic', 'sysbench-1.0-fileio-intervals.log'],
  ]) {
    const response = await page.request.post('/api/uploads', {
      multipart: { files: { name: name as string, mimeType: 'text/plain', buffer: readFileSync(`tests/fixtures/${dir}/${name}`) } },
    });
    expect(response.status()).toBeLessThan(300);
    ids.push((await response.json()).results[0].runIds[0]);
  }
  await page.goto(`/compare?runs=${ids.join(',')}`);
  const chart = page.locator('[data-chart="compare-intervals"]');
  await chart.scrollIntoViewIfNeeded();
  await expect(chart.getByText('MiB/s read + written over time')).toBeVisible();
  // both runs have a line with points: 714.63 + 476.42 MiB/s at 1 s, …
  const curves = chart.locator('.recharts-line-curve');
  await expect(curves).toHaveCount(2);
  for (const curve of await curves.all()) await expect(curve).toHaveAttribute('d', /M.+L/);
  await expect(chart.getByText(/^tps over time$/)).toHaveCount(0);
  // no claim about stalls it did not look for: stalls are found in tps and events/s
  await expect(chart.getByText(/Stalls and steady-state means are taken of tps and events\/s, not of MiB\/s/)).toBeVisible();
  await expect(chart.getByText(/No stalls/)).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screens/fileio-compare.png', fullPage: true });
});
