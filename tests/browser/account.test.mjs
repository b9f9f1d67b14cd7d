// Browser tests for accounts (spec §2 Registration, §4 Registration, §5, §8): a
// company registers through the page (a refused submit first: errors under the fields, the
// page scrolled to the first, an edited field's error gone), its guest cart and compare list
// kept; it signs out from the header and signs in again; a forgotten password is reset
// through the link of the mail in the outbox, which then no longer works. What the browser
// fills in (a saved e-mail and password) or the shopper types (the header search) before the
// page's code runs counts once it does.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startShop, launch, openPage, addToCart, shot, eventually, codeHeld, hydrated, DESKTOP, MOBILE } from './harness.mjs';

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

const field = (page, name) => page.locator(`[data-field="${name}"]`);
const PASSWORD = 'plum tree in winter';

// open starts a new shopper (cookie banner answered) on path.
async function open(p, viewport = DESKTOP) {
  const o = await openPage(browser, viewport);
  await o.context.addCookies([{ name: 'cookie_consent', value: 'denied', url: shop.url }]);
  await o.page.goto(shop.url + p);
  return o;
}

// resetLink waits for the password reset mail to email in the shop's outbox and answers the
// path it links to.
async function resetLink(email) {
  const { text } = await shop.mail('password_reset', email);
  return text.match(/\/password\/reset\/[A-Za-z0-9_-]{43}/)[0];
}

// signedIn waits for the header of a signed-in shopper: its account shortcut leads to the
// profile (the sign-out button shows only on wide screens).
const signedIn = (page) => eventually(async () => assert.equal(await page.locator('.hact--user').getAttribute('href'), '/profile'));

test('a company registers (after a refused try), keeps its cart and compare list, signs out and signs in', async () => {
  const [p, q] = await shop.inStock();
  const { context, page, errors } = await open('/register');
  try {
    await context.addCookies([{ name: 'comparedProducts', value: String(q.id), url: shop.url }]);
    assert.equal(await addToCart(page, p.id), 200);
    await page.reload();
    await page.locator('.account-register').waitFor();

    // An empty submit: a toast, the errors under their fields, the page at the first one.
    await page.locator('input[name="user_type"][value="b2b"]').check({ force: true });
    await field(page, 'company.bank_id').locator('option', { hasText: 'Swedbank' }).first().waitFor({ state: 'attached' });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator('.account-register__submit').click();
    await field(page, 'user.name').locator('.field-error').waitFor();
    for (const name of ['user.email', 'user.password', 'company.name', 'company.bank_id', 'company.acc_num', 'terms.privacy']) {
      assert.ok(await field(page, name).locator('.field-error').isVisible(), name + ' shows no error');
    }
    await page.locator('.toast').first().waitFor();
    await eventually(async () => {
      const top = await field(page, 'user.name').locator('.field-error').evaluate((el) => el.getBoundingClientRect().top);
      const header = await page.locator('.site-header').evaluate((el) => el.getBoundingClientRect().height);
      assert.ok(Math.abs(top - header - 130) <= 2 || (await page.evaluate(() => window.scrollY)) === 0, `error at ${top}, header ${header}`);
    });
    await shot(page, 'account-register-errors-1366');
    await field(page, 'user.name').locator('input').fill('Anna');
    assert.equal(await field(page, 'user.name').locator('.field-error').count(), 0, 'an edited field keeps its error');

    // The whole form, with the bank and the country chosen.
    const lv = (await shop.api('/api/countries')).countries.find((c) => c.code === 'LV');
    await field(page, 'user.surname').locator('input').fill('Bērziņa');
    await field(page, 'user.email').locator('input').fill('anna@koks.example');
    await field(page, 'user.phone.number').locator('input').fill('20000000');
    await field(page, 'user.password').locator('input').fill(PASSWORD);
    await field(page, 'user.password').locator('.password__toggle').click();
    assert.equal(await field(page, 'user.password').locator('input').getAttribute('type'), 'text');
    await field(page, 'user.password_confirmation').locator('input').fill(PASSWORD);
    await field(page, 'company.name').locator('input').fill('Koks SIA');
    await field(page, 'company.reg_num').locator('input').fill('40003000001');
    await field(page, 'company.bank_id').locator('select').selectOption({ label: 'Swedbank' });
    await field(page, 'company.acc_num').locator('input').fill('LV80 BANK 0000 4351 9500 1');
    await field(page, 'company.address').locator('input').fill('Brīvības iela 1');
    await field(page, 'company.city').locator('input').fill('Rīga');
    await field(page, 'company.zip').locator('input').fill('LV-1010');
    await field(page, 'company.country_id').locator('select').selectOption(String(lv.id));
    await field(page, 'terms.privacy').locator('input').check();
    await shot(page, 'account-register-filled-1366');
    await page.locator('.account-register__submit').click();
    await signedIn(page);
    assert.equal(new URL(page.url()).pathname, '/profile', 'a new account goes to its profile');
    assert.equal(await page.locator('.hact--cart .badge').textContent(), '1', 'the guest cart is kept');
    assert.equal(await page.locator('.hact--compare .badge').textContent(), '1', 'the compare list is kept');

    // Sign out from the header, then sign in again.
    await page.locator('.hact--signout').click();
    await eventually(async () => assert.equal(await page.locator('.hact--user').getAttribute('href'), '/login'));
    assert.equal(await page.locator('.hact--signout').count(), 0);
    await page.locator('.hact--user').click();
    await page.locator('.account-form').waitFor();
    await field(page, 'email').locator('input').fill('anna@koks.example');
    await field(page, 'password').locator('input').fill('wrong password here');
    await page.locator('.account-form button[type="submit"]').click();
    await field(page, 'email').locator('.field-error').waitFor();
    await field(page, 'password').locator('input').fill(PASSWORD);
    await page.locator('.account-form button[type="submit"]').click();
    await signedIn(page);
    assert.deepEqual(errors.filter((e) => !/status of 422/.test(e)), []);
  } finally {
    await context.close();
  }
});

test('sign-in sends the shopper on to ?next', async () => {
  const call = await shop.guest();
  await call('/register', {
    user: { type: 'b2c', name: 'Ilze', surname: 'K', email: 'ilze@example.lv', password: PASSWORD, password_confirmation: PASSWORD,
      phone: { number: '21234567', countryCallingCode: '+371' } },
    terms: { privacy: 1, subscription: 0, gRecaptchaResponse: 'local:register' },
  });
  const { context, page } = await open('/login?next=/cart', MOBILE);
  try {
    await field(page, 'email').locator('input').fill('ilze@example.lv');
    await field(page, 'password').locator('input').fill(PASSWORD);
    await page.locator('.account-form button[type="submit"]').click();
    await eventually(async () => assert.equal(new URL(page.url()).pathname, '/cart'));
  } finally {
    await context.close();
  }
});

test('a forgotten password is reset through the mailed link, which works once', async () => {
  const call = await shop.guest();
  await call('/register', {
    user: { type: 'b2c', name: 'Jānis', surname: 'O', email: 'janis@example.lv', password: PASSWORD, password_confirmation: PASSWORD,
      phone: { number: '21234567', countryCallingCode: '+371' } },
    terms: { privacy: 1, subscription: 0, gRecaptchaResponse: 'local:register' },
  });
  const { context, page, errors } = await open('/login', MOBILE);
  try {
    await page.locator('.account-form__aside').click();
    await page.locator('.account-form__aside').waitFor({ state: 'detached' }); // the forgot page is in
    await field(page, 'email').locator('input').fill('janis@example.lv');
    await page.locator('.account-form button[type="submit"]').click();
    await page.locator('.account-form__done').waitFor();
    const link = await resetLink('janis@example.lv');

    await page.goto(shop.url + link);
    await field(page, 'password').locator('input').fill('a new plum tree');
    await field(page, 'password_confirmation').locator('input').fill('a new plum tree');
    await page.locator('.account-form button[type="submit"]').click();
    await signedIn(page);

    await page.goto(shop.url + link);
    await page.locator('.account-form a[href="/password/forgot"]').waitFor();
    await shot(page, 'account-reset-expired-390');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('the account pages at both widths', async () => {
  for (const [name, viewport] of [['1366', DESKTOP], ['390', MOBILE]]) {
    for (const p of ['/register', '/login', '/password/forgot']) {
      const { context, page, errors } = await open(p, viewport);
      try {
        await page.locator('h1').waitFor();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        assert.ok(overflow <= 0, `${p} at ${name}: ${overflow}px wider than the screen`);
        await shot(page, `account${p.replaceAll('/', '-')}-${name}`);
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    }
  }
});

test('what the browser filled in before the page\'s code ran counts: the sign-in form signs in', async () => {
  const other = await browser.newContext();
  const account = await shop.signUp(other);
  await other.close();
  const { context, page, errors } = await openPage(browser, DESKTOP);
  try {
    await context.addCookies([{ name: 'cookie_consent', value: 'denied', url: shop.url }]);
    const release = await codeHeld(page, shop.url + '/login');
    const email = field(page, 'email').locator('input');
    await email.fill(account.email);
    await field(page, 'password').locator('input').fill(account.password); // as a browser fills a saved one
    release();
    await hydrated(email);
    await page.locator('.account-form button[type=submit]').click();
    await signedIn(page);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('what a shopper typed into the header search before the page\'s code ran is searched for', async () => {
  const { context, page, errors } = await openPage(browser, DESKTOP);
  try {
    await context.addCookies([{ name: 'cookie_consent', value: 'denied', url: shop.url }]);
    const release = await codeHeld(page, shop.url + '/');
    const search = page.locator('header .search-suggest input').first();
    await search.fill('galaxy');
    release();
    await hydrated(search);
    await search.press('Enter');
    await page.waitForURL((u) => u.pathname === '/search' && u.searchParams.get('q') === 'galaxy');
    assert.equal(await search.inputValue(), 'galaxy');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
