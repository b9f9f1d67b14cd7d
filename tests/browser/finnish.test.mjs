// Browser test of the Finnish shop: walking fi_tel_shop's home page, a category
// page, a product page and the contact page at 1366 px, nothing the shopper reads (the page's
// text) or a machine reads (alt, title, aria-label, meta content) is Latvian: no Latvian
// letters and no +371 number. The footer's payment and delivery chips are the Finnish ones.
// A Finnish guest orders on a phone: Posti to a Helsinki door, paid through Nordea by transfer
// to the shop's Finnish account; the order page names it all in Finnish, and in English under
// /en; the invoice is the order's.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startShop, launch, openPage, withCart, eventually, shot, settle, DESKTOP, MOBILE } from './harness.mjs';

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
  await settle(o.page);
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

test('the Finnish product page promises delivery with one full stop, in Finnish and English', async () => {
  const [product] = await shop.api('/api/search/products?per_page=48&inventories=1&sort=quantity:desc', { headers: { 'Accept-Language': 'fi' } })
    .then((r) => r.collection.data.products);
  for (const lang of ['', '/en']) {
    const { context, page } = await openPage(browser, DESKTOP);
    try {
      await page.goto(shop.url + lang + product.link);
      const text = (await page.locator('.delivery__estimate').textContent()).trim();
      assert.match(text, /\d\.$/, `${lang || '/fi'}: ${text}`);
      assert.doesNotMatch(text, /\.\./, `${lang || '/fi'}: ${text}`);
    } finally {
      await context.close();
    }
  }
});

const field = (page, name) => page.locator(`[data-field="${name}"]`);

// mainText is the text of the page's main part but the lists of a select (the phone's calling
// codes are the EU's 27, +371 among them).
const mainText = (page) => page.evaluate(() => {
  const walk = document.createTreeWalker(document.querySelector('main'), NodeFilter.SHOW_TEXT);
  const out = [];
  for (let n = walk.nextNode(); n; n = walk.nextNode()) if (!n.parentElement.closest('select')) out.push(n.textContent);
  return out.join(' ');
});

test('a Finnish guest orders on a phone: Posti home delivery, Nordea, the order in Finnish and in English', async () => {
  const [p] = await shop.api('/api/search/products?per_page=48&inventories=1&sort=quantity:desc', { headers: { 'Accept-Language': 'fi' } })
    .then((r) => r.collection.data.products);
  const { context, page, errors } = await withCart(browser, shop, [p], '/checkout', MOBILE);
  try {
    await page.locator('fieldset[data-field="shipping_method"] .method').first().waitFor();
    assert.equal(await field(page, 'order.user_phone_number.number').locator('select').inputValue(), '+358',
      'a Finnish shop offers Finland\'s calling code first');
    await field(page, 'order.user_name').locator('input').fill('Matti');
    await field(page, 'order.user_surname').locator('input').fill('Virtanen');
    await field(page, 'order.user_email').locator('input').fill('matti.virtanen@example.fi');
    await field(page, 'order.user_phone_number.number').locator('input').fill('401234567');
    await page.locator('fieldset[data-field="shipping_method"] .method', { hasText: 'Posti kotiinkuljetus' }).click();
    const country = field(page, 'shipping.country_id').locator('select');
    await country.locator('option', { hasText: 'Suomi' }).waitFor({ state: 'attached' });
    await country.selectOption({ label: 'Suomi' });
    await field(page, 'shipping.city').locator('input').fill('Helsinki');
    await field(page, 'shipping.address').locator('input').fill('Mannerheimintie 1');
    const zip = field(page, 'shipping.zip').locator('input');
    await zip.fill('00100');
    await zip.blur();
    await page.locator('fieldset[data-field="payment_method"] .method', { hasText: 'Nordea' }).click();
    await page.locator('[data-field="terms_accepted"] input').check();
    const submit = page.locator('.checkout-submit');
    await eventually(async () => assert.equal(await submit.isEnabled(), true));
    const checkout = await mainText(page);
    assert.doesNotMatch(checkout, LATVIAN, 'the checkout says nothing Latvian');
    await shot(page, 'finnish-checkout-mobile');

    await submit.click();
    await page.waitForURL(/\/order\/[^/]+$/);
    await page.locator('.order-bank').waitFor();
    const order = await mainText(page);
    assert.match(await page.locator('h1').textContent(), /FI-\d{6}/);
    assert.match(order, /FI\d{2}( ?\d{4}){3}/, 'the shop\'s Finnish account');
    for (const text of ['Posti kotiinkuljetus', 'Nordea', 'Mannerheimintie 1']) assert.ok(order.includes(text), `${text} on the order page`);
    assert.doesNotMatch(order, LATVIAN, 'the order page says nothing Latvian');
    await shot(page, 'finnish-order-mobile');

    const token = new URL(page.url()).pathname.split('/').pop();
    await page.goto(`${shop.url}/en/order/${token}`);
    await page.locator('.order-bank').waitFor();
    const english = await page.locator('main').innerText();
    for (const text of ['Posti home delivery', 'Nordea']) assert.ok(english.includes(text), `${text} on the English order page`);
    assert.ok(!english.includes('kotiinkuljetus'), 'the English order page names the method in English');

    const invoice = await context.request.get(`${shop.url}/order/${token}/invoice.pdf`);
    assert.equal(invoice.status(), 200);
    assert.equal(invoice.headers()['content-type'], 'application/pdf');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
