// The back office's dashboard: an owner signs in to /admin and sees today's sale (a card order
// paid with the test card), an order awaiting payment (a bank transfer), the chart of 30 days
// with its table for screen readers, the lists; axe-clean at 1366 px and 390 px, and no wider
// than a phone.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startShop, launch, openPage, axe, shot, DESKTOP, MOBILE } from './harness.mjs';

let shop, browser, paid;
before(async () => {
  [shop, browser] = await Promise.all([startShop({ args: ['--payment-test-card'] }), launch()]);
  // Today's sale: a guest's courier order paid by the test card.
  const call = await shop.guest();
  const [p] = await shop.inStock();
  const lv = (await shop.api('/api/countries')).countries.find((c) => c.code === 'LV');
  await call(`/api/cart-item/add/${p.id}?action=plus`, { quantity: 1 });
  const phone = { countryCallingCode: '+371', number: '20000000' };
  const placed = await call('/api/order/store', {
    order: { user_type: 'b2c', user_name: 'Anna', user_surname: 'Bērziņa', user_email: 'anna@example.lv', user_phone_number: phone },
    shipping: { country_id: lv.id, city: 'Rīga', address: 'Brīvības iela 1', zip: 'LV-1050', user_phone_number: phone },
    shipping_method: 'dpd-courier', payment_method: 'card', terms_accepted: true,
  });
  const token = placed.payment_link.split('/').pop().replace(/\?.*$/, '');
  await call(`/api/order/${token}/test-card`, { number: '4242424242424242' });
  paid = placed.order;
  // And one awaiting its bank transfer.
  await shop.order();
});
after(async () => {
  await browser?.close();
  await shop?.stop();
});

for (const [name, viewport] of [['desktop', DESKTOP], ['phone', MOBILE]]) {
  test(`the dashboard shows today's figures and the chart (${name})`, async () => {
    const { page, errors } = await openPage(browser, viewport, { bypassCSP: true });
    try {
      // The sign-in form speaks the browser's Latvian; the member's back office, English.
      await shop.signInAdmin(page, shop.staff('owner'));
      const today = page.getByRole('listitem', { name: 'Today' });
      await today.waitFor();
      // Today: the paid order's total, one order; the transfer awaits payment.
      const total = new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(paid.total_price);
      assert.equal(await today.locator('.dash-gross').textContent(), total);
      assert.equal(await today.locator('.dash-facts dd').first().textContent(), '1');
      assert.match(await today.locator('.dash-facts dd').last().textContent(), /^1 \(/);
      // The chart: its name, 30 bars and today's the highest of them; the table for screen readers.
      const chart = page.getByRole('img', { name: 'Sales per day, last 30 days' });
      await chart.waitFor();
      assert.equal(await chart.locator('rect.dash-bar').count(), 30);
      assert.ok(Number(await chart.locator('rect.dash-bar').last().getAttribute('height')) > 0, 'today has a bar');
      assert.equal(await page.locator('.dash-chart table tbody tr').count(), 30);
      assert.match(await page.locator('.dash-chart table tbody tr').last().textContent(), new RegExp(escape(total)));
      // To do: the paid order waits to be shipped; with no orders list yet, its count links nowhere.
      const todo = page.getByRole('region', { name: 'To do' });
      assert.ok(Number(await todo.locator('.dash-big').first().textContent()) >= 1);
      // The best sellers name today's product and link to its page.
      const top = page.getByRole('region', { name: 'Best sellers, last 30 days' });
      const link = top.getByRole('link').first();
      assert.match(await link.getAttribute('href'), /^\/admin\/products\/\d+$/);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
      assert.ok(overflow <= 0, `the dashboard is ${overflow} px wider than the screen`);
      await shot(page, `admin-dashboard-${name}`);
      assert.deepEqual(await axe(page), [], `the dashboard (${name})`);
      assert.deepEqual(errors.filter((e) => !/401/.test(e)), [], 'only the signed-out /me before the sign-in');
    } finally {
      await page.context().close();
    }
  });
}

function escape(s) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
