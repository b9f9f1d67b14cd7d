// VAT by destination (docs/shop.md): an owner switches the One-Stop Shop on in the back
// office's settings; a guest whose parcel goes to Finland then sees the checkout re-priced at
// Finland's 25.5 % before the order button (the VAT row's rate and country, the total and the button's
// amount, all the server's), and back at 21 % for Latvia. axe on both pages, and the checkout
// at 390 px without horizontal overflow. A business with an Estonian VAT number that VIES (a
// local server answering as VIES's REST API does, --vies-url) confirms sees 0 % — reverse
// charge for a parcel to Estonia, and a number VIES does not know is marked at its field.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { startShop, launch, openPage, axe, eventually, withCart, DESKTOP, MOBILE } from './harness.mjs';

let shop, browser, vies;
before(async () => {
  vies = await fakeVIES(['EE100931558']);
  [shop, browser] = await Promise.all([startShop({ args: ['--vies-url', vies.url] }), launch()]);
});
after(async () => {
  await browser?.close();
  await shop?.stop();
  vies?.server.close();
});

// fakeVIES answers POST /check-vat-number as VIES does: valid for the numbers listed.
async function fakeVIES(valid) {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (d) => { body += d; });
    req.on('end', () => {
      const q = JSON.parse(body || '{}');
      const number = (q.countryCode || '') + (q.vatNumber || '');
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ countryCode: q.countryCode, vatNumber: q.vatNumber, valid: valid.includes(number),
        requestDate: new Date().toISOString(), requestIdentifier: 'WAPI' + q.vatNumber, name: '---', address: '---' }));
    });
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { server, url: `http://127.0.0.1:${server.address().port}` };
}

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
    assert.equal(await admin.page.getByRole('table', { name: 'VAT rates by delivery country' })
      .getByRole('textbox', { name: 'Finland (FI) Rate (%)' }).inputValue(), '25.5');
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

      await country.selectOption(id('FI'));
      await eventually(async () => assert.equal((await serverCart(page)).vat.country, 'FI'));
      const fi = await serverCart(page);
      assert.equal(fi.vat.scheme, 'oss');
      assert.equal(fi.vat.rate_basis_points, 2550);
      assert.ok(fi.cents.total > home.cents.total, `Finland's total ${fi.cents.total} over Latvia's ${home.cents.total}`);
      const label = fi.vat.label; // "PVN 25,5 % (Somija)"
      assert.match(label, /25,5 %/);
      await page.locator('.checkout-summary .cart-summary__vat dt', { hasText: label }).waitFor();
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
    await o.page.locator('.checkout-summary .cart-summary__vat dt', { hasText: '25,5 %' }).waitFor();
    assert.deepEqual(await axe(o.page), [], 'the checkout priced for Finland');
  } finally {
    await o.context.close();
  }
});

test('a business with a VAT number VIES confirms buys at 0 % for a parcel to Estonia; an unknown number is marked', async () => {
  const [p] = await shop.inStock();
  const countries = (await shop.api('/api/countries')).countries;
  const ee = String(countries.find((c) => c.code === 'EE').id);
  const { context, page, errors } = await withCart(browser, shop, [p], '/checkout', MOBILE);
  try {
    await page.locator('.segmented__option', { has: page.locator('input[name="user_type"][value="b2b"]') }).click();
    const vat = field(page, 'order.company_vat_num').locator('input');
    await vat.waitFor();
    await page.locator('fieldset[data-field="shipping_method"] .method', { hasText: 'Omniva' }).click();
    await field(page, 'shipping.country_id').locator('select').selectOption(ee);
    await eventually(async () => assert.equal((await serverCart(page)).vat.country, 'EE'));

    await vat.fill('EE999999999');
    await field(page, 'order.company_vat_num').locator('.field-error').waitFor();
    assert.notEqual((await serverCart(page)).vat.scheme, 'reverse_charge', 'a number VIES does not know gives no exemption');

    await vat.fill('EE100931558');
    await eventually(async () => assert.equal((await serverCart(page)).vat.scheme, 'reverse_charge'));
    const cart = await serverCart(page);
    assert.equal(cart.cents.tax, 0);
    assert.equal(cart.cents.total, cart.cents.net);
    await page.locator('.checkout-summary dt', { hasText: cart.vat.label }).waitFor();
    assert.equal(await field(page, 'order.company_vat_num').locator('.field-error').count(), 0);
    await eventually(async () => {
      const text = (await page.locator('.checkout-summary').textContent()).replace(/\s/g, ' ');
      assert.ok(text.includes(cart.vat.label), `the VAT row names ${cart.vat.label}: ${text}`);
      assert.ok(text.includes(cart.formatted_total_price_with_tax.replace(/\s/g, ' ')), `the total ${cart.formatted_total_price_with_tax}`);
    });
    assert.deepEqual(errors.filter((e) => !e.includes('422')), [], 'no error but the refused number\'s answer');
  } finally {
    await context.close();
  }
});
