import { chromium } from '@playwright/test';
import { CHROMIUM } from '/work/main/tests/support/chromium.ts';

const browser = await chromium.launch(CHROMIUM);
const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
await page.goto(process.argv[2]!, { waitUntil: 'load' });
await page.waitForTimeout(1500);
const el = page.locator(process.argv[4]!).first();
await el.scrollIntoViewIfNeeded();
await el.screenshot({ path: process.argv[3]! });
await browser.close();
