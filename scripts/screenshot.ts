// `node --import tsx scripts/screenshot.ts URL OUT.png [width]`: look at a page as a user would.
import { chromium } from '@playwright/test';

const [url, out, width] = process.argv.slice(2);
if (!url || !out) throw new Error('usage: screenshot.ts URL OUT.png [width]');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
});
const page = await browser.newPage({ viewport: { width: Number(width ?? 1400), height: 900 } });
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(1500);
await page.screenshot({ path: out, fullPage: true });
await browser.close();
