// A file whose runs went to two projects (the upload form and the manifest choose per run), one of
// them public. A stranger reads the public run, not the file: not its text, page or link, and not
// the lines around the run either. Found twice on 2026-12-05: an attack probe read the private run
// whole from the file's text; then a walkthrough saw its lines in the public run's source view.
import { expect, test } from '@playwright/test';
import { editedFile } from '../../integration/upload-edits';
import { sysbenchLog } from '../../support/sysbench-log';

const SECRET = 'CONFIDENTIAL customer ACME-7731 prod replica';
const text = `${sysbenchLog({ intervals: 3, banner: 'two projects open run' })}\n# ${SECRET}\n${sysbenchLog({ intervals: 3, banner: 'two projects closed run', run: 1 })}`;

test('a stranger reads the public run of a file of two projects, never the other run’s lines', async ({ page, request, browser }) => {
  await page.goto('/teams');
  const teamHref = (await page.getByRole('link', { name: 'Performance team' }).getAttribute('href')) ?? '';
  const team = teamHref.split('/').pop();
  const bytes = Buffer.from(text);
  const entry = await editedFile('two-projects.log', new Uint8Array(bytes), { 1: { projectName: 'Closed e2e' } }, 'Open e2e');
  const response = await request.post('/api/uploads', {
    multipart: {
      files: { name: 'two-projects.log', mimeType: 'text/plain', buffer: bytes },
      manifest: JSON.stringify({ team, files: [entry] }),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const [result] = (await response.json()).results as { runIds: number[]; uploadId: number }[];
  const [open, closed] = result?.runIds ?? [];
  // the file's project made public on the team page
  await page.goto(teamHref);
  // it asks first, saying what becomes readable; dismissed, nothing changes
  const makePublic = page.locator('[data-project="Open e2e"]').getByRole('button', { name: 'Make public' });
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await makePublic.click();
  await expect
    .poll(() => asked)
    .toEqual([expect.stringMatching(/^Make Open e2e public\? Anybody, signed in or not, will be able to read its runs \(1 now/)]);
  await page.reload();
  await expect(page.locator('[data-project="Open e2e"]')).toContainText('team only');
  page.once('dialog', (dialog) => void dialog.accept());
  await makePublic.click();
  await expect(page.locator('[data-project="Open e2e"]')).toContainText('public');
  await expect(page.locator('[data-project="Open e2e"]')).not.toContainText('team only');
  // the team reads the whole file, the other run's lines too
  await page.goto(`/runs/${open}`);
  await expect(page.getByRole('link', { name: 'two-projects.log' })).toBeVisible();
  await expect(page.getByTestId('source-lines')).toContainText(SECRET);

  const stranger = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const visitor = await stranger.newPage();
  await visitor.goto(`/runs/${open}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toContainText('two projects open run');
  // its own lines only: not the heading above it, not the next run's
  await expect(visitor.getByTestId('source-lines')).toContainText('[ 1s ] thds: 4 tps: 296.80');
  await expect(visitor.getByTestId('source-lines')).not.toContainText('two projects closed run');
  await expect(visitor.getByTestId('source-lines')).not.toContainText(SECRET);
  expect(await visitor.content()).not.toContain(SECRET);
  await expect(visitor.getByTestId('run-file-closed')).toHaveText('two-projects.log');
  await expect(visitor.getByRole('link', { name: 'two-projects.log' })).toHaveCount(0);
  await expect(visitor.getByTestId('document-closed')).toBeVisible();
  await visitor.screenshot({ path: 'test-results/screens/run-of-a-closed-file.png', fullPage: true });
  expect((await visitor.goto(`/runs/${closed}`))?.status()).toBe(404);
  expect((await visitor.goto(`/uploads/${result?.uploadId}`))?.status()).toBe(404);
  // a comparison of runs none of which it may see says so (the page streams: its status is sent before
  // the runs are read, so it is a 200 page; the API answers 404, 401 to a caller not signed in), and one of
  // both shows only the public run
  await visitor.goto(`/compare?runs=${closed}`);
  await expect(visitor.getByText('None of these runs exist any more')).toBeVisible();
  expect(await visitor.content()).not.toContain('two projects closed run');
  expect((await stranger.request.get(`/api/compare?runs=${closed}`)).status()).toBe(401);
  expect((await visitor.goto(`/compare?runs=${open},${closed}`))?.status()).toBe(200);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Compare');
  await expect(visitor.getByText('two projects open run').first()).toBeVisible();
  expect(await visitor.content()).not.toContain('two projects closed run');
  const download = await stranger.request.get(`/api/uploads/${result?.uploadId}/text`);
  expect(download.status()).toBe(401);
  expect(await download.text()).not.toContain(SECRET);
  await stranger.close();
});
