// The back office's door: an owner made by `shop admin create` beside the running shop signs
// in at /admin, sees the frame in their language, and signs out; the pages are axe-clean and fit
// a phone.
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

for (const viewport of [DESKTOP, MOBILE]) {
  test(`at ${viewport.width} px an owner signs in, sees the frame, and signs out; axe finds nothing`, async () => {
    const owner = shop.staff('owner');
    const { context, page, errors } = await openPage(browser, viewport, { bypassCSP: true });
    try {
      await page.goto(shop.url + '/admin');
      assert.equal(await page.locator('meta[name=robots]').getAttribute('content'), 'noindex, nofollow');
      await page.getByRole('heading', { name: 'Ieiet administrācijā' }).waitFor();
      assert.deepEqual(await axe(page), [], 'the sign-in form');

      await shop.signInAdmin(page, { ...owner, password: 'not the password' });
      await page.getByRole('alert').waitFor();
      assert.equal(await page.getByLabel('E-pasts').getAttribute('aria-invalid'), 'true');

      await page.getByLabel('Parole').fill(owner.password);
      await page.getByRole('button', { name: 'Ieiet' }).click();
      await page.getByRole('heading', { name: 'Hello, Olga Owner' }).waitFor();
      assert.ok(await page.getByRole('navigation', { name: 'Back office' }).isVisible());
      assert.deepEqual(await axe(page), [], 'the dashboard');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
      assert.ok(overflow <= 0, `the page is ${overflow} px wider than the screen`);

      // a reload keeps the session (GET /me gives the CSRF token back)
      await page.reload();
      await page.getByRole('heading', { name: 'Hello, Olga Owner' }).waitFor();
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.getByRole('heading', { name: 'Ieiet administrācijā' }).waitFor();
      const me = await context.request.get(shop.url + '/api/admin/me', { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
      assert.equal(me.status(), 401);
      assert.deepEqual(errors.filter((e) => !/401|422/.test(e)), []);
    } finally {
      await context.close();
    }
  });
}

test('the back office speaks the member\'s language, not the browser\'s', async () => {
  const { context, page } = await openPage(browser, DESKTOP);
  try {
    await shop.signInAdmin(page, shop.staff('owner')); // made with --lang en (the default)
    await page.getByRole('heading', { name: 'Hello, Olga Owner' }).waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
    assert.ok(await page.getByRole('link', { name: 'Overview' }).isVisible());
  } finally {
    await context.close();
  }
});
