// An order's money in the back office: the shop's own mail of a new order; a card order paid on stripe-mock (its payment
// confirmed by a signed webhook, as Stripe sends it) is refunded in part by an owner on the
// order's money panel — one unit back to the stock — through Stripe's refund API; the refund
// shows and the shopper's mail is written. A transfer order is marked paid on the Bank
// payments page by its RF reference, and its shopper's receipt is written. The pages are
// axe-clean and fit 390 px. The panel sits on the order's page, below its totals.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { homedir } from 'node:os';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { startShop, launch, openPage, axe, eventually, DESKTOP, MOBILE } from './harness.mjs';

const secret = 'whsec_browser_test';

// stripeMockBin is stripe-mock as build.sh's test_tools installs it, or SHOP_STRIPE_MOCK's.
function stripeMockBin() {
  if (process.env.SHOP_STRIPE_MOCK) return process.env.SHOP_STRIPE_MOCK;
  const gobin = path.join(homedir(), 'go', 'bin', 'stripe-mock');
  if (existsSync(gobin)) return gobin;
  try {
    return execFileSync('sh', ['-c', 'command -v stripe-mock'], { encoding: 'utf8' }).trim() || null;
  } catch { return null; }
}

// startStripeMock runs stripe-mock on a port it picks itself and answers its URL and stop.
async function startStripeMock(bin) {
  const proc = spawn(bin, ['-http-addr', '127.0.0.1:', '-https-addr', '127.0.0.1:'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('stripe-mock did not start: ' + log)), 30000);
    const read = (d) => {
      log += d;
      const m = log.match(/Listening for HTTP at address: (\S+)/);
      if (m) { clearTimeout(timer); resolve('http://' + m[1]); }
    };
    proc.stdout.on('data', read);
    proc.stderr.on('data', read);
    proc.on('exit', () => reject(new Error('stripe-mock exited: ' + log)));
  });
  return { url, stop: () => proc.kill('SIGTERM') };
}

const bin = stripeMockBin();
const skip = !bin && process.env.SHOP_REQUIRE_STRIPE_MOCK !== '1' ? 'stripe-mock is not installed (./build.sh test installs it)' : false;

let shop, browser, stripe;
before(async () => {
  if (skip) return;
  stripe = await startStripeMock(bin);
  [shop, browser] = await Promise.all([
    startShop({ args: ['--stripe-api-url', stripe.url], env: { SHOP_STRIPE_KEY: 'sk_test_123', SHOP_STRIPE_WEBHOOK_SECRET: secret } }),
    launch(),
  ]);
});
after(async () => {
  await browser?.close();
  await shop?.stop();
  stripe?.stop();
});

async function fits(page, what) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  assert.ok(overflow <= 0, `${what} is ${overflow} px wider than the screen`);
}

// placeOrder places a guest's courier order of qty units of the product with most stock, paid
// by method, and answers the order answer's order.
async function placeOrder(method, qty, email) {
  const call = await shop.guest();
  const [p] = await shop.inStock();
  const lv = (await shop.api('/api/countries')).countries.find((c) => c.code === 'LV');
  await call(`/api/cart-item/add/${p.id}`, { quantity: qty });
  const phone = { countryCallingCode: '+371', number: '20000000' };
  const res = await call('/api/order/store', {
    order: { user_type: 'b2c', user_name: 'Anna', user_surname: 'Bērziņa', user_email: email, user_phone_number: phone },
    shipping: { country_id: lv.id, city: 'Rīga', address: 'Brīvības iela 1', zip: 'LV-1050', user_phone_number: phone },
    shipping_method: 'dpd-courier', payment_method: method, terms_accepted: true,
  });
  return { order: res.order, link: res.payment_link, product: p };
}

// payByWebhook tells the shop, as Stripe would, that the order's Checkout Session is paid.
async function payByWebhook(order) {
  const body = JSON.stringify({ id: 'evt_browser_1', object: 'event', type: 'checkout.session.completed',
    data: { object: { id: 'cs_test_browser_' + order.id, object: 'checkout.session', client_reference_id: String(order.id),
      payment_status: 'paid', amount_total: order.cents.total, currency: 'eur', metadata: { order_number: order.prefixed_id } } } });
  const ts = Math.floor(Date.now() / 1000);
  const sig = createHmac('sha256', secret).update(`${ts}.${body}`).digest('hex');
  const res = await fetch(shop.url + '/api/payment/stripe/webhook', { method: 'POST', body,
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': `t=${ts},v1=${sig}` } });
  assert.equal(res.status, 200, 'the webhook is taken');
}

test('a card order is refunded in part through Stripe, with one unit back to the stock', { skip }, async () => {
  const email = 'card-refund@example.lv';
  const { order, link } = await placeOrder('card', 2, email);
  assert.match(link, /^https:\/\/checkout\.stripe\.com\//, 'the order went to Stripe (stripe-mock)');
  await payByWebhook(order);
  // The shop heard of the order at its contact address (the demo company's), linked to the
  // order in the back office.
  const notice = await shop.mail('new_order_shop', 'info@telshop.lv');
  assert.match(notice.text, new RegExp(`/admin/orders/${order.id}\\b`));
  assert.match(notice.text, new RegExp(order.prefixed_id));

  const owner = shop.staff('owner');
  const { page, errors } = await openPage(browser, DESKTOP, { bypassCSP: true });
  await shop.signInAdmin(page, owner, `/admin/orders/${order.id}`);
  const panel = page.getByRole('region', { name: 'Payment and refunds' });
  await panel.waitFor();
  const form = page.getByRole('form', { name: 'Refund' });
  await form.waitFor();
  assert.match(await form.textContent(), /Stripe/, 'a card payment is refunded through Stripe');
  const line = form.locator('.om-line').first();
  await line.getByRole('combobox').selectOption('1');
  await line.getByRole('checkbox').check();
  const submit = form.getByRole('button', { name: /^Refund / });
  const label = await submit.textContent();
  assert.match(label, /Refund \d+\.\d\d €/, 'the button names the amount');
  assert.deepEqual(await axe(page), [], 'the money panel with its refund form');
  await submit.click();
  await page.getByRole('status').filter({ hasText: 'Refunded' }).waitFor();
  const rows = page.getByRole('table', { name: 'Refunds' }).locator('tbody tr');
  await eventually(async () => assert.equal(await rows.count(), 1));
  const row = await rows.first().textContent();
  assert.match(row, /Stripe \(card\)/);
  assert.match(row, /Done/);
  assert.match(row, /re_/, "Stripe's refund id is kept");
  assert.match(row, /1 × .*\(Back to stock\)/);

  const mail = await shop.mail('order_refunded', email);
  assert.match(mail.text, new RegExp(order.prefixed_id));
  assert.match(mail.text, /kart/i, 'the mail says the money goes back to the card (in the order\'s language)');
  assert.deepEqual(errors.filter((e) => !/status of 401/.test(e)), [], 'no errors but the /me before the sign-in');

  await page.setViewportSize(MOBILE);
  await fits(page, 'the money panel at 390 px');
  await page.context().close();
});

test('a transfer order is marked paid by its RF reference on the Bank payments page', { skip }, async () => {
  const email = 'transfer-paid@example.lv';
  const { link } = await placeOrder('swedbank', 1, email);
  const token = link.split('/').pop();
  const o = await shop.api('/api/order/' + token);
  const rf = o.payment.bank.creditor_reference;
  const euros = (o.order.cents.total / 100).toFixed(2);

  const owner = shop.staff('owner');
  const { page, errors } = await openPage(browser, MOBILE, { bypassCSP: true });
  await shop.signInAdmin(page, owner, '/admin/bank-payments');
  await page.getByRole('heading', { name: 'Bank payments', level: 1 }).waitFor();
  const one = page.getByRole('form', { name: 'One payment' });
  await one.getByLabel('RF reference').fill(rf);
  await one.getByLabel('Amount (€)').fill('1.00');
  await one.getByRole('button', { name: 'Mark paid' }).click();
  await one.getByText("The amount is not the order's total.").waitFor();
  await one.getByLabel('Amount (€)').fill(euros);
  await one.getByRole('button', { name: 'Mark paid' }).click();
  await one.getByRole('status').filter({ hasText: `Order ${o.order.prefixed_id} is marked paid.` }).waitFor();
  const mail = await shop.mail('payment_received', email);
  assert.match(mail.text, new RegExp(o.order.prefixed_id));
  assert.equal((await shop.api('/api/order/' + token)).order.payment_status, 'paid');

  // A statement line with the same reference now finds an order paid already.
  await page.getByRole('textbox', { name: 'Bank statement lines' }).fill(`2026-11-27;Anna Bērziņa;${rf};${euros.replace('.', ',')};EUR`);
  await page.getByRole('button', { name: 'Find payments' }).click();
  await page.getByRole('button', { name: `Mark ${rf.replace(/\s/g, '')} paid` }).click();
  await page.getByRole('table', { name: 'Payments found' }).getByText('is paid already').waitFor();
  assert.deepEqual(await axe(page), [], 'the bank payments page');
  await fits(page, 'the bank payments page at 390 px');

  await page.goto(shop.url + '/admin/accounting');
  await page.getByRole('heading', { name: 'Orders for the accountant' }).waitFor();
  assert.match(await page.getByRole('link', { name: 'Download CSV' }).getAttribute('href'), /^\/api\/admin\/orders\/export\.csv\?from=\d{4}-\d\d-\d\d&to=/);
  assert.deepEqual(await axe(page), [], 'the accountant page');
  await fits(page, 'the accountant page at 390 px');
  assert.deepEqual(errors.filter((e) => !/status of 4(01|09|22)/.test(e)), [], 'no errors but the refusals the test asks for');
  await page.context().close();
});
