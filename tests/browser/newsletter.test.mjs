// The newsletter's double opt-in, end to end: subscribe from the footer at 390 px and from the
// home page's box at 1366 px (disabled while the request runs, cleared after, a captcha token
// each time, a field error until edited), read the confirmation from the outbox, confirm on
// its page (opening the link alone confirms nothing), then unsubscribe with one click.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startShop, launch, openPage, codeHeld, hydrated, DESKTOP, MOBILE, eventually } from './harness.mjs';

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

async function open(p, viewport) {
  const o = await openPage(browser, viewport);
  await o.context.addCookies([{ name: 'cookie_consent', value: 'denied', url: shop.url }]);
  await o.page.goto(shop.url + p);
  return o;
}

// held makes the next newsletter calls wait until release(), recording each body sent.
async function held(page) {
  const bodies = [];
  let release;
  const gate = new Promise((r) => { release = r; });
  await page.route('**/api/newsletter/subscribe', async (route) => {
    bodies.push(JSON.parse(route.request().postData()));
    await gate;
    await route.continue();
  });
  return { bodies, release };
}

// confirmationMail reads the confirmation mail to email from the outbox: its links' paths
// and its headers.
async function confirmationMail(email) {
  const { text, header } = await shop.mail('newsletter_confirm', email);
  const confirm = text.match(/https?:\/\/[^\s"<>]+\/newsletter\/confirm\/[\w-]+/)?.[0];
  const unsubscribe = text.match(/https?:\/\/[^\s"<>]+\/unsubscribe\/[\w-]+/)?.[0];
  assert.ok(confirm && unsubscribe, 'links in the mail');
  return { confirm: new URL(confirm).pathname, unsubscribe: new URL(unsubscribe).pathname, header };
}

// subscribe sends email from a box (a form) while its call is held, checking the box is
// disabled meanwhile and cleared after, with a success toast. typed says the shopper has
// already typed it.
async function subscribe(page, form, email, { typed = false } = {}) {
  const input = form.locator('input[type=email]');
  const button = form.locator('button[type=submit]');
  const call = await held(page);
  if (!typed) await input.fill(email);
  await button.click();
  await eventually(async () => {
    assert.equal(await input.isDisabled(), true, 'the input while sending');
    assert.equal(await button.isDisabled(), true, 'the button while sending');
  });
  call.release();
  await page.locator('.toast:not(.toast--error)').waitFor();
  await eventually(async () => assert.equal(await input.inputValue(), ''));
  assert.equal(await input.isDisabled(), false);
  assert.equal(await button.isDisabled(), false);
  await page.unroute('**/api/newsletter/subscribe');
  return call.bodies;
}

test('footer box at 390 px: what was typed before its code loaded is sent, disabled while sending, cleared after; the confirmation mail comes with its links', async () => {
  const [product] = await shop.inStock();
  const { context, page, errors } = await openPage(browser, MOBILE);
  try {
    // the footer's code (the box comes with it) waits, so the shopper types into the
    // server-rendered box first
    await context.addCookies([{ name: 'cookie_consent', value: 'denied', url: shop.url }]);
    const release = await codeHeld(page, shop.url + product.link, /\/footer-[^/]*\.js$/);
    const form = page.locator('footer .footer__news form');
    await form.locator('input').fill('footer@example.com');
    release();
    await hydrated(form.locator('input'));
    const bodies = await subscribe(page, form, 'footer@example.com', { typed: true });
    assert.deepEqual(bodies, [{ email: 'footer@example.com', gRecaptchaResponse: 'local:newsletter' }]);
    const mail = await confirmationMail('footer@example.com');
    assert.match(mail.confirm, /^\/newsletter\/confirm\/[\w-]{20,}$/);
    assert.equal(mail.header('List-Unsubscribe'), `<http://localhost:${new URL(shop.url).port}${mail.unsubscribe}>`);
    assert.equal(mail.header('List-Unsubscribe-Post'), 'List-Unsubscribe=One-Click');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('home box at 1366 px: a field error until edited, a token per submission; confirm, then unsubscribe', async () => {
  const { context, page, errors } = await open('/', DESKTOP);
  try {
    const form = page.locator('main .newsletter form');
    const input = form.locator('input[type=email]');
    await hydrated(input);
    await input.fill('not-an-email');
    await form.locator('button[type=submit]').click();
    const error = form.locator('.field-error');
    await error.waitFor();
    assert.equal(await input.getAttribute('aria-invalid'), 'true');
    await page.locator('.toast--error').waitFor(); // the server's message
    await input.fill('h');
    await error.waitFor({ state: 'detached' });

    const bodies = await subscribe(page, form, 'home@example.com');
    assert.deepEqual(bodies, [{ email: 'home@example.com', gRecaptchaResponse: 'local:newsletter' }]);
    const mail = await confirmationMail('home@example.com');

    // Opening the link shows the button and confirms nothing yet.
    await page.goto(shop.url + mail.confirm);
    const confirm = page.locator('main .subscription-page button');
    await confirm.waitFor();
    const before = await shop.api(mail.confirm, { headers: { 'X-Page': 'true' } });
    assert.equal(before.props.subscription.confirmed, false);
    await confirm.click();
    await page.locator('main .subscription-page [role=status]', { hasText: 'apstiprināts' }).waitFor();
    await page.locator('.toast:not(.toast--error)').waitFor();
    const afterwards = await shop.api(mail.confirm, { headers: { 'X-Page': 'true' } });
    assert.equal(afterwards.props.subscription.confirmed, true);
    await page.reload();
    await page.locator('main .subscription-page a.btn').waitFor(); // nothing left to press
    assert.equal(await page.locator('main .subscription-page button').count(), 0);

    // One click unsubscribes; the link then names nothing.
    await page.goto(shop.url + mail.unsubscribe);
    const button = page.locator('main .subscription-page button');
    await button.click();
    await page.locator('main .subscription-page [role=status]', { hasText: 'atteicies' }).waitFor();
    const res = await page.goto(shop.url + mail.unsubscribe);
    assert.equal(res.status(), 404);
    await page.locator('main .subscription-page h1', { hasText: 'nav derīga' }).waitFor();
    assert.deepEqual(errors.filter((e) => !/status of (404|422)/.test(e)), []); // the refused e-mail and the used link
  } finally {
    await context.close();
  }
});
