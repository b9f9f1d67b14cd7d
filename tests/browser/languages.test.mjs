// Browser tests for the shop's languages: each language's pages have their own
// URLs (the default language without a prefix, the others under /{lang}); the switcher leads to
// the same page in another language; following links stays in the page's language without
// reloading; going back across a language change brings that language's page whole.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startShop, launch, openPage, markDocument, sameDocument, DESKTOP, MOBILE } from './harness.mjs';

let lv;
let fi;
let browser;

before(async () => {
  [lv, fi, browser] = await Promise.all([startShop(), startShop({ shop: 'fi_tel_shop' }), launch()]);
});

after(async () => {
  await browser?.close();
  await Promise.all([lv?.stop(), fi?.stop()]);
});

async function fresh(t, viewport = DESKTOP) {
  const ctx = await openPage(browser, viewport);
  ctx.context.setDefaultTimeout(10000);
  t.after(() => ctx.context.close());
  return ctx;
}

// internalLinks are the page's own links (not mail, phone or fragment links) as paths.
function internalLinks(page) {
  return page.$$eval('a[href]', (as) => as.map((a) => new URL(a.href, location.href))
    .filter((u) => u.origin === location.origin).map((u) => u.pathname));
}

const switcher = (page, code) => page.locator(`.lang-switch a[hreflang="${code}"]`);

test('the switcher leads to the same page in English; its links stay English; back brings the Latvian page', async (t) => {
  const { page, errors } = await fresh(t);
  const home = await lv.api('/', { headers: { 'X-Page': 'true' } });
  const category = home.shared.menu[0].link;
  await page.goto(lv.url + category);
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'lv');
  assert.deepEqual(await page.locator('.lang-switch a').evaluateAll((as) => as.map((a) => a.hreflang)), ['lv', 'en', 'ru']);

  await Promise.all([page.waitForURL(lv.url + '/en' + category), switcher(page, 'en').click()]);
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
  assert.equal(await switcher(page, 'en').getAttribute('aria-current'), 'true');
  assert.equal(await page.locator('link[rel="canonical"]').getAttribute('href'), lv.url + '/en' + category);
  const stray = (await internalLinks(page)).filter((p) => !/^\/(en|ru)(\/|$)/.test(p) && !p.startsWith('/media/')
    && !(p === category)); // the switcher's own Latvian link
  assert.deepEqual(stray, [], 'links of an English page that leave English');

  // A product from the list: the client router follows it, and the page stays English.
  await markDocument(page);
  const card = page.locator('main .pcard a[href^="/en/p/"]:not([aria-hidden])').first(); // the title: the picture's link lies under it
  const href = await card.getAttribute('href');
  await Promise.all([page.waitForURL(lv.url + href), card.click()]);
  await page.waitForSelector('main h1.product__title'); // the product page, not the list's heading
  assert.ok(await sameDocument(page), 'the product opened without a reload');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
  assert.equal(await switcher(page, 'ru').getAttribute('href'), '/ru' + href.slice(3));

  // Into Russian, then back: the English page comes back whole, in English.
  await Promise.all([page.waitForURL(lv.url + '/ru' + href.slice(3)), switcher(page, 'ru').click()]);
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'ru');
  await page.goBack();
  await page.waitForURL(lv.url + href);
  await page.waitForFunction(() => document.documentElement.lang === 'en');
  assert.equal(await switcher(page, 'en').getAttribute('aria-current'), 'true');
  assert.deepEqual(errors, []);
});

test('the Finnish shop speaks Finnish at its root and English under /en, at both widths', async (t) => {
  for (const viewport of [DESKTOP, MOBILE]) {
    const { page, errors } = await fresh(t, viewport);
    await page.goto(fi.url + '/');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'fi');
    assert.deepEqual(await page.locator('link[rel="alternate"]').evaluateAll((ls) => ls.map((l) => l.hreflang + ' ' + new URL(l.href).pathname)),
      ['fi /', 'en /en', 'x-default /']);
    assert.deepEqual(await page.locator('.lang-switch a').evaluateAll((as) => as.map((a) => a.textContent)), ['FISuomi', 'ENEnglish']);
    await Promise.all([page.waitForURL(fi.url + '/en'), switcher(page, 'en').click()]);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
    assert.deepEqual(errors, []);
  }
});
