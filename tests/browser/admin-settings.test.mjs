// The owners' settings in the back office: an owner changes the company name and a locker's
// free-delivery threshold and the storefront's next answers follow; an owner edits the VAT
// rates per country as a table in percent and the server holds them in basis points; a coupon made in the back
// office works in a shopper's cart; staff see no settings and the server refuses them; every
// page is axe-clean and fits 390 px.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startShop, launch, openPage, axe, DESKTOP, MOBILE } from './harness.mjs';

let shop, browser;
before(async () => {
  [shop, browser] = await Promise.all([startShop(), launch()]);
});
after(async () => {
  await browser?.close();
  await shop?.stop();
});

// signIn opens /admin and signs in as member (the form speaks the browser's Latvian).
async function signIn(page, member) {
  await shop.signInAdmin(page, member);
  await page.getByRole('navigation', { name: 'Back office' }).waitFor();
}

// open follows the navigation's link to a page.
async function open(page, name) {
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name }).click();
}

async function noOverflow(page, what) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  assert.ok(overflow <= 0, `${what} is ${overflow} px wider than the screen`);
}

test('an owner changes the company name and the locker threshold; the storefront follows', async () => {
  const { context, page, errors } = await openPage(browser, DESKTOP, { bypassCSP: true });
  try {
    await signIn(page, shop.staff('owner'));
    await open(page, 'Settings');
    const name = page.getByLabel('Company name (on invoices)');
    await name.waitFor();
    assert.equal(await name.inputValue(), 'SIA TelShop');
    await name.fill('SIA Pārbaudes Veikals');
    await page.getByLabel('VAT rate (%)').fill('abc');
    await page.getByRole('button', { name: 'Save' }).click();
    // The refused rate is marked at its field, and nothing was written.
    await page.locator('[aria-invalid=true]').first().waitFor();
    assert.equal(await page.getByLabel('VAT rate (%)').getAttribute('aria-invalid'), 'true');
    await page.getByLabel('VAT rate (%)').fill('21');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    assert.deepEqual(await axe(page), [], 'the settings page');

    // The contact page's props name the company as now written.
    // The storefront's contact page names the company as now written.
    const storefront = await context.newPage();
    await storefront.goto(shop.url + '/contact');
    await storefront.getByText('SIA Pārbaudes Veikals').first().waitFor();
    await storefront.close();

    // The locker is free from 1.00 € net: a one-product cart is over it at once.
    const call = await shop.guest();
    const [p] = await shop.inStock();
    await call(`/api/cart-item/add/${p.id}`, { quantity: 1 });
    const before = (await call('/api/cart')).cart;
    assert.ok(before.locker_free_shipping_threshold > 121, 'the demo locker threshold is 50 €');

    await open(page, 'Shipping');
    const locker = page.locator('details', { hasText: 'omniva-locker' });
    await locker.locator('summary').click();
    await locker.getByLabel('Free from, goods without VAT (€)').fill('1');
    await locker.getByRole('button', { name: 'Save' }).click();
    await locker.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    assert.deepEqual(await axe(page), [], 'the shipping page');

    const afterCart = (await call('/api/cart')).cart;
    assert.equal(afterCart.locker_free_shipping_threshold, 121, '1.00 € net is 1.21 € with 21 % VAT');
    const methods = (await call('/api/shipping')).shippingMethods;
    assert.equal(methods.find((m) => m.code === 'omniva-locker').price, 0, 'the locker is free for this cart');
    assert.deepEqual(errors.filter((e) => !/401|422/.test(e)), []);
  } finally {
    await context.close();
  }
});

// serverRates is vat_rates as the server holds it, read with the page's staff session.
const serverRates = (page) => page.evaluate(async () => (await (await fetch('/api/admin/settings', {
  headers: { 'X-Requested-With': 'XMLHttpRequest' } })).json()).settings.vat_rates);

test('an owner edits the VAT rates per country in percent; the server holds basis points', async () => {
  const { context, page, errors } = await openPage(browser, DESKTOP, { bypassCSP: true });
  try {
    await signIn(page, shop.staff('owner'));
    await open(page, 'Settings');
    const table = page.getByRole('table', { name: 'VAT rates by delivery country' });
    const rate = (country) => table.getByRole('textbox', { name: `${country} Rate (%)` });
    const save = async () => {
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    };
    await rate('Finland (FI)').waitFor();
    assert.equal(await rate('Finland (FI)').inputValue(), '25.5', 'FI:2550 shows as 25.5');
    assert.equal(await rate('Estonia (EE)').inputValue(), '24');
    // The home country's row is read-only at the VAT rate above, with no remove button.
    const home = table.getByRole('row', { name: /Latvia \(LV\)/ });
    assert.match(await home.innerText(), /21 %/);
    assert.equal(await home.getByRole('textbox').count(), 0);
    assert.equal(await home.getByRole('button').count(), 0);

    // Estonia out, Finland at 24 %: saved as the server's text.
    await table.getByRole('button', { name: 'Remove Estonia (EE)' }).click();
    assert.equal(await rate('Estonia (EE)').count(), 0);
    await rate('Finland (FI)').fill('24');
    await save();
    assert.equal(await serverRates(page), 'FI:2400, LT:2100, LV:2100');

    // Three decimals are refused at Finland's row before anything is sent.
    await rate('Finland (FI)').fill('25.555');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('alert').filter({ hasText: 'Check the marked VAT rates' }).waitFor();
    assert.equal(await rate('Finland (FI)').getAttribute('aria-invalid'), 'true');
    await table.getByText('A rate from 0 to 100 with at most two decimals').waitFor();
    assert.equal(await serverRates(page), 'FI:2400, LT:2100, LV:2100', 'nothing was written');

    // Estonia added again at 24 %, Finland at 25,5 with a comma.
    const add = page.getByLabel('Add a country');
    assert.equal(await add.locator('option[value=LV]').count(), 0, 'the home country is not offered');
    assert.equal(await add.locator('option[value=FI]').count(), 0, 'a listed country is not offered');
    await add.selectOption('EE');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    assert.ok(await rate('Estonia (EE)').evaluate((el) => el === document.activeElement), 'the new row takes the focus');
    await rate('Estonia (EE)').fill('24');
    await rate('Finland (FI)').fill('25,5');
    await save();
    assert.deepEqual(await axe(page), [], 'the settings page with its rates table');

    await page.reload();
    await rate('Finland (FI)').waitFor();
    assert.equal(await rate('Finland (FI)').inputValue(), '25.5');
    assert.equal(await rate('Estonia (EE)').inputValue(), '24');
    const held = await serverRates(page);
    assert.match(held, /\bEE:2400\b/);
    assert.match(held, /\bFI:2550\b/);
    assert.equal(held, 'EE:2400, FI:2550, LT:2100, LV:2100');

    // The server's refusal of the setting shows under the table (its word is final).
    await page.route('**/api/admin/settings', (route) => (route.request().method() === 'PUT'
      ? route.fulfill({ status: 422, contentType: 'application/json',
        body: JSON.stringify({ message: 'Check the marked fields.', errors: { vat_rates: ['"MT:x": want a country code and a rate'] } }) })
      : route.continue()));
    await rate('Lithuania (LT)').fill('21.5');
    await page.getByRole('button', { name: 'Save' }).click();
    const refusal = page.locator('.vat-rates .field-error').filter({ hasText: 'want a country code and a rate' });
    await refusal.waitFor();
    assert.ok((await table.getAttribute('aria-describedby')).includes(await refusal.getAttribute('id')), 'the table is described by it');
    await page.unroute('**/api/admin/settings');
    assert.deepEqual(errors.filter((e) => !/401|422/.test(e)), []);
  } finally {
    await context.close();
  }
});

test('a coupon made in the back office works in a shopper\'s cart', async () => {
  const { context, page, errors } = await openPage(browser, DESKTOP, { bypassCSP: true });
  try {
    await signIn(page, shop.staff('staff')); // coupons are staff's work too
    await open(page, 'Coupons');
    const form = page.getByRole('form', { name: 'New coupon' });
    await form.getByLabel('Code').fill('PAVASARIS10');
    await form.getByLabel('Percentage off (1–100)').fill('10');
    await form.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('cell', { name: 'PAVASARIS10', exact: true }).waitFor();
    assert.deepEqual(await axe(page), [], 'the coupons page');

    const call = await shop.guest();
    const [p] = await shop.inStock();
    await call(`/api/cart-item/add/${p.id}`, { quantity: 1 });
    const cart = (await call('/api/coupon/apply', { code: 'pavasaris10' })).cart;
    assert.ok(cart.coupon, 'the cart carries the coupon');
    assert.ok(cart.coupon_discount_price_with_tax > 0, 'the coupon takes something off');

    // A second coupon with the same code is refused at the code's field.
    await form.getByLabel('Code').fill('PAVASARIS10');
    await form.getByLabel('Percentage off (1–100)').fill('5');
    await form.getByRole('button', { name: 'Create' }).click();
    await form.getByText('This code is already in use.').waitFor();
    assert.equal(await form.getByLabel('Code').getAttribute('aria-invalid'), 'true');
    assert.deepEqual(errors.filter((e) => !/401|422/.test(e)), []);
  } finally {
    await context.close();
  }
});

test('staff see no settings in the navigation, and the server refuses them', async () => {
  const { context, page } = await openPage(browser, DESKTOP);
  try {
    await signIn(page, shop.staff('staff'));
    const nav = page.getByRole('navigation', { name: 'Back office' });
    assert.ok(await nav.getByRole('link', { name: 'Coupons' }).isVisible());
    for (const name of ['Settings', 'Shipping', 'Payments']) assert.equal(await nav.getByRole('link', { name }).count(), 0, name);
    await page.goto(shop.url + '/admin/settings');
    await page.getByRole('heading', { name: 'There is no such page' }).waitFor();
    const res = await context.request.get(shop.url + '/api/admin/settings', { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    assert.equal(res.status(), 403);
  } finally {
    await context.close();
  }
});

test('at 390 px the settings, shipping, payments and coupons pages fit and axe finds nothing', async () => {
  const { context, page, errors } = await openPage(browser, MOBILE, { bypassCSP: true });
  try {
    await signIn(page, shop.staff('owner'));
    for (const [path, heading] of [['/admin/settings', 'Settings'], ['/admin/shipping', 'Shipping methods'],
      ['/admin/payments', 'Payment methods'], ['/admin/coupons', 'Coupons']]) {
      await page.goto(shop.url + path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      if (path === '/admin/shipping') await page.locator('details summary').first().click();
      await page.locator('form').first().waitFor();
      assert.deepEqual(await axe(page), [], path);
      await noOverflow(page, path);
    }
    // The payments page says which variables configure Stripe, never their values.
    await page.goto(shop.url + '/admin/payments');
    await page.getByText('SHOP_STRIPE_KEY').waitFor();
    assert.deepEqual(errors.filter((e) => !/401/.test(e)), []); // the sign-in form's first GET /me
  } finally {
    await context.close();
  }
});
