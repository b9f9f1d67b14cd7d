// The withdrawal function (Consumer Rights Directive Art. 11a) as a guest on a phone: the
// footer's "Atkāpties no līguma šeit" on the home page, in view at 390 px, opens the form; a
// wrong e-mail is refused under the number without saying which half was wrong; the right one
// finds the order, whose line can be ticked; "Apstiprināt atkāpšanos" sends the statement, the
// page says when it was received, and the acknowledgement is in the outbox with the statement
// and the time. The order's own page links the form with its number filled in. Staff see it
// on the order's page and the list's filter finds it. axe on each step, no horizontal
// overflow, no console error but the refusal's 422.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { startShop, launch, openPage, axe, shot, eventually, MOBILE } from './harness.mjs';

let shop;
let browser;

before(async () => {
  [shop, browser] = await Promise.all([startShop({ args: ['--payment-test-card'] }), launch()]);
});

after(async () => {
  await browser?.close();
  await shop?.stop();
});

// placeOrder places a guest's courier order of one unit as email and pays it with the demo's
// test card (unpaid orders from one address are limited); it answers the order's number and
// its page's token.
async function placeOrder(email) {
  const call = await shop.guest();
  const [p] = await shop.inStock();
  const lv = (await shop.api('/api/countries')).countries.find((c) => c.code === 'LV');
  await call(`/api/cart-item/add/${p.id}?action=plus`, { quantity: 1 });
  const phone = { countryCallingCode: '+371', number: '20000000' };
  const res = await call('/api/order/store', {
    order: { user_type: 'b2c', user_name: 'Anna', user_surname: 'Bērziņa', user_email: email, user_phone_number: phone },
    shipping: { country_id: lv.id, city: 'Rīga', address: 'Brīvības iela 1', zip: 'LV-1050', user_phone_number: phone },
    shipping_method: 'dpd-courier', payment_method: 'card', terms_accepted: true,
  });
  const token = res.payment_link.split('/').pop().split('?')[0];
  await call(`/api/order/${token}/test-card`, { number: '4242 4242 4242 4242' });
  return { number: res.order.prefixed_id, token };
}

const overflow = (page) => page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
const field = (page, name) => page.locator(`[data-field="${name}"]`);
// The one console error allowed: the browser's note of the refused lookup's 422.
const unexpected = (errors) => errors.filter((e) => !/status of 422/.test(e));

test('a guest on a phone withdraws from an order: footer link, form, confirm, acknowledgement mail', async () => {
  const email = `withdraw-${Date.now()}@example.lv`;
  const order = await placeOrder(email);
  const { context, page, errors } = await openPage(browser, MOBILE, { bypassCSP: true });
  try {
    await page.goto(shop.url + '/');
    const link = page.locator('.footer__withdrawal').getByRole('link', { name: 'Atkāpties no līguma šeit' });
    await link.scrollIntoViewIfNeeded();
    assert.ok(await link.isVisible(), 'the footer shows the link at 390 px, not folded away');
    const box = await link.boundingBox();
    assert.ok(box.height >= 44 && box.x >= 0 && box.x + box.width <= 390, `a whole tap target in view: ${JSON.stringify(box)}`);
    await link.click();
    await page.getByRole('heading', { name: 'Atkāpšanās no līguma', level: 1 }).waitFor();
    assert.match(page.url(), /\/withdrawal$/);
    assert.equal(await page.locator('textarea, [data-field="reason"]').count(), 0, 'no reason is asked');
    assert.deepEqual(await axe(page), [], 'the form');
    assert.ok(await overflow(page) <= 0, 'no horizontal overflow on the form');

    await field(page, 'name').locator('input').fill('Anna Bērziņa');
    await field(page, 'email').locator('input').fill('someone.else@example.lv');
    await field(page, 'number').locator('input').fill(order.number);
    await page.getByRole('button', { name: 'Turpināt' }).click();
    await field(page, 'number').locator('.field-error').waitFor();
    assert.match(await field(page, 'number').locator('.field-error').innerText(), /numuru un e-pasta adresi|atradām/i);

    await field(page, 'email').locator('input').fill(email);
    await page.getByRole('button', { name: 'Turpināt' }).click();
    await page.getByRole('heading', { name: 'Jūsu paziņojums', level: 2 }).waitFor();
    const box2 = page.getByRole('checkbox');
    assert.equal(await box2.count(), 1, 'the order\'s one line to tick');
    await box2.check();
    const statement = page.locator('.withdrawal-confirm .withdrawal-statement');
    assert.match(await statement.innerText(), new RegExp(`${order.number}[\\s\\S]*1 × [\\s\\S]*Anna Bērziņa[\\s\\S]*${email}`));
    assert.deepEqual(await axe(page), [], 'the confirmation step');
    assert.ok(await overflow(page) <= 0, 'no horizontal overflow on the confirmation step');
    await shot(page, 'withdrawal-confirm-390');

    await page.getByRole('button', { name: 'Apstiprināt atkāpšanos' }).click();
    await page.getByRole('heading', { name: 'Jūsu atkāpšanās ir saņemta', level: 2 }).waitFor();
    const done = await page.locator('.withdrawal-done').innerText();
    assert.match(done, new RegExp(`Saņēmām to \\d{2}\\.\\d{2}\\.\\d{4} \\d{2}:\\d{2}[\\s\\S]*${email}`));
    assert.deepEqual(await axe(page), [], 'the answer');
    assert.ok(await overflow(page) <= 0, 'no horizontal overflow on the answer');
    await shot(page, 'withdrawal-done-390');

    const mail = await shop.mail('withdrawal', email);
    assert.match(mail.header('Subject'), new RegExp(order.number.replace('-', '.')));
    for (const want of [order.number, 'Anna B', email]) { // the harness undoes quoted-printable bytewise: ASCII only
      assert.ok(mail.text.includes(want), `the acknowledgement says ${want}`);
    }
    assert.match(mail.text, /\d{2}\.\d{2}\.\d{4} \d{2}:\d{2} \(Europe\/Riga\)/, 'the date and time it was received, with the zone');
    await eventually(() => assert.equal(readdirSync(path.join(shop.dir, 'outbox')).filter((f) => f.endsWith('-withdrawal_shop.eml')).length, 1,
      'the shop has its copy'));
    assert.deepEqual(unexpected(errors), []);
  } finally {
    await context.close();
  }
});

test('an order\'s page links the withdrawal form with its number filled in', async () => {
  const order = await placeOrder(`order-page-${Date.now()}@example.lv`);
  const { context, page, errors } = await openPage(browser, MOBILE);
  try {
    await page.goto(`${shop.url}/order/${order.token}`);
    await page.locator('.order-withdraw').click();
    await page.getByRole('heading', { name: 'Atkāpšanās no līguma', level: 1 }).waitFor();
    await eventually(async () => assert.equal(await field(page, 'number').locator('input').inputValue(), order.number));
    assert.deepEqual(unexpected(errors), []);
  } finally {
    await context.close();
  }
});

test('staff on a phone see the withdrawal on its order, and the list filters the orders that have one', async () => {
  const email = `staff-view-${Date.now()}@example.lv`;
  const order = await placeOrder(email);
  const kept = await placeOrder(`kept-${Date.now()}@example.lv`);
  const call = await shop.guest();
  await call('/api/withdrawal', { name: 'Jānis Ozols', email, number: order.number, lines: [] });
  const { context, page, errors } = await openPage(browser, MOBILE, { bypassCSP: true });
  try {
    await shop.signInAdmin(page, shop.staff('staff'), '/admin/orders?withdrawal=1');
    await page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
    await page.getByRole('link', { name: order.number }).waitFor();
    assert.equal(await page.getByLabel('Withdrawal').inputValue(), '1', 'the filter shows as chosen');
    assert.equal(await page.getByRole('link', { name: kept.number }).count(), 0, 'an order without a withdrawal is not listed');
    assert.deepEqual(await axe(page), [], 'the filtered list');
    await page.getByRole('link', { name: order.number }).click();
    await page.getByRole('heading', { name: `Order ${order.number}`, level: 1 }).waitFor();
    const block = page.locator('section.order-withdrawals');
    await block.getByRole('heading', { name: 'Withdrawal', level: 2 }).waitFor();
    const text = await block.innerText();
    for (const want of ['Received ', 'Refund by ', 'Jānis Ozols', email, 'The whole order']) assert.ok(text.includes(want), `the block says ${want}`);
    assert.deepEqual(await axe(page), [], 'the order page with its withdrawal');
    assert.ok(await overflow(page) <= 0, 'no horizontal overflow on the order page');
    assert.deepEqual(errors.filter((e) => !/status of 401/.test(e)), [], 'no errors but the sign-in page\'s own 401');
  } finally {
    await context.close();
  }
});
