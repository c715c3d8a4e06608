// Two app servers over one PostgreSQL (tests/support/two-servers.ts), as a team behind a load
// balancer runs them: whatever one server does, the other sees — the setup link, a session, an
// upload, a share link and its revocation. Cookies belong to a host, not a port, so one browser
// holds the same session for both, as it would behind one address.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, request, test } from '@playwright/test';
import { OWNER, SETUP_TOKEN } from '../../support/accounts';
import { e2eOrigins } from '../../support/ports';

const { twoA: A, twoB: B } = e2eOrigins();
const SEED_002 = path.resolve('prisma/demo/seeds/002_36839e7bfdb72b13.txt');

const signedInAs = (page: Page, name: string) => expect(page.getByRole('link', { name, exact: true })).toBeVisible();

test('a session, an upload and a share made on one server hold on the other', async ({ page, browser }) => {
  test.setTimeout(120_000);
  // both servers started together and raced to issue the setup link: it is the same one on each
  await page.goto(`${B}/setup?token=${SETUP_TOKEN}`);
  await page.getByLabel('Your name').fill(OWNER.name);
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Password (10 characters or more)').fill(OWNER.password);
  await page.getByLabel('Team name').fill('Two servers team');
  await page.getByRole('button', { name: 'Create my account and the team' }).click();
  await expect(page).toHaveURL(/\/teams\/two-servers-team-[0-9a-f]{4}/);
  // A's first use of Better Auth is its HTTP endpoint, whose copy of the library is not the pages'
  // and actions' (the build bundles two): a wrong password in the form is still told as one (it
  // was a 500, and the sign-in limit never counted it; found by an attack probe)
  expect((await page.request.get(`${A}/api/auth/get-session`)).ok()).toBe(true);
  const stranger = await browser.newPage();
  await stranger.goto(`${A}/sign-in`);
  await stranger.getByLabel('Email').fill(OWNER.email);
  await stranger.getByLabel('Password').fill('not the password at all');
  await stranger.getByRole('button', { name: 'Sign in' }).click();
  await expect(stranger.getByText('The email or the password is wrong.')).toBeVisible();
  // refused, the form keeps what was typed (React reset it: the email had to be typed again)
  await expect(stranger.getByLabel('Email')).toHaveValue(OWNER.email);
  await stranger.close();
  await page.goto(`${A}/setup?token=${SETUP_TOKEN}`);
  await expect(page.getByText('benchboard is set up')).toBeVisible();

  // signed in on A: the session works on B
  await page.context().clearCookies();
  await page.goto(`${A}/sign-in`);
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await signedInAs(page, OWNER.name);
  await page.goto(`${B}/runs`);
  await signedInAs(page, OWNER.name);

  // an upload on A is a run on B
  const upload = await page.request.post(`${A}/api/uploads`, {
    multipart: { files: { name: '002.txt', mimeType: 'text/plain', buffer: readFileSync(SEED_002) } },
  });
  expect(upload.status()).toBe(201);
  const runIds = ((await upload.json()) as { results: { runIds: number[] }[] }).results[0]?.runIds ?? [];
  expect(runIds).toHaveLength(2);
  await page.goto(`${B}/runs/${runIds[0]}`);
  await expect(page.getByText('2,827.56').first()).toBeVisible();

  // a share made on A opens on B for anyone; revoked on B, A refuses it
  await page.goto(`${A}/compare?runs=${runIds.join(',')}`);
  await page.getByRole('button', { name: 'Share' }).click();
  const link = await page.getByLabel('Share link').inputValue();
  const slug = link.split('/s/')[1] as string;
  expect(link.startsWith(`${A}/s/`)).toBe(true);
  const fresh = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const visitor = await fresh.newPage();
  await visitor.goto(`${B}/s/${slug}`);
  await expect(visitor.getByText('read-only')).toBeVisible();
  await page.goto(`${B}/shares`);
  await page.locator(`[data-share="${slug}"]`).getByRole('button', { name: 'Revoke' }).click();
  await expect(page.locator(`[data-share="${slug}"]`)).toContainText('revoked');
  const gone = await visitor.goto(`${A}/s/${slug}`);
  expect(gone?.status()).toBe(410);
  await fresh.close();

  // signed out on B, the session is over on A too, even for a copy of the cookie kept from before
  const kept = await page.context().cookies();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await page.context().addCookies(kept);
  await page.goto(`${A}/runs`);
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();

  // last (it locks this address out of signing in): a guesser who says it is someone else on every
  // attempt (a new X-Forwarded-For, a new account) is still one address, counted across both
  // servers. The server takes the address from the connection (scripts/lib/client-address.cjs).
  // a client of its own: the page's connection to A had been idle past the server's keep-alive
  // timeout, and reusing it as the server closed it was a reset (CI-like run, 2026-12-02)
  const guesser = await request.newContext();
  const guess = (i: number) =>
    guesser.post(`${i % 2 ? A : B}/api/auth/sign-in/email`, {
      headers: { origin: i % 2 ? A : B, 'x-forwarded-for': `10.9.${i}.1` },
      data: { email: `nobody${i}@two.test`, password: 'a guess of ten characters' },
    });
  const statuses: number[] = [];
  for (let i = 0; i < 12 && !statuses.includes(429); i++) statuses.push((await guess(i)).status());
  // refused within ten failures from this address (the one wrong password above counts too);
  // believing X-Forwarded-For, every guess was a newcomer: twelve 401s
  expect(statuses.at(-1)).toBe(429);
  expect(statuses.length).toBeLessThanOrEqual(11);
  expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true);
  await guesser.dispose();
});
