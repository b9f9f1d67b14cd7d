// Browser test of the Finnish shop (issue 12): walking fi_tel_shop's home page, a category
// page, a product page and the contact page at 1366 px, nothing the shopper reads (the page's
// text) or a machine reads (alt, title, aria-label, meta content) is Latvian: no Latvian
// letters and no +371 number. The footer's payment and delivery chips are the Finnish ones.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startShop, launch, openPage, DESKTOP } from './harness.mjs';

let shop;
let browser;

before(async () => {
  [shop, browser] = await Promise.all([startShop({ shop: 'fi_tel_shop' }), launch()]);
});

after(async () => {
  await browser?.close();
  await shop?.stop();
});

const LATVIAN = /[āčēģīķļņšūžĀČĒĢĪĶĻŅŠŪŽ]|\+371/;

// latvianOn opens a page as a new shopper, waits for React and the deferred footer, scrolls it
// through, and lists
// what on it is Latvian: a few words around each hit in the text and in the attributes.
async function latvianOn(t, pathname) {
  const o = await openPage(browser, DESKTOP);
  o.context.setDefaultTimeout(10000);
  t.after(() => o.context.close());
  await o.context.addCookies([{ name: 'cookie_consent', value: 'denied', url: shop.url }]);
  const res = await o.page.goto(shop.url + pathname);
  assert.equal(res.status(), 200, pathname);
  await o.page.waitForFunction(() => Object.keys(document.querySelector('main') || {}).some((k) => k.startsWith('__reactFiber')));
  await o.page.locator('.site-footer .chips li').first().waitFor();
  // Scroll the whole page through, so what loads on the way (reviews, sliders) is there too.
  for (let y = 0; y < await o.page.evaluate(() => document.body.scrollHeight); y += 600) {
    await o.page.evaluate((to) => window.scrollTo(0, to), y);
  }
  await o.page.waitForLoadState('networkidle');
  const { text, attrs, chips } = await o.page.evaluate(() => ({
    text: document.body.innerText,
    attrs: [...document.querySelectorAll('[alt], [title], [aria-label], [content]')].flatMap((el) =>
      ['alt', 'title', 'aria-label', 'content'].filter((a) => el.hasAttribute(a)).map((a) => `${el.tagName.toLowerCase()}[${a}]=${el.getAttribute(a)}`)),
    chips: [...document.querySelectorAll('.site-footer .chips li')].map((li) => li.textContent),
  }));
  const hits = [];
  for (const line of text.split('\n')) if (LATVIAN.test(line)) hits.push('text: ' + line.trim().slice(0, 100));
  for (const a of attrs) if (LATVIAN.test(a)) hits.push(a.slice(0, 120));
  return { hits, chips, page: o.page };
}

test('the Finnish shop says nothing Latvian on home, category, product and contact pages', async (t) => {
  const home = await shop.api('/', { headers: { 'X-Page': 'true', 'Accept-Language': 'fi' } });
  const category = home.shared.menu[0].link;
  const [product] = await shop.api('/api/search/products?per_page=48&inventories=1&sort=quantity:desc', { headers: { 'Accept-Language': 'fi' } })
    .then((r) => r.collection.data.products);
  const found = {};
  for (const p of ['/', category, product.link, '/contact']) {
    const { hits, chips } = await latvianOn(t, p);
    if (hits.length) found[p] = hits.slice(0, 30);
    assert.ok(chips.includes('Nordea') && chips.includes('Posti'), `footer chips on ${p}: ${chips}`);
    assert.ok(!chips.some((c) => /Swedbank|Citadele|Omniva|Venipak/.test(c)), `Baltic chips on ${p}: ${chips}`);
  }
  assert.deepEqual(found, {}, 'Latvian on the Finnish shop:\n' + JSON.stringify(found, null, 1));
});
