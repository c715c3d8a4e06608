// CI's path: the owner makes tokens on the team page, `benchboard upload` (plain Node, the script in
// this repository) sends a log with its commit, branch and a tag, the run page shows them, the
// REST API reads the run back with the token, and a read-only token makes the CLI fail with the
// server's 403. Runs last (files run in name order): the run it adds changes no other spec's counts.
import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, type Page, test } from '@playwright/test';
import { e2eOrigins } from '../../support/ports';

test.describe.configure({ mode: 'serial' });

/** The demo server (its free port: tests/support/ports.ts). */
const serverOf = (baseURL: string | undefined) => baseURL ?? e2eOrigins().demo;
const CLI = path.resolve('scripts/benchboard.mjs');
const LOG = path.resolve('tests/fixtures/synthetic/sysbench-1.1-throughput.log');

async function createToken(
  page: Page,
  name: string,
  scope: 'read only' | 'read and upload',
  worksFor: '90 days' | 'until revoked' = '90 days',
): Promise<string> {
  await page.goto('/teams');
  await page.getByRole('link', { name: 'Performance team' }).click();
  const form = page.getByRole('form', { name: 'Create a token' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('May').selectOption({ label: scope });
  await expect(form.getByLabel('Works for')).toHaveValue('90');
  await form.getByLabel('Works for').selectOption({ label: worksFor });
  await form.getByRole('button', { name: 'Create token' }).click();
  const secret = page.getByRole('textbox', { name: 'New token' });
  await expect(secret).toHaveValue(/^bb_/);
  return secret.inputValue();
}

async function cli(args: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [CLI, ...args], { timeout: 30_000 });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

let token = '';
let runUrl = '';

test('the CLI uploads a log with a token made on the team page; the run shows its commit and branch', async ({ page, baseURL }) => {
  const server = serverOf(baseURL);
  token = await createToken(page, 'e2e ci', 'read and upload');
  const { code, output } = await cli([
    'upload',
    '--url',
    server,
    '--token',
    token,
    '--commit',
    'abc123',
    '--branch',
    'main',
    '--tag',
    'version=8.4.3',
    LOG,
  ]);
  expect(code, output).toBe(0);
  expect(output).toContain('[1/1] ');
  expect(output).toMatch(/stored 1 run, \d+ parse warnings?/);
  runUrl = new RegExp(`${server}/runs/\\d+`).exec(output)?.[0] ?? '';
  expect(runUrl, output).not.toBe('');

  await page.goto(runUrl);
  const revision = page.getByTestId('run-revision');
  await expect(revision).toContainText('commit abc123');
  await expect(revision).toContainText('branch main');
  await expect(page.getByText('version=8.4.3', { exact: true }).first()).toBeVisible();
});

test('the REST API reads the run back with the token; nobody gets a 401', async ({ playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL: serverOf(baseURL), storageState: { cookies: [], origins: [] } });
  const id = runUrl.split('/').pop();
  const run = await api.get(`/api/runs/${id}`, { headers: { authorization: `Bearer ${token}` } });
  expect(run.status()).toBe(200);
  expect(await run.json()).toMatchObject({ commit: 'abc123', branch: 'main', tags: { version: '8.4.3' } });
  const list = await api.get('/api/runs?tag=version=8.4.3', { headers: { authorization: `Bearer ${token}` } });
  expect((await list.json()).runs.map((r: { id: number }) => r.id)).toContain(Number(id));
  expect((await api.get(`/api/runs/${id}`)).status()).toBe(401);
  expect((await api.get('/api/runs?size=0', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(400);
  // a page with a token: the run's page for a good one; 401 for a bad one, as the API answers (an
  // attack probe, 2026-12-05: the page's render threw, a 500 and a stack trace on every request)
  const page = await api.get(`/runs/${id}`, { headers: { authorization: `Bearer ${token}` } });
  expect(page.status()).toBe(200);
  expect(await page.text()).toContain('abc123');
  const badTokens: Record<string, string>[] = [{ 'x-api-key': 'nope' }, { authorization: 'Bearer bb_not_a_real_token' }];
  for (const bad of badTokens) {
    const refused = await api.get(`/runs/${id}`, { headers: bad });
    expect(refused.status()).toBe(401);
    expect(await refused.text()).toContain('This token is not valid');
  }
  await api.dispose();
});

test('the same log again is "already uploaded"; a read-only token fails with the server’s 403', async ({ page, baseURL }) => {
  const server = serverOf(baseURL);
  const again = await cli(['upload', '--url', server, '--token', token, LOG]);
  expect(again.code, again.output).toBe(0);
  expect(again.output).toContain('already uploaded');
  const readOnly = await createToken(page, 'e2e reader', 'read only', 'until revoked');
  // the list says who made each token and how long it works (90 days unless chosen otherwise)
  await page.reload();
  const tokens = page.getByTestId('tokens');
  await expect(tokens.locator('[data-token="e2e ci"]')).toContainText('by Olga Owner');
  await expect(tokens.locator('[data-token="e2e ci"] [data-token-expiry]')).toHaveText(/^expires \d{4}-\d{2}-\d{2}/);
  await expect(tokens.locator('[data-token="e2e reader"] [data-token-expiry]')).toHaveText('no expiry');
  const refused = await cli(['upload', '--url', server, '--token', readOnly, LOG]);
  expect(refused.code).toBe(1);
  expect(refused.output).toContain('refused (HTTP 403): This token may not upload runs');
});

test('README’s curl upload works as written: two files, their tags, 201 and a result per file', async ({ baseURL }) => {
  const readme = readFileSync('README.md', 'utf8');
  const example = /\*\*Uploading with curl\*\*[\s\S]*?```sh\n([\s\S]*?)\n```/.exec(readme)?.[1];
  expect(example).toContain('/api/uploads');
  // the files it names, in a folder of their own
  const dir = mkdtempSync(path.join(tmpdir(), 'benchboard-curl-'));
  copyFileSync(path.resolve('tests/fixtures/synthetic/sysbench-1.0-cpu-intervals.log'), path.join(dir, 'sysbench-t4.log'));
  copyFileSync(path.resolve('tests/fixtures/synthetic/sysbench-0.5-comma-intervals.log'), path.join(dir, 'sysbench-t8.log'));
  const { stdout } = await promisify(execFile)('bash', ['-c', `${example} -w '\\n%{http_code}'`], {
    cwd: dir,
    env: { ...process.env, BENCHBOARD_URL: serverOf(baseURL), BENCHBOARD_TOKEN: token },
    timeout: 30_000,
  });
  const status = stdout.slice(stdout.lastIndexOf('\n') + 1);
  const body = JSON.parse(stdout.slice(0, stdout.lastIndexOf('\n'))) as { results: { fileName: string; ok: boolean; runIds: number[] }[] };
  expect(status).toBe('201');
  expect(body.results.map((r) => [r.fileName, r.ok])).toEqual([
    ['sysbench-t4.log', true],
    ['sysbench-t8.log', true],
  ]);
  const id = body.results[0]?.runIds[0];
  const run = await fetch(`${serverOf(baseURL)}/api/runs/${id}`, { headers: { authorization: `Bearer ${token}` } });
  expect(await run.json()).toMatchObject({ tags: { version: '8.4.3', allocator: 'jemalloc' } });
});

test('the API docs page lists the endpoints with curl lines', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'API', exact: true }).click();
  await expect(page).toHaveURL(/\/api\/docs$/);
  await expect(page.getByRole('heading', { name: 'API', level: 1 })).toBeVisible();
  for (const id of ['listRuns', 'getRun', 'compareRuns', 'uploadLogs', 'exportRun', 'health'])
    await expect(page.locator(`[data-operation="${id}"]`)).toBeVisible();
  await expect(page.locator('[data-operation="listRuns"] [data-curl]')).toContainText('Authorization: Bearer $BENCHBOARD_TOKEN');
  const document = await page.request.get('/api/openapi.json');
  expect((await document.json()).openapi).toBe('3.1.0');
});
