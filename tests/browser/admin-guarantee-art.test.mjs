// The official legal-guarantee notice's artwork (Annex I of Regulation (EU) 2025/1960): an
// owner uploads a PNG for Latvian in the back office on a phone; the Latvian pages' footer then
// shows that picture, server-rendered, with its pixel size on the <img> (no layout shift), lazy,
// its alt the notice's own Latvian text and the link to the full text kept; an English page
// still shows the text. The Latvian checkout shows the picture above its order button. The back office page and the storefront are axe-clean, without
// horizontal overflow at 390 px and without console errors (hydration included).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { startShop, launch, openPage, axe, settle, eventually, addToCart, rendered, MOBILE } from './harness.mjs';

const lvText = JSON.parse(readFileSync('i18n/lv.json', 'utf8')).guarantee_text;
const enText = JSON.parse(readFileSync('i18n/en.json', 'utf8')).guarantee_text;

let shop, browser, src; // src: the Latvian picture the first test uploads, the second finds
before(async () => {
  [shop, browser] = await Promise.all([startShop(), launch()]);
});
after(async () => {
  await browser?.close();
  await shop?.stop();
});

const overflow = (page) => page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
const rootOf = (html) => html.slice(html.indexOf('<div id="root"'));

test('an owner uploads the Latvian notice picture and the Latvian footer shows it, the English one the text', async () => {
  const { context, page, errors } = await openPage(browser, MOBILE, { bypassCSP: true });
  try {
    await shop.signInAdmin(page, shop.staff('owner'), '/admin/content/guarantee-notice');
    const slot = page.locator('.guarantee-art__slot').filter({ has: page.locator('h2', { hasText: /^LV:/ }) });
    await slot.waitFor();
    assert.equal(await slot.locator('img').count(), 0, 'no picture before the upload');
    // A PNG of the page itself, 360 × 240 CSS pixels.
    const png = await page.screenshot({ clip: { x: 0, y: 0, width: 360, height: 240 } });
    await slot.locator('input[type=file]').setInputFiles({ name: 'pazinojums.png', mimeType: 'image/png', buffer: png });
    await slot.locator('img').waitFor();
    src = await slot.locator('img').getAttribute('src');
    assert.match(src, /^\/media\/guarantee\/[0-9a-f]{32}\.png$/);
    await settle(page);
    assert.ok(await overflow(page) <= 0, 'the back office page fits 390 px');
    assert.deepEqual(await axe(page), []);

    // A file that is no picture is refused, and the page says why.
    await slot.locator('input[type=file]').setInputFiles({ name: 'notice.svg', mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') });
    await page.locator('.admin-alert[role=alert]').waitFor();
    assert.equal(await slot.locator('img').getAttribute('src'), src, 'the picture before stays');
    // The shell's /me before the sign-in (401) and the refusal (422) are the only failed loads.
    assert.deepEqual(errors.filter((e) => !/status of (401|422)/.test(e)), [], 'no other console errors');
  } finally {
    await context.close();
  }

  const html = rootOf(await rendered(shop.url + '/'));
  const img = html.match(/<footer[^>]*>.*class="guarantee-notice footer__guarantee".*?(<img [^>]*>)/s)?.[1];
  assert.ok(img, 'the footer\'s picture is rendered on the server');
  for (const attr of [`src="${src}"`, 'width="', 'height="', 'loading="lazy"']) assert.ok(img.includes(attr), `${img} has ${attr}`);

  const lv = await openPage(browser, MOBILE, { bypassCSP: true });
  try {
    await lv.context.addCookies([{ name: 'cookie_consent', value: 'denied', url: shop.url }]);
    await lv.page.goto(shop.url + '/');
    const notice = lv.page.locator('.site-footer .footer__guarantee');
    const pic = notice.locator('img');
    await pic.scrollIntoViewIfNeeded();
    assert.equal(await pic.getAttribute('alt'), lvText, 'the alt is the notice\'s own Latvian text');
    assert.equal(await pic.getAttribute('src'), src);
    await eventually(async () => assert.ok(await pic.evaluate((i) => i.complete && i.naturalWidth > 0), 'the picture loads'));
    const box = await pic.boundingBox();
    assert.ok(box.width > 100 && box.width <= 390 && box.height > 50, `the picture shows at the phone's width (${box.width}×${box.height})`);
    assert.equal(await notice.locator('a[href$="/info/legal-guarantee"]').count(), 1, 'the link to the full text stays');
    assert.ok(!(await notice.textContent()).includes(lvText), 'the text gives way to the picture');
    await settle(lv.page);
    assert.ok(await overflow(lv.page) <= 0, 'no horizontal overflow');
    assert.deepEqual(await axe(lv.page), []);
    assert.deepEqual(lv.errors, [], 'no console errors (hydration included)');

    await lv.page.goto(shop.url + '/en');
    const en = lv.page.locator('.site-footer .footer__guarantee');
    await en.scrollIntoViewIfNeeded();
    assert.equal(await en.locator('img').count(), 0, 'no Latvian picture on an English page');
    assert.ok((await en.textContent()).includes(enText), 'the English page shows the text');
    assert.deepEqual(lv.errors, [], 'no console errors on the English page');
  } finally {
    await lv.context.close();
  }
});

test('the Latvian checkout shows the uploaded picture above its order button, with the text as its alt', async () => {
  assert.ok(src, 'the first test uploaded the picture');
  const [p] = await shop.inStock();
  const { context, page, errors } = await openPage(browser, MOBILE, { bypassCSP: true });
  try {
    await context.addCookies([{ name: 'cookie_consent', value: 'denied', url: shop.url }]);
    await page.goto(shop.url + '/');
    assert.equal(await addToCart(page, p.id), 200);
    await page.goto(shop.url + '/checkout');
    const pic = page.locator('.checkout-form .checkout-guarantee img');
    await pic.waitFor();
    assert.equal(await pic.getAttribute('src'), src);
    assert.equal(await pic.getAttribute('alt'), lvText);
    assert.ok(Number(await pic.getAttribute('width')) > 0 && Number(await pic.getAttribute('height')) > 0, 'its box is kept');
    assert.equal(await page.locator('.checkout-guarantee a[href$="/info/legal-guarantee"]').count(), 1, 'the link to the full text stays');
    await settle(page);
    assert.ok(await overflow(page) <= 0, 'no horizontal overflow');
    assert.deepEqual(await axe(page), []);
    assert.deepEqual(errors, [], 'no console errors (hydration included)');
  } finally {
    await context.close();
  }
});
