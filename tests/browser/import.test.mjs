// The back office's import: a member checks a file (the dry run lists its errors by line and
// column and writes nothing), corrects it, imports it, and the storefront finds the product;
// the page works by keyboard, is axe-clean and fits a phone.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startShop, launch, openPage, axe, DESKTOP, MOBILE } from './harness.mjs';

let shop, browser;
before(async () => {
  [shop, browser] = await Promise.all([startShop(), launch()]);
});
after(async () => {
  await browser?.close();
  shop?.stop();
});

async function signIn(page, member) {
  await shop.signInAdmin(page, member);
  await page.getByRole('heading', { name: /Hello/ }).waitFor();
}

const csv = (rows) => ({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from('\uFEFF' + rows.join('\n') + '\n') });

for (const viewport of [DESKTOP, MOBILE]) {
  test(`at ${viewport.width} px staff check a file, see its errors by place, then import it`, async () => {
    const { context, page, errors } = await openPage(browser, viewport, { bypassCSP: true });
    const code = `IMP-${viewport.width}`;
    try {
      await signIn(page, shop.staff('staff'));
      await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Import and export' }).click();
      await page.getByRole('heading', { name: 'Import and export products' }).waitFor();
      assert.deepEqual(await axe(page), [], 'the empty page');

      await page.getByLabel('CSV file').setInputFiles(csv(['code;title_lv;title_en;price;stock',
        `${code};Importēta tējkanna ${viewport.width};Imported kettle ${viewport.width};12,5x;3`]));
      // by keyboard: the format's first choice, then the check button
      await page.getByLabel("This shop's own (as exported)").focus();
      await page.keyboard.press('Space');
      await page.getByRole('button', { name: 'Check the file' }).focus();
      await page.keyboard.press('Enter');
      const table = page.getByRole('table', { name: 'Errors and warnings by place in the file' });
      await table.waitFor();
      assert.match(await table.innerText(), /Line 2, column 4/);
      assert.equal(await page.getByRole('button', { name: 'Import', exact: true }).isDisabled(), true);
      assert.deepEqual(await axe(page), [], 'the page with errors');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
      assert.ok(overflow <= 0, `the page is ${overflow} px wider than the screen`);

      await page.getByLabel('CSV file').setInputFiles(csv(['code;title_lv;title_en;price;stock',
        `${code};Importēta tējkanna ${viewport.width};Imported kettle ${viewport.width};12,50;3`]));
      await page.getByRole('button', { name: 'Check the file' }).click();
      await page.getByRole('heading', { name: 'What the import would do' }).waitFor();
      const search = () => shop.api(`/api/search/products?q=${encodeURIComponent(code)}`);
      assert.equal((await search()).collection.data.products.length, 0, 'the check wrote the product');

      const importButton = page.getByRole('button', { name: 'Import', exact: true });
      assert.equal(await importButton.isDisabled(), false);
      await importButton.click();
      await page.getByRole('heading', { name: 'What the import did' }).waitFor();
      assert.match(await page.locator('.import-counts').innerText(), /New products\s*1/);
      const products = (await search()).collection.data.products;
      assert.equal(products.length, 1, 'the storefront does not find the imported product');
      assert.match(products[0].title, /Importēta tējkanna/);
      assert.deepEqual(errors.filter((e) => !/401|422/.test(e)), []); // the sign-in's first /me, the refused check
    } finally {
      await context.close();
    }
  });
}
