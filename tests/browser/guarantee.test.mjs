// The legal-guarantee notice and the durability label (Directive 2011/83/EU Art. 6(1)(l) and
// (la), as Directive (EU) 2024/825 amended it): the notice in the footer of a Latvian page on a
// phone, open and in view without a click, its link to the full text; the notice just above
// the checkout's order button in English (the Latvian shop) and in Finnish (the Finnish shop,
// with Finland's own rule); the durability label beside the price of a demo television with a
// 5-year producer's guarantee and not on a product without one. The footer's notice and the
// label are server-rendered (in the HTML before any script; the checkout's form, the notice
// with it, renders once the cart is read); each axe-clean, no horizontal overflow at 390 px,
// no console errors. Staff set a product's guarantee in the back office on a phone (51 years
// refused by the field) and its page shows the label.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startShop, launch, openPage, axe, addToCart, settle, rendered, DESKTOP, MOBILE } from './harness.mjs';

let shop;
let fiShop;
let browser;

before(async () => {
  [shop, fiShop, browser] = await Promise.all([startShop(), startShop({ shop: 'fi_tel_shop' }), launch()]);
});

after(async () => {
  await browser?.close();
  await shop?.stop();
  await fiShop?.stop();
});

const props = async (s, path) => (await s.api(path, { headers: { 'X-Page': 'true' } })).props;
const rootOf = (html) => html.slice(html.indexOf('<div id="root"'));
const overflow = (page) => page.evaluate(() => document.documentElement.scrollWidth - innerWidth);

test('the footer of a Latvian page on a phone carries the legal-guarantee notice, open, with its full text a tap away', async () => {
  const html = await rendered(shop.url + '/');
  assert.match(rootOf(html), /<footer[^>]*>.*class="guarantee-notice footer__guarantee".*Likumiskā garantija par preces atbilstību/s,
    'the notice is rendered on the server');
  const { context, page, errors } = await openPage(browser, MOBILE, { bypassCSP: true });
  try {
    await context.addCookies([{ name: 'cookie_consent', value: 'denied', url: shop.url }]);
    await page.goto(shop.url + '/');
    const notice = page.locator('.site-footer .footer__guarantee');
    await notice.scrollIntoViewIfNeeded();
    assert.equal(await notice.isVisible(), true, 'the notice shows without opening anything');
    const text = await notice.textContent();
    for (const want of ['Likumiskā garantija par preces atbilstību', 'vismaz 2 gadus', 'bezmaksas remontu vai apmaiņu',
      'cenas samazinājumu vai līguma atcelšanu', 'Patērētāju tiesību aizsardzības likuma 27. pants']) {
      assert.ok(text.includes(want), `the notice says ${want}`);
    }
    const box = await notice.boundingBox();
    assert.ok(box.height > 60 && box.width > 300, `the notice is a readable block (${box.width}×${box.height})`);
    assert.ok(await overflow(page) <= 0, 'no horizontal overflow');
    assert.deepEqual(await axe(page), []);

    await notice.getByRole('link', { name: 'Jūsu tiesības uz likumisko garantiju pilnībā' }).click();
    await page.waitForURL(/\/info\/legal-guarantee$/);
    await page.locator('h1', { hasText: 'Likumiskā garantija par preces atbilstību' }).waitFor();
    const body = await page.locator('main').textContent();
    for (const want of ['Direktīva (ES) 2019/771', '27. pantu', 'www.ptac.gov.lv', 'Ražotāja komerciālā garantija par preces izturību']) {
      assert.ok(body.includes(want), `the page says ${want}`);
    }
    assert.ok(await overflow(page) <= 0, 'no horizontal overflow on the page');
    assert.deepEqual(await axe(page), []);
    assert.deepEqual(errors, [], 'no console errors (hydration included)');
  } finally {
    await context.close();
  }
});

for (const c of [
  { name: 'English, the Latvian shop', s: () => shop, path: '/en/checkout', title: 'Legal guarantee of conformity',
    says: ['at least 2 years', 'repaired or replaced free of charge', 'section 27'], more: 'Your legal guarantee rights in full' },
  { name: 'Finnish, the Finnish shop', s: () => fiShop, path: '/checkout', title: 'Lakisääteinen virhevastuu',
    says: ['vähintään 2 vuoden ajan', 'maksuttomaan korjaukseen tai vaihtoon', 'kuluttajansuojalaki ei aseta kiinteää määräaikaa'],
    more: 'Oikeutesi virhevastuun perusteella kokonaisuudessaan' },
]) {
  test(`the checkout in ${c.name} shows the legal-guarantee notice just above the order button`, async () => {
    const s = c.s();
    const [p] = await s.inStock();
    for (const viewport of [MOBILE, DESKTOP]) {
      const { context, page, errors } = await openPage(browser, viewport, { bypassCSP: true });
      try {
        await context.addCookies([{ name: 'cookie_consent', value: 'denied', url: s.url }]);
        await page.goto(s.url + '/');
        assert.equal(await addToCart(page, p.id), 200);
        await page.goto(s.url + c.path);
        const notice = page.locator('.checkout-form .checkout-guarantee');
        await notice.waitFor();
        const text = await notice.textContent();
        assert.ok(text.startsWith(c.title), `the notice opens with its title: ${text.slice(0, 60)}`);
        for (const want of c.says) assert.ok(text.includes(want), `the notice says ${want}`);
        assert.equal(await notice.getByRole('link', { name: c.more }).count(), 1, 'the link to the full text');
        // Just above the order button: the button is the next element, and both are on screen together.
        assert.equal(await notice.evaluate((el) => el.nextElementSibling?.classList.contains('checkout-submit')), true);
        const [n, b] = [await notice.boundingBox(), await page.locator('.checkout-submit').boundingBox()];
        assert.ok(b.y - (n.y + n.height) < 40, 'the notice sits right above the button');
        if (viewport === MOBILE) assert.ok(await overflow(page) <= 0, 'no horizontal overflow');
        assert.deepEqual(await axe(page), []);
        assert.deepEqual(errors, [], 'no console errors (hydration included)');
      } finally {
        await context.close();
      }
    }
  });
}

// A television of the demo with a producer's guarantee of durability and one product without.
async function televisions() {
  const scope = new URLSearchParams((await props(shop, '/c/televizori')).api_params);
  const found = {};
  for (const p of (await shop.api(`/api/search/products?per_page=48&${scope}`)).collection.data.products) {
    const d = (await props(shop, p.link)).product.durability;
    if (d && !found.with) found.with = { link: p.link, durability: d };
    if (!d && !found.without) found.without = { link: p.link };
    if (found.with && found.without) return found;
  }
  throw new Error('no television with and one without a guarantee of durability: ' + JSON.stringify(found));
}

test('a demo television with a 5-year producer\'s guarantee shows the durability label by its price; one without shows none', async () => {
  const tv = await televisions();
  assert.equal(tv.with.durability, '5 gadi');
  const html = await rendered(shop.url + tv.with.link);
  assert.match(rootOf(html), /<p class="durability"><b>5 gadi<\/b>.{0,12}Ražotāja komerciālā garantija par preces izturību<\/p>/,
    'the label is rendered on the server');
  for (const viewport of [MOBILE, DESKTOP]) {
    const { context, page, errors } = await openPage(browser, viewport, { bypassCSP: true });
    try {
      await context.addCookies([{ name: 'cookie_consent', value: 'denied', url: shop.url }]);
      await page.goto(shop.url + tv.with.link);
      const label = page.locator('.buybox .durability');
      await label.waitFor();
      await page.locator('.buybox__price .energy').waitFor(); // the price's row is whole: its energy arrow is in
      await settle(page);
      assert.equal(await label.textContent(), '5 gadi Ražotāja komerciālā garantija par preces izturību');
      const [l, price] = [await label.boundingBox(), await page.locator('.buybox__price').boundingBox()];
      assert.ok(l.y >= price.y + price.height - 1 && l.y - (price.y + price.height) < 40, 'the label sits right under the price');
      if (viewport === MOBILE) assert.ok(await overflow(page) <= 0, 'no horizontal overflow');
      assert.deepEqual(await axe(page), []);

      await page.goto(shop.url + '/en' + tv.with.link);
      await page.locator('.buybox .durability', { hasText: "5 years Producer's commercial guarantee of durability" }).waitFor();

      await page.goto(shop.url + tv.without.link);
      await page.locator('.buybox__price').waitFor();
      assert.equal(await page.locator('.durability').count(), 0, 'no label without a guarantee over 2 years');
      assert.deepEqual(errors, [], 'no console errors (hydration included)');
    } finally {
      await context.close();
    }
  }
});

// saved waits for the answer of a product's save (PUT), 200.
const saved = (page) => page.waitForResponse((r) => r.request().method() === 'PUT' && /\/api\/admin\/products\/\d+$/.test(r.url()) && r.status() === 200);

test('staff give a television a producer\'s guarantee of 3 years in the back office on a phone, and its page shows the label', async () => {
  const tv = await televisions();
  const { id } = (await props(shop, tv.without.link)).product;
  const { context, page, errors } = await openPage(browser, MOBILE, { bypassCSP: true });
  try {
    await shop.signInAdmin(page, shop.staff('staff'), '/admin/products/' + id);
    const field = page.getByLabel('Producer’s guarantee of durability, years');
    await field.waitFor();
    assert.equal(await field.inputValue(), '0');
    await field.fill('51');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.locator('.field-error', { hasText: 'Enter whole years from 0 to 50.' }).waitFor();
    assert.equal(await field.getAttribute('aria-invalid'), 'true');
    await field.fill('3');
    await Promise.all([saved(page), page.getByRole('button', { name: 'Save' }).click()]);
    await page.getByRole('status').getByText('Saved.').waitFor();
    assert.ok(await overflow(page) <= 0, 'no horizontal overflow');
    assert.deepEqual(await axe(page), []);
    assert.deepEqual(errors.filter((e) => !/401/.test(e)), [], 'only the signed-out /me before the sign-in');
  } finally {
    await context.close();
  }
  assert.equal((await props(shop, tv.without.link)).product.durability, '3 gadi');
  const html = await rendered(shop.url + tv.without.link);
  assert.match(rootOf(html), /<p class="durability"><b>3 gadi<\/b>/, 'the page shows the label at once');
});
