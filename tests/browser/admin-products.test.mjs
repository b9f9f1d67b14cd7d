// The back office's products (issue 23's acceptance test): an owner creates a product with a
// picture and a property value, finds it in the storefront's search with the right facet
// counts (its brand's and its value's) and its picture on the card, gives it a discount and sees the old price the storefront shows under the Omnibus
// rule, adjusts its stock and sees the history row; the list and the edit page are axe-clean
// and fit 390 px.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startShop, launch, openPage, axe, eventually, DESKTOP, MOBILE } from './harness.mjs';

let shop, browser;
before(async () => {
  [shop, browser] = await Promise.all([startShop(), launch()]);
});
after(async () => {
  await browser?.close();
  await shop?.stop();
});

// signIn opens /admin and signs in (the form speaks the browser's Latvian; the member's
// language, English, takes over once signed in).
async function signIn(page, member) {
  await shop.signInAdmin(page, member, '/admin/products');
  await page.getByRole('heading', { name: 'Products', level: 1 }).waitFor();
}

const adminGet = (page, path) => page.evaluate((p) => fetch('/api/admin' + p, { headers: { 'X-Requested-With': 'XMLHttpRequest' } }).then((r) => r.json()), path);
// saved waits for the answer of a product's save (PUT), 200.
const saved = (page) => page.waitForResponse((r) => r.request().method() === 'PUT' && /\/api\/admin\/products\/\d+$/.test(r.url()) && r.status() === 200);
const overflow = (page) => page.evaluate(() => document.documentElement.scrollWidth - innerWidth);

test('an owner creates a product, finds it in the shop, discounts it, and adjusts its stock', async () => {
  const owner = shop.staff('owner');
  const { context, page, errors } = await openPage(browser, DESKTOP, { bypassCSP: true });
  try {
    await signIn(page, owner);
    assert.deepEqual(await axe(page), [], 'the product list');
    const choices = await adminGet(page, '/products/choices');
    const category = choices.categories.find((c) => !c.depth);
    const brand = choices.manufacturers[0];
    const discount = choices.discounts[0];

    await page.getByRole('link', { name: 'New product' }).click();
    await page.getByRole('heading', { name: 'New product', level: 1 }).waitFor();
    await page.getByLabel('Title (LV)').fill('Kvazara tējkanna K7');
    assert.equal(await page.getByLabel('Address (slug)').inputValue(), 'kvazara-tejkanna-k7', 'the slug follows the title');
    await page.getByLabel('Code', { exact: true }).fill('KVZ-K7');
    await page.getByLabel('Category').selectOption(String(category.id));
    await page.getByLabel('Brand').selectOption(String(brand.id));
    // a refused save names the field, next to it and in the summary
    await page.getByRole('tab', { name: 'Price' }).click();
    await page.getByLabel('Price without VAT (€)').fill('20,005');
    await page.getByRole('button', { name: 'Create the product' }).click();
    await page.getByRole('alert').getByText('Please correct the marked fields.').waitFor();
    assert.equal(await page.getByLabel('Price without VAT (€)').getAttribute('aria-invalid'), 'true');
    await page.getByLabel('Price without VAT (€)').fill('20');
    assert.equal(await page.locator('.product-prices dd').nth(1).textContent(), '24.20 €', 'the price with 21 % VAT');
    await page.getByRole('tab', { name: 'Stock' }).click();
    await page.getByRole('textbox', { name: 'Stock' }).fill('5');
    await page.getByRole('tab', { name: 'Texts EN' }).click();
    await page.getByLabel('Title (EN)').fill('Quasar kettle K7');
    await page.getByRole('button', { name: 'Create the product' }).click();
    await page.getByRole('status').getByText('Saved.').waitFor();
    await eventually(async () => assert.match(new URL(page.url()).pathname, /^\/admin\/products\/\d+$/));
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    assert.deepEqual(await axe(page), [], 'the edit page');

    // a picture, in the Pictures tab (the gallery editor of a saved product)
    const png = await page.screenshot({ clip: { x: 0, y: 0, width: 640, height: 400 } });
    await page.getByRole('tab', { name: 'Pictures' }).click();
    await page.getByLabel('Add pictures').setInputFiles({ name: 'kettle.png', mimeType: 'image/png', buffer: png });
    await page.locator('.gallery-editor__item').first().waitFor();
    const picture = await page.locator('.gallery-editor__item img').first().getAttribute('src');
    assert.deepEqual(await axe(page), [], 'the pictures tab');

    // a property value, in the Properties tab (a select per property, saved on its own)
    const props = await adminGet(page, `/products/${id}/properties`);
    const prop = props.groups.flatMap((g) => g.properties).find((p) => p.filterable && p.options.length);
    const option = prop.options[0];
    await page.getByRole('tab', { name: 'Properties' }).click();
    await page.locator(`select[name="properties.${prop.id}"]`).selectOption(String(option.id));
    await page.getByRole('button', { name: 'Save properties' }).click();
    await page.getByRole('status').getByText('Properties saved.').waitFor();
    assert.deepEqual(await axe(page), [], 'the properties tab');

    // the storefront's search finds it at once, with the facet counts of its one result
    const found = await shop.api('/api/search/products?q=kvazara');
    assert.equal(found.collection.meta.total, 1);
    assert.equal(found.collection.data.products[0].title, 'Kvazara tējkanna K7');
    const brands = found.filters.manufacture.options;
    assert.deepEqual(brands.map((o) => [o.id, o.count]), [[brand.id, 1]]);
    const shopper = await context.newPage();
    await shopper.goto(shop.url + '/search?q=kvazara');
    await shopper.locator('.plist .pcard').first().waitFor();
    assert.equal(await shopper.locator('.plist .pcard').count(), 1);
    const brandRow = shopper.locator('.side .fgroup label.fcheck').filter({ hasText: brand.title });
    assert.equal(await brandRow.locator('.fcheck__count').textContent(), '1');
    const facet = found.filters.properties.find((g) => g.options.some((o) => o.id === option.id));
    assert.equal(facet?.options.find((o) => o.id === option.id).count, 1, 'the property filter counts the product');
    const valueRow = shopper.locator('.side .fgroup').filter({ has: shopper.locator('.fgroup__title', { hasText: facet.title }) })
      .locator('label.fcheck').filter({ hasText: facet.options.find((o) => o.id === option.id).title });
    assert.equal(await valueRow.locator('.fcheck__count').textContent(), '1');
    assert.equal(await shopper.locator('.plist .pcard .price-old').count(), 0, 'no discount, no old price');
    const cardImage = await shopper.locator('.plist .pcard img').first().getAttribute('src');
    assert.equal(cardImage.split('/').slice(0, -1).join('/'), picture.split('/').slice(0, -1).join('/'), `the card shows the picture: ${cardImage} vs ${picture}`);

    // a discount: the shop strikes through the lowest price of the 30 days before it began,
    // here the 24.20 € the product has sold at since it was made
    await page.getByRole('tab', { name: 'Price' }).click();
    await page.getByLabel('Discount').selectOption(String(discount.id));
    await Promise.all([saved(page), page.getByRole('button', { name: 'Save' }).click()]);
    await page.getByRole('status').getByText('Saved.').waitFor();
    const oldText = (await page.locator('.product-prices dd').nth(2).textContent()).replace(/With a discount.*$/, '');
    const product = await adminGet(page, '/products/' + id);
    assert.equal(product.prices.old_gross, 2420);
    assert.equal(oldText, product.prices.old_text);
    await shopper.reload();
    await shopper.locator('.plist .pcard .price-old').waitFor();
    const shown = (await shopper.locator('.plist .pcard .price-old').textContent()).replace(/\s+/g, ' ');
    assert.ok(shown.includes('24,20'), `the card's old price: ${shown}`);

    // stock: +3 with a reason, kept in the history with who, why, before → after
    await page.getByRole('tab', { name: 'Stock' }).click();
    await page.getByText('In stock now: 5').waitFor();
    await page.getByLabel('Change', { exact: true }).fill('3');
    await page.getByLabel('Reason').fill('Piegāde 7');
    await page.getByRole('button', { name: 'Adjust', exact: true }).click();
    await page.getByText('Stock is now 8.').waitFor();
    // the history reloads after the new stock shows: its first row becomes the change
    const row = page.locator('.stock-history tbody tr').first();
    await eventually(async () => assert.deepEqual(await row.locator('td').allTextContents().then((c) => c.slice(1)),
      ['Olga Owner', 'Adjusted by staff — Piegāde 7', '5 → 8']));
    // the stock write gave the product a new version; the page took it, so a save goes through
    await page.getByRole('tab', { name: 'Basics' }).click();
    await page.getByLabel('Popular').check();
    await Promise.all([saved(page), page.getByRole('button', { name: 'Save' }).click()]);
    await page.getByRole('status').getByText('Saved.').waitFor();
    assert.deepEqual(errors.filter((e) => !/401|422/.test(e)), []);
  } finally {
    await context.close();
  }
});

test('a second member\'s stale save is refused, not written over the first', async () => {
  const { context, page } = await openPage(browser, DESKTOP);
  try {
    await signIn(page, shop.staff('staff'));
    await page.goto(shop.url + '/admin/products?sort=-price');
    await page.locator('.products-table tbody a').first().click();
    await page.getByRole('button', { name: 'Save' }).waitFor();
    // another member saves meanwhile
    const other = await browser.newContext({ locale: 'lv-LV' });
    const otherPage = await other.newPage();
    await signIn(otherPage, shop.staff('staff'));
    await otherPage.goto(page.url());
    await otherPage.getByLabel('Code', { exact: true }).fill('OTHER-1');
    await otherPage.getByRole('button', { name: 'Save' }).click();
    await otherPage.getByRole('status').getByText('Saved.').waitFor();
    await other.close();

    await page.getByLabel('Code', { exact: true }).fill('MINE-1');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('alert').getByText(/Someone else changed this product/).waitFor();
    await page.getByRole('button', { name: 'Reload the product' }).click();
    await eventually(async () => assert.equal(await page.getByLabel('Code', { exact: true }).inputValue(), 'OTHER-1'));

    // leaving with unsaved changes asks first; staying keeps them
    await page.getByLabel('Code', { exact: true }).fill('MINE-2');
    const here = page.url();
    const asked = new Promise((resolve) => page.once('dialog', (d) => { resolve(d.message()); d.dismiss(); }));
    await page.getByRole('link', { name: '← All products' }).click();
    assert.match(await asked, /unsaved changes/);
    assert.equal(page.url(), here);
    assert.equal(await page.getByLabel('Code', { exact: true }).inputValue(), 'MINE-2');
  } finally {
    await context.close();
  }
});

test('at 390 px the list is cards, the form one column, and axe finds nothing', async () => {
  const { context, page } = await openPage(browser, MOBILE, { bypassCSP: true });
  try {
    await signIn(page, shop.staff('staff'));
    await page.locator('.products-table tbody tr').first().waitFor();
    assert.ok(await overflow(page) <= 0, `the list is ${await overflow(page)} px wider than the screen`);
    assert.deepEqual(await axe(page), [], 'the list at 390 px');
    // the bulk bar previews before it applies
    await page.getByLabel('Search by title or code').fill('zzz-nothing-matches');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('No product matches these filters.').waitFor();
    await page.getByLabel('Search by title or code').fill('');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.locator('.products-table tbody tr').first().waitFor();
    await page.getByLabel('Action').selectOption('hide');
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.getByRole('alertdialog').getByText(/This changes \d+ products\. Apply\?/).waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.locator('.products-table tbody a').first().click();
    await page.getByRole('button', { name: 'Save' }).waitFor();
    assert.ok(await overflow(page) <= 0, `the edit page is ${await overflow(page)} px wider than the screen`);
    const [a, b] = await Promise.all(['Address (slug)', 'Code'].map((l) => page.getByLabel(l, { exact: true }).boundingBox()));
    assert.ok(b.y > a.y && Math.abs(a.x - b.x) < 2, 'one column');
    assert.deepEqual(await axe(page), [], 'the edit page at 390 px');
    for (const tab of ['Price', 'Stock', 'Pictures', 'Related products', 'Properties']) {
      await page.getByRole('tab', { name: tab }).click();
      assert.ok(await overflow(page) <= 0, `the ${tab} tab is ${await overflow(page)} px wider than the screen`);
      assert.deepEqual(await axe(page), [], `the ${tab} tab at 390 px`);
    }
    // the tabs move by arrow keys
    await page.getByRole('tab', { name: 'Stock' }).focus();
    await page.keyboard.press('Home');
    assert.equal(await page.evaluate(() => document.activeElement.textContent), 'Basics');
  } finally {
    await context.close();
  }
});
