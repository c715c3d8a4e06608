// Rendered pages kept in memory (lib/page-cache.ts, lib/kept-pages.ts), as people meet them: a page
// read again by the same person at the same data version is answered without rendering, with a nonce
// of its own that the browser accepts; a change shows at once; nobody else, and no session that
// ended, is ever answered a page kept for someone.
import type { APIResponse, Page } from '@playwright/test';
import { OWNER } from '../../support/accounts';
import { expect, test } from '../../support/policy-guard';

const home = () => test.info().project.use.baseURL as string;
/** What a browser's navigation asks for (Next's router asks for the same address's RSC payload with any type). */
const HTML = 'text/html,application/xhtml+xml,*/*;q=0.8';
const how = (response: APIResponse) => response.headers()['x-benchboard-page'];
/** At most this many reads for a page to be kept: see renderedThenKept. */
const READS = 10;

/**
 * Reads a page until it is answered from memory; with the rendered answer it was kept from. The
 * other specs' workers write to this server too, and any write makes every page be rendered once
 * more: a read between two writes is kept (two full runs failed on the first read again, 2026-12-05).
 */
async function renderedThenKept(get: () => Promise<APIResponse>): Promise<{ rendered: APIResponse; kept: APIResponse }> {
  let rendered = await get();
  let kept = await get();
  for (let read = 2; how(kept) !== 'kept' && read < READS; read++) {
    rendered = kept;
    kept = await get();
  }
  return { rendered, kept };
}

/** A browser's navigation to a page kept for it (asked again while another worker's write made it rendered). */
async function navigateKept(page: Page, url: string) {
  let response = await page.goto(url);
  for (let read = 1; response?.headers()['x-benchboard-page'] !== 'kept' && read < READS; read++) response = await page.goto(url);
  return response;
}

/** Every nonce in the HTML (attributes and the RSC payload's), and the policy's. */
async function nonces(response: APIResponse) {
  const html = await response.text();
  const inHtml = new Set([...html.matchAll(/nonce(?:="|\\":\\")([A-Za-z0-9+/=]+)/g)].map((m) => m[1]));
  const policy = /'nonce-([A-Za-z0-9+/=]+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
  return { inHtml, policy };
}

test.describe.configure({ mode: 'serial' });

test('a page read again is answered from memory with a fresh nonce, and works', async ({ page }) => {
  // an address no other spec asks for: its first answer is rendered
  const url = '/runs?sort=tps&tool=sysbench&q=oltp';
  const { rendered: first, kept: second } = await renderedThenKept(() => page.request.get(url, { headers: { accept: HTML } }));
  expect(first.status()).toBe(200);
  expect(how(first)).toBe('rendered');
  expect(how(second)).toBe('kept');
  const [a, b] = [await nonces(first), await nonces(second)];
  // every nonce of a page is its policy's, and the kept page's is not the first answer's
  expect([...a.inHtml]).toEqual([a.policy]);
  expect([...b.inHtml]).toEqual([b.policy]);
  expect(b.policy).not.toBe(a.policy);
  // the same page but for its nonce
  const withoutNonce = (html: string, nonce = '') => html.split(nonce).join('N');
  expect(withoutNonce(await second.text(), b.policy)).toBe(withoutNonce(await first.text(), a.policy));

  // Next's router asks for the same address's RSC payload (its flight headers never reach the
  // proxy): never answered the kept HTML
  for (const headers of [{ rsc: '1' }, { rsc: '1', accept: '*/*' }, { accept: 'text/x-component' }] as Record<string, string>[]) {
    const payload = await page.request.get(url, { headers });
    expect(how(payload), JSON.stringify(headers)).toBeUndefined();
    if (headers.rsc) expect(payload.headers()['content-type']).toContain('text/x-component');
  }

  // in the browser: the kept page's scripts run (no policy violation: the guard fails the test)
  const response = await navigateKept(page, url);
  expect(response?.headers()['x-benchboard-page']).toBe('kept');
  await expect.poll(() => page.evaluate(() => typeof (window as { next?: { version?: string } }).next?.version)).toBe('string');
  await expect(page.getByRole('heading', { name: 'Runs' })).toBeVisible();
  // its client router still works from it
  await page.getByRole('link', { name: 'Compare' }).first().click();
  await expect(page).toHaveURL(/\/compare/);
});

test('a comparison (its charts drawn only in the browser) is kept too, and its charts draw', async ({ page }) => {
  await page.goto('/runs?tool=sysbench&sort=tps');
  const hrefs = await page.locator('tbody a[href^="/runs/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  const ids = hrefs.slice(0, 3).map((href) => href?.split('/').pop());
  const url = `/compare?runs=${ids.join(',')}`;
  expect(how((await renderedThenKept(() => page.request.get(url, { headers: { accept: HTML } }))).kept)).toBe('kept');
  const response = await navigateKept(page, url);
  expect(response?.headers()['x-benchboard-page']).toBe('kept');
  await expect(page.locator('[data-chart] svg.recharts-surface').first()).toBeVisible();
});

test('a change shows at once, and the page is kept again after it', async ({ page }) => {
  await page.goto('/runs?tool=pgbench');
  await page.locator('tbody a[href^="/runs/"]').first().click();
  await expect(page).toHaveURL(/\/runs\/\d+$/);
  const url = new URL(page.url()).pathname;
  expect(how((await renderedThenKept(() => page.request.get(url, { headers: { accept: HTML } }))).kept)).toBe('kept');
  const note = `kept-pages probe ${Date.now()}`;
  await page.getByLabel('Notes').fill(note);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  const after = await page.request.get(url, { headers: { accept: HTML } });
  expect(how(after)).toBe('rendered');
  expect(await after.text()).toContain(note);
  // kept again from the next read on (asked until kept: see renderedThenKept)
  const { kept: again } = await renderedThenKept(() => page.request.get(url, { headers: { accept: HTML } }));
  expect(how(again)).toBe('kept');
  expect(await again.text()).toContain(note);
  await page.reload();
  await expect(page.getByLabel('Notes')).toHaveValue(note);
  await page.getByLabel('Notes').fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  expect(await (await page.request.get(url, { headers: { accept: HTML } })).text()).not.toContain(note);
});

test('a page kept for one person is never answered to another, nor to a session that ended', async ({ page, browser }) => {
  const url = '/runs?sort=title';
  const { kept: owners } = await renderedThenKept(() => page.request.get(url, { headers: { accept: HTML } }));
  expect(how(owners)).toBe('kept');
  expect(await owners.text()).toContain(OWNER.name);

  // someone without the owner's cookie at the same address
  const strangerContext = await browser.newContext({ storageState: { cookies: [], origins: [] }, baseURL: home() });
  for (let i = 0; i < 2; i++) {
    const stranger = await strangerContext.request.get(url, { headers: { accept: HTML }, maxRedirects: 0 });
    expect(await stranger.text()).not.toContain(OWNER.name);
  }
  // a made-up session cookie is nobody: rendered for nobody, never the owner's page
  const forged = await strangerContext.request.get(url, {
    headers: { accept: HTML, cookie: 'better-auth.session_token=forged-token.forged-signature' },
    maxRedirects: 0,
  });
  expect(how(forged)).not.toBe('kept');
  expect(await forged.text()).not.toContain(OWNER.name);
  // the owner's live cookie beside a broken one of the other name (review, 2026-12-04): Better Auth
  // reads the live one and renders the owner's page, which must never be kept for nobody
  const ownerCookie = (await page.context().cookies()).find((c) => c.name === 'better-auth.session_token');
  expect(ownerCookie).toBeDefined();
  const address = '/runs?sort=title&page=1';
  for (let i = 0; i < 3; i++) {
    const mixed = await strangerContext.request.get(address, {
      headers: { accept: HTML, cookie: `__Secure-better-auth.session_token=%E0; better-auth.session_token=${ownerCookie?.value}` },
    });
    expect(await mixed.text()).toContain(OWNER.name);
    expect(how(mixed)).toBe(undefined);
  }
  for (let i = 0; i < 2; i++)
    expect(await (await strangerContext.request.get(address, { headers: { accept: HTML }, maxRedirects: 0 })).text()).not.toContain(
      OWNER.name,
    );
  await strangerContext.close();

  // the owner signs in a second time, reads the page twice, signs out: the old cookie gets nothing kept
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] }, baseURL: home() });
  const second = await context.newPage();
  await second.goto('/sign-in');
  await second.getByLabel('Email').fill(OWNER.email);
  await second.getByLabel('Password').fill(OWNER.password);
  await second.getByRole('button', { name: 'Sign in' }).click();
  await expect(second.getByRole('button', { name: 'Sign out' })).toBeVisible();
  expect(how((await renderedThenKept(() => context.request.get(url, { headers: { accept: HTML } }))).kept)).toBe('kept');
  const cookies = await context.cookies();
  await second.getByRole('button', { name: 'Sign out' }).click();
  await expect(second.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await context.addCookies(cookies);
  const ended = await context.request.get(url, { headers: { accept: HTML }, maxRedirects: 0 });
  expect(how(ended)).not.toBe('kept');
  expect(await ended.text()).not.toContain(OWNER.name);
  await context.close();
});
