// The back office's shoppers: a member approves a held review and answers it (the product
// page shows both, rendered on the server), answers a contact message by mail (it reaches the
// sender in the language they wrote in), finds a customer and opens their page, and downloads
// the newsletter's subscribers as CSV. Every page is axe-clean at 1366 px and fits 390 px.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startShop, launch, openPage, axe, rendered, DESKTOP, MOBILE } from './harness.mjs';

let shop, browser;
before(async () => {
  [shop, browser] = await Promise.all([startShop(), launch()]);
});
after(async () => {
  await browser?.close();
  shop?.stop();
});

// sql runs a statement on the running shop's database (SQLite's WAL lets a second writer in),
// for what only another area's page does: a review held for approval after a paid order.
function sql(statement) {
  return execFileSync('sqlite3', ['-cmd', '.timeout 5000', path.join(shop.dir, 'shop.db'), statement], { encoding: 'utf8' }).trim();
}

// russianContact sends the contact form as a shopper on the Russian pages does.
async function russianContact(body) {
  const home = await fetch(shop.url + '/ru');
  const cookie = home.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const csrf = (await home.text()).match(/<meta name="csrf-token" content="([^"]+)">/)[1];
  const res = await fetch(shop.url + '/api/page/contact', { method: 'POST', body: JSON.stringify(body),
    headers: { 'X-Requested-With': 'XMLHttpRequest', 'Accept-Language': 'ru', 'Content-Type': 'application/json', 'X-CSRF-TOKEN': csrf, Cookie: cookie } });
  assert.equal(res.status, 200, await res.text());
}

async function fits(page, what) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  const wide = await page.evaluate(() => [...document.querySelectorAll('body *')].filter((e) => !e.closest('.admin-nav') && e.getBoundingClientRect().right > innerWidth + 1)
    .slice(0, 4).map((e) => e.tagName + '.' + e.className + ':' + Math.round(e.getBoundingClientRect().right)).join(' '));
  assert.ok(overflow <= 0, `${what} is ${overflow} px wider than the screen: ${wide}`);
}

test('a member approves and answers a review, answers a message, finds a customer, downloads the subscribers', async () => {
  const [product] = await shop.inStock();
  sql(`INSERT INTO reviews (product_id, user_name, rate, comment, published) VALUES (${product.id}, 'Anna B.', 4, 'Skaļš, bet ļoti labs', 0)`);
  await russianContact({ name: 'Jānis Ozols', email: 'janis@example.lv', phone: '', message: 'Вы доставляете в Юрмалу в субботу?',
    gRecaptchaResponse: 'local:contact' });
  const customer = await openPage(browser, DESKTOP);
  const account = await shop.signUp(customer.context, { name: 'Līga', surname: 'Kalniņa' });
  await customer.context.close();
  await shop.newsletter('=danger@example.lv');
  await shop.newsletter('reader@example.lv');

  const member = shop.staff('staff');
  const { page, errors } = await openPage(browser, DESKTOP, { bypassCSP: true });
  try {
    await shop.signInAdmin(page, member, '/admin/reviews');
    const nav = page.getByRole('navigation', { name: 'Back office' });
    await nav.getByRole('link', { name: 'Reviews' }).waitFor();
    await page.getByRole('heading', { name: 'Reviews', level: 1 }).waitFor();
    const review = page.getByRole('article', { name: product.title });
    await review.getByText('Skaļš, bet ļoti labs').waitFor();
    assert.deepEqual(await axe(page), [], 'the review queue');
    await review.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('The review is published.').waitFor();
    await page.getByRole('button', { name: /^Published/ }).click();
    const published = page.getByRole('article', { name: product.title }).filter({ hasText: 'Skaļš, bet ļoti labs' });
    await published.getByLabel(/The shop's answer/).fill('Paldies! Nākamā partija būs klusāka.');
    await published.getByRole('button', { name: 'Save the answer' }).click();
    await page.getByText('The answer is saved.').waitFor();

    // The product page carries the review and the answer in its server-rendered HTML, and shows them.
    const link = new URL(product.link, shop.url).pathname;
    const html = await rendered(shop.url + link);
    const root = html.slice(html.indexOf('<div id="root">'));
    assert.ok(root.includes('Skaļš, bet ļoti labs') && root.includes('Paldies! Nākamā partija būs klusāka.') && root.includes('Veikala atbilde'),
      'the SSR HTML lacks the review or its answer');
    const storefront = await openPage(browser, DESKTOP);
    await storefront.context.addCookies([{ name: 'cookie_consent', value: 'denied', url: shop.url }]);
    await storefront.page.goto(shop.url + link);
    const shown = storefront.page.locator('.review').filter({ hasText: 'Skaļš, bet ļoti labs' });
    await shown.locator('.review__answer').getByText('Paldies! Nākamā partija būs klusāka.').waitFor();
    assert.deepEqual(storefront.errors, [], 'the product page logged errors');
    await storefront.context.close();

    // A contact message: read, answered by mail in the sender's language, then among the answered.
    await nav.getByRole('link', { name: 'Messages' }).click();
    await page.getByRole('heading', { name: 'Contact messages', level: 1 }).waitFor();
    await page.getByRole('button', { name: /Jānis Ozols/ }).click();
    const open = page.getByRole('article', { name: 'Message from Jānis Ozols' });
    await open.getByText('Вы доставляете в Юрмалу в субботу?').waitFor();
    assert.deepEqual(await axe(page), [], 'the messages');
    await open.getByRole('textbox', { name: 'Answer by e-mail' }).fill('Да, в субботу доставляем до 18:00.');
    await open.getByRole('button', { name: 'Send the answer' }).click();
    await page.getByText('The answer is on its way.').waitFor();
    await page.getByRole('button', { name: /^Answered/ }).click();
    await page.getByRole('button', { name: /Jānis Ozols/ }).waitFor();
    const mail = await shop.mail('contact_answer', 'janis@example.lv');
    const text = Buffer.from(mail.text, 'latin1').toString('utf8'); // the harness undoes quoted-printable byte by byte
    assert.ok(text.includes('Да, в субботу доставляем до 18:00.') && text.includes('Ваше сообщение'),
      'the answer mail lacks the answer or speaks another language');

    // A customer found by surname, their page.
    await nav.getByRole('link', { name: 'Customers' }).click();
    await page.getByRole('search', { name: 'Search customers' }).getByLabel('Search customers').fill('kalniņa');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('link', { name: 'Līga Kalniņa' }).click();
    await page.getByRole('heading', { name: 'Līga Kalniņa', level: 1 }).waitFor();
    await page.getByText(account.email).waitFor();
    assert.equal(await page.getByRole('region', { name: 'Privacy' }).count(), 0, 'staff see the owner-only privacy actions');
    assert.deepEqual(await axe(page), [], 'the customer page');

    // The subscribers: their states, and the CSV.
    await nav.getByRole('link', { name: 'Subscriptions' }).click();
    await page.getByRole('heading', { name: 'Newsletter subscribers' }).waitFor();
    await page.getByRole('cell', { name: 'reader@example.lv' }).waitFor();
    assert.deepEqual(await axe(page), [], 'the subscriptions');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download as CSV' }).click()]);
    const csv = readFileSync(await download.path(), 'utf8');
    assert.match(csv, /^email,state,language,subscribed_at,confirmed_at,unsubscribed_at\r?\n/);
    assert.match(csv, /\nreader@example\.lv,pending,lv,/);
    assert.match(csv, /\n'=danger@example\.lv,pending,lv,/, 'a cell that starts with = is not defused');
    // the one 401 is the back office asking who is signed in before the sign-in
    assert.deepEqual(errors.filter((e) => !e.includes('status of 401')), [], 'the back office logged errors');
  } finally {
    await page.context().close();
  }
});

test('at 390 px every shoppers page fits, and an owner sees the privacy actions', async () => {
  const owner = shop.staff('owner');
  const customer = await openPage(browser, DESKTOP);
  await shop.signUp(customer.context, { name: 'Pēteris', surname: 'Ilgvārdiņš-Garais' });
  await customer.context.close();
  const { page, errors } = await openPage(browser, MOBILE, { bypassCSP: true });
  try {
    await shop.signInAdmin(page, owner, '/admin/customers');
    await page.getByRole('heading', { name: 'Customers', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Pēteris Ilgvārdiņš-Garais' }).waitFor();
    await fits(page, 'the customers list');
    await page.getByRole('link', { name: 'Pēteris Ilgvārdiņš-Garais' }).click();
    const privacy = page.getByRole('region', { name: 'Privacy' });
    await privacy.waitFor();
    assert.ok(await privacy.getByRole('button', { name: 'Erase the account' }).isDisabled(), 'the erasure is open before the e-mail is typed');
    assert.deepEqual(await axe(page), [], 'the customer page with its privacy actions');
    await fits(page, 'the customer page');
    for (const [p, heading] of [['/admin/reviews', 'Reviews'], ['/admin/messages', 'Contact messages'], ['/admin/subscriptions', 'Subscriptions']]) {
      await page.goto(shop.url + p);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await page.waitForFunction(() => !document.querySelector('[role=status]'));
      await fits(page, p);
      assert.deepEqual(await axe(page), [], p + ' at 390 px');
    }
    // the one 401 is the back office asking who is signed in before the sign-in
    assert.deepEqual(errors.filter((e) => !e.includes('status of 401')), [], 'the back office logged errors');
  } finally {
    await page.context().close();
  }
});
