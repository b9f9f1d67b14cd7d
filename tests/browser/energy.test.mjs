// Energy labels (Regulation (EU) 2017/1369) next to a demo TV's every price: on its catalogue
// card, on its product page and on its cart line, the class's arrow in its colour with the
// letter at the price's font size and the A–G range, named for a screen reader, opening the
// label (a dialog on the page), the product information sheet's link beside it; server-
// rendered, hydration-clean, axe-clean and without horizontal overflow at 390 px. The back
// office's Energy label group refuses a bad address and saves a good one.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startShop, launch, openPage, axe, addToCart, rendered, MOBILE, DESKTOP } from './harness.mjs';

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

const props = async (path) => (await shop.api(path, { headers: { 'X-Page': 'true' } })).props;
const COLOURS = { A: '#00a651', B: '#50b848', C: '#bed630', D: '#fff200', E: '#fdb913', F: '#f37021', G: '#ee1c25' };
const NAME = (cls) => `Energoefektivitātes klase ${cls}, skalā no A līdz G: atvērt energomarķējumu`;

// aTV is the first television the catalogue's first page lists: every demo TV has a label.
let tv;
async function aTV() {
  if (tv) return tv;
  const cat = await props('/c/televizori');
  const query = new URLSearchParams(cat.api_params).toString();
  const first = (await shop.api('/api/search/products?per_page=48&' + query)).collection.data.products[0];
  assert.ok(first?.energy, 'the first TV has an energy label');
  return (tv = first);
}

// arrowBeside checks the arrow in scope stands beside the price (on its line or the next) at
// its font size, shows the class's letter, and carries the sheet's link.
async function arrowBeside(scope, priceSelector, e) {
  const arrow = scope.getByRole('link', { name: NAME(e.class), exact: true });
  await arrow.first().waitFor();
  assert.equal(await arrow.count(), 1, 'one arrow');
  assert.equal(await arrow.getAttribute('href'), e.label);
  assert.equal((await arrow.locator('.energy__letter').textContent()).trim(), e.class);
  assert.equal(await arrow.locator('path[fill]').getAttribute('fill'), COLOURS[e.class], 'the arrow is in its class\'s colour');
  const [letter, price] = await Promise.all([
    arrow.locator('.energy__letter').evaluate((el) => el.getBoundingClientRect().height),
    scope.locator(priceSelector).first().evaluate((el) => parseFloat(getComputedStyle(el).fontSize)),
  ]);
  // The letter's box is its font's line (cap height to descender): within a third of the price's size.
  assert.ok(Math.abs(letter - price) <= price / 3, `the letter is ${letter}px high beside a ${price}px price`);
  const sheet = scope.getByRole('link', { name: 'Ražojuma informācijas lapa', exact: true });
  assert.equal(await sheet.getAttribute('href'), e.sheet);
  return arrow;
}

// apart checks two boxes do not overlap: the sheet's link once ran over the unit price.
async function apart(a, b) {
  const [x, y] = await Promise.all([a.boundingBox(), b.boundingBox()]);
  const overlap = x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
  assert.ok(!overlap, `${JSON.stringify(x)} overlaps ${JSON.stringify(y)}`);
}

async function noOverflow(page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  assert.ok(overflow <= 0, `the page overflows by ${overflow}px`);
}

for (const [label, viewport] of [['phone', MOBILE], ['desktop', DESKTOP]]) {
  test(`a demo TV's arrow on a ${label}: catalogue card, product page, cart line`, async () => {
    const p = await aTV();
    const e = p.energy;
    assert.match(e.class, /^[E-G]$/, 'a demo TV is in class E to G');
    assert.match(e.sheet, /^https:\/\/eprel\.ec\.europa\.eu\/screen\/product\/electronicdisplays\/\d{7}$/);
    assert.equal(e.label_image, true);

    // Server-rendered: the arrow and the sheet's link are in the HTML as it arrives.
    const html = await rendered(shop.url + p.link);
    const root = html.slice(html.indexOf('<div id="root"'));
    assert.ok(root.includes(`<span class="sr-only">${NAME(e.class)}</span>`), 'the arrow is rendered on the server');
    assert.ok(root.includes(`href="${e.sheet}"`), 'the sheet link is rendered on the server');

    const { context, page, errors } = await openPage(browser, viewport, { bypassCSP: true });
    try {
      await context.addCookies([{ name: 'cookie_consent', value: 'denied', url: shop.url }]);
      await page.goto(shop.url + '/c/televizori');
      const card = page.locator('.pcard', { has: page.locator(`a[href="${p.link}"]`) }).first();
      await arrowBeside(card, '.price', e);
      await noOverflow(page);
      assert.deepEqual(await axe(page), []);

      await page.goto(shop.url + p.link);
      const box = page.locator('.buybox__price');
      const arrow = await arrowBeside(box, '.price', e);
      await noOverflow(page);
      assert.deepEqual(await axe(page), []);
      await arrow.click();
      const dialog = page.getByRole('dialog', { name: 'Energomarķējums' });
      await dialog.waitFor();
      const img = dialog.locator('img');
      assert.equal(await img.getAttribute('src'), e.label);
      await page.waitForFunction((el) => el.complete && el.naturalWidth > 0, await img.elementHandle());
      assert.deepEqual(await axe(page), []);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      assert.equal(await addToCart(page, p.id), 200);
      await page.goto(shop.url + '/cart');
      const line = page.locator('.cart-line', { has: page.locator(`a[href="${p.link}"]`) }).first();
      await arrowBeside(line, '.cart-line__total strong', e);
      await apart(line.getByRole('link', { name: 'Ražojuma informācijas lapa', exact: true }), line.locator('.cart-line__qty'));
      await noOverflow(page);
      assert.deepEqual(await axe(page), []);
      assert.deepEqual(errors, [], 'no console errors (hydration included)');
    } finally {
      await context.close();
    }
  });
}

test('the back office\'s Energy label group refuses a bad address and saves a class with an EPREL number', async () => {
  const p = await aTV();
  const m = await shop.staff('owner');
  const { context, page } = await openPage(browser, MOBILE, { bypassCSP: true });
  try {
    await shop.signInAdmin(page, m, `/admin/products/${p.id}`);
    const cls = page.getByLabel('Energy class', { exact: true });
    await cls.waitFor();
    assert.equal(await cls.inputValue(), p.energy.class);
    const labelField = page.getByLabel('Energy label (file or https address)', { exact: true });
    assert.equal(await labelField.inputValue(), p.energy.label);
    await labelField.fill('http://example.com/label.png');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.locator('.field--error [name="energy.label"]').waitFor();
    assert.equal(await labelField.getAttribute('aria-invalid'), 'true');
    await noOverflow(page);
    assert.deepEqual(await axe(page), []);
    await labelField.fill('');
    await cls.selectOption('B');
    await page.getByLabel('Product information sheet', { exact: true }).fill('1234567');
    const put = page.waitForResponse((r) => new RegExp(`/api/admin/products/${p.id}$`).test(r.url()) && r.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    assert.equal((await put).status(), 200);
  } finally {
    await context.close();
  }
  const e = (await props(p.link)).product.energy;
  // Without a label of its own the arrow leads to the EPREL page, which shows it.
  const eprel = 'https://eprel.ec.europa.eu/qr/1234567';
  assert.deepEqual(e, { class: 'B', label: eprel, label_image: false, sheet: eprel });
});
