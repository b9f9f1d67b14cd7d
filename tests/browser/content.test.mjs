// Browser tests for the contact page and the content pages (spec §1 shop variants, §2 Contact,
// §4, §5, §8, §9): the contact form's errors under their fields with the scroll to the first and
// the error cleared on edit, then a message sent, the form cleared and its mail in the outbox;
// a team member's e-mail shown only on a click; the read more toggle over 150 characters; the
// grid and row toggle; the Finnish shop's contact page without the second phone and the
// actual address; the brands, blog and information pages at both widths.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { startShop, launch, openPage, shot, eventually, DESKTOP, MOBILE } from './harness.mjs';

let shop;
let fiShop;
let browser;

before(async () => {
  [shop, fiShop, browser] = await Promise.all([startShop(), startShop({ shop: 'fi_tel_shop' }), launch()]);
});

after(async () => {
  await browser?.close();
  await Promise.all([shop?.stop(), fiShop?.stop()]);
});

// visit opens a page for a new shopper who has answered the cookie banner, and waits until
// React has hydrated it (its nodes carry React's fiber), so clicks reach the page's handlers.
async function visit(t, base, pathname, viewport = DESKTOP) {
  const o = await openPage(browser, viewport);
  o.context.setDefaultTimeout(10000);
  t.after(() => o.context.close());
  await o.context.addCookies([{ name: 'cookie_consent', value: 'denied', url: base }]);
  const res = await o.page.goto(base + pathname);
  assert.equal(res.status(), 200, pathname);
  await o.page.waitForFunction(() => Object.keys(document.querySelector('main') || {}).some((k) => k.startsWith('__reactFiber')));
  return o;
}

const i18n = (page) => page.evaluate(() => JSON.parse(document.getElementById('i18n').textContent));
const field = (page, name) => page.locator(`.contact-form [data-field="${name}"]`);

// outbox lists the mails the shop wrote into its data folder (no SMTP server is set).
const outbox = (s) => {
  try {
    return readdirSync(path.join(s.dir, 'outbox')).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
};

for (const viewport of [DESKTOP, MOBILE]) {
  test(`the contact form at ${viewport.width} px: errors under the fields, then the message sent and mailed`, async (t) => {
    const { page, errors } = await visit(t, shop.url, '/contact', viewport);
    const msg = await i18n(page);
    const before = outbox(shop).length;
    // an empty form: every required field has its error, the page scrolls to the first
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator('.contact-form button[type="submit"]').click();
    await field(page, 'name').locator('.field-error').waitFor();
    for (const name of ['name', 'email', 'message']) {
      assert.ok(await field(page, name).locator('.field-error').isVisible(), name + ' shows its error');
    }
    assert.equal(await field(page, 'phone').locator('.field-error').count(), 0, 'the phone is optional');
    await eventually(async () => assert.equal(await field(page, 'name').locator('.field-error').evaluate((el) => {
      const r = el.getBoundingClientRect();
      const seen = document.elementFromPoint(r.left + 4, r.top + r.height / 2);
      return r.top >= 0 && r.bottom <= window.innerHeight && el.contains(seen); // in view, and not under the fixed header
    }), true, 'the first error is scrolled into view'));
    await shot(page, `contact-errors-${viewport.width}`);

    // an error clears when its field is edited; a bad phone and a short message are refused
    await field(page, 'name').locator('input').fill('Anna Ozola');
    assert.equal(await field(page, 'name').locator('.field-error').count(), 0);
    assert.ok(await field(page, 'email').locator('.field-error').isVisible(), 'the other errors stay');
    await field(page, 'email').locator('input').fill('anna@example.com');
    await field(page, 'phone').locator('input').fill('12');
    await field(page, 'message').locator('textarea').fill('Short');
    await page.locator('.contact-form button[type="submit"]').click();
    await field(page, 'phone').locator('.field-error').waitFor();
    assert.match(await field(page, 'message').locator('.field-error').textContent(), /10.*5\s?0?00/, 'the message bounds are named');
    assert.equal(outbox(shop).length, before, 'nothing is mailed for a refused form');

    // success: the message shows, the form is empty, the mail to the shop is in the outbox
    await field(page, 'phone').locator('input').fill('+371 2000 0000');
    await field(page, 'message').locator('textarea').fill('Labdien! Vai Galaxy S24 ir pieejams jūsu veikalā Rīgā?');
    await page.locator('.contact-form button[type="submit"]').click();
    await page.locator('.contact-form__sent').filter({ hasText: /\S/ }).waitFor();
    assert.match(await page.locator('.contact-form__sent').textContent(), /\S{3}/, 'the server\'s thank-you shows');
    for (const name of ['name', 'email', 'phone']) assert.equal(await field(page, name).locator('input').inputValue(), '');
    assert.equal(await field(page, 'message').locator('textarea').inputValue(), '');
    assert.equal(await page.locator('.contact-form .field-error').count(), 0);
    const mails = await eventually(() => {
      const now = outbox(shop).filter((f) => f.endsWith('-contact_message.eml'));
      assert.ok(now.length > 0, 'the contact mail is in the outbox');
      return now;
    });
    const eml = readFileSync(path.join(shop.dir, 'outbox', mails.at(-1)), 'utf8');
    assert.match(eml, /^To: <?info@telshop\.lv>?/m);
    assert.match(eml, /^Reply-To: <?anna@example\.com>?/m);
    await shot(page, `contact-sent-${viewport.width}`);
    assert.deepEqual(errors.filter((e) => !/status of 422/.test(e)), [], 'no console error but the refused forms\' answers');
  });
}

test('a team member\'s e-mail shows only on a click; long descriptions toggle; grid and rows', async (t) => {
  const { page, errors } = await visit(t, shop.url, '/contact');
  const msg = await i18n(page);
  const html = await (await fetch(shop.url + '/contact')).text();
  assert.doesNotMatch(html, /janis\.berzins@telshop\.lv/, 'no team address in the HTML');
  const jānis = page.locator('.member').filter({ hasText: 'Jānis Bērziņš' });
  assert.equal(await jānis.locator('a[href^="mailto:"]').count(), 0);
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/team-members');
  await jānis.getByRole('button', { name: msg.team_show_email_of.replace('{name}', 'Jānis Bērziņš') }).click();
  assert.equal((await answer).status(), 200);
  const mail = jānis.locator('a[href="mailto:janis.berzins@telshop.lv"]');
  await mail.waitFor();
  assert.equal(await mail.textContent(), 'janis.berzins@telshop.lv');
  assert.ok(await mail.evaluate((a) => a === document.activeElement), 'the focus moves to the shown address');

  // read more: Jānis's description is over 150 characters, Līga's is not
  const text = jānis.locator('.member__text');
  const clipped = await text.textContent();
  assert.ok([...clipped].length <= 150 && clipped.endsWith('…'), clipped);
  const toggle = jānis.getByRole('button', { name: msg.read_more });
  assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
  await toggle.click();
  assert.ok([...await text.textContent()].length > 150);
  assert.equal(await jānis.getByRole('button', { name: msg.read_less }).getAttribute('aria-expanded'), 'true');
  await jānis.getByRole('button', { name: msg.read_less }).click();
  assert.equal(await text.textContent(), clipped);
  const līga = page.locator('.member').filter({ hasText: 'Līga Ozola' });
  assert.equal(await līga.getByRole('button', { name: msg.read_more }).count(), 0);

  // grid and rows
  const list = page.locator('.team__list');
  assert.match(await list.getAttribute('class'), /team__list--grid/);
  await page.locator('.team__head').getByRole('button', { name: msg.display_row }).click();
  assert.match(await list.getAttribute('class'), /team__list--row/);
  await shot(page, 'contact-team-rows-1366');
  assert.deepEqual(errors, []);
});

test('the Finnish shop\'s contact page: a Finnish company, no second phone, no actual address, only the second terms', async (t) => {
  const { page } = await visit(t, fiShop.url, '/contact');
  const msg = await i18n(page);
  const company = page.locator('.company');
  const text = await company.textContent();
  assert.match(text, /TelShop Oy/);
  assert.match(text, /\+358 9 4245 0000/);
  assert.match(text, /Helsinki/);
  assert.doesNotMatch(text, /\+358 40|Kamppi|\+371|Rīga/);
  assert.equal(await company.getByText(msg.contact_phone_2).count(), 0);
  assert.equal(await company.getByText(msg.contact_shop_address, { exact: true }).count(), 0);
  assert.equal(await company.locator('img').count(), 1, 'fi_tel_shop keeps the contact picture');
  assert.deepEqual(await company.locator('.company__terms a').allTextContents(), [msg.footer_terms_2]);
  await shot(page, 'contact-fi-1366');
});

for (const viewport of [DESKTOP, MOBILE]) {
  test(`brands, blog, an article and an information page at ${viewport.width} px`, async (t) => {
    const o = await visit(t, shop.url, '/brands', viewport);
    const { page, errors } = o;
    const groups = await page.locator('.letter-group h2').allTextContents();
    assert.deepEqual(groups, [...groups].sort((a, b) => a.localeCompare(b)), 'letters A to Z');
    assert.ok((await page.locator('.brand-row').count()) >= 15);
    assert.match(await page.locator('.brand-row__count').first().textContent(), /\d/);
    await shot(page, `brands-${viewport.width}`);

    await page.goto(shop.url + '/blog');
    assert.equal(await page.locator('.articles--blog > li').count(), 6);
    await shot(page, `blog-${viewport.width}`);
    await page.locator('.pager a[rel="next"]').click();
    await page.waitForURL(/\/blog\/page\/2$/);
    await page.locator('.pager__current', { hasText: '2' }).waitFor();
    const title = await page.locator('.article__title a').first().textContent();
    await page.locator('.article__title a').first().click();
    await page.locator('h1', { hasText: title }).waitFor();
    assert.ok((await page.locator('.post__body p').count()) >= 3, 'the article has its body');
    await shot(page, `blog-article-${viewport.width}`);

    await page.goto(shop.url + '/info/delivery');
    assert.equal(await page.locator('.shipping-table tbody tr').count(), 3);
    assert.ok((await page.locator('.info-page__main h2').count()) >= 4);
    await page.locator('.info-nav a', { hasText: (await i18n(page)).footer_returns }).click();
    await page.waitForURL(/\/info\/returns$/);
    await page.locator('.info-nav [aria-current="page"]').waitFor();
    await shot(page, `info-returns-${viewport.width}`);
    assert.deepEqual(errors, []);
  });
}
