import { expect, test } from '@playwright/test';

// An address benchboard cannot answer gets a 400 page that says why in plain
// words — never a 500, never an error page with status 200, never markup from the address.
const REFUSED: [string, string][] = [
  ['/runs?q=a%00b', 'contains a control character'],
  ['/runs?host=2147483648', '"host" is not valid'],
  ['/compare?runs=1e308', '"1e308" is not a run id'],
  ['/runs?sort=tps&sort=qps', '"sort" is given 2 times'],
  [`/compare/matrix?runs=1,2&dim=qc&a=${'a'.repeat(101)}&b=off`, '"a" is not valid'],
];

for (const [path, reason] of REFUSED) {
  test(`${path.slice(0, 60)} is a 400 with its reason`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(400);
    await expect(page.getByRole('heading', { name: 'Bad request' })).toBeVisible();
    await expect(page.getByText(reason)).toBeVisible();
    await expect(page.getByRole('link', { name: 'All runs' })).toBeVisible();
  });
}

test('markup in a refused parameter name is shown as text', async ({ page }) => {
  let dialogs = 0;
  page.on('dialog', async (d) => {
    dialogs++;
    await d.dismiss();
  });
  const name = encodeURIComponent('<img src=x onerror=alert(1)>');
  const response = await page.goto(`/runs?${name}=1&${name}=2`);
  expect(response?.status()).toBe(400);
  await expect(page.getByText('"<img src=x onerror=alert(1)>" is given 2 times')).toBeVisible();
  expect(dialogs).toBe(0);
  await page.screenshot({ path: 'test-results/screens/bad-request.png' });
});
