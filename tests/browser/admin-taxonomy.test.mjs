// The back office's taxonomy: an owner adds a subcategory, names it in English, moves it out
// of its parent and up by keyboard, and the English storefront shows it at once (its page and
// the menu); the pages are axe-clean and fit a phone.
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
  await page.getByRole('heading', { name: /^Hello/ }).waitFor();
}

async function fits(page, what) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  assert.ok(overflow <= 0, `${what}: the page is ${overflow} px wider than the screen`);
}

// treeTitles are the category tree's rows as drawn, each "title (products)".
const treeTitles = (page) => page.locator('.tx-tree .tx-node-title').allInnerTexts();

test('an owner adds, renames and moves a category by keyboard; the English storefront follows', async () => {
  const { context, page, errors } = await openPage(browser, DESKTOP, { bypassCSP: true });
  try {
    await signIn(page, shop.staff('owner'));
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Categories' }).click();
    await page.getByRole('heading', { name: 'Categories', level: 1 }).waitFor();
    const [firstTop] = await treeTitles(page);
    const parentName = firstTop.replace(/ \(\d+\)$/, '');

    // Add a subcategory of the first top-level category, in Latvian (the default language).
    await page.locator('.tx-tree .tx-node-title').first().click();
    await page.getByRole('button', { name: 'Add subcategory' }).click();
    const form = page.getByRole('form', { name: `New subcategory of ${parentName}` });
    await form.getByRole('group', { name: 'Title' }).getByLabel('Latvian').fill('Testa kategorija');
    assert.equal(await form.getByLabel('Address (slug)').inputValue(), 'testa-kategorija');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'Testa kategorija', level: 2 }).waitFor();

    // Name it in English.
    const edit = page.getByRole('form', { name: 'Edit' });
    await edit.getByRole('group', { name: 'Title' }).getByLabel('English').fill('Test category');
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'Test category', level: 2 }).waitFor();
    const depth = (name) => page.locator('.tx-node', { hasText: name }).evaluate((li) => li.style.getPropertyValue('--depth'));
    assert.equal(await depth('Test category'), '1', 'the new category is shown under its parent');

    // Out of its parent by keyboard, then up before it: now first at the top level.
    await page.getByRole('button', { name: 'Out of its parent' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Test category moved.').first().waitFor();
    await page.getByRole('button', { name: 'Move up' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('.tx-tree .tx-node-title')?.textContent.startsWith('Test category'));
    assert.equal(await depth('Test category'), '0', 'moved to the top level');
    assert.equal(await page.getByRole('button', { name: 'Move up' }).isDisabled(), true, 'the first category cannot go up');
    await page.waitForFunction(() => document.activeElement?.tagName === 'H2');
    assert.equal(await page.evaluate(() => document.activeElement.textContent), 'Test category', 'the focus moves to the heading, not the page');
    assert.deepEqual(await axe(page), [], 'the categories page');

    // The storefront in English shows it at once: its page, and first in the menu.
    const sf = await context.newPage();
    await sf.goto(shop.url + '/en/c/testa-kategorija');
    await sf.getByRole('heading', { name: 'Test category', level: 1 }).waitFor();
    const crumbs = await sf.locator('nav[aria-label] ol li, .breadcrumbs li').allInnerTexts();
    assert.ok(!crumbs.some((c) => c.includes(parentName)), `no longer under ${parentName}: ${crumbs}`);
    const menu = await (await shop.api('/en', { headers: { 'X-Page': 'true', 'Accept-Language': 'en' } }));
    const items = JSON.stringify(menu).match(/"title":"Test category"/g) || [];
    assert.ok(items.length > 0, 'the English menu names the new category');
    await sf.close();

    // Dragged onto the middle of another category's row, it goes inside it.
    await page.locator('.tx-node', { hasText: 'Test category' }).dragTo(page.locator('.tx-node', { hasText: parentName }).first());
    await page.waitForFunction(() => [...document.querySelectorAll('.tx-node')].find((li) => li.textContent.startsWith('Test category'))?.style.getPropertyValue('--depth') === '1');
    const order = (await treeTitles(page)).map((t) => t.replace(/ \(\d+\)$/, ''));
    assert.ok(order.indexOf('Test category') > order.indexOf(parentName), `dropped inside ${parentName}: ${order}`);

    // Delete it, asked first.
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Cancel' }).waitFor();
    assert.equal(await page.evaluate(() => document.activeElement.textContent), 'Cancel', 'the safe answer has the focus');
    await page.getByRole('button', { name: 'Yes, delete' }).click();
    await page.getByText('Test category deleted.').first().waitFor();
    assert.ok(!(await treeTitles(page)).some((t) => t.startsWith('Test category')));
    assert.deepEqual(errors.filter((e) => !/401/.test(e)), [], 'only the sign-in\'s own 401 (no session yet)');
  } finally {
    await context.close();
  }
});

for (const viewport of [DESKTOP, MOBILE]) {
  test(`at ${viewport.width} px the taxonomy pages are axe-clean and fit`, async () => {
    const { context, page, errors } = await openPage(browser, viewport, { bypassCSP: true });
    try {
      await signIn(page, shop.staff('staff'));
      for (const [path, heading] of [['/admin/categories', 'Categories'], ['/admin/manufacturers', 'Brands'], ['/admin/properties', 'Properties'], ['/admin/services', 'Services']]) {
        await page.goto(shop.url + path);
        await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
        if (path === '/admin/categories') {
          await page.getByRole('button', { name: 'Expand all' }).click();
          await page.locator('.tx-tree .tx-node-title').nth(1).click();
        } else if (path === '/admin/properties') {
          await page.locator('.tx-chip').first().click();
        } else {
          await page.getByRole('button', { name: /^Edit / }).first().click();
        }
        await page.locator('.tx-panel form').waitFor();
        assert.deepEqual(await axe(page), [], path);
        await fits(page, path);
      }
      // The search box narrows the brands; a new brand with a bad slug is refused by field, then saved.
      await page.goto(shop.url + '/admin/manufacturers');
      await page.getByLabel('Search').fill('zzz-no-such-brand');
      await page.getByText('Nothing found.').waitFor();
      await page.getByLabel('Search').fill('');
      await page.getByRole('button', { name: 'New brand' }).click();
      const form = page.getByRole('form', { name: 'New brand' });
      assert.equal(await page.evaluate(() => document.activeElement.textContent), 'New brand', 'the opened form has the focus (on a phone it is below the list)');
      await form.getByLabel('Name', { exact: true }).fill(`Acme ${viewport.width}`);
      await form.getByLabel('Address (slug)').fill('Bad Slug');
      await form.getByRole('button', { name: 'Save' }).click();
      await form.getByRole('alert').waitFor();
      assert.equal(await form.getByLabel('Address (slug)').getAttribute('aria-invalid'), 'true');
      await form.getByLabel('Address (slug)').fill(`acme-${viewport.width}`);
      await form.getByRole('button', { name: 'Save' }).click();
      await page.getByText(`Acme ${viewport.width} saved.`).first().waitFor();
      await page.getByRole('cell', { name: `acme-${viewport.width}` }).waitFor();
      assert.deepEqual(errors.filter((e) => !/401|422/.test(e)), []);
    } finally {
      await context.close();
    }
  });
}
