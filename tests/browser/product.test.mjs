// Browser tests for the product page, the fullscreen gallery, compare and the cart add
// (spec §2 Product page, Fullscreen gallery, Compare page; §4 Compare list, Product page,
// Cart add). Expected values come from the same shop's API, not from copied numbers.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startShop, launch, openPage, shot, markDocument, sameDocument, codeHeld, pauseClock, DESKTOP, MOBILE, eventually } from './harness.mjs';

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

// products asks the catalogue for products matching a query (e.g. in stock, with variants).
async function products(query) {
  return (await shop.api('/api/search/products?per_page=48' + query)).collection.data.products;
}

async function productProps(link) {
  return (await shop.api(link, { headers: { 'X-Page': 'true' } })).props;
}

// a product with several pictures and variants, in stock
async function richProduct() {
  for (const p of await products('&inventories=1&sort=quantity:desc')) {
    const props = await productProps(p.link);
    if (props.product.images.length >= 3 && props.product.productVariantSlider.length >= 2) return props;
  }
  throw new Error('no in-stock product with pictures and variants');
}

async function open(path, viewport = DESKTOP) {
  const o = await openPage(browser, viewport);
  await o.context.addCookies([{ name: 'cookie_consent', value: 'denied', url: shop.url }]);
  await o.page.goto(shop.url + path);
  await o.page.locator('main .product, main .compare').first().waitFor();
  return o;
}

const dataLayerEvents = (page, name) => page.evaluate((n) => (window.dataLayer || []).filter((e) => e.event === n), name);

for (const [label, viewport] of [['desktop', DESKTOP], ['mobile', MOBILE]]) {
  test(`product page at ${label} width: every block of an in-stock product, view_item, no console errors`, async () => {
    const props = await richProduct();
    const p = props.product;
    const { context, page, errors } = await open(p.link, viewport);
    try {
      await assert.doesNotReject(page.locator('h1.product__title', { hasText: p.title }).waitFor());
      assert.equal(await page.locator('.crumbs li').count(), props.breadcrumbs.length);
      assert.match(await page.locator('.product__meta').textContent(), new RegExp(p.code));
      assert.equal(await page.locator('.product__info .stock').getAttribute('class'), 'stock stock--' + p.stock_status_class);
      assert.equal(await page.locator('.buybox .price--big').textContent(), p.prices.current_formatted_price_with_tax);
      assert.equal(await page.locator('.pgallery__thumb').count(), p.images.length);
      assert.equal(await page.locator('.variant').count(), p.productVariantSlider.length);
      assert.equal(await page.locator('.delivery__option').count(), props.delivery.options.length);
      assert.equal(await page.locator('.delivery__estimate').textContent().then((s) => s.trim()), props.delivery.estimate);
      assert.equal(await page.locator('.spec__group').count(), p.property_groups.length);
      assert.equal(await page.locator('.bis').count(), 0, 'an in-stock product offers back-in-stock');
      const views = await eventually(async () => {
        const v = await dataLayerEvents(page, 'view_item');
        assert.equal(v.length, 1);
        return v;
      });
      assert.equal(views[0].ecommerce.items[0].item_id, p.code);
      assert.equal(views[0].ecommerce.value, p.prices.current_price);
      await shot(page, `product-${label}`);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
}

test('the short description is cut at 300 characters until read more', async () => {
  let props;
  for (const p of await products('')) {
    props = await productProps(p.link);
    if (Array.from(props.product.short_description).length > 300) break;
    props = null;
  }
  if (!props) {
    // the demo's short descriptions are shorter: every one is shown whole, with no toggle
    const p = (await products(''))[0];
    const { context, page } = await open(p.link);
    assert.equal(await page.locator('.product__short .link-button').count(), 0);
    await context.close();
    return;
  }
  const { context, page } = await open(props.product.link);
  const text = () => page.locator('.product__short p').textContent();
  assert.ok((await text()).endsWith('…') && Array.from(await text()).length <= 300);
  await page.locator('.product__short .link-button').click();
  assert.equal(await text(), props.product.short_description);
  await context.close();
});

test('fullscreen gallery: arrows, keys, wrap, thumbnails, swipe, scroll lock, focus, Escape and backdrop', async () => {
  const props = await richProduct();
  const n = props.product.images.length;
  const { context, page } = await open(props.product.link);
  const pos = () => page.locator('.fsg__pos').textContent();
  try {
    const stage = page.locator('.pgallery__stage');
    await stage.click();
    await page.locator('.fsg').waitFor();
    assert.equal(await pos(), `1/${n}`);
    assert.equal(await page.evaluate(() => getComputedStyle(document.documentElement).overflow === 'hidden' || getComputedStyle(document.body).overflow === 'hidden'), true, 'page scroll not locked');
    assert.equal(await page.evaluate(() => document.querySelector('.fsg').contains(document.activeElement)), true, 'focus not inside');
    await page.keyboard.press('ArrowRight');
    assert.equal(await pos(), `2/${n}`);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    assert.equal(await pos(), `${n}/${n}`, 'does not wrap backwards');
    await page.keyboard.press('ArrowRight');
    assert.equal(await pos(), `1/${n}`, 'does not wrap forwards');
    await page.locator('.fsg__arrow--next').click();
    assert.equal(await pos(), `2/${n}`);
    await page.locator('.fsg__thumb').nth(2).click();
    assert.equal(await pos(), `3/${n}`);
    // thumbnails are 80 px, the picture at most 800 px high
    const thumb = await page.locator('.fsg__thumb').first().boundingBox();
    assert.equal(Math.round(thumb.width), 80);
    assert.ok(await page.locator('.fsg__img').evaluate((img) => getComputedStyle(img).maxHeight.includes('800px') && img.getBoundingClientRect().height <= 800));
    // a swipe left goes next, right goes previous
    const swipe = (dx) => page.locator('.fsg__stage').evaluate((el, dx) => {
      const touch = (x) => new Touch({ identifier: 1, target: el, clientX: x, clientY: 300 });
      el.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, changedTouches: [touch(400)], touches: [touch(400)] }));
      el.dispatchEvent(new TouchEvent('touchend', { bubbles: true, changedTouches: [touch(400 + dx)], touches: [] }));
    }, dx);
    await swipe(-120);
    assert.equal(await pos(), `${(3 % n) + 1}/${n}`);
    await swipe(120);
    assert.equal(await pos(), `3/${n}`);
    // Tab stays inside
    for (let i = 0; i < n + 6; i++) {
      await page.keyboard.press('Tab');
      assert.equal(await page.evaluate(() => document.querySelector('.fsg').contains(document.activeElement)), true, 'focus left the gallery');
    }
    await page.keyboard.press('Escape');
    await page.locator('.fsg').waitFor({ state: 'detached' });
    assert.equal(await page.evaluate(() => document.activeElement?.classList.contains('pgallery__stage')), true, 'focus did not return to the picture');
    assert.equal(await page.evaluate(() => getComputedStyle(document.body).overflow !== 'hidden'), true, 'scroll still locked');
    // a click on the backdrop closes it
    await stage.click();
    await page.locator('.fsg').waitFor();
    await page.mouse.click(5, 200);
    await page.locator('.fsg').waitFor({ state: 'detached' });
  } finally {
    await context.close();
  }
});

test('a variant is another page: client-side, quantity back to 1', async () => {
  const props = await richProduct();
  const { context, page } = await open(props.product.link);
  try {
    await page.locator('.qty__btn').last().click();
    await page.locator('.qty__btn').last().click();
    assert.equal(await page.locator('.qty__input').inputValue(), '3');
    await markDocument(page);
    const other = props.product.productVariantSlider.find((v) => !v.current);
    await page.locator(`.variant[href="${other.link}"]`).click();
    await page.waitForURL(shop.url + other.link);
    await page.locator('.variant.is-current', { hasText: other.title }).waitFor();
    assert.equal(await sameDocument(page), true, 'the variant link reloaded the page');
    assert.equal(await page.locator('.qty__input').inputValue(), '1');
  } finally {
    await context.close();
  }
});

test('add to cart: toast, header count, product-added modal with the cart, add_to_cart', async () => {
  const props = await richProduct();
  const { context, page, errors } = await open(props.product.link);
  try {
    await page.locator('.qty__btn').last().click();
    await page.locator('.btn--cart').click();
    await page.locator('.modal--cart .cart-mini tbody tr').waitFor();
    assert.match(await page.locator('.modal--cart').textContent(), new RegExp(props.product.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    assert.equal(await page.locator('.hact--cart .badge').textContent(), '2');
    const adds = await dataLayerEvents(page, 'add_to_cart');
    assert.equal(adds.length, 1);
    assert.equal(adds[0].ecommerce.items[0].quantity, 2);
    await page.keyboard.press('Escape');
    await page.locator('.modal--cart').waitFor({ state: 'detached' });
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('compare: adding appends and opens the modal, a sixth is refused, the page compares and removes', async () => {
  const six = (await products('&inventories=1')).slice(0, 6);
  const { context, page, errors } = await open(six[0].link);
  try {
    // add five from their product pages (the compare button beside the buying block)
    for (const [i, p] of six.slice(0, 5).entries()) {
      if (i > 0) await page.goto(shop.url + p.link);
      await page.locator('.buybox .compare-btn').click();
      await page.locator('.modal--compare').waitFor();
      assert.equal(await page.locator('.hact--compare .badge').textContent(), String(i + 1));
      await page.keyboard.press('Escape');
      await page.locator('.modal--compare').waitFor({ state: 'detached' });
    }
    const cookie = (await context.cookies()).find((c) => c.name === 'comparedProducts');
    assert.equal(decodeURIComponent(cookie.value), six.slice(0, 5).map((p) => p.id).join(','), 'adding does not append');
    await page.goto(shop.url + six[5].link);
    await page.locator('.buybox .compare-btn').click();
    await page.locator('.toast--error').waitFor();
    assert.equal(await page.locator('.modal--compare').count(), 0);
    assert.equal(await page.locator('.hact--compare .badge').textContent(), '5');

    // the compare page: five columns, rows grouped, the differences switch, removal
    await page.locator('.hact--compare').click();
    await page.locator('.compare__table').waitFor();
    assert.equal(await page.locator('.compare__product').count(), 5);
    const rows = await page.locator('.compare__table tbody tr:not(.compare__group)').count();
    await page.locator('.switch input').check();
    const diffRows = await page.locator('.compare__table tbody tr:not(.compare__group)').count();
    assert.ok(diffRows <= rows && diffRows > 0, `differences ${diffRows} of ${rows}`);
    await page.locator('.compare__remove').first().click();
    await page.locator('.toast').first().waitFor();
    assert.equal(await page.locator('.compare__product').count(), 4);
    assert.equal(await page.locator('.hact--compare .badge').textContent(), '4');
    await shot(page, 'compare-desktop');
    for (let i = 0; i < 4; i++) await page.locator('.compare__remove').first().click();
    await page.locator('.compare--empty a[href="/"]').waitFor();
    await page.reload();
    await page.locator('.compare--empty').waitFor();
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('the compare-added modal closes itself after 7 s', async () => {
  const [p] = await products('&inventories=1');
  const { context, page } = await openPage(browser, DESKTOP);
  try {
    // The page's clock is faked and paused once the page is up: the test moves time itself.
    await page.clock.install();
    await context.addCookies([{ name: 'cookie_consent', value: 'denied', url: shop.url }]);
    await page.goto(shop.url + p.link);
    await page.locator('main .product').waitFor();
    await pauseClock(page);
    await page.locator('.buybox .compare-btn').click();
    await page.locator('.modal--compare').waitFor();
    await page.clock.runFor(6900);
    assert.equal(await page.locator('.modal--compare').count(), 1, 'still open after 6.9 s');
    await page.clock.runFor(200);
    await page.locator('.modal--compare').waitFor({ state: 'detached' });
  } finally {
    await context.close();
  }
});

test('back in stock: shown for a sold-out product, what was typed before its code loaded counts, disabled until the e-mail looks right, cleared after success', async () => {
  const [soldOut] = await products('&inventories=3');
  const { context, page, errors } = await openPage(browser, DESKTOP);
  try {
    // the form's code waits, so the shopper types into the server-rendered form first
    await context.addCookies([{ name: 'cookie_consent', value: 'denied', url: shop.url }]);
    const release = await codeHeld(page, shop.url + soldOut.link, /\/back-in-stock-[^/]*\.js$/);
    const form = page.locator('.bis');
    await form.waitFor();
    assert.equal(await page.locator('.btn--cart').count(), 0, 'a sold-out product offers add to cart');
    const email = form.locator('input[type=email]');
    const button = form.locator('button[type=submit]');
    await email.fill('anna@example.com');
    release();
    await form.locator('button[type=submit]:enabled').waitFor();
    await email.fill('anna@example');
    await form.locator('button[type=submit]:disabled').waitFor(); // no dot in the domain
    await email.fill('anna@example.com');
    await form.locator('button[type=submit]:enabled').waitFor();
    await button.click();
    await page.locator('.toast:not(.toast--error)').waitFor();
    await eventually(async () => assert.equal(await email.inputValue(), ''));
    await form.locator('button[type=submit]:disabled').waitFor();
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

// inScreen says how a dialog sits in the window: its edges, and the parts of it (text, buttons,
// prices) that stick out of it sideways or hide in a sideways scroll.
function inScreen(page, selector) {
  return page.locator(selector).evaluate((dialog) => {
    const box = dialog.getBoundingClientRect();
    const out = [...dialog.querySelectorAll('*')].filter((el) => {
      const r = el.getBoundingClientRect();
      return r.width > 1 && !el.closest('.sr-only') && (r.left < box.left - 0.5 || r.right > box.right + 0.5 || el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible');
    }).map((el) => el.className || el.tagName);
    return { left: Math.round(box.left), right: Math.round(box.right), width: innerWidth, out };
  });
}

const inside = (page, selector) => page.evaluate((s) => !!document.activeElement?.closest(s), selector);

for (const [label, viewport] of [['320 px', { width: 320, height: 640 }], ['390 px', MOBILE], ['1366 px', DESKTOP]]) {
  test(`the added-to modals at ${label}: inside the screen, focus kept in and returned, closed by the link followed (keyboard and mouse)`, async () => {
    const [p] = await products('&inventories=1&sort=quantity:desc');
    const { context, page, errors } = await open(p.link, viewport);
    try {
      // the product-added modal, opened from the keyboard
      const add = page.locator('.buybox .btn--cart');
      await add.focus();
      await page.keyboard.press('Enter');
      await page.locator('.modal--cart .cart-mini tbody tr').waitFor();
      const cart = await inScreen(page, '.modal--cart');
      assert.ok(cart.left >= 0 && cart.right <= cart.width, `the cart modal spans ${cart.left}–${cart.right} px of ${cart.width}`);
      assert.deepEqual(cart.out, [], 'parts of the cart modal stick out of it');
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press('Tab');
        assert.equal(await inside(page, '.modal--cart'), true, 'Tab left the modal');
      }
      await page.keyboard.press('Escape');
      await page.locator('.modal--cart').waitFor({ state: 'detached' });
      assert.equal(await page.evaluate(() => document.activeElement?.matches('.btn--cart')), true,
        `after Escape focus is on ${await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 60))}, not on add to cart`);

      // its checkout link, followed from the keyboard: the modal goes, focus is on the checkout's heading
      await add.click();
      await page.locator('.modal--cart .cart-mini tbody tr').waitFor();
      await markDocument(page);
      await page.locator('.modal--cart .modal__foot a').focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/checkout$/);
      await page.locator('main h1').waitFor();
      await page.locator('.modal--cart').waitFor({ state: 'detached' });
      assert.equal(await sameDocument(page), true, 'the link reloaded the page');
      await eventually(async () => assert.equal(await page.evaluate(() => document.activeElement?.matches('main h1')), true, 'focus is not on the new page\'s heading'));

      // the compare-added modal, its link followed with the mouse
      await page.goBack();
      await page.locator('.buybox .compare-btn').click();
      await page.locator('.modal--compare').waitFor();
      const compare = await inScreen(page, '.modal--compare');
      assert.ok(compare.left >= 0 && compare.right <= compare.width, `the compare modal spans ${compare.left}–${compare.right} px of ${compare.width}`);
      assert.deepEqual(compare.out, [], 'parts of the compare modal stick out of it');
      await shot(page, `compare-modal-${viewport.width}`);
      await page.locator('.modal--compare .modal__foot a').click();
      await page.waitForURL(/\/compare$/);
      await page.locator('.modal--compare').waitFor({ state: 'detached' });
      await eventually(async () => assert.equal(await page.evaluate(() => document.activeElement?.matches('main h1')), true));
      assert.equal(await page.evaluate(() => getComputedStyle(document.body).overflow), 'visible', 'the page scroll stays locked');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
}

test('the delivery promise ends with one full stop in Latvian, English and Russian', async () => {
  const [p] = await products('&inventories=1&sort=quantity:desc');
  for (const lang of ['', '/en', '/ru']) {
    const { context, page } = await open(lang + p.link);
    try {
      const text = (await page.locator('.delivery__estimate').textContent()).trim();
      assert.match(text, /\d[.\/\d–-]*\.$/, `${lang || '/lv'}: ${text}`);
      assert.doesNotMatch(text, /\.\./, `${lang || '/lv'}: ${text}`);
    } finally {
      await context.close();
    }
  }
});

test('the product page\'s sliders hold 1 card below 576 px, 2 up to 768 px, more above', async () => {
  let props;
  for (const p of await products('&inventories=1&sort=quantity:desc')) {
    props = await productProps(p.link);
    if (props.related.length >= 5) break;
  }
  assert.ok(props.related.length >= 5, 'no product with five related products');
  const { context, page } = await open(props.product.link, { width: 390, height: 900 });
  try {
    for (const [width, n] of [[390, 1], [575, 1], [576, 2], [768, 2], [1000, 4], [1366, 4]]) {
      if (width !== 390) { // loaded anew at this width
        await page.setViewportSize({ width, height: 900 });
        await page.goto(shop.url + props.product.link);
      }
      const slider = page.locator('.product-section .slider').first();
      await slider.scrollIntoViewIfNeeded();
      const shown = await slider.evaluate((el) => {
        const track = el.querySelector('.slider__track').getBoundingClientRect();
        return [...el.querySelectorAll('.slider__slide')].filter((s) => {
          const r = s.getBoundingClientRect();
          return r.left >= track.left - 1 && r.right <= track.right + 1;
        }).length;
      });
      assert.equal(shown, n, `at ${width} px`);
    }
  } finally {
    await context.close();
  }
});

test('at 390 px the compare page says its table scrolls sideways, and the keyboard can scroll it; at 1366 px it fits and says nothing', async () => {
  const two = (await products('&inventories=1')).slice(0, 2);
  for (const [viewport, scrolls] of [[MOBILE, true], [DESKTOP, false]]) {
    const o = await openPage(browser, viewport);
    try {
      await o.context.addCookies([{ name: 'cookie_consent', value: 'denied', url: shop.url },
        { name: 'comparedProducts', value: two.map((p) => p.id).join('%2C'), url: shop.url }]);
      await o.page.goto(shop.url + '/compare');
      const frame = o.page.locator('.compare__scroll');
      await frame.waitFor();
      assert.equal(await frame.evaluate((el) => el.scrollWidth > el.clientWidth), scrolls);
      assert.equal(await o.page.locator('.compare__hint').isVisible(), scrolls, `the hint at ${viewport.width} px`);
      if (scrolls) {
        assert.match(await o.page.locator('.compare__hint').textContent(), /\S/);
        await frame.focus();
        await o.page.keyboard.press('ArrowRight');
        await o.page.waitForFunction(() => document.querySelector('.compare__scroll').scrollLeft > 0);
      }
    } finally {
      await o.context.close();
    }
  }
});
