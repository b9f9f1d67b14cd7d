// The harness's own Chromium: it keeps the features Playwright turns off, and a window of it
// builds no address-bar popup (harness.mjs says why).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';
import { launch, PLAYWRIGHT_DISABLED, OMNIBOX_POPUP } from './harness.mjs';

// Browser.getBrowserCommandLine answers only a browser started with --enable-automation.
const automation = ['--enable-automation'];
let plain; // Chromium as Playwright starts it by itself
let ours;

before(async () => {
  [plain, ours] = await Promise.all([
    chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', args: ['--headless', '--no-sandbox', ...automation] }),
    launch(automation),
  ]);
});

after(async () => {
  await plain?.close();
  await ours?.close();
});

// disabled lists the features a browser runs without: its last --disable-features, the one
// Chromium keeps.
async function disabled(browser) {
  const cdp = await browser.newBrowserCDPSession();
  const { arguments: args } = await cdp.send('Browser.getBrowserCommandLine');
  const last = args.filter((a) => a.startsWith('--disable-features=')).at(-1) || '=';
  return last.split('=')[1].split(',').filter(Boolean);
}

// popups opens a window in a new context and lists the address-bar popups the browser has made.
async function popups(browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('data:text/html,<p>hello</p>');
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = await cdp.send('Target.getTargets');
  await context.close();
  return targetInfos.filter((t) => t.url.startsWith('chrome://omnibox-popup')).map((t) => t.url);
}

test('the harness turns off every feature Playwright turns off, and the address-bar popup', async () => {
  assert.deepEqual((await disabled(plain)).sort(), [...PLAYWRIGHT_DISABLED].sort(), "Playwright's own list");
  assert.deepEqual((await disabled(ours)).sort(), [...PLAYWRIGHT_DISABLED, ...OMNIBOX_POPUP].sort());
});

test("a window builds Chromium's address-bar popup, one of the harness's none", async () => {
  assert.notDeepEqual(await popups(plain), [], 'the popup the harness turns off exists');
  assert.deepEqual(await popups(ours), []);
});
