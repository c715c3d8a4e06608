// A history in time places a run when it ran, where it says (a date= tag, sql-bench's Date of
// test), not when it was uploaded: nightly logs backfilled newest first read backwards, and an old
// log uploaded late was alerted against runs made after it (a DBA's pass, F-HIST-1).
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { anotherRun } from '../../support/another-run';

test('runs uploaded newest first are shown in the order they ran, each step saying when', async ({ page, request }) => {
  const stamp = Date.now();
  const log = readFileSync('prisma/demo/mariadb-10.11/repeats/oltp_read_only_t4_qc-off_r1.log', 'utf8');
  let runs = 0;
  const upload = async (date: string) => {
    // each another run (the same log four times is one run stored twice: one point)
    const text = `${anotherRun(log, ++runs)}\n# run dates e2e ${stamp} ${date}\n`;
    const response = await request.post('/api/uploads', {
      multipart: {
        files: { name: `nightly-${date.replaceAll('/', '-')}.log`, mimeType: 'text/plain', buffer: Buffer.from(text) },
        manifest: JSON.stringify({ tags: `rundates=e2e-${stamp}\ndate=${date}`, projectName: `run dates e2e ${stamp}` }),
      },
    });
    expect(response.status()).toBe(201);
    return ((await response.json()) as { results: { runIds: number[] }[] }).results[0]?.runIds[0] as number;
  };
  const third = await upload('2026-11-30');
  const first = await upload('2026-11-28');
  const second = await upload('2026-11-29');
  // a day/month/year date is no date benchboard reads: that run is placed by its upload, and the page says so
  const unread = await upload('05/11/2026');
  await page.goto(`/series?run=${third}&axis=time`);
  const steps = page.getByTestId('series-steps').locator('tbody tr');
  await expect(steps).toHaveCount(4);
  await expect(steps.locator('[data-step-ran]')).toHaveText(['ran 2026-11-28', 'ran 2026-11-29', 'ran 2026-11-30']);
  await expect(steps.nth(3).locator(`[data-series-run="${unread}"]`)).toBeVisible();
  await expect(page.getByTestId('series-unread-dates')).toContainText(`#${unread}'s date=05/11/2026: not a date benchboard reads`);
  for (const [i, id] of [first, second, third].entries()) await expect(steps.nth(i).locator(`[data-series-run="${id}"]`)).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/series-run-dates.png', fullPage: true });

  // the runs list says it too, under when each was added (the one whose date is unread: nothing)
  await page.goto(`/runs?tag=rundates%3De2e-${stamp}`);
  for (const [id, date] of [
    [first, '2026-11-28'],
    [third, '2026-11-30'],
  ] as const)
    await expect(
      page
        .locator('tbody tr')
        .filter({ has: page.locator(`a[href="/runs/${id}"]`) })
        .locator('[data-run-ran]'),
    ).toHaveText(`ran ${date}`);
  await expect(
    page
      .locator('tbody tr')
      .filter({ has: page.locator(`a[href="/runs/${unread}"]`) })
      .locator('[data-run-ran]'),
  ).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screens/runs-list-run-dates.png', fullPage: true });

  // sorted by when they ran (the header's "ran"): newest first, the unread one placed when it was added (today)
  const order = () =>
    page.locator('tbody tr td:nth-child(2) a[href^="/runs/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  const added = page.getByRole('columnheader', { name: /Added \(UTC\)/ });
  await added.getByRole('link', { name: 'ran', exact: true }).click();
  await expect(page).toHaveURL(/sort=ranAt/);
  await expect(added).toHaveAttribute('aria-sort', 'descending');
  await expect(added.getByRole('link', { name: 'ran ↓' })).toBeVisible();
  await expect.poll(order).toEqual([unread, third, second, first].map((id) => `/runs/${id}`));
  await added.getByRole('link', { name: 'ran ↓' }).click();
  await expect(page).toHaveURL(/sort=ranAt&dir=asc|dir=asc.*sort=ranAt/);
  await expect.poll(order).toEqual([first, second, third, unread].map((id) => `/runs/${id}`));
  // by when they were added: the upload order
  await added.getByRole('link', { name: 'Added (UTC)' }).click();
  await expect(added).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(order).toEqual([unread, second, first, third].map((id) => `/runs/${id}`));
  await page.screenshot({ path: 'test-results/screens/runs-list-by-added.png', fullPage: true });
});
