// Is the difference real? Not always: five of our own repeats of one configuration, uploaded as two
// "configurations" (half=a: r1–r3, half=b: r4–r5), differ in their medians by noise alone. The compare
// page must say `~` (not a percentage) with the Mann-Whitney p-value. Named to run after
// single-user.spec, which counts the runs of this server.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

const REPEAT = (r: number) => `prisma/demo/mariadb-10.11/repeats/oltp_read_only_t4_qc-off_r${r}.log`;

async function upload(request: import('@playwright/test').APIRequestContext, repeats: number[], tags: string): Promise<number[]> {
  const form = new FormData();
  for (const r of repeats) form.append('files', new Blob([readFileSync(REPEAT(r))], { type: 'text/plain' }), `qc-off-r${r}.log`);
  form.append('manifest', JSON.stringify({ tags, files: [] }));
  const response = await request.post('/api/uploads', { multipart: form });
  expect(response.status()).toBe(201);
  const body = (await response.json()) as { results: { ok: boolean; runIds: number[] }[] };
  expect(body.results.every((r) => r.ok)).toBe(true);
  return body.results.flatMap((r) => r.runIds);
}

test('a difference within the noise of the repeats shows ~ and its p-value, not a percentage', async ({ page, request }) => {
  const a = await upload(request, [1, 2, 3], 'half=a');
  const b = await upload(request, [4, 5], 'half=b');
  expect(a).toHaveLength(3);
  expect(b).toHaveLength(2);
  await page.goto(`/compare?runs=${[...a, ...b].join(',')}&baseline=${a[0]}`);
  const table = page.getByTestId('repeats-table');
  const half = (v: string) => table.locator(`tr[data-configuration*="half=${v}"]`);
  await expect(half('a').locator('[data-n]')).toHaveText('3');
  await expect(half('b').locator('[data-n]')).toHaveText('2');
  // medians as printed: 2,056.54 (r1–r3: 2,056.54, 1,825.12, 2,089.20) and 2,210.27 (r4, r5: 1,953.81, 2,466.74; their mean is 2,210.2749… in binary)
  await expect(half('a').locator('[data-median]')).toHaveText('2,056.54');
  await expect(half('b').locator('[data-median]')).toHaveText('2,210.27');
  // exact Mann-Whitney U for 3 vs 2 with U = 2: two-sided p = 2 × 4/10
  // 3 against 2 can never reach p < 0.05 (2/10 at best): too few to tell, the change shown uncoloured
  await expect(half('b').locator('[data-p]')).toHaveText('p = 0.800 (too few runs to tell at p < 0.05; their ranges overlap)');
  await expect(half('b').locator('[data-delta]')).toHaveText('+7.48%');
  await expect(half('b').locator('[data-delta]')).toHaveAttribute('data-verdict', 'neutral');
  await page.screenshot({ path: 'test-results/screens/compare-not-significant.png', fullPage: true });
});
