// A link is a promise. The shop is walked as a crawler would: the pages a shopper reaches
// (home with its menus open at both widths, every category and brand, a sample of products, cart, checkout,
// the account, contact, blog and information pages) are rendered, every same-origin a[href]
// they show is collected, together with every URL of the sitemap and every URL the server
// gives the UI in its shared links; each must answer 200, or redirect on purpose to a page
// that answers 200.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startShop, launch, openPage, withCart, addToCart, settle, cookieHeader, DESKTOP, MOBILE } from './harness.mjs';

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

// sameOrigin keeps the shop's own links of a list of hrefs, as path and query.
function sameOrigin(hrefs, base) {
  return hrefs.map((h) => new URL(h, base)).filter((u) => u.origin === shop.url).map((u) => u.pathname + u.search);
}

// shown collects the links of an open page as a shopper sees it, the category menu opened.
async function shown(page) {
  await page.locator('main > *').first().waitFor();
  await settle(page);
  const menu = page.locator('.cat-btn');
  if (await menu.isVisible()) {
    await menu.click();
    await page.locator('#mega-menu a').first().waitFor();
  }
  const hrefs = await page.evaluate(() => [...document.querySelectorAll('a[href]')].map((a) => a.href));
  return sameOrigin(hrefs, page.url());
}

// rendered opens each [path, viewport] in Chromium as a shopper who answered the cookie banner
// would, and returns the links each showed: four browser pages at once, each visiting its
// share of the list in turn.
async function rendered(list, workers = 4) {
  const links = new Array(list.length);
  let next = 0;
  await Promise.all(Array.from({ length: workers }, async () => {
    const opened = new Map(); // viewport → this worker's page at that width
    try {
      for (let i; (i = next++) < list.length;) {
        const [path, viewport] = list[i];
        if (!opened.has(viewport)) {
          const o = await openPage(browser, viewport);
          await o.context.addCookies([{ name: 'cookie_consent', value: 'denied', url: shop.url }]);
          opened.set(viewport, o);
        }
        const { page } = opened.get(viewport);
        await page.goto(shop.url + path);
        links[i] = await shown(page);
      }
    } finally {
      for (const o of opened.values()) await o.context.close();
    }
  }));
  return links;
}

// answered holds the paths a crawler's fetch found answering 200 already (served), which the
// crawler's last step does not ask again.
const answered = new Set();

// served collects the links of a page's server-rendered HTML: what a crawler without
// JavaScript sees, and the same markup the page hydrates.
async function served(path) {
  const res = await fetch(shop.url + path);
  assert.equal(res.status, 200, `${path} answered ${res.status}`);
  answered.add(path);
  const html = await res.text();
  const hrefs = [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((m) => m[1].replaceAll('&amp;', '&'));
  return sameOrigin(hrefs, shop.url + path);
}

// sitemap lists every URL of the sitemap, following a sitemap index into its parts.
async function sitemap(path = '/sitemap.xml') {
  const xml = await (await fetch(shop.url + path)).text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname + new URL(m[1]).search);
  if (!xml.includes('<sitemapindex')) return locs;
  return (await Promise.all(locs.map((l) => sitemap(l)))).flat();
}

// answer is a URL's status, a redirect followed one hop within the shop; cookie asks as that
// shopper. A page is asked as the client router asks (X-Page: true): its status is decided
// before any rendering, and the JSON answer spares the server a render per URL, which made
// this test five minutes long; the rendered markup of every kind of page is read by served.
async function answer(url, cookie = '') {
  const headers = { 'X-Page': 'true', ...(cookie ? { cookie } : {}) };
  const res = await fetch(shop.url + url, { redirect: 'manual', headers });
  if (res.status < 300 || res.status >= 400) return res.status;
  const to = new URL(res.headers.get('location'), shop.url + url);
  if (to.origin !== shop.url) return `${res.status} to ${to}`;
  const next = await fetch(to, { redirect: 'manual', headers });
  return next.status === 200 ? 200 : `${res.status} to ${to.pathname} → ${next.status}`;
}

// inBatches runs f over items, a few at a time.
async function inBatches(items, f, size = 8) {
  const out = [];
  for (let i = 0; i < items.length; i += size) out.push(...await Promise.all(items.slice(i, i + size).map(f)));
  return out;
}

test('a crawler finds no link that leads nowhere', async () => {
  const mapped = await sitemap();
  const shared = Object.values((await shop.api('/', { headers: { 'X-Page': 'true' } })).shared.links);
  const kinds = (prefix) => mapped.filter((u) => u.startsWith(prefix));
  const products = kinds('/p/');
  assert.ok(kinds('/c/').length > 5 && products.length > 50, 'the sitemap lists categories and products');
  assert.ok(['/en/c/', '/ru/c/'].every((l) => kinds(l).length === kinds('/c/').length), 'the sitemap lists every category in English and Russian too');

  const seen = new Set([...mapped, ...shared]);
  const add = (list) => list.forEach((u) => seen.add(u));

  // As a shopper sees them, at both widths: the pages whose links come from the browser
  // (menus, the shopper's cart and order).
  const order = '/order/' + await shop.order();
  const newsletter = await shop.newsletter('links@example.com');
  const inBrowser = ['/', '/en', '/ru', '/en/search?q=galaxy', '/search?q=galaxy', '/wishlist', '/compare', products[0], '/order', order, order + '/review',
    newsletter.confirm, newsletter.unsubscribe, '/password/reset/no-such-token', ...shared];
  // The links a phone shows besides the desktop's are the header's and the menu's, which every
  // page shares: the home pages and a product page stand for the rest at 390 px.
  const pages = [...[...new Set(inBrowser)].map((p) => [p, DESKTOP]), ...['/', '/en', products[0]].map((p) => [p, MOBILE])];
  for (const links of await rendered(pages)) add(links);
  const [inStock] = await shop.inStock();
  for (const p of ['/cart', '/checkout']) {
    const { context, page } = await withCart(browser, shop, [inStock], p);
    add(await shown(page));
    await context.close();
  }

  // As a crawler reads them: every category, brand, blog and information page, and every
  // twentieth product; in English and Russian (the sitemap lists every page in each) every
  // category and information page and every fortieth product.
  const crawled = [...new Set([...kinds('/c/'), ...kinds('/m/'), ...kinds('/blog'), ...kinds('/info/'),
    ...products.filter((_, i) => i % 20 === 0),
    ...['/en', '/ru'].flatMap((l) => [...kinds(l + '/c/'), ...kinds(l + '/info/'), ...kinds(l + '/p/').filter((_, i) => i % 40 === 0)])])];
  for (const links of await inBatches(crawled, served)) add(links);

  assert.ok(seen.size > 200, `only ${seen.size} links found`);
  const urls = [...seen].filter((u) => !answered.has(u));
  const statuses = await inBatches(urls, (u) => answer(u));
  const broken = urls.map((u, i) => [u, statuses[i]]).filter(([, s]) => s !== 200).map(([u, s]) => `${u} → ${s}`);
  assert.deepEqual(broken, []);
});

// ordered places an order of one in-stock product by bank transfer from a signed-in page, as
// the checkout does (its session, its CSRF token).
async function ordered(page, product) {
  await addToCart(page, product.id);
  const lv = (await shop.api('/api/countries')).countries.find((c) => c.code === 'LV');
  const status = await page.evaluate(async (body) => (await fetch('/api/order/store', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest',
      'X-CSRF-TOKEN': document.querySelector('meta[name="csrf-token"]').content },
    body: JSON.stringify(body),
  })).status, {
    order: { user_type: 'b2c', user_name: 'Anna', user_surname: 'Bērziņa', user_email: 'anna@example.lv',
      user_phone_number: { countryCallingCode: '+371', number: '20000000' } },
    shipping: { country_id: lv.id, city: 'Rīga', address: 'Brīvības iela 1', zip: 'LV-1050' },
    shipping_method: 'dpd-courier', payment_method: 'swedbank', terms_accepted: true,
  });
  assert.equal(status, 200, 'the order');
}

test('a registered shopper finds no link that leads nowhere: the profile (an order, its invoice) and the checkout', async () => {
  const { context, page } = await openPage(browser, DESKTOP);
  try {
    await context.addCookies([{ name: 'cookie_consent', value: 'denied', url: shop.url }]);
    await shop.withAccount(context);
    await page.goto(shop.url + '/');
    const [inStock] = await shop.inStock();
    await ordered(page, inStock);
    const seen = new Set();
    for (const viewport of [DESKTOP, MOBILE]) {
      await page.setViewportSize(viewport);
      await page.goto(shop.url + '/profile');
      (await shown(page)).forEach((u) => seen.add(u));
    }
    assert.ok([...seen].some((u) => u.endsWith('/invoice.pdf')), 'the profile links the invoice');
    await addToCart(page, inStock.id);
    await page.goto(shop.url + '/checkout');
    (await shown(page)).forEach((u) => seen.add(u));
    // Asked as that shopper: an invoice is its owner's alone.
    const cookie = await cookieHeader(context);
    const urls = [...seen];
    const statuses = await inBatches(urls, (u) => answer(u, cookie));
    const broken = urls.map((u, i) => [u, statuses[i]]).filter(([, s]) => s !== 200).map(([u, s]) => `${u} → ${s}`);
    assert.deepEqual(broken, []);
  } finally {
    await context.close();
  }
});
