// Regression alerts end to end: an editor sets a threshold and a webhook on a project, CI uploads a
// run that regresses past it, the alert is on the project's alerts list, the run page and its
// history, the webhook (a local HTTP server started here) receives the JSON, and the alert is
// acknowledged with a note; trashing the run keeps the alert listed, marked. Runs after the other specs (files run in name order): its project and
// runs change no other spec's counts.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { sysbenchLog } from '../../support/sysbench-log';

const PROJECT = 'Regression alerts e2e';

test.describe.configure({ mode: 'serial' });

/** Night n of November (its `date=` tag: the alert says when the run ran). */
async function upload(page: Page, name: string, text: string, commit: string, night: number) {
  const response = await page.request.post('/api/uploads', {
    multipart: {
      files: { name, mimeType: 'text/plain', buffer: Buffer.from(text) },
      manifest: JSON.stringify({ commit, branch: 'main', tags: `date=2026-11-0${night}`, files: [{ name, projectName: PROJECT }] }),
    },
  });
  expect(response.status()).toBe(201);
  const body = await response.json();
  return body.results[0].runIds[0] as number;
}

test('an upload that regresses past the threshold is flagged, sent to the webhook and acknowledged', async ({ page }) => {
  const received: { body: string; request: IncomingMessage }[] = [];
  let arrived: () => void = () => undefined;
  const delivered = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ body, request });
      response.writeHead(200).end('ok');
      arrived();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    for (const n of [1, 2, 3])
      await upload(page, `healthy-${n}.log`, sysbenchLog({ intervals: 30, banner: `alerts e2e night ${n}`, run: n }), `e2e-${n}`, n);
    await page.goto('/projects');
    await page.getByRole('link', { name: PROJECT }).click();
    const settings = page.getByTestId('alert-settings');
    const rule = settings.getByRole('form', { name: 'Add or change a threshold' });
    await rule.getByLabel('Metric').selectOption('tps');
    await rule.getByLabel('Method').selectOption('percent');
    await rule.getByLabel('Threshold N').fill('10');
    await rule.getByLabel('Last runs').fill('3');
    await rule.getByRole('button', { name: 'Save threshold' }).click();
    await expect(settings.locator('[data-rule="tps"]')).toContainText('worse by 10% or more, against the last 3 runs of its series');
    const hook = settings.getByRole('form', { name: 'Webhook' });
    // only http(s): a file: URL is refused by the form's own type check or by the server
    await hook.getByLabel(/Webhook/).fill(`http://127.0.0.1:${(server.address() as AddressInfo).port}/alerts`);
    await hook.getByRole('button', { name: 'Save webhook' }).click();
    await expect(hook.getByLabel(/Webhook/)).toHaveValue(/127\.0\.0\.1/);
    await page.screenshot({ path: 'test-results/screens/alert-settings.png', fullPage: true });

    // half the seconds stalled: about half the tps
    const bad = await upload(
      page,
      'regressed.log',
      sysbenchLog({ intervals: 30, banner: 'alerts e2e night 4', stalls: [1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29] }),
      'e2e-4',
      4,
    );
    await delivered;
    const json = JSON.parse(received[0]?.body ?? '{}');
    expect(received[0]?.request.method).toBe('POST');
    expect(json).toMatchObject({
      event: 'benchboard.regression',
      project: { name: PROJECT },
      run: { id: bad, commit: 'e2e-4', branch: 'main' },
    });
    expect(json.alert).toMatchObject({ metric: 'tps', method: 'percent', threshold: 10 });
    expect(json.alert.worsePct).toBeGreaterThan(10);
    expect(json.alert.baselineRunIds).toHaveLength(3);

    await page.goto('/projects');
    await page.getByRole('link', { name: PROJECT }).click();
    await page.getByTestId('alerts-link').click();
    const alert = page.getByTestId('alerts-list').locator('[data-alert]');
    await expect(alert).toHaveCount(1);
    await expect(alert).toContainText('alerts e2e night 4');
    await expect(alert).toContainText(/tps [\d,.]+ is [\d.]+% worse than the mean of the last 3 runs/);
    await expect(alert.locator('[data-run-ran]')).toHaveText('ran 2026-11-04');
    // the runs it was measured against, named and linked, and their comparison with it (a DBA's pass)
    const against = alert.locator('[data-alert-baseline]');
    await expect(against.locator('a[href^="/runs/"]')).toHaveText(json.alert.baselineRunIds.map((id: number) => `#${id}`));
    const compared = new URL((await against.getByRole('link', { name: 'compare them' }).getAttribute('href')) ?? '', 'http://x');
    expect(compared.searchParams.get('runs')?.split(',').map(Number)).toEqual([...json.alert.baselineRunIds, bad]);
    await expect(alert.locator('[data-webhook-status]')).toHaveText('webhook: 200');
    await alert.getByLabel(/Note for alert/).fill('expected: the disk was shared with a backup');
    await alert.getByRole('button', { name: 'Acknowledge' }).click();
    await expect(alert).toHaveAttribute('data-acknowledged', 'yes');
    await expect(alert.locator('[data-acknowledgement]')).toContainText('expected: the disk was shared with a backup');
    await page.screenshot({ path: 'test-results/screens/alerts-list.png', fullPage: true });

    // flagged on its run page and in its history
    await page.goto(`/runs/${bad}`);
    await expect(page.getByTestId('run-alerts')).toContainText('worse than the mean of the last 3 runs');
    await expect(page.getByTestId('run-alerts').locator('[data-alert-baseline] a[href^="/runs/"]')).toHaveCount(3);
    await page.screenshot({ path: 'test-results/screens/run-alert.png' });
    await page.getByTestId('history-link').click();
    await expect(page.getByTestId('series-steps').locator('[data-step-label]')).toHaveText(['e2e-1', 'e2e-2', 'e2e-3', 'e2e-4']);
    await expect(page.locator(`[data-alert-flag="${bad}"]`)).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/history-alert.png', fullPage: true });

    // trashed (a misconfigured box, say), the run keeps its alert on the list: the record that it regressed (F-DEL-1)
    await page.goto(`/runs/${bad}`);
    page.once('dialog', (d) => d.accept());
    await page.getByRole('button', { name: 'Delete run' }).click();
    await expect(page).toHaveURL(/\/runs\?trashed=\d+$/);
    await page.goto('/projects');
    await page.getByRole('link', { name: PROJECT }).click();
    await page.getByTestId('alerts-link').click();
    await expect(alert).toHaveCount(1);
    await expect(alert).toContainText('alerts e2e night 4');
    await expect(alert.locator('[data-run-trashed]')).toContainText('run in the trash since');
    await expect(alert.locator('[data-run-trashed]')).toHaveAttribute('href', '/trash');
    await expect(alert.locator(`a[href="/runs/${bad}"]`)).toHaveCount(0); // its page is gone with it
    await expect(alert.getByRole('link', { name: 'compare them' })).toHaveCount(0); // …and a comparison with it
    await expect(alert.locator('[data-acknowledgement]')).toContainText('expected: the disk was shared with a backup');
    await page.screenshot({ path: 'test-results/screens/alerts-list-trashed.png', fullPage: true });
  } finally {
    server.close();
  }
});
