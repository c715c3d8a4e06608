// Static files live in public/ and are served as they are (outside the app router and the proxy):
// the icon every page links, and a robots.txt that keeps crawlers out; next.config.js gives them
// the headers every answer carries.
import { type APIResponse, expect, test } from '@playwright/test';

function expectStaticHeaders(response: APIResponse) {
  const headers = response.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
}

test('static files come from public/: the icon every page links and a robots.txt that keeps crawlers out', async ({
  page,
  playwright,
  baseURL,
}) => {
  await page.goto('/runs');
  await expect(page.locator('head link[rel="icon"]')).toHaveAttribute('href', '/icon.svg');
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  // a stranger (no session) gets them too: a browser asks for the icon before anyone signs in
  const stranger = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const icon = await stranger.get('/icon.svg');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toContain('image/svg+xml');
  expect(await icon.text()).toContain('<title>benchboard</title>');
  expectStaticHeaders(icon);
  const robots = await stranger.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toContain('text/plain');
  expect((await robots.text()).split('\n')).toEqual(expect.arrayContaining(['User-agent: *', 'Disallow: /']));
  expectStaticHeaders(robots);
  await stranger.dispose();
});
