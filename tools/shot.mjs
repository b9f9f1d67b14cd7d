// Screenshot a page with Debian's Chromium: node tools/shot.mjs URL OUT.png WIDTH [full|viewport]
// Scrolls through the page first so lazy images load, and prints console errors.
import { chromium } from 'playwright-core';
const [,, url, out, width, mode = 'full'] = process.argv;
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
const p = await b.newPage({ viewport: { width: +width, height: 900 } });
const errs = [];
p.on('console', (m) => m.type() === 'error' && errs.push(m.text()));
p.on('pageerror', (e) => errs.push(String(e)));
await p.goto(url, { waitUntil: 'networkidle' });
for (let y = 0; y < await p.evaluate(() => document.body.scrollHeight); y += 700) {
  await p.evaluate((y) => window.scrollTo(0, y), y);
  await p.waitForTimeout(60);
}
await p.evaluate(() => window.scrollTo(0, 0));
await p.waitForTimeout(800);
await p.screenshot({ path: out, fullPage: mode === 'full' });
console.log('errors:', errs);
await b.close();
