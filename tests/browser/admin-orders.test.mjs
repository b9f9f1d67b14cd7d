// The back office's orders (issue 24, item 1): a shopper's card order is found in the list by
// its number, moved to processing and shipped with a DPD tracking number, and the shopper's
// mail about it, in the order's language with the tracking link, arrives in Mailpit (a real
// SMTP server the test starts: github.com/axllent/mailpit, installed by build.sh's
// test_tools; without it the test is skipped unless SHOP_REQUIRE_MAILPIT=1). Another order is
// cancelled and its product's stock comes back. Both pages are axe-clean and fit 390 px.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { startShop, launch, openPage, axe, eventually, shot, DESKTOP, MOBILE } from './harness.mjs';

// mailpitBinary is Mailpit on PATH or in Go's bin folder, '' when neither has it.
function mailpitBinary() {
  for (const dir of (process.env.PATH || '').split(path.delimiter)) {
    if (dir && existsSync(path.join(dir, 'mailpit'))) return path.join(dir, 'mailpit');
  }
  try {
    const gobin = execFileSync('go', ['env', 'GOBIN'], { encoding: 'utf8' }).trim()
      || path.join(execFileSync('go', ['env', 'GOPATH'], { encoding: 'utf8' }).trim(), 'bin');
    if (existsSync(path.join(gobin, 'mailpit'))) return path.join(gobin, 'mailpit');
  } catch { /* no Go on this machine */ }
  return '';
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => { const { port } = srv.address(); srv.close(() => resolve(port)); });
    srv.on('error', reject);
  });
}

// startMailpit runs Mailpit on free ports and waits for its API.
async function startMailpit(bin) {
  const dir = mkdtempSync(path.join(tmpdir(), 'mailpit-'));
  const [smtp, http] = [await freePort(), await freePort()];
  const proc = spawn(bin, ['--smtp', `127.0.0.1:${smtp}`, '--listen', `127.0.0.1:${http}`, '--database', path.join(dir, 'mailpit.db'),
    '--disable-version-check', '--smtp-disable-rdns', '--quiet'], { stdio: 'ignore' });
  const api = `http://127.0.0.1:${http}/api/v1`;
  await eventually(async () => assert.equal((await fetch(api + '/messages')).ok, true), { timeout: 15000, interval: 100 });
  return {
    smtp,
    // message waits for the mail to email whose subject contains subject and answers it
    // (Subject, Text, HTML).
    async message(email, subject) {
      return eventually(async () => {
        const list = await (await fetch(`${api}/search?query=${encodeURIComponent('to:' + email)}`)).json();
        const m = list.messages.find((x) => x.Subject.includes(subject));
        assert.ok(m, `no mail "${subject}" to ${email} among ${list.messages.map((x) => x.Subject)}`);
        return (await fetch(`${api}/message/${m.ID}`)).json();
      }, { timeout: 20000, interval: 200 });
    },
    stop() { proc.kill('SIGTERM'); rmSync(dir, { recursive: true, force: true }); },
  };
}

const bin = mailpitBinary();
const skip = !bin && process.env.SHOP_REQUIRE_MAILPIT !== '1' ? 'Mailpit is not installed (go install github.com/axllent/mailpit)' : false;
let shop, browser, mailpit;
before(async () => {
  if (skip) return;
  assert.ok(bin, 'SHOP_REQUIRE_MAILPIT=1 but no mailpit binary');
  mailpit = await startMailpit(bin);
  [shop, browser] = await Promise.all([
    startShop({ args: ['--payment-test-card', '--base-url', 'http://shop.example', '--smtp-url', `smtp://127.0.0.1:${mailpit.smtp}?from=shop@shop.example&tls=none`] }),
    launch(),
  ]);
});
after(async () => {
  await browser?.close();
  await shop?.stop();
  mailpit?.stop();
});

// placeOrder places a guest's DPD courier order of one unit of product p paid by card, as the
// checkout does (the storefront's API in Latvian), and answers its number and page token;
// paid pays it with the demo's test card.
async function placeOrder(p, email, { paid }) {
  const call = await shop.guest();
  const lv = (await shop.api('/api/countries')).countries.find((c) => c.code === 'LV');
  await call(`/api/cart-item/add/${p.id}?action=plus`, { quantity: 1 });
  const phone = { countryCallingCode: '+371', number: '20000000' };
  const res = await call('/api/order/store', {
    order: { user_type: 'b2c', user_name: 'Anna', user_surname: 'Bērziņa', user_email: email, user_phone_number: phone },
    shipping: { country_id: lv.id, city: 'Rīga', address: 'Brīvības iela 1', zip: 'LV-1050', user_phone_number: phone },
    shipping_method: 'dpd-courier', payment_method: 'card', terms_accepted: true,
  });
  const token = res.payment_link.split('/').pop().split('?')[0];
  if (paid) await call(`/api/order/${token}/test-card`, { number: '4242 4242 4242 4242' });
  return { number: res.order.prefixed_id, token };
}

const stockOf = async (p) => (await shop.api(p.link, { headers: { 'X-Page': 'true' } })).props.product.quantity;
const overflow = (page) => page.evaluate(() => document.documentElement.scrollWidth - innerWidth);

test('staff find a paid order by its number, prepare it and ship it; the shopper gets the tracking link in Mailpit', { skip }, async () => {
  const [p] = await shop.inStock();
  const email = `ship-${Date.now()}@example.lv`;
  const order = await placeOrder(p, email, { paid: true });
  const { context, page, errors } = await openPage(browser, DESKTOP, { bypassCSP: true });
  try {
    await shop.signInAdmin(page, shop.staff('staff'), '/admin/orders');
    await page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
    await page.getByLabel('Number, e-mail or name').fill(order.number);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await eventually(async () => assert.match(page.url(), new RegExp('q=' + order.number)));
    await eventually(async () => assert.equal(await page.locator('.orders-table tbody tr').count(), 1));
    assert.deepEqual(await axe(page), [], 'the order list');
    await shot(page, 'admin-orders-desktop');
    await page.getByRole('link', { name: order.number }).click();
    await page.getByRole('heading', { name: `Order ${order.number}`, level: 1 }).waitFor();
    assert.deepEqual(await axe(page), [], 'the order page');
    assert.equal(await page.locator('.order-lines-table tbody tr').count(), 1, 'the one line');
    await page.locator('.order-totals', { hasText: 'VAT 21 %' }).waitFor();

    await page.getByRole('button', { name: 'Start processing' }).click();
    await page.getByRole('status').getByText('The order is now: Processing.').waitFor();
    await page.getByRole('button', { name: 'Ship…' }).click();
    // The shipping method's carrier is proposed; a missing number is refused in place.
    assert.equal(await page.getByLabel('Carrier').inputValue(), 'dpd');
    await page.getByRole('button', { name: 'Mark shipped and mail the customer' }).click();
    await page.getByText('Enter the tracking number.').waitFor();
    assert.deepEqual(await axe(page), [], 'the ship form with its error');
    await page.getByLabel('Tracking number').fill('05212345678901');
    await page.getByRole('button', { name: 'Mark shipped and mail the customer' }).click();
    await page.getByRole('status').getByText('The order is now: Shipped.').waitFor();
    const link = page.getByRole('link', { name: '05212345678901' });
    assert.match(await link.getAttribute('href'), /dpdgroup\.com.*parcelNumber=05212345678901/);
    await page.getByRole('button', { name: 'Mark delivered' }).waitFor();
    await page.locator('.order-events li', { hasText: 'Processing → Shipped' }).waitFor();
    await shot(page, 'admin-order-desktop');

    // The shopper's mail, in the order's language (Latvian), with the carrier's tracking link.
    const mail = await mailpit.message(email, `Pasūtījums ${order.number} ir ceļā`);
    assert.match(mail.Text, /DPD Latvia/);
    assert.match(mail.Text, /05212345678901/);
    assert.match(mail.HTML, /parcelNumber=05212345678901/);
    await mailpit.message(email, `Pasūtījums ${order.number} tiek sagatavots`);

    // At 390 px both pages fit: the list's rows become cards, the order page stacks.
    await page.setViewportSize(MOBILE);
    assert.ok(await overflow(page) <= 0, 'the order page overflows at 390 px');
    await shot(page, 'admin-order-mobile');
    await page.goto(shop.url + '/admin/orders?status=shipped');
    await page.locator('.orders-table tbody tr').first().waitFor();
    assert.ok(await overflow(page) <= 0, 'the order list overflows at 390 px');
    assert.deepEqual(await axe(page), [], 'the order list at 390 px');
    await shot(page, 'admin-orders-mobile');
    assert.deepEqual(errors.filter((e) => !/401/.test(e)), [], 'no errors but the sign-in page\'s own 401');
  } finally {
    await context.close();
  }
});

test('staff cancel an unpaid order: its stock comes back and the shopper is told', { skip }, async () => {
  const [, p] = await shop.inStock();
  const before = await stockOf(p);
  const email = `cancel-${Date.now()}@example.lv`;
  const order = await placeOrder(p, email, { paid: false });
  assert.equal(await stockOf(p), before - 1, 'the order holds a unit');
  const { context, page, errors } = await openPage(browser, MOBILE, { bypassCSP: true });
  try {
    await shop.signInAdmin(page, shop.staff('owner'), '/admin/orders?q=' + encodeURIComponent(email));
    await page.getByRole('link', { name: order.number }).click();
    await page.getByRole('heading', { name: `Order ${order.number}`, level: 1 }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Start processing' }).count(), 0, 'an unpaid card order is not prepared');
    await page.getByRole('button', { name: 'Cancel order…' }).click();
    await page.getByRole('alertdialog').waitFor();
    assert.deepEqual(await axe(page), [], 'the cancel question at 390 px');
    await page.getByRole('button', { name: 'Yes, cancel the order' }).click();
    await page.getByRole('status').getByText('The order is now: Cancelled.').waitFor();
    assert.equal(await page.locator('.order-head .ord-badge--cancelled').count(), 1);
    await eventually(async () => assert.equal(await stockOf(p), before, 'the stock came back'));
    await mailpit.message(email, `Pasūtījums ${order.number} ir atcelts`);
    assert.ok(await overflow(page) <= 0, 'the order page overflows at 390 px');
    assert.deepEqual(errors.filter((e) => !/401/.test(e)), [], 'no errors but the sign-in page\'s own 401');
  } finally {
    await context.close();
  }
});
