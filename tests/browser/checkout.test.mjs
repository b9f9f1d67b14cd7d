// Browser tests for the checkout and what follows it (spec §2 Checkout, Order review form; §4
// Checkout, Locker, Order review; §8): a guest's whole checkout by courier with a bank transfer
// and by parcel locker with the demo test card (declined, then paid), the empty form's field
// errors and scroll, a double-clicked submit that makes one order, the purchase event once, the
// review form, and the guest's order lookup. The shop runs with the test card on.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startShop, launch, layoutShift, shot, eventually, withCart, DESKTOP, MOBILE } from './harness.mjs';

let shop;
let browser;

before(async () => {
  shop = await startShop({ args: ['--payment-test-card'] });
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await shop?.stop();
});

const stockOf = async (p) => (await shop.api(p.link, { headers: { 'X-Page': 'true' } })).props.product.quantity;

// checkoutWith opens the checkout of a new guest who has put the products in the cart.
async function checkoutWith(products, viewport = DESKTOP) {
  const o = await withCart(browser, shop, products, '/checkout', viewport);
  await o.page.locator('fieldset[data-field="shipping_method"] .method').first().waitFor();
  return o;
}

const field = (page, name) => page.locator(`[data-field="${name}"]`);

async function fillContact(page, email) {
  await field(page, 'order.user_name').locator('input').fill('Anna');
  await field(page, 'order.user_surname').locator('input').fill('Bērziņa');
  await field(page, 'order.user_email').locator('input').fill(email);
  await field(page, 'order.user_phone_number.number').locator('input').fill('21234567');
}

async function chooseMethod(page, name, text) {
  await page.locator(`fieldset[data-field="${name}"] .method`, { hasText: text }).click();
}

const purchases = (page) => page.evaluate(() => (window.dataLayer || []).filter((e) => e.event === 'purchase'));

test('a guest orders by courier and pays by bank transfer: one order for a double click, bank details, purchase once', async () => {
  const [p] = await shop.inStock();
  const before = await stockOf(p);
  const { context, page, errors } = await checkoutWith([p]);
  try {
    const lv = (await shop.api('/api/countries')).countries.find((c) => c.code === 'LV');
    await fillContact(page, 'anna.courier@example.com');
    await chooseMethod(page, 'shipping_method', 'DPD');
    await field(page, 'shipping.country_id').locator('select').selectOption(String(lv.id));
    await field(page, 'shipping.city').locator('input').fill('Rīga');
    await field(page, 'shipping.address').locator('input').fill('Brīvības iela 1');
    const zip = field(page, 'shipping.zip').locator('input');
    await zip.fill('1050x');
    await zip.blur();
    await field(page, 'shipping.zip').locator('.field-error').waitFor();
    await zip.fill('LV-1050');
    await zip.blur();
    await chooseMethod(page, 'payment_method', 'Swedbank');
    await page.locator('[data-field="terms_accepted"] input').check();
    const submit = page.locator('.checkout-submit');
    await eventually(async () => assert.equal(await submit.isEnabled(), true));
    await eventually(async () => { // sent once their module has loaded (lib/analytics-later.js)
      const events = await page.evaluate(() => (window.dataLayer || []).map((e) => e.event).filter(Boolean));
      for (const name of ['add_shipping_info', 'add_payment_info']) assert.ok(events.includes(name), `${name} in ${events}`);
    });
    const cart = await page.evaluate(async () => (await (await fetch('/api/cart', { headers: { 'X-Requested-With': 'XMLHttpRequest' } })).json()).cart);
    assert.match(await submit.textContent(), new RegExp(cart.formatted_total_price_with_tax.replace(/\s/g, '\\s')));
    await shot(page, 'checkout-courier-desktop');

    await submit.dblclick();
    await page.waitForURL(/\/order\/[^/]+$/);
    await page.locator('.order-bank').waitFor();
    const text = await page.locator('.order-bank').textContent();
    assert.match(text, /LV\d{2}/, 'the IBAN');
    assert.match(text, /RF\d{2}/, 'the creditor reference');
    assert.match(await page.locator('h1').textContent(), /LV-\d{6}/);
    await eventually(async () => assert.equal((await purchases(page)).length, 1));
    assert.equal((await purchases(page))[0].ecommerce.value > 0, true);
    assert.equal(await stockOf(p), before - 1, 'the double click made one order');
    await shot(page, 'order-bank-desktop');

    await page.reload();
    // The order page reports a purchase in the same step that shows the order's answer, so
    // once the bank details show, a second purchase would be in the data layer already.
    await page.locator('.order-bank').waitFor();
    assert.equal((await purchases(page)).length, 0, 'a reload reports no second purchase');
    assert.equal(await page.locator('header .badge').count(), 0, 'the cart is empty after the order');
    assert.deepEqual(errors.filter((e) => !e.includes('status of 422')), []);
  } finally {
    await context.close();
  }
});

test('a company orders at net prices: the summary, the button and the order show net lines and the VAT added once', async () => {
  const [p, q] = await shop.inStock();
  const { context, page, errors } = await checkoutWith([p, q]);
  const getCart = () => page.evaluate(async () => (await (await fetch('/api/cart', { headers: { 'X-Requested-With': 'XMLHttpRequest' } })).json()).cart);
  try {
    const lv = (await shop.api('/api/countries')).countries.find((c) => c.code === 'LV');
    await fillContact(page, 'buyer@firma.example.com');
    await page.locator('.segmented__option', { has: page.locator('input[name="user_type"][value="b2b"]') }).click();
    // The cart is priced for a business: the summary adds the VAT to the net total.
    await page.locator('.checkout-summary .cart-summary__row', { hasText: 'Kopā bez PVN' }).waitFor();
    let cart = await getCart();
    assert.equal(cart.prices_with_tax, false);
    assert.deepEqual(await page.locator('.checkout-summary__item > span:last-child').allTextContents(), cart.items.map((l) => l.formatted_total_price));
    await field(page, 'order.company_name').locator('input').fill('SIA Ābele');
    await field(page, 'order.company_reg_num').locator('input').fill('40003123456');
    await field(page, 'order.company_address').locator('input').fill('Dzirnavu iela 5');
    await field(page, 'order.company_city').locator('input').fill('Rīga');
    await field(page, 'order.company_zip').locator('input').fill('LV-1010');
    await field(page, 'order.company_country_id').locator('select').selectOption(String(lv.id));
    // The delivery methods say what the cart adds: their net price.
    const courier = page.locator('fieldset[data-field="shipping_method"] .method', { hasText: 'DPD' });
    await eventually(async () => assert.match(await courier.textContent(), /4,95/));
    await courier.click();
    await field(page, 'shipping.country_id').locator('select').selectOption(String(lv.id));
    await field(page, 'shipping.city').locator('input').fill('Rīga');
    await field(page, 'shipping.address').locator('input').fill('Brīvības iela 1');
    await field(page, 'shipping.zip').locator('input').fill('LV-1050');
    await chooseMethod(page, 'payment_method', 'Swedbank');
    await page.locator('[data-field="terms_accepted"] input').check();
    const submit = page.locator('.checkout-submit');
    await eventually(async () => assert.equal(await submit.isEnabled(), true));
    cart = await getCart();
    assert.equal(cart.prices_with_tax, false);
    assert.ok((await page.locator('.checkout-summary').textContent()).includes(cart.formatted_shipping_price));
    assert.match(await submit.textContent(), new RegExp(cart.formatted_total_price_with_tax.replace(/\s/g, '\\s')));
    await shot(page, 'checkout-business-desktop');
    await submit.click();
    await page.waitForURL(/\/order\/[^/]+$/);
    await page.locator('.order-line').first().waitFor();
    // The order charges what the checkout showed, line by line.
    assert.deepEqual(await page.locator('.order-line__total strong').allTextContents(), cart.items.map((l) => l.formatted_total_price));
    const totals = await page.locator('.order-block .cart-summary__rows').textContent();
    for (const s of [cart.formatted_total_price, cart.formatted_tax_price, cart.formatted_total_price_with_tax]) assert.ok(totals.includes(s), `${s} in ${totals}`);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

for (const [label, viewport] of [['desktop', DESKTOP], ['mobile', MOBILE]]) {
  test(`an empty submit at ${label} width shows every field error under its field and scrolls to the first`, async () => {
    const [p] = await shop.inStock();
    const { context, page } = await checkoutWith([p], viewport);
    try {
      await chooseMethod(page, 'shipping_method', 'DPD');
      await chooseMethod(page, 'payment_method', 'Swedbank');
      const submit = page.locator('.checkout-submit');
      await eventually(async () => assert.equal(await submit.isEnabled(), true));
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await submit.click();
      for (const name of ['order.user_name', 'order.user_surname', 'order.user_email', 'terms_accepted', 'shipping.address']) {
        await field(page, name).locator('.field-error').waitFor();
      }
      // the first error sits the header's height plus 130 px below the top (spec §2, §9)
      await eventually(async () => {
        const top = await field(page, 'order.user_name').locator('.field-error').evaluate((el) => el.getBoundingClientRect().top);
        const header = await page.locator('.site-header').evaluate((el) => el.getBoundingClientRect().height);
        assert.ok(Math.abs(top - header - 130) <= 2, `error at ${top}, header ${header}`);
      });
      await shot(page, `checkout-errors-${label}`);
      await field(page, 'order.user_name').locator('input').fill('A');
      assert.equal(await field(page, 'order.user_name').locator('.field-error').count(), 0, 'editing clears the error');
    } finally {
      await context.close();
    }
  });
}

test('a guest orders to a parcel locker and pays by test card: declined, then paid; reviews the order; finds it again', async () => {
  const [, p] = await shop.inStock();
  const { context, page, errors } = await checkoutWith([p], MOBILE);
  try {
    const lv = (await shop.api('/api/countries')).countries.find((c) => c.code === 'LV');
    await fillContact(page, 'anna.locker@example.com');
    await chooseMethod(page, 'shipping_method', 'Omniva');
    await field(page, 'shipping.country_id').locator('select').selectOption(String(lv.id));
    await field(page, 'shipping.identifier').locator('input[type=search]').fill('Akropole');
    await page.locator('.points__item', { hasText: 'Akropole' }).first().click();
    await page.locator('.points__chosen').waitFor();
    assert.match(await page.locator('.points__chosen').textContent(), /LV-1019/);
    await chooseMethod(page, 'payment_method', /karte|card/i);
    await page.locator('[data-field="terms_accepted"] input').check();
    const submit = page.locator('.checkout-submit');
    await eventually(async () => assert.equal(await submit.isEnabled(), true));
    await shot(page, 'checkout-locker-mobile');
    await submit.click();
    await page.waitForURL(/\/order\/[^/]+$/);
    const token = new URL(page.url()).pathname.split('/').pop();

    const card = page.locator('.order-card input');
    await card.fill('4000 0000 0000 0002');
    await page.locator('.order-card button[type=submit]').click();
    await page.locator('.order-status--failed').waitFor();
    await shot(page, 'order-declined-mobile');
    await page.locator('button', { hasText: 'Mēģināt samaksāt vēlreiz' }).click();
    await page.locator('.order-card input').fill('4242 4242 4242 4242');
    await page.locator('.order-card button[type=submit]').click();
    await page.locator('.order-status--paid').waitFor();
    await shot(page, 'order-paid-mobile');

    // The review form: stars and a comment per product, once.
    await page.locator('a', { hasText: /Novērtēt preces/ }).click();
    await page.waitForURL(/\/review$/);
    await page.locator('.review-item').first().waitFor();
    await page.locator('.review-item .star-input input[value="5"], .review-item .star-input label').last().click();
    // A comment over the server's bound is refused, and the page says so under it (it was only logged).
    await page.locator('.review-item textarea').fill('ā'.repeat(10001));
    await page.locator('.checkout-submit').click();
    await page.locator('.review-item .field-error', { hasText: '10 000' }).waitFor();
    assert.equal(await page.locator('.review-item textarea').getAttribute('aria-invalid'), 'true');
    await page.locator('.review-item textarea').fill('Ātra piegāde, viss strādā.');
    assert.equal(await page.locator('.review-item .field-error').count(), 0);
    await page.locator('.checkout-submit').click();
    await page.locator('.cart-empty[role=status]').waitFor();

    // The guest finds the order again by its number and e-mail.
    const order = (await page.evaluate(async (t) => (await (await fetch('/api/order/' + t, { headers: { 'X-Requested-With': 'XMLHttpRequest' } })).json()).order, token));
    await page.goto(shop.url + '/order');
    await page.locator('.lookup-form input').first().fill(order.prefixed_id.toLowerCase());
    await page.locator('.lookup-form input').last().fill('ANNA.locker@example.com');
    await page.locator('.lookup-form button[type=submit]').click();
    await page.waitForURL(new RegExp('/order/' + token + '$'));
    await page.locator('.order-status--paid').waitFor();
    assert.deepEqual(errors.filter((e) => !/status of (402|409|422)/.test(e)), []);
  } finally {
    await context.close();
  }
});

test('the order buttons say why they wait: a delivery method, then a payment method', async () => {
  const [p] = await shop.inStock();
  const { context, page, errors } = await checkoutWith([p], MOBILE);
  try {
    const tr = await page.evaluate(() => JSON.parse(document.getElementById('i18n').textContent));
    const submit = page.locator('.checkout-submit');
    const why = async (button) => page.evaluate((b) => document.getElementById(b.getAttribute('aria-describedby'))?.textContent ?? '', await button.elementHandle());
    await eventually(async () => assert.equal(await why(submit), tr.checkout_why_shipping));
    assert.equal(await submit.isDisabled(), true);
    assert.equal(await why(page.locator('.checkout-summary .btn--primary')), tr.checkout_why_shipping);
    assert.ok(await page.locator('#checkout-why').isVisible());
    await chooseMethod(page, 'shipping_method', 'DPD');
    await eventually(async () => assert.equal(await why(submit), tr.checkout_why_payment));
    await chooseMethod(page, 'payment_method', 'Swedbank');
    await eventually(async () => assert.equal(await submit.isEnabled(), true));
    assert.equal(await why(submit), '');
    assert.equal(await page.locator('.checkout-summary .btn--primary').getAttribute('aria-describedby'), null);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('removing a coupon at checkout asks first, as the cart does', async () => {
  const [p] = await shop.inStock();
  const { context, page, errors } = await checkoutWith([p]);
  try {
    const box = page.locator('.checkout-summary .coupon');
    await box.locator('input').fill('WELCOME10');
    await box.locator('button[type=submit]').click();
    const remove = box.locator('button', { hasText: /Noņemt|Remove/ });
    await remove.waitFor();
    await remove.click();
    await page.locator('.modal--confirm').waitFor();
    assert.match(await page.locator('.modal--confirm').textContent(), /WELCOME10/);
    await page.locator('.modal--confirm .btn--ghost').click();
    await page.locator('.modal--confirm').waitFor({ state: 'detached' });
    assert.equal(await box.locator('input').inputValue(), 'WELCOME10', 'cancel removed the coupon');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), await remove.textContent(), 'focus went back to the button');
    await remove.click();
    await page.locator('.modal--confirm .btn--primary').click();
    await eventually(async () => assert.equal(await box.locator('input').inputValue(), ''));
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('at 390 px the checkout reads as a phone reads: methods described across the line, nothing wider than the screen', async () => {
  const [p] = await shop.inStock();
  const { context, page, errors } = await checkoutWith([p], MOBILE);
  try {
    await chooseMethod(page, 'shipping_method', 'DPD');
    await page.locator('fieldset[data-field="payment_method"] .method').first().waitFor();
    const methods = await page.locator('.method').evaluateAll((els) => els.map((m) => {
      const d = m.querySelector('.method__desc');
      return { title: m.querySelector('.method__title').textContent, method: Math.round(m.getBoundingClientRect().width),
        desc: d ? Math.round(d.getBoundingClientRect().width) : null };
    }));
    for (const m of methods.filter((x) => x.desc !== null)) {
      assert.ok(m.desc >= m.method * 0.7, `${m.title}: its description gets ${m.desc} px of ${m.method}`);
    }
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth), 0, 'the page scrolls sideways');
    await shot(page, 'checkout-methods-390');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

for (const viewport of [DESKTOP, MOBILE]) {
  test(`at ${viewport.width} px the checkout does not move while it loads (CLS ≤ 0.02)`, async () => {
    const stock = await shop.inStock();
    for (const n of [1, 3]) {
      const cls = await layoutShift(browser, shop, stock.slice(0, n), '/checkout', viewport, '/api/shipping');
      assert.ok(cls <= 0.02, `${n} line(s): CLS ${cls.toFixed(4)}`);
    }
  });
}
