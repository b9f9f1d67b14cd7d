// The product safety block (General Product Safety Regulation, Art. 19) on a demo product's
// page: the Apple product's manufacturer and EU responsible person with its warnings, in
// Latvian (the default language) and English, on a phone and a desktop; server-rendered
// (the tab's text is in the HTML before any script), axe-clean, no horizontal overflow at
// 390 px. A brand's data edited in the back office reach the page.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startShop, launch, openPage, axe, rendered, DESKTOP, MOBILE } from './harness.mjs';

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

// appleLink is the path of an Apple product with a battery (the demo gives every product
// the warnings of its kind): the first the catalogue lists of the brand's.
let apple;
async function appleLink() {
  if (apple) return apple;
  const scope = 'manufacturer=' + (await props('/m/apple')).api_params.manufacturer;
  for (const p of (await shop.api(`/api/search/products?per_page=48&${scope}`)).collection.data.products) {
    if ((await props(p.link)).product.safety?.warnings?.includes('litija jonu')) return (apple = p.link);
  }
  throw new Error('no Apple product with a battery');
}

const firstParagraph = (text) => text.split(/\n\s*\n/)[0].trim();

for (const [label, viewport] of [['phone', MOBILE], ['desktop', DESKTOP]]) {
  for (const lang of ['lv', 'en']) {
    test(`the product safety tab in ${lang} on a ${label}: Apple, its EU person and the warnings`, async () => {
      const lvLink = await appleLink();
      const link = lang === 'lv' ? lvLink : '/en' + lvLink;
      const s = (await props(link)).product.safety;
      assert.equal(s.manufacturer.name, 'Apple Inc.');
      assert.equal(s.eu_person.name, 'Apple Distribution International Ltd.');
      assert.match(s.warnings, lang === 'lv' ? /litija jonu akumulatoru/ : /lithium-ion battery/);
      const tabName = { lv: 'Produkta drošums', en: 'Product safety' }[lang];
      const euHeading = { lv: 'Atbildīgā persona Eiropas Savienībā', en: 'Responsible person in the EU' }[lang];

      // Server-rendered: the block is in the HTML as it arrives.
      const html = await rendered(shop.url + link);
      const root = html.slice(html.indexOf('<div id="root"'));
      assert.match(root, /<div class="safety">.*Apple Distribution International Ltd\./s, 'the block is rendered on the server');
      assert.ok(root.includes('>' + tabName + '</button>'), 'the tab is rendered on the server');

      const { context, page, errors } = await openPage(browser, viewport, { bypassCSP: true });
      try {
        await context.addCookies([{ name: 'cookie_consent', value: 'denied', url: shop.url }]);
        await page.goto(shop.url + link);
        const tab = page.getByRole('tab', { name: tabName });
        await tab.click();
        const panel = page.locator('.tabs__panel:not([hidden]) .safety');
        await panel.waitFor();
        const text = await panel.textContent();
        for (const want of ['Apple Inc.', 'One Apple Park Way', 'Cupertino, CA 95014', 'Apple Distribution International Ltd.',
          'Hollyhill Industrial Estate', euHeading, firstParagraph(s.warnings)]) {
          assert.ok(text.includes(want), `the block shows ${want}`);
        }
        if (s.gtin) assert.ok(text.includes(s.gtin), 'the block shows the EAN');
        assert.equal(await panel.locator('a[href="https://www.apple.com/contact/"]').count(), 1, 'the web contact is a link');
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
        assert.ok(overflow <= 0, `the page overflows by ${overflow}px`);
        assert.deepEqual(await axe(page), []);
        assert.deepEqual(errors, [], 'no console errors (hydration included)');
      } finally {
        await context.close();
      }
    });
  }
}

test('a brand\'s safety data edited in the back office are checked and reach its product page', async () => {
  const m = await shop.staff('owner');
  const { context, page } = await openPage(browser, MOBILE, { bypassCSP: true });
  try {
    await shop.signInAdmin(page, m, '/admin/manufacturers');
    await page.getByRole('button', { name: 'Edit Apple', exact: true }).click();
    await page.getByLabel('Manufacturer’s legal name', { exact: true }).fill('Apple Inc. (Cupertino)');
    const contact = page.getByLabel('E-mail or web contact', { exact: true });
    assert.equal(await contact.inputValue(), 'https://www.apple.com/contact/');
    await contact.fill('not an address');
    const put = () => page.waitForResponse((r) => /\/api\/admin\/manufacturers\/\d+$/.test(r.url()) && r.request().method() === 'PUT');
    let answer = put();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    assert.equal((await answer).status(), 422);
    await page.locator('.field--error [name="safety.contact"]').waitFor();
    assert.equal(await contact.getAttribute('aria-invalid'), 'true');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    assert.ok(overflow <= 0, `the brand form overflows by ${overflow}px`);
    assert.deepEqual(await axe(page), []);
    await contact.fill('https://www.apple.com/contact/');
    answer = put();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    assert.equal((await answer).status(), 200);
  } finally {
    await context.close();
  }
  const s = (await props(await appleLink())).product.safety;
  assert.equal(s.manufacturer.name, 'Apple Inc. (Cupertino)');
});

test('a product\'s warnings written in its English tab of the back office show on its English page only', async () => {
  const link = await appleLink();
  const { id } = (await props(link)).product;
  const lvBefore = (await props(link)).product.safety.warnings;
  const m = await shop.staff('owner');
  const { context, page } = await openPage(browser, MOBILE, { bypassCSP: true });
  try {
    await shop.signInAdmin(page, m, `/admin/products/${id}`);
    await page.getByRole('tab', { name: 'Texts EN' }).click();
    const box = page.getByLabel('Warnings and safety information (EN)', { exact: true });
    await box.fill('Keep away from water.\n\nDo not open the case.');
    const put = page.waitForResponse((r) => r.url().endsWith(`/api/admin/products/${id}`) && r.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    assert.equal((await put).status(), 200);
    await page.getByText('Saved.').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    assert.ok(overflow <= 0, `the product form overflows by ${overflow}px`);
    assert.deepEqual(await axe(page), []);
  } finally {
    await context.close();
  }
  assert.equal((await props('/en' + link)).product.safety.warnings, 'Keep away from water.\n\nDo not open the case.');
  assert.equal((await props(link)).product.safety.warnings, lvBefore);
});
