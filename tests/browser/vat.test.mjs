// VAT by destination (docs/shop.md): an owner switches the One-Stop Shop on in the back
// office's settings; a guest whose parcel goes to Finland then sees the checkout re-priced at
// Finland's 25.5 % before the order button (the VAT row, the note, the total and the button's
// amount, all the server's), and back at 21 % for Latvia. axe on both pages, and the checkout
// at 390 px without horizontal overflow.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startShop, launch, openPage, axe, eventually, withCart, DESKTOP, MOBILE } from './harness.mjs';

let shop, browser;
before(async () => {
  [shop, browser] = await Promise.all([startShop(), launch()]);
});
after(async () => {
  await browser?.close();
  await shop?.stop();
});

const field = (page, name) => page.locator(`[data-field="${name}"]`);

// serverCart is the page's shopper's cart as the server prices it.
const serverCart = (page) => page.evaluate(async () => (await (await fetch('/api/cart', {
  headers: { 'X-Requested-With': 'XMLHttpRequest' } })).json()).cart);

test('with OSS on, a parcel to Finland is priced at 25.5 % before the order button', async () => {
  const admin = await openPage(browser, DESKTOP, { bypassCSP: true });
  try {
    await shop.signInAdmin(admin.page, shop.staff('owner'), '/admin/settings');
    const oss = admin.page.getByLabel(/One-Stop Shop/);
    await oss.waitFor();
    assert.equal(await oss.isChecked(), false, 'OSS is off by default');
    assert.match(await admin.page.getByLabel(/VAT rates by delivery country/).inputValue(), /FI:2550/);
    await oss.check();
    await admin.page.getByRole('button', { name: 'Save' }).click();
    await admin.page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    assert.deepEqual(await axe(admin.page), [], 'the settings page');
  } finally {
    await admin.context.close();
  }

  const [p] = await shop.inStock();
  const countries = (await shop.api('/api/countries')).countries;
  const id = (code) => String(countries.find((c) => c.code === code).id);
  for (const viewport of [DESKTOP, MOBILE]) {
    const { context, page, errors } = await withCart(browser, shop, [p], '/checkout', viewport);
    try {
      await page.locator('fieldset[data-field="shipping_method"] .method', { hasText: 'Omniva' }).click();
      const country = field(page, 'shipping.country_id').locator('select');
      await country.waitFor();
      const summary = page.locator('.checkout-summary');

      await country.selectOption(id('LV'));
      await eventually(async () => assert.equal((await serverCart(page)).vat.country, 'LV'));
      const home = await serverCart(page);
      await eventually(async () => assert.match(await summary.textContent(), /PVN 21 % \(Latvija\)/));
      assert.equal(await page.locator('.checkout-summary__vat').count(), 0, 'no note at the home rate');

      await country.selectOption(id('FI'));
      await eventually(async () => assert.equal((await serverCart(page)).vat.country, 'FI'));
      const fi = await serverCart(page);
      assert.equal(fi.vat.scheme, 'oss');
      assert.equal(fi.vat.rate_basis_points, 2550);
      assert.ok(fi.cents.total > home.cents.total, `Finland's total ${fi.cents.total} over Latvia's ${home.cents.total}`);
      const label = fi.vat.label; // "PVN 25,5 % (Somija)"
      assert.match(label, /25,5 %/);
      const note = page.locator('.checkout-summary__vat');
      await note.waitFor();
      assert.match(await note.textContent(), new RegExp(label.replace(/[()]/g, '\\$&')));
      await eventually(async () => {
        const text = (await summary.textContent()).replace(/\s/g, ' ');
        assert.ok(text.includes(label), `the VAT row names ${label}: ${text}`);
        assert.ok(text.includes(fi.formatted_total_price_with_tax.replace(/\s/g, ' ')), `the total ${fi.formatted_total_price_with_tax}: ${text}`);
        assert.ok(text.includes(fi.formatted_tax_price.replace(/\s/g, ' ')), `the VAT ${fi.formatted_tax_price}`);
      });
      const button = (await page.locator('.checkout-submit').textContent()).replace(/\s/g, ' ');
      assert.ok(button.includes(fi.formatted_total_price_with_tax.replace(/\s/g, ' ')), `the order button says ${button}`);

      if (viewport === MOBILE) {
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
        assert.ok(overflow <= 0, `the checkout is ${overflow} px wider than the phone`);
      }
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  }
  // axe on the checkout as re-priced (its own context: axe needs the CSP bypassed).
  const o = await openPage(browser, DESKTOP, { bypassCSP: true });
  try {
    await o.context.addCookies([{ name: 'cookie_consent', value: 'denied', url: shop.url }]);
    await o.page.goto(shop.url + '/');
    await o.page.evaluate(async (pid) => fetch(`/api/cart-item/add/${pid}?action=plus`, { method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest',
        'X-CSRF-TOKEN': document.querySelector('meta[name="csrf-token"]').content }, body: JSON.stringify({ quantity: 1 }) }), p.id);
    await o.page.goto(shop.url + '/checkout');
    await o.page.locator('fieldset[data-field="shipping_method"] .method', { hasText: 'Omniva' }).click();
    await field(o.page, 'shipping.country_id').locator('select').selectOption(id('FI'));
    await o.page.locator('.checkout-summary__vat').waitFor();
    assert.deepEqual(await axe(o.page), [], 'the checkout priced for Finland');
  } finally {
    await o.context.close();
  }
});
