import { chromium } from '@playwright/test';
import { CHROMIUM } from '/work/main/tests/support/chromium.ts';

const browser = await chromium.launch(CHROMIUM);
const page = await browser.newPage({ viewport: { width: 1400, height: 1400 } });
await page.goto(process.argv[2]!, { waitUntil: 'load' });
const h = await page.evaluate(() => document.body.scrollHeight);
console.log(h);
const n = Math.ceil(h / 1400);
for (let i = 0; i < n; i++) {
  await page.evaluate((y) => window.scrollTo(0, y), i * 1400);
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `${process.argv[3]}_${i}.png` });
}
await browser.close();
