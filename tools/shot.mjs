// Screenshot a page with Debian's Chromium: node tools/shot.mjs URL OUT.png WIDTH [full|viewport|Y:HEIGHT]
// Y:HEIGHT takes a clip of the full page from offset Y. The cookie banner is answered (denied)
// first so it covers nothing; the page is scrolled through so lazy images load; console errors
// are printed.
import { launch } from '../tests/browser/harness.mjs'; // the tests' Chromium, with their flags
const [,, url, out, width, mode = 'full'] = process.argv;
const b = await launch();
const ctx = await b.newContext({ viewport: { width: +width, height: 900 } });
await ctx.addCookies([{ name: 'cookie_consent', value: 'denied', url }]);
const p = await ctx.newPage();
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
const [y, h] = mode.includes(':') ? mode.split(':').map(Number) : [];
await p.screenshot({ path: out, fullPage: mode !== 'viewport', clip: h ? { x: 0, y, width: +width, height: h } : undefined });
console.log('errors:', errs);
await b.close();
