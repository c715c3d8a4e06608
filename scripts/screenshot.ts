// `node --import tsx scripts/screenshot.ts URL OUT.png [width]`: look at a page as a user would.
import { chromium } from '@playwright/test';
import { CHROMIUM } from '../tests/support/chromium.ts';

const [url, out, width] = process.argv.slice(2);
if (!url || !out) throw new Error('usage: screenshot.ts URL OUT.png [width]');
const browser = await chromium.launch(CHROMIUM);
const page = await browser.newPage({ viewport: { width: Number(width ?? 1400), height: 900 } });
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(1500);
await page.screenshot({ path: out, fullPage: true });
await browser.close();
