// One machine described in two words became two hosts; an editor merges one into the other from its
// page: the runs move, the hardware the kept host did not know comes with them, the merged name is
// listed as an alias, and the merged host's page is gone.
import { expect, test } from '@playwright/test';
import { sysbenchLog } from '../../support/sysbench-log';

test('a host merged into another: its runs, its disks and its name go there', async ({ page }) => {
  const stamp = Date.now();
  for (const [head, night] of [
    ['Our box: 12 CPU, 48 GB RAM.', 1],
    ['Hardware: 12 CPUs, 48GB RAM, three SATA disks', 2],
  ] as const) {
    const name = `host-merge-${stamp}-${night}.log`;
    const text = `${head}\n\n${sysbenchLog({ intervals: 5, banner: `host merge ${stamp} night ${night}`, run: night })}`;
    const response = await page.request.post('/api/uploads', {
      multipart: { files: { name, mimeType: 'text/plain', buffer: Buffer.from(text) }, manifest: JSON.stringify({}) },
    });
    expect(response.status()).toBe(201);
  }
  await page.goto('/hosts');
  await page.getByRole('link', { name: '12 CPU, 48 GB RAM, SATA', exact: true }).click();
  await expect(page).toHaveURL(/\/hosts\/\d+$/);
  const merged = page.url();
  const form = page.getByRole('form', { name: 'Merge this host' });
  // the host of the same CPU count and memory is offered first, said so
  await expect(form.locator('option').nth(1)).toHaveText('12 CPU, 48 GB RAM (same CPUs and memory)');
  await form.getByLabel('The same machine as').selectOption({ label: '12 CPU, 48 GB RAM (same CPUs and memory)' });
  await form.getByRole('button', { name: 'Merge into it' }).click();
  await expect(page).toHaveURL(/\/hosts\/\d+\?merged=1$/);
  await expect(page.getByRole('heading', { name: '12 CPU, 48 GB RAM', exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Merged:' })).toBeVisible();
  await expect(page.getByTestId('host-aliases')).toContainText('Also described as: 12 CPU, 48 GB RAM, SATA');
  // both nights are its runs now, and the disks only the merged description named
  await expect(page.getByText('Runs on this host (2)')).toBeVisible();
  await expect(page.getByText(/disks \(how many: not stated\).*rotational/)).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/host-merged.png', fullPage: true });
  expect((await page.goto(merged))?.status()).toBe(404);
});
