// Cookies the shop does not need wait for the shopper's yes: on a first visit, and after a
// "reject", the shop asks no other origin for anything (the Latvian shop's third-party review
// widget is the one such script), and rejecting is one click on a button that looks exactly as
// the accepting one does. After an "accept" the widget loads.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { startShop, launch, openPage, DESKTOP, MOBILE, eventually } from './harness.mjs';

let shop;
let browser;
let widget;
let widgetURL;
let widgetAsked = 0;

before(async () => {
  // The third party: a server of its own that counts how often its script is asked for.
  widget = http.createServer((req, res) => {
    widgetAsked++;
    res.writeHead(200, { 'Content-Type': 'text/javascript' });
    res.end('document.documentElement.dataset.widgetRan = "yes";');
  });
  await new Promise((r) => widget.listen(0, '127.0.0.1', r));
  widgetURL = `http://127.0.0.1:${widget.address().port}/widget.js`;
  shop = await startShop({ args: ['--review-widget', widgetURL] });
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await shop?.stop();
  widget?.close();
});

// visit opens the home page as a new shopper and lists every request made to another origin.
async function visit(viewport) {
  const { context, page } = await openPage(browser, viewport);
  const foreign = [];
  page.on('request', (r) => {
    if (new URL(r.url()).origin !== shop.url && !r.url().startsWith('data:')) foreign.push(r.url());
  });
  await page.goto(shop.url + '/');
  await page.locator('.consent').waitFor();
  await page.waitForLoadState('networkidle');
  return { context, page, foreign };
}

for (const viewport of [DESKTOP, MOBILE]) {
  test(`at ${viewport.width} px nothing of a third party loads before consent or after a reject, and reject looks as accept does`, async () => {
    const before = widgetAsked;
    const { context, page, foreign } = await visit(viewport);
    try {
      assert.deepEqual(foreign, [], 'asked before the shopper chose');
      const [reject, accept] = [page.getByRole('button', { name: 'Tikai nepieciešamās' }), page.getByRole('button', { name: 'Pieņemt visas' })];
      const look = (b) => b.evaluate((el) => {
        const s = getComputedStyle(el);
        const r = el.getBoundingClientRect();
        return { background: s.backgroundColor, color: s.color, border: s.border, font: s.font, height: Math.round(r.height), inView: r.top >= 0 && r.bottom <= innerHeight };
      });
      const [r, a] = [await look(reject), await look(accept)];
      assert.deepEqual(r, a, 'reject looks other than accept');
      assert.ok(r.inView, 'the buttons are on the first screen');

      await reject.click();
      await page.locator('.consent').waitFor({ state: 'detached' });
      await page.reload();
      await page.locator('main > *').first().waitFor();
      await page.waitForLoadState('networkidle');
      assert.deepEqual(foreign, [], 'asked after a reject');
      assert.equal(widgetAsked, before, 'the widget was asked for');
    } finally {
      await context.close();
    }
  });
}

test('after an accept the third-party widget loads, once', async () => {
  const { context, page, foreign } = await visit(DESKTOP);
  try {
    await page.getByRole('button', { name: 'Pieņemt visas' }).click();
    await eventually(async () => assert.equal(await page.evaluate(() => document.documentElement.dataset.widgetRan), 'yes'));
    assert.deepEqual(foreign, [widgetURL]);
    await page.reload();
    await eventually(async () => assert.equal(await page.evaluate(() => document.documentElement.dataset.widgetRan), 'yes'));
    assert.deepEqual(foreign, [widgetURL, widgetURL], 'a later page loads it from the stored choice');
  } finally {
    await context.close();
  }
});
