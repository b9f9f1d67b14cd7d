// The profile as a shopper uses it: a registered shopper updates their details,
// saves an address and finds it filled in at checkout, places an order and downloads its
// invoice; a guest is sent to sign in; the forms' errors show under their fields. Every wait
// is on a page condition.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startShop, launch, openPage, addToCart, shot, eventually, DESKTOP, MOBILE } from './harness.mjs';

let shop;
let browser;
let lv; // Latvia's country id

before(async () => {
  shop = await startShop();
  browser = await launch();
  lv = (await shop.api('/api/countries')).countries.find((c) => c.code === 'LV').id;
});

after(async () => {
  await browser?.close();
  await shop?.stop();
});

const field = (page, name) => page.locator(`[data-field="${name}"]`);

// signedIn opens /profile for a newly registered shopper (the cookie banner answered).
async function signedIn(viewport, who) {
  const o = await openPage(browser, viewport);
  await o.context.addCookies([{ name: 'cookie_consent', value: 'denied', url: shop.url }]);
  o.account = await shop.signUp(o.context, who);
  await o.page.goto(shop.url + '/profile');
  await o.page.locator('.profile-page h1').waitFor();
  return o;
}

test('a guest asking for the profile is sent to sign in and back', async () => {
  const res = await fetch(shop.url + '/profile', { redirect: 'manual' });
  assert.equal(res.status, 303);
  assert.equal(res.headers.get('location'), '/login?next=%2Fprofile');
});

test('a shopper updates the profile, saves an address, sees it at checkout and downloads the invoice', async () => {
  const { context, page, errors, account } = await signedIn(DESKTOP, { name: 'Līga', surname: 'Ozoliņa' });
  try {
    assert.match(await page.locator('.profile-page__who').textContent(), /Līga Ozoliņa/);
    assert.equal(await page.locator('.profile-empty').first().isVisible(), true, 'no orders yet');
    assert.equal(await field(page, 'user.email').locator('input').getAttribute('readonly'), '', 'the e-mail is read-only');

    // Details: a new surname and phone, saved; the password toggle shows the text.
    await field(page, 'user.surname').locator('input').fill('Kalniņa');
    await field(page, 'user.phone.number').locator('input').fill('29 123 456');
    const pw = field(page, 'user.new_password');
    await pw.locator('input').fill('short');
    assert.equal(await pw.locator('input').getAttribute('type'), 'password');
    await pw.locator('.password__toggle').click();
    assert.equal(await pw.locator('input').getAttribute('type'), 'text', 'the toggle shows the password');
    // A too short password without the current one: errors under both, nothing saved.
    await page.locator('.profile-save').click();
    await pw.locator('.field-error').waitFor();
    await field(page, 'user.password').locator('.field-error').waitFor();
    assert.match(await page.locator('.profile-page__who').textContent(), /Ozoliņa/);
    await pw.locator('input').fill('');
    await page.locator('.profile-save').click();
    await page.locator('.profile-page__who', { hasText: 'Līga Kalniņa' }).waitFor();
    await page.reload();
    await page.locator('.profile-page__who', { hasText: 'Līga Kalniņa' }).waitFor();
    assert.equal(await field(page, 'user.phone.number').locator('input').inputValue(), '29123456');

    // An address: refused with its errors, then saved as the default.
    await page.locator('.profile-add').click();
    await page.locator('.address-form button[type=submit]').click();
    for (const name of ['shipping.country_id', 'shipping.city', 'shipping.address', 'shipping.zip']) {
      await field(page, name).locator('.field-error').waitFor();
    }
    await field(page, 'shipping.country_id').locator('select').selectOption(String(lv));
    await field(page, 'shipping.city').locator('input').fill('Rīga');
    await field(page, 'shipping.address').locator('input').fill('Tērbatas iela 14');
    await field(page, 'shipping.zip').locator('input').fill('LV-1011');
    await page.locator('.address-form button[type=submit]').click();
    await page.locator('.address.is-default', { hasText: 'Tērbatas iela 14' }).waitFor();

    // Checkout starts with the details, and the courier with the saved address.
    const [product] = await shop.inStock();
    assert.equal(await addToCart(page, product.id), 200);
    await page.goto(shop.url + '/checkout');
    await page.locator('fieldset[data-field="shipping_method"] .method').first().waitFor();
    assert.equal(await field(page, 'order.user_surname').locator('input').inputValue(), 'Kalniņa');
    assert.equal(await field(page, 'order.user_email').locator('input').inputValue(), account.email);
    assert.equal(await field(page, 'order.user_email').locator('input').getAttribute('readonly'), '');
    assert.equal(await field(page, 'order.user_phone_number.number').locator('input').inputValue(), '29123456');
    await page.locator('fieldset[data-field="shipping_method"] .method', { hasText: 'DPD' }).click();
    await page.waitForFunction(() => document.querySelector('[data-field="shipping.address"] input')?.value === 'Tērbatas iela 14');
    assert.equal(await field(page, 'shipping.city').locator('input').inputValue(), 'Rīga');
    assert.equal(await field(page, 'shipping.zip').locator('input').inputValue(), 'LV-1011');
    assert.equal(await field(page, 'shipping.country_id').locator('select').inputValue(), String(lv));

    // The order, then its row and invoice on the profile.
    await page.locator('fieldset[data-field="payment_method"] .method').first().click();
    await page.locator('[data-field="terms_accepted"] input').check();
    const submit = page.locator('.checkout-submit');
    await page.waitForFunction(() => !document.querySelector('.checkout-submit').disabled);
    await submit.click();
    await page.waitForURL(/\/order\/[^/]+$/);
    const heading = page.locator('h1', { hasText: /[A-Z]+-\d{6}/ });
    await heading.waitFor();
    const number = (await heading.textContent()).match(/[A-Z]+-\d{6}/)[0];
    await page.goto(shop.url + '/profile');
    const row = page.locator('.profile-orders tbody tr', { hasText: number });
    await row.waitFor();
    assert.match(await row.textContent(), /Līga Kalniņa/);
    const invoice = await row.locator('a[href$="/invoice.pdf"]').getAttribute('href');
    const pdf = await context.request.get(shop.url + invoice);
    assert.equal(pdf.status(), 200);
    assert.equal(pdf.headers()['content-type'], 'application/pdf');
    assert.equal((await pdf.body()).subarray(0, 5).toString(), '%PDF-');
    // Nobody else gets it, with or without the link: a browser not signed in is sent to sign in.
    const stranger = await fetch(shop.url + invoice, { redirect: 'manual' });
    assert.equal(stranger.status, 303, 'a guest with the link');
    assert.match(stranger.headers.get('location'), /^\/login\?next=/);

    await shot(page, 'profile-1366');
    assert.deepEqual(errors.filter((e) => !/status of 422/.test(e)), []);
  } finally {
    await context.close();
  }
});

test('on a phone: the address book and the order list fit, and an address is made default and deleted', async () => {
  const { context, page, errors } = await signedIn(MOBILE);
  try {
    for (const street of ['Brīvības iela 1', 'Elizabetes iela 2']) {
      await page.locator('.profile-add').click();
      await field(page, 'shipping.country_id').locator('select').selectOption(String(lv));
      await field(page, 'shipping.city').locator('input').fill('Rīga');
      await field(page, 'shipping.address').locator('input').fill(street);
      await field(page, 'shipping.zip').locator('input').fill('LV-1050');
      await page.locator('.address-form button[type=submit]').click();
      await page.locator('.address', { hasText: street }).waitFor();
    }
    const second = page.locator('.address', { hasText: 'Elizabetes iela 2' });
    await second.getByRole('button', { name: /noklusējuma/ }).click();
    await page.locator('.address.is-default', { hasText: 'Elizabetes iela 2' }).waitFor();
    const first = page.locator('.address', { hasText: 'Brīvības iela 1' });
    await first.getByRole('button', { name: 'Dzēst' }).click();
    await first.locator('.btn--danger').click();
    await first.waitFor({ state: 'detached' });
    assert.equal(await page.locator('.address').count(), 1);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `the page is ${overflow} px wider than the phone`);
    await shot(page, 'profile-390');
    // Each password's show/hide toggle sits inside its input, its content inside it, also in
    // Russian, whose words are the longest.
    await page.goto(shop.url + '/ru/profile');
    await page.locator('.password').first().waitFor();
    const toggles = await page.locator('.password').evaluateAll((list) => list.map((p) => {
      const input = p.querySelector('input').getBoundingClientRect();
      const button = p.querySelector('.password__toggle');
      const toggle = button.getBoundingClientRect();
      return button.scrollWidth <= button.clientWidth && toggle.left >= input.left && toggle.right <= input.right + 0.5 &&
        toggle.top >= input.top - 0.5 && toggle.bottom <= input.bottom + 0.5;
    }));
    assert.ok(toggles.length >= 2 && toggles.every(Boolean), `password toggles inside their inputs: ${toggles}`);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('the data download and the account deletion', async () => {
  const { context, page, account } = await signedIn(DESKTOP);
  try {
    const data = await context.request.get(shop.url + '/api/user/export', { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    assert.equal(data.status(), 200);
    assert.match(data.headers()['content-disposition'], /^attachment/);
    assert.equal((await data.json()).profile.email, account.email);

    await page.getByRole('button', { name: 'Dzēst manu kontu' }).click();
    await field(page, 'password').locator('input').fill('not my password');
    await page.locator('.profile-delete .btn--danger').click();
    await field(page, 'password').locator('.field-error').waitFor();
    await field(page, 'password').locator('input').fill(account.password);
    await page.locator('.profile-delete .btn--danger').click();
    await page.waitForURL(shop.url + '/');
    const res = await context.request.get(shop.url + '/profile', { maxRedirects: 0 });
    assert.equal(res.status(), 303, 'signed out');
  } finally {
    await context.close();
  }
});

for (const viewport of [DESKTOP, MOBILE]) {
  test(`at ${viewport.width} px a refused profile scrolls its first error to the header's height plus 130 px`, async () => {
    const { context, page } = await signedIn(viewport);
    try {
      // a too short new password, without the current one: the first error is halfway down
      await field(page, 'user.new_password').locator('input').fill('short');
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.locator('.profile-save').click();
      const error = page.locator('.field-error').first();
      await error.waitFor();
      await eventually(async () => {
        const top = await error.evaluate((el) => el.getBoundingClientRect().top);
        const header = await page.locator('.site-header').evaluate((el) => el.getBoundingClientRect().height);
        const [y, maxY] = await page.evaluate(() => [window.scrollY, document.documentElement.scrollHeight - innerHeight]);
        // where the page is too short to bring the error that high, it is scrolled to its end
        const atEnd = Math.abs(y - maxY) <= 1 && top < header + 130;
        assert.ok(Math.abs(top - header - 130) <= 2 || (y === 0 && top > header) || atEnd, `error at ${top}, header ${header}, scrollY ${y} of ${maxY}`);
      });
    } finally {
      await context.close();
    }
  });
}
