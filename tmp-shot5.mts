import { chromium } from '@playwright/test';
import { CHROMIUM } from '/work/main/tests/support/chromium.ts';

const browser = await chromium.launch(CHROMIUM);
const page = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
await page.goto(process.argv[2]!, { waitUntil: 'load' });
await page.waitForTimeout(1000);
const sel = process.argv[4];
if (sel) {
  const el = page.locator(sel).first();
  await el.scrollIntoViewIfNeeded();
  await page.waitForTimeout(800);
  await el.screenshot({ path: process.argv[3]! });
} else await page.screenshot({ path: process.argv[3]!, fullPage: true });
await browser.close();
