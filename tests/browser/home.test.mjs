// Browser tests for the home page and the global UI (spec §1, §2 "Global page behaviours" and
// "Home", §9): one shop and one browser for the whole file, a fresh browser context per test.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startShop, launch, openPage, shot, markDocument, sameDocument, settle, pauseClock, DESKTOP, MOBILE } from './harness.mjs';

const DAY = 24 * 3600;
const SLIDER_TYPES = ['featured', 'popular', 'new', 'discount', 'recommended'];

let shop;
let browser;

before(async () => {
  [shop, browser] = await Promise.all([startShop(), launch()]);
});

after(async () => {
  await browser?.close();
  await shop?.stop();
});

// fresh opens a new context (no cookies, no storage) and closes it when the test ends.
async function fresh(t, viewport = DESKTOP) {
  const ctx = await openPage(browser, viewport);
  ctx.context.setDefaultTimeout(10000);
  t.after(() => ctx.context.close());
  return ctx;
}

// sliderAnswer resolves with the JSON of GET /api/slider/{type}; call it before navigating.
function sliderAnswer(page, type) {
  return page.waitForResponse((r) => new URL(r.url()).pathname === '/api/slider/' + type)
    .then(async (r) => {
      assert.equal(r.status(), 200, `/api/slider/${type} answered ${r.status()}`);
      return (await r.json()).slider;
    });
}

// gotoHome opens the home page and waits until the app has rendered it.
async function gotoHome(page, base = shop.url) {
  const res = await page.goto(base + '/');
  assert.equal(res.status(), 200);
  await page.locator('main .home').waitFor();
  return res;
}

// i18n reads the translation catalogue the server put into the page, so the tests follow the
// shop's language instead of hard-coding strings.
function i18n(page) {
  return page.evaluate(() => JSON.parse(document.getElementById('i18n').textContent));
}

function pageJSON(page) {
  return page.evaluate(() => JSON.parse(document.getElementById('page').textContent));
}

// dataLayer copies window.dataLayer out of the page; gtag()-style commands (Arguments objects)
// become {args: [...]} so a test can tell them from plain objects and arrays.
function dataLayer(page) {
  return page.evaluate(() => (window.dataLayer || []).map((x) =>
    (Object.prototype.toString.call(x) === '[object Arguments]' ? { args: JSON.parse(JSON.stringify([...x])) } : JSON.parse(JSON.stringify(x)))));
}

const consentCommands = (dl, kind) => dl.filter((x) => x.args && x.args[0] === 'consent' && x.args[1] === kind);

async function bodyOverflow(page) {
  return page.evaluate(() => document.body.style.overflow);
}

for (const [name, viewport] of [['desktop', DESKTOP], ['mobile', MOBILE]]) {
  test(`home at ${viewport.width} px: shell, sliders, banners, sidebar and brands, no errors`, async (t) => {
    const { page, errors } = await fresh(t, viewport);
    const sliderCalls = [];
    page.on('request', (r) => {
      const u = new URL(r.url());
      if (u.pathname.startsWith('/api/slider/')) sliderCalls.push([r.method(), u.pathname]);
    });
    const featured = sliderAnswer(page, 'featured');
    const res = await gotoHome(page);
    const tr = await i18n(page);

    // The HTML shell (as the server sent it): a real title, the page JSON and the CSRF token.
    const html = await res.text();
    assert.ok(tr.home_title.length > 5);
    assert.ok(html.includes(`<title>${tr.home_title}</title>`), 'the server-rendered shell has the real title');
    assert.match(html, /<script type="application\/json" id="page">\{"component":"home"/);
    assert.match(html, /<meta name="csrf-token" content="[^"]+">/);
    assert.equal(await page.title(), tr.home_title);
    const props = await pageJSON(page);
    assert.equal(props.component, 'home');
    assert.equal(props.url, '/');
    assert.deepEqual(props.props.sliders, SLIDER_TYPES);
    const csrf = await page.locator('meta[name="csrf-token"]').getAttribute('content');
    assert.match(csrf, /^\S{16,}$/);
    assert.equal(props.shared.csrf, csrf);

    // The five sliders load through GET /api/slider/{type}; the first shows cards with titles
    // and prices as the API sent them.
    const slider = await featured;
    assert.ok(slider.is_active && slider.products.length > 0, 'featured slider has products');
    const section = page.locator('.slider-section--featured');
    await section.locator('.pcard').first().waitFor();
    assert.equal(await section.locator('.section-head__title').textContent(), slider.title);
    const first = section.locator('.pcard').first();
    assert.equal(await first.locator('.pcard__title').textContent(), slider.products[0].title);
    assert.equal(await first.locator('.price').textContent(), slider.products[0].prices.current_formatted_price_with_tax);
    assert.match(await first.locator('.price').textContent(), /\d,\d\d\s€$/);
    assert.equal(await section.locator('.pcard').count(), slider.products.length);
    await page.waitForFunction((n) => document.querySelectorAll('.slider-section .pcard').length > 0
      && !document.querySelector('.home [aria-busy="true"]') && document.querySelectorAll('.slider-section').length === n,
    SLIDER_TYPES.length);
    assert.deepEqual(sliderCalls.map(([m, p]) => m + ' ' + p).sort(), SLIDER_TYPES.map((x) => 'GET /api/slider/' + x).sort());

    // Banner gallery with its slides, one of them active.
    const gallery = page.getByRole('region', { name: tr.gallery_label });
    await gallery.waitFor();
    assert.ok(await gallery.locator('.gallery__slide').count() >= 1);
    assert.equal(await gallery.locator('.gallery__slide.is-active').count(), 1);

    // lv_shop: the category sidebar (a list on desktop, a panel toggle on phones) and the brands.
    if (viewport === DESKTOP) {
      const side = page.locator('nav.cat-side');
      await side.waitFor();
      assert.ok(await side.locator('a[href^="/c/"]').count() >= 3, 'sidebar lists the top categories');
    } else {
      const toggle = page.locator('.cat-toggle');
      await toggle.waitFor();
      assert.equal(await toggle.textContent().then((s) => s.trim()), tr.menu_all_categories);
    }
    const brands = page.locator('section', { has: page.getByRole('heading', { name: tr.manufacturers, exact: true }) });
    await brands.waitFor();
    assert.ok(await brands.locator('.brands li a[href^="/m/"]').count() > 0, 'brands are listed');
    // "see all brands" leads to the brands page only once that page exists
    assert.equal(await brands.locator('.section-head__link').count(), props.shared.links.manufacturers ? 1 : 0);

    // load the lazy pictures below the fold so the full-page screenshot shows them
    await page.evaluate(() => document.querySelectorAll('img[loading="lazy"]').forEach((img) => { img.loading = 'eager'; }));
    await page.waitForFunction(() => [...document.images].every((img) => img.complete));
    await shot(page, 'home-' + name);
    assert.deepEqual(errors, []);
  });
}

test('a category link navigates client-side; back restores home and its scroll position', async (t) => {
  const { page, errors } = await fresh(t);
  await gotoHome(page);
  await page.locator('.slider-section .pcard').first().waitFor();
  // The cards' energy arrows load after their cards (a deferred chunk) and make a slider
  // 28 px taller below the first screen: scroll once they are in, as back restores the page.
  await page.locator('.slider-section .pcard .energy').first().waitFor();
  await settle(page);
  await markDocument(page);
  const homeTitle = await page.title();

  // Scroll well down the home page, then open the header's category menu (the header bar is
  // fixed by then) and follow a top category.
  // A slider filling in may move the page (scroll anchoring) or find it still too short for
  // the scroll: scroll again until it holds.
  const y = 1500;
  await page.waitForFunction((v) => { if (window.scrollY !== v) window.scrollTo(0, v); return window.scrollY === v; }, y);
  await page.locator('.cat-btn').click();
  // where the shopper leaves from: a slider that grew meanwhile moved the page under the scroll
  const left = await page.evaluate(() => window.scrollY);
  assert.ok(left >= y, `scrolled to ${left}`);
  const link = page.locator('#mega-menu .mega__roots a').first();
  const href = await link.getAttribute('href');
  const name = (await link.textContent()).trim();
  assert.match(href, /^\/c\/[\w-]+$/);
  const pageRequest = page.waitForRequest((r) => new URL(r.url()).pathname === href);
  await link.click();

  const req = await pageRequest;
  assert.equal(req.headers()['x-page'], 'true', 'the router fetched the page JSON, not a document');
  await page.waitForURL(shop.url + href);
  await page.locator('.catalog__head h1').waitFor();
  assert.equal((await page.locator('.catalog__head h1').textContent()).trim(), name);
  const title = await page.title();
  assert.ok(title.includes(name), `the title follows the page: ${title}`);
  assert.ok(await sameDocument(page), 'no full reload on a category link');
  await page.waitForFunction(() => window.scrollY === 0); // a new page starts at the top
  assert.equal(await page.locator('.home').count(), 0);
  assert.equal(await bodyOverflow(page), '', 'the closed menu released the scroll lock');

  // Back, the sliders show their last answers at once, whatever the new ones take (here they
  // never come): the page has its height before the scroll is restored.
  await page.route('**/api/slider/**', () => {});
  await page.goBack();
  await page.waitForURL(shop.url + '/');
  await page.locator('main .home .slider-section .pcard').first().waitFor();
  assert.equal(await page.locator('main .home .slider-section[aria-busy]').count(), 0, 'no slider waits for its products');
  assert.equal(await page.locator('.catalog').count(), 0);
  assert.ok(await sameDocument(page), 'back stays in the same document');
  assert.equal(await page.title(), homeTitle);
  await page.waitForFunction((v) => Math.abs(window.scrollY - v) <= 10, left, { timeout: 5000 })
    .catch(async () => assert.fail(`scroll not restored: scrollY ${await page.evaluate(() => window.scrollY)}, expected about ${left}`));
  assert.deepEqual(errors, []);
});

test('home category sidebar: hover shows the sub-menu, its links navigate client-side', async (t) => {
  const { page, errors } = await fresh(t);
  await gotoHome(page);
  const side = page.locator('nav.cat-side');
  await side.waitFor();
  await markDocument(page);
  const root = side.locator('.cat-side__list > li').filter({ has: page.locator('.cat-side__chev') }).first();
  const fly = side.locator('.cat-side__fly');
  assert.equal(await fly.count(), 0, 'no flyout before hovering');
  assert.equal(await side.locator('a[aria-controls]').count(), 0, 'a link controls a flyout that is not there');
  await root.hover();
  await fly.waitFor();
  // the open item's link names the flyout it controls
  assert.equal(await root.locator('a').getAttribute('aria-controls'), await fly.locator('.menu-cols').getAttribute('id'));
  const sub = fly.locator('.menu-cols__head').first();
  const href = await sub.getAttribute('href');
  const name = (await sub.textContent()).trim();
  assert.match(href, /^\/c\/[\w-]+$/);

  await sub.click();
  await page.waitForURL(shop.url + href);
  await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
  assert.ok(await sameDocument(page), 'no full reload on a sidebar link');
  assert.deepEqual(errors, []);
});

test('mobile category panel opens from its toggle, toggles sub-menus and closes on an outside click', async (t) => {
  const { page, errors } = await fresh(t, MOBILE);
  await gotoHome(page);
  const tr = await i18n(page);
  const toggle = page.locator('.cat-toggle');
  await toggle.click();
  const panel = page.getByRole('dialog', { name: tr.menu_categories });
  await panel.waitFor();
  assert.equal(await bodyOverflow(page), 'hidden', 'the open panel locks page scroll');

  const branch = panel.locator('.tree__item--d0').filter({ has: page.locator('.tree__toggle') }).first();
  const subToggle = branch.locator('.tree__toggle').first();
  const subList = branch.locator('.tree__list').first();
  assert.ok(await subList.isHidden());
  await subToggle.click();
  await subList.waitFor();
  assert.equal(await subToggle.getAttribute('aria-expanded'), 'true');
  await subToggle.click();
  await subList.waitFor({ state: 'hidden' });

  // the panel is at most 90 % of the width: a tap at the right edge is outside it
  await page.locator('.drawer.is-shown').waitFor();
  await page.mouse.click(MOBILE.width - 10, MOBILE.height / 2);
  await panel.waitFor({ state: 'detached' });
  assert.equal(await bodyOverflow(page), '', 'closing releases the scroll lock');
  assert.deepEqual(errors, []);
});

test('an unknown URL answers 404 with the not-found page', async (t) => {
  const { page, errors } = await fresh(t);
  const res = await page.goto(shop.url + '/no-such-page');
  assert.equal(res.status(), 404);
  const tr = await i18n(page);
  const heading = page.getByRole('heading', { level: 1, name: tr.not_found_title });
  await heading.waitFor();
  assert.equal((await pageJSON(page)).component, 'not-found');
  assert.equal(await page.locator('.not-found a').getAttribute('href'), '/');
  await shot(page, 'not-found');
  // the only console error allowed is Chromium's note about the document's own 404
  assert.deepEqual(errors.filter((e) => !/status of 404/.test(e)), []);
});

test('header category menu opens, locks page scroll and closes with Escape', async (t) => {
  const { page, errors } = await fresh(t);
  await gotoHome(page);
  const button = page.locator('.cat-btn');
  const menu = page.locator('#mega-menu');
  assert.equal(await button.getAttribute('aria-expanded'), 'false');
  assert.ok(await menu.isHidden());
  assert.equal(await bodyOverflow(page), '');

  await button.click();
  await menu.waitFor();
  assert.equal(await button.getAttribute('aria-expanded'), 'true');
  await menu.locator('a[href^="/c/"]').nth(2).waitFor(); // the menu lists categories (three at least)
  assert.equal(await bodyOverflow(page), 'hidden', 'page scroll is locked while the menu is open');
  // the lock really stops the page from scrolling
  await page.mouse.move(200, 700);
  await page.mouse.wheel(0, 600);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  assert.equal(await page.evaluate(() => window.scrollY), 0);

  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' });
  assert.equal(await button.getAttribute('aria-expanded'), 'false');
  assert.equal(await bodyOverflow(page), '', 'Escape releases the scroll lock');
  assert.ok(await button.evaluate((b) => b === document.activeElement), 'focus returns to the menu button');
  assert.deepEqual(errors, []);
});

test('header main bar becomes fixed once scrolled past the header height', async (t) => {
  const { page } = await fresh(t);
  await gotoHome(page);
  await page.locator('.slider-section .pcard').first().waitFor();
  const bar = page.locator('.mainbar');
  assert.doesNotMatch(await bar.getAttribute('class'), /mainbar--fixed/);
  const limit = await page.evaluate(() => {
    const slot = document.querySelector('.header-slot');
    return slot.offsetTop + slot.offsetHeight;
  });
  assert.ok(limit > 0);

  // not yet past the header: still in the flow
  await page.evaluate((y) => window.scrollTo(0, y), limit - 10);
  await page.waitForFunction((y) => window.scrollY === y, limit - 10);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  assert.doesNotMatch(await bar.getAttribute('class'), /mainbar--fixed/);

  await page.evaluate((y) => window.scrollTo(0, y), limit + 200);
  await page.waitForSelector('.mainbar.mainbar--fixed');
  assert.equal(await bar.evaluate((el) => getComputedStyle(el).position), 'fixed');
  // once its slide-in animation has run, the fixed bar sits at the top of the viewport
  await bar.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  assert.equal(await bar.evaluate((el) => Math.round(el.getBoundingClientRect().top)), 0, 'the fixed bar sits at the top');
  // a placeholder of the bar's height keeps the page from jumping
  const [slotHeight, barHeight] = await page.evaluate(() => [
    document.querySelector('.header-slot').offsetHeight, document.querySelector('.mainbar').offsetHeight]);
  assert.ok(barHeight > 0);
  assert.equal(slotHeight, barHeight);

  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForSelector('.mainbar:not(.mainbar--fixed)');
});

test('on mobile the search button opens the search box', async (t) => {
  const { page, errors } = await fresh(t, MOBILE);
  await gotoHome(page);
  const tr = await i18n(page);
  const toggle = page.getByRole('button', { name: tr.search_open });
  const box = page.locator('#header-search');
  const input = box.locator('input').first();
  assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
  assert.ok(await input.isHidden(), 'the search box is closed on phones');

  await toggle.click();
  await input.waitFor();
  assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
  assert.match(await box.getAttribute('class'), /is-open/);
  assert.ok(await input.evaluate((el) => el === document.activeElement), 'the opened search box has focus');

  await toggle.click();
  await input.waitFor({ state: 'hidden' });
  assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
  assert.deepEqual(errors, []);
});

test('tax switch shows prices without VAT and is remembered 30 days', async (t) => {
  const { context, page, errors } = await fresh(t);
  const featured = sliderAnswer(page, 'featured');
  await gotoHome(page);
  const product = (await featured).products[0];
  const { current_formatted_price_with_tax: gross, current_formatted_price: net } = product.prices;
  assert.notEqual(gross, net, 'the demo product has VAT');

  const sw = page.getByRole('switch');
  const price = page.locator('.slider-section--featured .pcard').first().locator('.price');
  await price.waitFor();
  assert.equal(await sw.getAttribute('aria-checked'), 'true');
  assert.equal(await price.textContent(), gross);

  await sw.click();
  await page.waitForFunction((s) => document.querySelector('.slider-section--featured .pcard .price').textContent === s, net);
  assert.equal(await sw.getAttribute('aria-checked'), 'false');

  const cookie = (await context.cookies()).find((c) => c.name === 'showPricesWithTax');
  assert.ok(cookie, 'the choice is kept in the showPricesWithTax cookie');
  assert.equal(cookie.value, 'false');
  assert.equal(cookie.path, '/');
  const days = (cookie.expires - Date.now() / 1000) / DAY;
  assert.ok(days > 29.9 && days <= 30.01, `cookie lives ${days.toFixed(2)} days, not 30`);

  await page.reload();
  await price.waitFor();
  assert.equal(await sw.getAttribute('aria-checked'), 'false', 'the switch survives a reload');
  assert.equal(await price.textContent(), net);

  await sw.click();
  await page.waitForFunction((s) => document.querySelector('.slider-section--featured .pcard .price').textContent === s, gross);
  assert.equal((await context.cookies()).find((c) => c.name === 'showPricesWithTax').value, 'true');
  assert.deepEqual(errors, []);
});

test('cookie consent: default denied, accept updates consent and is remembered', async (t) => {
  const { context, page, errors } = await fresh(t);
  await gotoHome(page);
  const tr = await i18n(page);
  const banner = page.getByRole('region', { name: tr.cookie_title });
  await banner.waitFor();

  const denied = { ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' };
  const granted = { ad_storage: 'granted', analytics_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' };
  let dl = await dataLayer(page);
  const defaults = consentCommands(dl, 'default');
  assert.equal(defaults.length, 1, 'one consent default, pushed as a gtag() arguments object');
  const { wait_for_update: wait, ...state } = defaults[0].args[2];
  assert.deepEqual(state, denied);
  assert.ok(wait > 0);
  assert.ok(dl.findIndex((x) => x.args?.[1] === 'default') === 0, 'the consent default comes before anything else');
  assert.equal(consentCommands(dl, 'update').length, 0, 'no update before the shopper chooses');

  await banner.getByRole('button', { name: tr.cookie_accept }).click();
  await banner.waitFor({ state: 'detached' });
  dl = await dataLayer(page);
  const updates = consentCommands(dl, 'update');
  assert.equal(updates.length, 1);
  assert.deepEqual(updates[0].args[2], granted);
  const cookie = (await context.cookies()).find((c) => c.name === 'cookie_consent');
  assert.equal(cookie?.value, 'granted');

  await page.reload();
  await page.locator('main .home').waitFor();
  // the stored choice is replayed right after the default, and the banner stays away
  dl = await dataLayer(page);
  assert.deepEqual(consentCommands(dl, 'update').map((x) => x.args[2]), [granted]);
  assert.equal(await page.locator('.consent').count(), 0, 'no banner after a choice');
  assert.deepEqual(errors, []);
});

test('a home slider coming into view pushes view_item_list to the data layer', async (t) => {
  const { page, errors } = await fresh(t);
  const featured = sliderAnswer(page, 'featured');
  await gotoHome(page);
  const slider = await featured;
  const section = page.locator('.slider-section--featured');
  await section.locator('.pcard').first().waitFor();
  await section.scrollIntoViewIfNeeded();
  await page.waitForFunction((name) => (window.dataLayer || []).some((x) => x.event === 'view_item_list' && x.ecommerce?.item_list_name === name), slider.title);

  const dl = await dataLayer(page);
  const at = dl.findIndex((x) => x.event === 'view_item_list' && x.ecommerce.item_list_name === slider.title);
  assert.deepEqual(dl[at - 1], { ecommerce: null }, 'the event is preceded by an ecommerce reset');
  const { ecommerce } = dl[at];
  assert.equal(ecommerce.currency, 'EUR');
  assert.equal(ecommerce.items.length, slider.products.length);
  ecommerce.items.forEach((item, i) => {
    const p = slider.products[i];
    assert.equal(item.item_name, p.title);
    assert.equal(item.item_brand, p.manufacture?.title || '');
    assert.equal(item.price, p.prices.current_price);
    assert.equal(item.item_list_name, slider.title);
    assert.equal(item.index, i);
  });
  assert.ok(ecommerce.items.every((x) => typeof x.price === 'number' && x.price > 0 && x.item_brand));
  // reported once per slider, not on every intersection
  assert.equal(dl.filter((x) => x.event === 'view_item_list' && x.ecommerce.item_list_name === slider.title).length, 1);
  assert.deepEqual(errors, []);
});

test('newsletter toasts: error and success, duplicates suppressed, close button', async (t) => {
  const { page, errors } = await fresh(t);
  // The page's clock is faked, then paused once the page is up, so no toast can time out
  // while the test looks at it: whatever removes a toast is the test's own doing.
  await page.clock.install();
  await gotoHome(page);
  await pauseClock(page);
  const tr = await i18n(page);
  const form = page.locator('main form.newsletter__form'); // the home page's box, not the footer's
  const input = form.getByLabel(tr.newsletter_email);
  const submit = form.getByRole('button', { name: tr.newsletter_submit });
  const subscribe = async (email) => {
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/newsletter/subscribe') && r.request().method() === 'POST');
    await input.fill(email);
    await submit.click();
    const res = await answer;
    await page.waitForSelector('main form.newsletter__form[aria-busy="false"]');
    return { status: res.status(), body: await res.json() };
  };
  const errorToasts = page.locator('.toasts .toast--error');
  const okToasts = page.locator('.toasts .toast--success');

  // An invalid e-mail: 422 with errors.email, an error toast (an alert) and the field error.
  let res = await subscribe('not-an-email');
  assert.equal(res.status, 422);
  assert.ok(res.body.errors.email?.length, 'errors.email in the answer');
  await errorToasts.first().waitFor();
  assert.equal(await errorToasts.count(), 1);
  assert.equal(await errorToasts.getAttribute('role'), 'alert');
  assert.equal(await errorToasts.locator('.toast__text').textContent(), res.body.message);
  assert.equal(await form.locator('.field-error').textContent(), res.body.errors.email[0]);
  assert.equal(await input.getAttribute('aria-invalid'), 'true');
  await errorToasts.evaluate((el) => { el.dataset.first = 'yes'; });

  // The same message again: the first toast stays, no second one.
  res = await subscribe('still not an email');
  assert.equal(res.status, 422);
  assert.equal(await errorToasts.count(), 1, 'a duplicate message is not toasted twice');
  assert.equal(await errorToasts.getAttribute('data-first'), 'yes', 'it is still the first toast');

  // A valid e-mail: a success toast, the field is cleared and the error goes.
  res = await subscribe('shopper@example.com');
  assert.equal(res.status, 200);
  await okToasts.first().waitFor();
  assert.equal(await okToasts.getAttribute('role'), 'status');
  assert.equal(await okToasts.locator('.toast__text').textContent(), res.body.message);
  assert.equal(await input.inputValue(), '');
  assert.equal(await form.locator('.field-error').count(), 0);
  res = await subscribe('shopper@example.com');
  assert.equal(res.status, 200);
  assert.equal(await okToasts.count(), 1, 'the same success is not toasted twice');

  // Each toast has a progress bar; the close button removes just its own toast.
  assert.equal(await page.locator('.toasts .toast .toast__progress').count(), 2);
  await errorToasts.getByRole('button', { name: tr.toast_close }).click();
  await errorToasts.waitFor({ state: 'detached' });
  assert.equal(await okToasts.count(), 1, 'closing one toast leaves the other');
  await okToasts.getByRole('button', { name: tr.toast_close }).click();
  await okToasts.waitFor({ state: 'detached' });

  // Left alone, a toast goes by itself after its time (5 s).
  await subscribe('not-an-email');
  await errorToasts.waitFor();
  await page.clock.runFor(5100);
  await errorToasts.waitFor({ state: 'detached' });
  assert.deepEqual(errors.filter((e) => !/status of 422/.test(e)), []);
});

test('tt_fi_tel_shop home hides the category sidebar and the manufacturers block', async (t) => {
  const tel = await startShop({ shop: 'tt_fi_tel_shop' });
  t.after(() => tel.stop());
  for (const viewport of [DESKTOP, MOBILE]) {
    const { page, errors } = await fresh(t, viewport);
    await gotoHome(page, tel.url);
    const tr = await i18n(page);
    // wait until the whole page is there: sliders loaded and the newsletter box (after brands)
    await page.locator('.slider-section .pcard').first().waitFor();
    await page.locator('.newsletter').waitFor();
    await page.getByRole('region', { name: tr.gallery_label }).waitFor();
    const props = await pageJSON(page);
    assert.equal(props.shared.shop.telephone_shop, true);
    assert.deepEqual(props.props.manufacturers ?? [], []);
    assert.equal(await page.locator('.cat-side').count(), 0, 'no category sidebar');
    assert.equal(await page.locator('.cat-toggle').count(), 0, 'no category panel toggle');
    assert.equal(await page.locator('.home-top--wide').count(), 1, 'the banner takes the full width');
    assert.equal(await page.locator('.brands').count(), 0, 'no manufacturers block');
    assert.equal(await page.getByRole('heading', { name: tr.manufacturers, exact: true }).count(), 0);
    // the header's category menu is still there
    assert.equal(await page.locator('.cat-btn').count(), 1);
    assert.deepEqual(errors, []);
  }
});

// ---- sliders that stop, focus after a navigation, captions that read, whole titles ----

const trackOffsets = (page, selector) => page.locator(selector).evaluateAll((tracks) => tracks.map((el) => el.scrollLeft));
const activeSlide = (page) => page.locator('.gallery__slide').evaluateAll((s) => s.findIndex((x) => x.classList.contains('is-active')));

test('the product sliders move only when asked; the banner gallery moves by itself, with a pause button', async (t) => {
  const { page, errors } = await fresh(t);
  await gotoHome(page);
  const tr = await i18n(page);
  await page.waitForFunction((n) => document.querySelectorAll('.slider-section .pcard').length > 0
    && !document.querySelector('.home [aria-busy="true"]') && document.querySelectorAll('.slider-section').length === n, SLIDER_TYPES.length);
  const products = '.slider-section .slider__track';
  const still = await trackOffsets(page, products);
  assert.equal(still.length, SLIDER_TYPES.length);
  // the gallery's pause button is there to see, beside its dots
  const pause = page.locator('.gallery__pause');
  const box = await pause.boundingBox();
  assert.ok(await pause.isVisible() && box.width >= 24 && box.height >= 24, `pause button ${JSON.stringify(box)}`);
  assert.equal(await pause.getAttribute('aria-label'), tr.gallery_pause);
  // wait for the gallery to move on by itself (every 3 s): by then no product slider has moved
  const first = await activeSlide(page);
  await page.waitForFunction((i) => document.querySelector('.gallery__slide.is-active') !== document.querySelectorAll('.gallery__slide')[i], first, { timeout: 8000 });
  assert.deepEqual(await trackOffsets(page, products), still, 'a product slider moved by itself');
  // a product slider moves when asked
  const next = page.locator('.slider-section--featured .slider__arrow--next');
  if (await next.isEnabled()) {
    await next.click();
    await page.waitForFunction((x) => document.querySelector('.slider-section--featured .slider__track').scrollLeft > x + 10, still[0]);
  }
  // the pause button holds the gallery
  await pause.click();
  assert.equal(await pause.getAttribute('aria-label'), tr.gallery_play);
  assert.deepEqual(errors, []);
});

test('with reduced motion nothing moves by itself: the gallery and the landing slider start held', async (t) => {
  const { page, errors } = await fresh(t);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await gotoHome(page);
  const tr = await i18n(page);
  await page.locator('.slider--landing').scrollIntoViewIfNeeded();
  await page.waitForFunction((label) => [...document.querySelectorAll('.gallery__pause, .slider__pause')].every((b) => b.getAttribute('aria-label') === label)
    && document.querySelectorAll('.slider__pause').length === 1, tr.gallery_play);
  assert.deepEqual(errors, []);
});

// slidesShown counts the slides of a slider that lie whole inside its track.
const slidesShown = (page, selector) => page.locator(selector).evaluate((slider) => {
  const track = slider.querySelector('.slider__track').getBoundingClientRect();
  return [...slider.querySelectorAll('.slider__slide')].filter((s) => {
    const r = s.getBoundingClientRect();
    return r.left >= track.left - 1 && r.right <= track.right + 1;
  }).length;
});

test('the landing slider holds the newest articles: 4 at a time, 3 below 1200 px, 2 below 880, 1 below 480; it moves on screen and pauses', async (t) => {
  const { page } = await fresh(t);
  // The page's clock is faked (it runs on until paused), so the test moves the slider's time.
  await page.clock.install();
  for (const [width, n] of [[1366, 4], [1199, 3], [879, 2], [479, 1], [390, 1]]) {
    await page.setViewportSize({ width, height: 900 });
    await gotoHome(page);
    const landing = page.locator('.slider--landing');
    await landing.waitFor();
    const props = await pageJSON(page);
    assert.ok(props.props.articles.length > 4, `${props.props.articles.length} articles: the slider has nowhere to go at 1366 px`);
    assert.equal(await landing.locator('.slider__slide').count(), props.props.articles.length);
    assert.equal(await slidesShown(page, '.slider--landing'), n, `at ${width} px`);
    if (width === 1366) {
      // on screen it moves by itself (every 3 s); its pause button holds it
      const tr = await i18n(page);
      await landing.scrollIntoViewIfNeeded();
      await page.mouse.move(0, 0);
      await page.clock.runFor(3100);
      await page.waitForFunction(() => document.querySelector('.slider--landing .slider__track').scrollLeft > 10);
      const pause = landing.locator('.slider__pause');
      await pause.click();
      assert.equal(await pause.getAttribute('aria-label'), tr.gallery_play);
    }
  }
});

test('after a client-side navigation focus is on the new page\'s heading', async (t) => {
  const { page, errors } = await fresh(t);
  await gotoHome(page);
  await markDocument(page);
  const link = page.locator('nav.cat-side a').first();
  const name = (await link.textContent()).trim();
  await link.focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/c\//);
  await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
  await page.waitForFunction(() => document.activeElement?.matches('main h1'));
  assert.ok(await sameDocument(page));
  assert.equal(await page.evaluate(() => document.activeElement.getAttribute('tabindex')), '-1');
  // a Tab from the heading goes on into the page, not back to its top
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => !!document.activeElement?.closest('main')), true);
  await page.goBack();
  await page.locator('main .home').waitFor();
  await page.waitForFunction(() => document.activeElement?.matches('main h1'));
  assert.deepEqual(errors, []);
});

// captionContrast measures the captions of `boxSelector` as rendered: for each line of their
// words (the text of `textSelector`; an icon beside them is decoration), the pixels behind it (the words hidden, their picture and scrim
// shown) against the words' own colour and opacity, and answers the lowest contrast ratio of
// each line.
async function captionContrast(context, page, boxSelector, textSelector, tries = 20) {
  const box = page.locator(boxSelector);
  await box.scrollIntoViewIfNeeded();
  await page.waitForFunction((s) => [...document.querySelector(s).querySelectorAll('img')].every((i) => i.complete && i.naturalWidth > 0), boxSelector);
  const { lines, clip } = await box.evaluate((el, sel) => {
    const b = el.getBoundingClientRect();
    const out = [];
    for (const t of el.querySelectorAll(sel)) {
      let opacity = 1;
      for (let n = t; n && n !== el; n = n.parentElement) opacity *= Number(getComputedStyle(n).opacity);
      const [r, g, bl, a = 1] = getComputedStyle(t).color.match(/[\d.]+/g).map(Number);
      const words = document.createTreeWalker(t, NodeFilter.SHOW_TEXT);
      for (let n = words.nextNode(); n; n = words.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(n);
        for (const q of range.getClientRects()) {
          if (q.width > 2 && q.height > 2) out.push({ x: q.left - b.left, y: q.top - b.top, w: q.width, h: q.height, color: [r, g, bl, a * opacity], text: n.textContent.trim() });
        }
      }
    }
    return { lines: out, clip: { x: b.left, y: b.top, width: b.width, height: b.height } };
  }, textSelector);
  await box.evaluate((el, sel) => el.querySelectorAll(sel).forEach((t) => { t.style.color = 'transparent'; }), textSelector);
  const png = (await page.screenshot({ clip })).toString('base64');
  await box.evaluate((el, sel) => el.querySelectorAll(sel).forEach((t) => { t.style.color = ''; }), textSelector);
  // The picture is of the box only if nothing moved it while it was taken (a slider above
  // filling in, once, made it a picture of the page beside the box): else measure again.
  const now = await box.evaluate((el) => { const b = el.getBoundingClientRect(); return { x: b.left, y: b.top }; });
  if (now.x !== clip.x || now.y !== clip.y) {
    assert.ok(tries > 1, `${boxSelector} kept moving while its picture was taken`);
    return captionContrast(context, page, boxSelector, textSelector, tries - 1);
  }
  const scratch = await context.newPage();
  try {
    return await scratch.evaluate(async ({ png, lines }) => {
      const img = new Image();
      img.src = 'data:image/png;base64,' + png;
      await img.decode();
      const canvas = Object.assign(document.createElement('canvas'), { width: img.width, height: img.height });
      const ctx = canvas.getContext('2d');
      ctx.drawImage(img, 0, 0);
      const px = ctx.getImageData(0, 0, img.width, img.height).data;
      const lin = (c) => { const s = c / 255; return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4; };
      const lum = (r, g, b) => 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
      return lines.map((l) => {
        const [tr, tg, tb, ta] = l.color;
        let worst = Infinity;
        for (let y = Math.ceil(l.y) + 1; y < Math.floor(l.y + l.h) - 1; y++) {
          for (let x = Math.ceil(l.x) + 1; x < Math.floor(l.x + l.w) - 1; x++) {
            const i = (y * img.width + x) * 4;
            const [r, g, b] = [px[i], px[i + 1], px[i + 2]];
            const fg = lum(tr * ta + r * (1 - ta), tg * ta + g * (1 - ta), tb * ta + b * (1 - ta));
            const bg = lum(r, g, b);
            worst = Math.min(worst, (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05));
          }
        }
        return { text: l.text, ratio: Math.round(worst * 100) / 100 };
      });
    }, { png, lines });
  } finally {
    await scratch.close();
  }
}

for (const viewport of [DESKTOP, MOBILE]) {
  test(`at ${viewport.width} px the words of the promo banners and the gallery keep 4.5:1 over every part of their pictures`, async (t) => {
    const { context, page } = await fresh(t, viewport);
    await page.emulateMedia({ reducedMotion: 'reduce' }); // the gallery holds still; its slides are shown one by one below
    await gotoHome(page);
    await page.waitForFunction(() => !document.querySelector('.home [aria-busy="true"]'));
    await settle(page);
    const low = [];
    const promos = await page.locator('.promo').count();
    assert.ok(promos > 0);
    for (let i = 1; i <= promos; i++) {
      for (const l of await captionContrast(context, page, `.promo:nth-child(${i})`, '.promo__caption > *')) if (l.ratio < 4.5) low.push(l);
    }
    const slides = await page.locator('.gallery__slide').count();
    for (let i = 0; i < slides; i++) {
      if (slides > 1) await page.locator('.gallery__dot').nth(i).click();
      await page.waitForFunction((n) => getComputedStyle(document.querySelectorAll('.gallery__slide')[n]).opacity === '1', i);
      for (const l of await captionContrast(context, page, `.gallery__slide:nth-child(${i + 1})`, '.gallery__title, .gallery__text')) if (l.ratio < 4.5) low.push(l);
    }
    assert.deepEqual(low, []);
  });
}

for (const viewport of [DESKTOP, MOBILE]) {
  test(`at ${viewport.width} px every card title shows whole, inside its card${viewport === DESKTOP ? ', in at most three lines' : ''}`, async (t) => {
    const { page } = await fresh(t, viewport);
    await gotoHome(page);
    await page.waitForFunction(() => document.querySelectorAll('.slider-section .pcard').length > 0 && !document.querySelector('.home [aria-busy="true"]'));
    const category = (await pageJSON(page)).shared.menu[0].link;
    const titles = [];
    for (const path of ['/', category]) {
      if (path !== '/') {
        await page.goto(shop.url + path);
        await page.locator('.plist .pcard').first().waitFor();
      }
      titles.push(...await page.locator('.pcard__title').evaluateAll((els) => els.map((el) => {
        const card = el.closest('.pcard').getBoundingClientRect();
        const a = el.querySelector('a');
        return {
          text: el.textContent,
          cut: el.scrollHeight > el.clientHeight + 1 || a.getClientRects().length === 0,
          out: [...el.querySelectorAll('a, a *')].some((x) => x.getBoundingClientRect().right > card.right + 0.5),
          lines: Math.round(a.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)),
        };
      })));
    }
    assert.ok(titles.length > 20);
    assert.deepEqual(titles.filter((x) => x.cut), [], 'cut titles');
    assert.deepEqual(titles.filter((x) => x.out), [], 'titles sticking out of their cards');
    if (viewport === DESKTOP) assert.deepEqual(titles.filter((x) => x.lines > 3), [], 'titles over three lines');
  });
}
