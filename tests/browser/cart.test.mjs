// Browser tests for the cart page (spec §2 Cart page, §4 Cart quantity and Coupon, §5, §8):
// the quantity counter's debounce and its one request at a time, removal with confirmation,
// remove-all with one delete per line in parallel, and the coupon. Expected figures come from
// the shop's own API answers.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startShop, launch, layoutShift, shot, eventually, withCart, DESKTOP, MOBILE } from './harness.mjs';

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

// cartWith opens the cart page of a new shopper who has put the products in the cart.
async function cartWith(products, viewport = DESKTOP) {
  const o = await withCart(browser, shop, products, '/cart', viewport);
  await o.page.locator('.cart-line').first().waitFor();
  return o;
}

const getCart = async (page) => (await page.evaluate(async () => (await fetch('/api/cart', { headers: { 'X-Requested-With': 'XMLHttpRequest' } })).json())).cart;

// countRequests counts the requests whose URL contains part, from now on.
function countRequests(page, part) {
  const seen = [];
  page.on('request', (r) => { if (r.url().includes(part)) seen.push(r.postDataJSON?.() ?? null); });
  return seen;
}

test('quantity: clicks save once 500 ms after the last, leaving the input saves at once, minus stops at 1', async () => {
  const [p] = await shop.inStock();
  const { context, page, errors } = await cartWith([p]);
  try {
    const qty = page.locator('.qty--cart');
    const [minus, plus] = [qty.locator('.qty__btn').first(), qty.locator('.qty__btn').last()];
    assert.equal(await minus.isDisabled(), true, 'minus only above 1');
    const adds = countRequests(page, '/api/cart-item/add/');
    await plus.click();
    await plus.click();
    await plus.click();
    // One save of the settled number, and none of 2 or 3 on the way, is the proof that the
    // clicks did not save one by one (ui/lib/quantity-saver.test.js times the debounce).
    await eventually(async () => assert.equal(await page.locator('header .badge').first().textContent(), '4'));
    assert.deepEqual(adds, [{ quantity: 4 }], 'one save with the settled number');
    assert.equal(await qty.locator('.qty__input').inputValue(), '4');

    const input = qty.locator('.qty__input');
    await input.fill('2');
    await input.blur();
    await eventually(() => assert.deepEqual(adds.at(-1), { quantity: 2 }));
    // A page timer of the debounce's delay, set now, fires after any debounce the typing set
    // before it (timers of no longer a delay run in the order they were set), so a second
    // save would have been requested by the time it fires.
    await page.evaluate((ms) => new Promise((resolve) => setTimeout(resolve, ms)), 500);
    assert.equal(adds.length, 2, 'the blur saved at once, and the debounce did not save again');
    await input.fill('0');
    await input.blur();
    await eventually(async () => assert.equal(await input.inputValue(), '1'));
    await eventually(() => assert.deepEqual(adds.at(-1), { quantity: 1 }));
    // adds holds a save once it is asked for; the cart has it once the server has answered.
    await eventually(async () => assert.equal((await getCart(page)).total_quantity, 1));
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('more than the stock is refused and the line shows the cart as it stands', async () => {
  const [p] = (await shop.api('/api/search/products?per_page=16&inventories=1&sort=quantity:asc')).collection.data.products;
  const { context, page } = await cartWith([p]);
  try {
    const input = page.locator('.qty--cart .qty__input');
    await input.fill(String(p.quantity + 1));
    await input.blur();
    await page.locator('.toast').filter({ hasText: /noliktavā|stock/i }).first().waitFor();
    await eventually(async () => assert.equal(await input.inputValue(), '1'));
  } finally {
    await context.close();
  }
});

test('remove asks first; remove-all deletes every line with one call each, in parallel', async () => {
  const products = (await shop.inStock()).slice(0, 3);
  const { context, page, errors } = await cartWith(products);
  try {
    assert.equal(await page.locator('.cart-line').count(), 3);
    const deletes = countRequests(page, '/delete');
    await page.locator('.cart-line__remove').first().click();
    await page.locator('.modal--confirm').waitFor();
    await page.locator('.modal--confirm button', { hasText: /Atcelt|Cancel/ }).click();
    assert.equal(deletes.length, 0, 'cancel removes nothing');
    await page.locator('.cart-line__remove').first().click();
    await page.locator('.modal--confirm .btn--primary').click();
    await eventually(async () => assert.equal(await page.locator('.cart-line').count(), 2));

    await page.locator('.cart-lines__foot button').click();
    await page.locator('.modal--confirm .btn--primary').click();
    await page.locator('.cart-empty').waitFor();
    assert.equal(deletes.length, 3, 'one delete for the single line and one for each of the other two');
    assert.equal(await page.locator('.cart-empty a').getAttribute('href'), '/');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

for (const [label, viewport] of [['desktop', DESKTOP], ['mobile', MOBILE]]) {
  test(`coupon WELCOME10 at ${label} width: applied, old prices struck, then removed after a confirmation`, async () => {
    const products = (await shop.inStock()).slice(0, 2);
    const { context, page, errors } = await cartWith(products, viewport);
    try {
      const box = page.locator('.coupon');
      await box.locator('input').fill('NOSUCHCODE');
      await box.locator('button[type=submit]').click();
      await eventually(async () => assert.equal(await box.locator('input').inputValue(), ''), { timeout: 5000 });
      assert.equal(await page.locator('.cart-line__old').count(), 0);

      await box.locator('input').fill('welcome10');
      await box.locator('button[type=submit]').click();
      await eventually(async () => assert.equal(await page.locator('.cart-line__old').count(), 2));
      const cart = await getCart(page);
      assert.equal(cart.coupon.code, 'WELCOME10');
      assert.equal(await page.locator('.cart-line__old').first().textContent(), cart.items[0].formatted_old_price_with_tax);
      assert.match(await page.locator('.cart-summary__total').textContent(), new RegExp(cart.formatted_total_price_with_tax.replace(/\s/g, '\\s')));
      assert.equal(await box.locator('input').isEditable(), false, 'an applied code is locked');
      await shot(page, `cart-coupon-${label}`);

      await box.locator('button', { hasText: /Noņemt|Remove/ }).click();
      await page.locator('.modal--confirm .btn--primary').click();
      await eventually(async () => assert.equal(await page.locator('.cart-line__old').count(), 0));
      // the refused code's 422 is the browser's only complaint
      assert.deepEqual(errors.filter((e) => !e.includes('status of 422')), []);
    } finally {
      await context.close();
    }
  });
}

for (const viewport of [DESKTOP, MOBILE]) {
  test(`at ${viewport.width} px the cart page does not move while it loads, with one line or three (CLS ≤ 0.02)`, async () => {
    const stock = await shop.inStock();
    for (const n of [1, 3]) {
      const cls = await layoutShift(browser, shop, stock.slice(0, n), '/cart', viewport, '/api/product/services');
      assert.ok(cls <= 0.02, `${n} line(s): CLS ${cls.toFixed(4)}`);
    }
  });
}

test('at 390 px a cart line reads as a phone reads: the title across the line, the code whole, nothing wider than the screen', async () => {
  const products = (await shop.inStock()).slice(0, 3);
  // two units of the first, so its line shows the unit price beside the counter and the total
  const { context, page, errors } = await cartWith([products[0], ...products], MOBILE);
  try {
    await page.locator('.cart-services').first().waitFor();
    await page.locator('.cart-line__unit').first().waitFor();
    const overlaps = await page.locator('.cart-line').evaluateAll((els) => els.flatMap((line) => {
      const parts = ['.cart-line__qty .qty', '.cart-line__unit', '.cart-line__total strong', '.cart-line__remove']
        .map((sel) => [sel, line.querySelector(sel)?.getBoundingClientRect()]).filter(([, r]) => r);
      const meet = (a, b) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
      return parts.flatMap(([s1, a], i) => parts.slice(i + 1).filter(([, b]) => meet(a, b)).map(([s2]) => `${s1} over ${s2}`));
    }));
    assert.deepEqual(overlaps, [], 'parts of a cart line lie over each other');
    const lines = await page.locator('.cart-line').evaluateAll((els) => els.map((line) => {
      const title = line.querySelector('.cart-line__title');
      const words = title.textContent.trim().split(/\s+/).length;
      const rows = Math.round(title.getBoundingClientRect().height / parseFloat(getComputedStyle(title).lineHeight));
      const code = [...line.querySelectorAll('.cart-line__meta span')].at(-1);
      return {
        title: title.textContent, width: Math.round(title.getBoundingClientRect().width), line: Math.round(line.getBoundingClientRect().width),
        wordsPerRow: words / rows, codeRows: code.getClientRects().length,
        codesInTitle: [...title.querySelectorAll('.nobr')].map((s) => Math.round(s.getBoundingClientRect().height / parseFloat(getComputedStyle(title).lineHeight))),
      };
    }));
    for (const l of lines) {
      assert.ok(l.width >= l.line * 0.6, `${l.title}: the title gets ${l.width} px of a ${l.line} px line`);
      assert.ok(l.wordsPerRow >= 2, `${l.title}: ${l.wordsPerRow.toFixed(1)} words a row`);
      assert.equal(l.codeRows, 1, `${l.title}: the code breaks`);
      assert.ok(l.codesInTitle.every((n) => n === 1), `${l.title}: a code in the title breaks`);
    }
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth), 0, 'the page scrolls sideways');
    await shot(page, 'cart-lines-390');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
