// Content in the back office: staff write an article in two languages with a script in its
// body (saved cleaned, the storefront's article shows each language's text), and word an
// interface text their own way (it shows on the storefront, and a reset takes it away); the
// pages are axe-clean and fit a phone.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startShop, launch, openPage, axe, MOBILE } from './harness.mjs';

let shop, browser;
before(async () => {
  [shop, browser] = await Promise.all([startShop(), launch()]);
});
after(async () => {
  await browser?.close();
  shop?.stop();
});

test('at 390 px staff write an article in two languages and word an interface text their own way', async () => {
  const member = shop.staff('staff');
  const { context, page, errors } = await openPage(browser, MOBILE, { bypassCSP: true });
  try {
    await shop.signInAdmin(page, member);
    await page.getByRole('navigation', { name: 'Back office' }).waitFor();
    await page.goto(shop.url + '/admin/content/articles');
    await page.getByRole('heading', { name: 'Blog articles' }).waitFor();
    assert.deepEqual(await axe(page), [], 'the article list');
    await page.getByRole('button', { name: 'Add' }).click();
    await page.getByLabel('Address (slug)').fill('musu-jaunumi');
    await page.getByLabel('Title (LV)').fill('Mūsu jaunumi');
    await page.getByLabel('Body (LV)').fill('<h2>Jaunumi</h2><p>Latviešu teksts</p><script>window.hacked = 1</script>');
    assert.deepEqual(await axe(page), [], 'the article form');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    assert.ok(overflow <= 0, `the form is ${overflow} px wider than the screen`);
    await page.getByRole('tab', { name: 'EN' }).click();
    await page.getByLabel('Title (EN)').fill('Our news');
    await page.getByLabel('Body (EN)').fill('<p onclick="window.hacked = 1">English text</p>');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved.').waitFor();

    const res = await context.request.get(shop.url + '/api/admin/articles', { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    const saved = (await res.json()).items.find((x) => x.fields.slug === 'musu-jaunumi');
    assert.equal(saved.texts.lv.body, '<h2>Jaunumi</h2><p>Latviešu teksts</p>');
    assert.equal(saved.texts.en.body, '<p>English text</p>');

    await page.goto(shop.url + '/blog/musu-jaunumi');
    await page.getByRole('heading', { name: 'Mūsu jaunumi', exact: true }).waitFor();
    await page.getByText('Latviešu teksts').waitFor();
    await page.goto(shop.url + '/en/blog/musu-jaunumi');
    await page.getByRole('heading', { name: 'Our news', exact: true }).waitFor();
    await page.getByText('English text').click();
    assert.equal(await page.evaluate(() => window.hacked), undefined);

    // an interface text: the article page's link back to the blog
    await page.goto(shop.url + '/admin/content/texts');
    await page.getByLabel('Language').selectOption('en');
    await page.getByLabel('Search by key or text').fill('blog_all_articles');
    await page.getByRole('textbox', { name: 'blog_all_articles' }).fill('Every story we wrote');
    assert.deepEqual(await axe(page), [], 'the interface texts');
    await page.getByRole('button', { name: 'Save: blog_all_articles' }).click();
    await page.getByRole('button', { name: 'Reset to default: blog_all_articles' }).waitFor();
    await page.goto(shop.url + '/en/blog/musu-jaunumi');
    await page.getByText('Every story we wrote').waitFor();
    await page.goto(shop.url + '/admin/content/texts');
    await page.getByLabel('Language').selectOption('en');
    await page.getByLabel('Search by key or text').fill('blog_all_articles');
    await page.getByRole('button', { name: 'Reset to default: blog_all_articles' }).click();
    await page.getByText('The shipped text is back.').waitFor();
    await page.goto(shop.url + '/en/blog/musu-jaunumi');
    await page.getByText('All articles').waitFor();
    assert.equal(await page.getByText('Every story we wrote').count(), 0);
    assert.deepEqual(errors.filter((e) => !/401|422/.test(e)), []);
  } finally {
    await context.close();
  }
});

test('at 390 px every content page is axe-clean and fits; sliders reorder by button and by drag', async () => {
  const member = shop.staff('staff');
  const { context, page, errors } = await openPage(browser, MOBILE, { bypassCSP: true });
  const sliderIDs = async () => {
    const res = await context.request.get(shop.url + '/api/admin/sliders', { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    return (await res.json()).items.map((x) => x.id);
  };
  try {
    await shop.signInAdmin(page, member);
    await page.getByRole('navigation', { name: 'Back office' }).waitFor();
    for (const [path, heading] of [['banners', 'Banners'], ['benefits', 'Benefits'], ['sliders', 'Product sliders'],
      ['pages', 'Information pages'], ['team', 'Team']]) {
      await page.goto(shop.url + '/admin/content/' + path);
      await page.getByRole('heading', { name: heading, exact: true }).waitFor();
      assert.deepEqual(await axe(page), [], path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
      assert.ok(overflow <= 0, `${path} is ${overflow} px wider than the screen`);
    }
    // an information page's form, with its preview
    await page.goto(shop.url + '/admin/content/pages');
    await page.getByRole('button', { name: /^Edit: / }).first().click();
    await page.getByRole('tab', { name: 'LV' }).waitFor();
    assert.deepEqual(await axe(page), [], 'the information page form');

    await page.goto(shop.url + '/admin/content/sliders');
    const first = await sliderIDs();
    const rows = page.locator('.content-list tbody tr');
    const names = async () => (await rows.locator('td:first-child').allInnerTexts()).map((s) => s.split(' (')[0]);
    await rows.first().waitFor();
    const before = await names();
    // The list's reload is held until the test lets it go: the status waits for it, so a
    // move made once it shows starts from the saved order.
    let asked;
    const reloading = new Promise((r) => { asked = r; });
    let release;
    const held = new Promise((r) => { release = r; });
    await page.route('**/api/admin/sliders', async (route) => {
      if (route.request().method() === 'GET') {
        asked();
        await held;
      }
      await route.continue();
    });
    await page.getByRole('button', { name: 'Move down: ' + before[0] }).click();
    await reloading;
    assert.equal(await page.getByText('The order is saved.').count(), 0, 'no status while the list reloads');
    release();
    await page.getByText('The order is saved.').waitFor();
    assert.deepEqual(await names(), [before[1], before[0], ...before.slice(2)], 'the list as saved when the status says so');
    const moved = await sliderIDs();
    assert.deepEqual(moved.slice(0, 2), [first[1], first[0]]);
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/admin/sliders/order') && r.request().method() === 'PUT');
    await rows.nth(0).dragTo(rows.nth(2));
    assert.equal((await saved).status(), 204);
    const dragged = await sliderIDs();
    assert.deepEqual(dragged.slice(0, 3), [moved[1], moved[2], moved[0]]);
    assert.deepEqual(errors.filter((e) => !/401|422/.test(e)), []);
  } finally {
    await context.close();
  }
});
