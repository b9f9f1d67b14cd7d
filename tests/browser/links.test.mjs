// A link is a promise: every link a shopper can see on any page — header, menus, footer,
// banners, cards, breadcrumbs, filters, pagination — answers 200, and so does every URL the
// server gives the UI in its shared links.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startShop, launch, openPage, DESKTOP, MOBILE } from './harness.mjs';

let shop;
let browser;

before(async () => {
  shop = await startShop();
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await shop?.stop();
});

// hrefs collects the same-origin links of a page as a shopper sees it, menus opened.
async function hrefs(path, viewport) {
  const { context, page } = await openPage(browser, viewport);
  try {
    await context.addCookies([{ name: 'cookie_consent', value: 'denied', url: shop.url }]);
    await page.goto(shop.url + path);
    await page.locator('main > *').first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.locator('.cat-btn').click();
    await page.locator('#mega-menu a').first().waitFor();
    return await page.evaluate(() => [...document.querySelectorAll('a[href]')]
      .map((a) => new URL(a.getAttribute('href'), location.href))
      .filter((u) => u.origin === location.origin)
      .map((u) => u.pathname + u.search));
  } finally {
    await context.close();
  }
}

test('every link on every kind of page answers 200', async () => {
  const first = (await shop.api('/api/search/products?per_page=16&inventories=1')).collection.data.products[0];
  const { props } = await shop.api(first.link, { headers: { 'X-Page': 'true' } });
  const order = '/order/' + await shop.order();
  const paths = ['/', props.breadcrumbs.at(-2).link, first.manufacture.link, '/search?q=galaxy', '/wishlist', first.link, '/compare', '/no-such-page',
    '/cart', '/checkout', '/order', order, order + '/review', '/contact', '/brands', '/blog', '/blog/page/2', '/info/delivery'];
  const seen = new Set();
  for (const viewport of [DESKTOP, MOBILE]) {
    for (const p of paths) for (const h of await hrefs(p, viewport)) seen.add(h);
  }
  const shared = (await shop.api('/', { headers: { 'X-Page': 'true' } })).shared.links;
  for (const l of Object.values(shared)) seen.add(l);
  assert.ok(seen.size > 50, `only ${seen.size} links found`);
  const broken = [];
  for (const url of seen) {
    if (url.startsWith('/no-such-page')) continue; // the 404 page's own language links are that page
    const res = await fetch(shop.url + url, { redirect: 'manual' });
    if (res.status !== 200) broken.push(`${url} → ${res.status}`);
  }
  assert.deepEqual(broken, []);
});
