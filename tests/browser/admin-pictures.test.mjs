// The gallery editor: a staff member uploads a picture to a product, moves it to the front
// with the keyboard (the focus stays with it), drags it to the end, deletes it, and is told
// why a file that is no picture is refused; the storefront's product shows the upload while
// it is first, and axe finds nothing.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startShop, launch, openPage, axe, eventually, DESKTOP, MOBILE } from './harness.mjs';

let shop, browser;
before(async () => {
  [shop, browser] = await Promise.all([startShop(), launch()]);
});
after(async () => {
  await browser?.close();
  shop?.stop();
});

test('a product\'s pictures are uploaded, ordered by keyboard and by dragging, and deleted', async () => {
  const member = shop.staff('staff');
  const product = (await shop.inStock())[0];
  const slug = product.link.slice(product.link.lastIndexOf('/p/') + 3);
  const { context, page, errors } = await openPage(browser, DESKTOP, { bypassCSP: true });
  try {
    await page.goto(shop.url + '/admin');
    await page.getByLabel('E-pasts').fill(member.email);
    await page.getByLabel('Parole').fill(member.password);
    await page.getByRole('button', { name: 'Ieiet' }).click();
    await page.getByRole('heading', { name: /^Hello/ }).waitFor();
    await page.goto(`${shop.url}/admin/products/${product.id}`);
    await page.getByRole('tab', { name: 'Pictures' }).click();
    await page.getByRole('heading', { name: 'Pictures', exact: true }).waitFor();
    const items = page.locator('.gallery-editor__item');
    await items.first().waitFor();
    const n = await items.count();
    assert.ok(n >= 1, 'the demo product has pictures');

    // A PNG of the page itself, uploaded under a JPEG's name: its bytes decide.
    const png = await page.screenshot({ clip: { x: 0, y: 0, width: 640, height: 400 } });
    await page.getByLabel('Add pictures').setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: png });
    await eventually(async () => assert.equal(await items.count(), n + 1));
    const uploaded = items.last();
    const id = await uploaded.getAttribute('data-id');
    const thumb = await uploaded.locator('img').getAttribute('src');
    assert.match(thumb, /^\/media\/products\/[0-9a-f]{32}-card\.webp$/);
    await eventually(async () => assert.ok(await uploaded.locator('img').evaluate((img) => img.complete && img.naturalWidth === 400)));

    // To the front with the keyboard: Enter on "Move earlier" until it is first; the focus
    // stays on the picture, and passes to "Move later" once "Move earlier" is disabled.
    const mine = page.locator(`.gallery-editor__item[data-id="${id}"]`);
    await mine.getByRole('button', { name: 'Move earlier' }).focus();
    for (let i = n; i > 0; i--) {
      await page.keyboard.press('Enter');
      await eventually(async () => assert.equal(await items.nth(i - 1).getAttribute('data-id'), id));
      await eventually(async () => assert.ok(await mine.evaluate((li) => li.contains(document.activeElement))));
    }
    assert.equal(await page.evaluate(() => document.activeElement.dataset.action), 'later');
    await page.getByRole('status').filter({ hasText: 'Picture moved to place 1.' }).waitFor({ state: 'attached' });
    assert.match(await items.first().innerText(), /On the card/);
    // The gallery moves at once and saves each move in turn: the shop has the last one soon after.
    const stored = await eventually(async () => {
      const p = await shop.api(`/p/${slug}`, { headers: { 'X-Page': 'true' } });
      assert.equal(p.props.product.image.source, thumb, 'the card shows the upload');
      return p;
    });
    // 640 px wide: the gallery's file is the picture itself, and the zoom's would add nothing.
    assert.match(stored.props.product.images[0].large.webp, /-card\.webp 400w, \S+-gallery\.webp 640w$/);

    // To the end by dragging.
    await mine.dragTo(items.last());
    await eventually(async () => assert.equal(await items.last().getAttribute('data-id'), id));
    assert.deepEqual(errors.filter((e) => !/40[0-9]|422/.test(e)), []);
    assert.deepEqual(await axe(page), [], 'the gallery editor');
    await page.setViewportSize(MOBILE);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    assert.ok(overflow <= 0, `at 390 px the page is ${overflow} px wider than the screen`);

    // A text file under a picture's name is refused with the server's reason.
    await page.getByLabel('Add pictures').setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('name;price\n') });
    await page.getByRole('alert').filter({ hasText: 'JPEG, PNG' }).waitFor();
    assert.equal(await items.count(), n + 1);

    page.once('dialog', (d) => d.accept());
    await mine.getByRole('button', { name: 'Delete' }).click();
    await eventually(async () => assert.equal(await items.count(), n));
    assert.equal((await fetch(shop.url + thumb)).status, 404, 'no gallery shows the file any more');
  } finally {
    await context.close();
  }
});
