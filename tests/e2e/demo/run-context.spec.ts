// A run's host, server build and configuration, chosen after upload from its page: a run sent by the
// CLI has none (sysbench's log names none), and its repeats sent with them never grouped with it.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

test('an editor sets a run’s host to none and back from the run page', async ({ page }) => {
  await page.goto('/runs?q=legacy+oltp+rw+t4+ri1');
  await page.getByRole('link', { name: /legacy oltp rw t4 ri1/ }).click();
  await expect(page).toHaveURL(/\/runs\/\d+$/);
  const runUrl = page.url();
  const hostPanel = page.locator('h3', { hasText: 'Host' }).locator('..');
  const host = (await hostPanel.getByRole('link').first().textContent()) ?? '';
  expect(host).not.toBe('');

  await page.getByRole('link', { name: 'Host, server build, configuration and project →' }).click();
  await expect(page.getByRole('heading', { name: 'Host, server build, configuration and project' })).toBeVisible();
  const select = page.locator('select[name="hostId"]');
  expect(await select.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent)).toBe(host);
  await page.screenshot({ path: 'test-results/screens/run-context.png', fullPage: true });
  await select.selectOption({ label: 'none' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(runUrl);
  await expect(hostPanel).toContainText('not recorded');

  // and back, as it was
  await page.goto(`${runUrl}/context`);
  await page.locator('select[name="hostId"]').selectOption({ label: host });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(runUrl);
  await expect(hostPanel.getByRole('link').first()).toHaveText(host);
});

// a run that landed in the wrong project could not be moved anywhere, though a re-upload's result
// said to edit it on its page (a DBA's pass, 2026-12-06). Its own runs and projects: the demo's
// projects are counted by other tests running beside it.
test('an editor moves a run to another project of the team and back', async ({ page, request }) => {
  const stamp = Date.now();
  const upload = async (project: string, n: number) => {
    const log = `${readFileSync('prisma/demo/mariadb-10.11/repeats/oltp_read_only_t4_qc-off_r1.log', 'utf8')}\n# e2e move ${stamp} ${n}\n`;
    const response = await request.post('/api/uploads', {
      multipart: {
        files: { name: `move-${n}.log`, mimeType: 'text/plain', buffer: Buffer.from(log) },
        manifest: JSON.stringify({ projectName: project }),
      },
    });
    expect(response.status()).toBe(201);
    return ((await response.json()) as { results: { runIds: number[] }[] }).results[0]?.runIds[0] as number;
  };
  const from = `e2e move from ${stamp}`;
  const to = `e2e move to ${stamp}`;
  const run = await upload(from, 1);
  await upload(to, 2);
  await page.goto(`/runs/${run}`);
  await expect(page.getByRole('link', { name: from, exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Host, server build, configuration and project →' }).click();
  const select = page.locator('select[name="projectId"]');
  expect(await select.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent)).toBe(from);
  await select.selectOption({ label: to });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/runs/${run}$`));
  await expect(page.getByRole('link', { name: to, exact: true })).toBeVisible();
  // the project's page lists it
  await page.getByRole('link', { name: to, exact: true }).click();
  await expect(page).toHaveURL(/\/projects\/\d+$/);
  await expect(page.locator(`a[href="/runs/${run}"]`).first()).toBeVisible();
  // and back
  await page.goto(`/runs/${run}/context`);
  await page.locator('select[name="projectId"]').selectOption({ label: from });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('link', { name: from, exact: true })).toBeVisible();
});

test('signed out, the page is a 404 for a private run and asks nothing of a public one', async ({ browser }) => {
  const stranger = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  try {
    const visitor = await stranger.newPage();
    const response = await visitor.goto('/runs/2000000000/context');
    expect(response?.status()).toBe(404);
    await visitor.goto('/runs?q=legacy+oltp+rw+t4+ri1');
    await visitor.getByRole('link', { name: /legacy oltp rw t4 ri1/ }).click();
    await expect(visitor).toHaveURL(/\/runs\/\d+$/);
    await visitor.goto(`${visitor.url()}/context`);
    await expect(visitor.getByText('Sign in to edit this run')).toBeVisible();
    await expect(visitor.getByRole('button', { name: 'Save' })).toHaveCount(0);
  } finally {
    await stranger.close();
  }
});

test('an editor sets the host of two selected runs at once; their comparison opens, and it is put back', async ({ page }) => {
  await page.goto('/runs?q=alloc');
  await expect(page.locator('tbody tr').first()).toBeVisible();
  const [first, second] = (
    await page.locator('tbody tr td:nth-child(2) a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))
  )
    .map((href) => Number(/\/runs\/(\d+)/.exec(href)?.[1]))
    .slice(0, 2);
  await page.getByRole('checkbox', { name: `Select run ${first}` }).check();
  await page.getByRole('checkbox', { name: `Select run ${second}` }).check();
  await page.getByTestId('selection-tray').getByRole('link', { name: 'Set host, build, config' }).click();
  await expect(page).toHaveURL(new RegExp(`/runs/selection/context\\?runs=${first}(%2C|,)${second}$`));
  const row = (id: number | undefined) => page.locator(`tr[data-run="${id}"]`);
  await expect(row(first)).toBeVisible();
  await expect(row(second)).toBeVisible();
  const hostOf = async (id: number | undefined) => ((await row(id).locator('td').nth(1).textContent()) ?? '').trim();
  const [hostA, hostB] = [await hostOf(first), await hostOf(second)];
  expect(hostA).not.toBe('none');
  await page.screenshot({ path: 'test-results/screens/runs-context.png', fullPage: true });

  // every select starts at "keep each run's": only the host changes
  await expect(page.locator('select[name="serverBuildId"]')).toHaveValue('keep');
  await page.locator('select[name="hostId"]').selectOption({ label: 'none' });
  await page.getByRole('button', { name: 'Save for 2 runs' }).click();
  await expect(page).toHaveURL(/\/compare\?/);
  // said, where it lands (it landed on the comparison without a word)
  await expect(page.locator('[data-notice="done"]')).toContainText('Host saved for 2 runs. Here is their comparison.');
  await page.goto(`/runs/selection/context?runs=${first},${second}`);
  expect([await hostOf(first), await hostOf(second)]).toEqual(['none', 'none']);

  // and back as they were, one host each (the same one, here, when they shared it)
  for (const [id, host] of [
    [first, hostA],
    [second, hostB],
  ] as const) {
    await page.goto(`/runs/${id}/context`);
    await page.locator('select[name="hostId"]').selectOption({ label: host });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(new RegExp(`/runs/${id}$`));
  }
  await page.goto(`/runs/selection/context?runs=${first},${second}`);
  expect([await hostOf(first), await hostOf(second)]).toEqual([hostA, hostB]);
});
