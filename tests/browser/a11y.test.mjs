// Accessibility and valid HTML on every page at both widths (issue: "accessible by the book"):
// axe-core reports no WCAG 2.1 A/AA violation on the rendered page, and the Nu HTML checker
// (vnu.jar, run once over all documents) reports no error in the server's HTML nor in the
// rendered DOM. Keyboard: the cookie banner is reachable at the start of the tab order, focus
// moves into the opened mega-menu, the search field shows a clear focus ring.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startShop, launch, openPage, addToCart, axe, settle, cookieHeader, DESKTOP, MOBILE } from './harness.mjs';

let shop;
let browser;
let pages;
const documents = []; // [name, html] for the Nu checker
const vnuPath = path.resolve('node_modules/vnu-jar/build/dist/vnu.jar');

before(async () => {
  shop = await startShop();
  browser = await launch();
  const inStock = (await shop.api('/api/search/products?per_page=16&inventories=1&sort=quantity:desc')).collection.data.products;
  const outOfStock = (await shop.api('/api/search/products?per_page=16&inventories=3')).collection.data.products;
  const category = (await shop.api('/api/search/products?per_page=16')).filters.category.options[0];
  const brand = (await shop.api('/api/search/products?per_page=16')).filters.manufacture.options[0];
  pages = {
    home: '/',
    category: category.link,
    manufacturer: brand.link,
    search: '/search?q=samsung',
    'search-empty': '/search?q=zzzzqqqq',
    wishlist: '/wishlist',
    product: inStock[0].link,
    'product-out-of-stock': outOfStock[0].link,
    'compare-empty': '/compare',
    compare: '/compare#with', // opened with three products in the compare cookie
    'not-found': '/no-such-page',
    'cart-empty': '/cart',
    cart: '/cart#with', // opened with two products in the shopper's cart
    checkout: '/checkout#with',
    'order-lookup': '/order',
    withdrawal: '/withdrawal',
    contact: '/contact',
    brands: '/brands',
    blog: '/blog',
    'blog-article': '/blog/ka-izveleties-viedtalruni-2026-gada',
    'info-page': '/info/returns',
    'sign-in': '/login',
    register: '/register',
    'password-forgot': '/password/forgot',
    'password-expired': '/password/reset/no-such-token',
    profile: '/profile', // a registered shopper's, with a saved address
  };
  const token = await shop.order();
  pages.order = '/order/' + token;
  pages['order-review'] = `/order/${token}/review`;
  const newsletter = await shop.newsletter('a11y@example.com');
  pages['newsletter-confirm'] = newsletter.confirm;
  pages.unsubscribe = newsletter.unsubscribe;
  pages.cartIds = inStock.slice(0, 2).map((p) => p.id);
  pages.compareIds = inStock.slice(0, 3).map((p) => p.id);
});

after(async () => {
  await browser?.close();
  await shop?.stop();
});

async function open(name, viewport, { consent = true } = {}) {
  const o = await openPage(browser, viewport, { bypassCSP: true });
  if (consent) await o.context.addCookies([{ name: 'cookie_consent', value: 'denied', url: shop.url }]);
  return visit(o, name);
}

// visit opens the page name in o's context, made ready for it first: the compare list, the
// cart (once per context) or the signed-in shopper it shows.
async function visit(o, name) {
  if (name === 'compare') await o.context.addCookies([{ name: 'comparedProducts', value: pages.compareIds.join('%2C'), url: shop.url }]);
  if (pages[name].endsWith('#with') && !name.startsWith('compare') && !o.filled) {
    await fillCart(o.page);
    o.filled = true;
  }
  if (name === 'profile') await shop.withAccount(o.context);
  // #with only marks the pages above; a page's hash alone would not load a new document
  const res = await o.page.goto(shop.url + pages[name].replace(/#with$/, ''));
  assert.equal(res.status(), name === 'not-found' ? 404 : 200, `${name} answered ${res.status()}`);
  await o.page.locator('main > *').first().waitFor();
  await settle(o.page);
  return o;
}

// fillCart puts the products of pages.cartIds in the cart of the page's shopper.
async function fillCart(page) {
  await page.goto(shop.url + '/');
  for (const id of pages.cartIds) await addToCart(page, id);
}

const names = ['home', 'category', 'manufacturer', 'search', 'search-empty', 'wishlist', 'product', 'product-out-of-stock', 'compare-empty', 'compare',
  'not-found', 'cart-empty', 'cart', 'checkout', 'order', 'order-review', 'order-lookup', 'withdrawal', 'newsletter-confirm', 'unsubscribe', 'profile'];

// One shopper visits the pages in this order, in one browser context: the compare list and the
// cart are empty until their own pages fill them, and the profile, last, signs the shopper in.
for (const [label, viewport] of [['desktop', DESKTOP], ['mobile', MOBILE]]) {
  test(`axe finds no WCAG 2.1 A/AA violation on any page at ${label} width`, async () => {
    const found = {};
    const o = await openPage(browser, viewport, { bypassCSP: true });
    try {
      await o.context.addCookies([{ name: 'cookie_consent', value: 'denied', url: shop.url }]);
      for (const name of names) {
        const { page } = await visit(o, name);
        documents.push([`${name}-${label}-rendered`, '<!doctype html>\n' + await page.evaluate(() => document.documentElement.outerHTML)]);
        const v = await axe(page); // after the copy: axe's own script must not be checked
        if (v.length) found[name] = v;
      }
    } finally {
      await o.context.close();
    }
    assert.deepEqual(found, {});
  });
}

// accountCookie is the Cookie header of a newly registered shopper with a saved address.
async function accountCookie() {
  const context = await browser.newContext();
  try {
    await shop.withAccount(context);
    return await cookieHeader(context);
  } finally {
    await context.close();
  }
}

test('the Nu HTML checker finds no error in the server HTML or the rendered DOM', async () => {
  for (const name of names) {
    const headers = name === 'compare' ? { Cookie: 'comparedProducts=' + pages.compareIds.join('%2C') }
      : name === 'profile' ? { Cookie: await accountCookie() } : {};
    const res = await fetch(shop.url + pages[name], { headers });
    documents.push([`${name}-server`, await res.text()]);
  }
  assert.equal(documents.length, names.length * 3, 'the axe tests did not collect every rendered page');
  const dir = mkdtempSync(path.join(tmpdir(), 'vnu-'));
  try {
    const files = documents.map(([name, html]) => {
      const f = path.join(dir, name + '.html');
      writeFileSync(f, html);
      return f;
    });
    let out = '';
    try {
      execFileSync('java', ['-jar', vnuPath, '--errors-only', '--format', 'json', ...files], { stdio: ['ignore', 'pipe', 'pipe'] });
    } catch (e) {
      out = e.stderr.toString(); // vnu exits 1 and writes its JSON report to stderr when it finds errors
    }
    const messages = out ? JSON.parse(out).messages : [];
    const errors = messages.map((m) => `${path.basename(m.url || '')}:${m.lastLine}: ${m.message} [${(m.extract || '').trim().slice(0, 80)}]`);
    assert.deepEqual(errors, []);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('keyboard: the cookie banner comes first in the tab order', async () => {
  const { context, page } = await open('home', DESKTOP, { consent: false });
  try {
    await page.locator('.consent').waitFor();
    const reached = [];
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Tab');
      reached.push(await page.evaluate(() => !!document.activeElement?.closest('.consent')));
    }
    assert.ok(reached.includes(true), 'three Tabs did not reach the cookie banner');
  } finally {
    await context.close();
  }
});

test('keyboard: focus moves into the opened mega-menu; the search field shows a clear focus ring', async () => {
  const { context, page } = await open('home', DESKTOP);
  try {
    await page.locator('.mega-btn, [aria-controls="mega-menu"]').first().focus();
    await page.keyboard.press('Enter');
    await page.locator('#mega-menu').waitFor();
    await assert.doesNotReject(async () => {
      for (let i = 0; i < 40; i++) {
        if (await page.evaluate(() => !!document.activeElement?.closest('#mega-menu'))) return;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error('focus did not move into the mega-menu');
    });
    await page.keyboard.press('Escape');
    const search = page.locator('header .search-suggest input').first();
    await search.focus();
    // the ring: an outline, or an outer box-shadow's spread, on the field or its form
    const ring = await search.evaluate((el) => {
      const width = (s) => Math.max(s.outlineStyle === 'none' ? 0 : parseFloat(s.outlineWidth) || 0,
        ...[...s.boxShadow.matchAll(/(-?[\d.]+)px (-?[\d.]+)px (-?[\d.]+)px (-?[\d.]+)px(?! inset)/g)]
          .filter((m) => !s.boxShadow.slice(m.index).startsWith(m[0] + ' inset')).map((m) => parseFloat(m[4])));
      return Math.max(width(getComputedStyle(el)), width(getComputedStyle(el.closest('form') || el.parentElement)));
    });
    assert.ok(ring >= 2, `the search field's focus ring is ${ring}px`);
  } finally {
    await context.close();
  }
});

// focusHidden says whether the focused element is hidden by the cookie banner or the screen's
// edge: one that fits between the page's scroll-padding-top (where the browser brings a focused
// element) and the banner must be wholly between them, a taller one (a tab panel) must show
// some of itself above the banner (WCAG 2.4.11 asks that it is not entirely hidden).
// It measures after two frames, once any scroll the focus started has been drawn.
const focusHidden = (page) => page.evaluate(async () => {
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  const el = document.activeElement;
  const banner = document.querySelector('.consent');
  if (!el || el === document.body || banner?.contains(el)) return null;
  const r = el.getBoundingClientRect();
  const top = Math.max(0, Math.min(r.top, parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0));
  const bottom = banner ? banner.getBoundingClientRect().top : innerHeight;
  const hidden = r.height <= bottom - top ? r.bottom > bottom + 0.5 || r.top < top - 0.5 : r.top >= bottom || r.bottom <= 0;
  return { what: `${el.className || el.tagName} ${(el.textContent || el.value || '').trim().slice(0, 30)} (top ${Math.round(r.top)}, banner ${Math.round(bottom)}, scrollY ${Math.round(scrollY)})`, hidden };
});

for (const viewport of [MOBILE, DESKTOP]) {
  test(`keyboard at ${viewport.width} px on a first visit: the cookie banner never hides the focused element (WCAG 2.4.11)`, async () => {
    for (const name of ['product', 'checkout']) {
      const { context, page } = await open(name, viewport, { consent: false });
      try {
        await page.locator('.consent').waitFor();
        if (name === 'checkout') await page.locator('.checkout-form').waitFor();
        const hidden = [];
        let reachedMain = 0;
        for (let i = 0; i < 80 && reachedMain < 25; i++) {
          await page.keyboard.press('Tab');
          const f = await focusHidden(page);
          if (!f) continue;
          if (await page.evaluate(() => !!document.activeElement.closest('main'))) reachedMain++;
          if (f.hidden) hidden.push(f.what);
        }
        assert.ok(reachedMain >= 10, `only ${reachedMain} Tab stops in the page`);
        assert.deepEqual(hidden, [], `${name}: focused under the banner`);
      } finally {
        await context.close();
      }
    }
  });
}

// vnu checks HTML documents and answers its errors as "file:line: message [extract]".
function vnu(documentsToCheck) {
  const dir = mkdtempSync(path.join(tmpdir(), 'vnu-'));
  try {
    const files = documentsToCheck.map(([name, html]) => {
      const f = path.join(dir, name + '.html');
      writeFileSync(f, html);
      return f;
    });
    let out = '';
    try {
      execFileSync('java', ['-jar', vnuPath, '--errors-only', '--format', 'json', ...files], { stdio: ['ignore', 'pipe', 'pipe'] });
    } catch (e) {
      out = e.stderr.toString();
    }
    return (out ? JSON.parse(out).messages : []).map((m) => `${path.basename(m.url || '')}:${m.lastLine}: ${m.message} [${(m.extract || '').trim().slice(0, 80)}]`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('the Nu HTML checker finds no error in the forms that ask for an address: registration, checkout, profile', async () => {
  const rendered = [];
  const dom = (page) => page.evaluate(() => '<!doctype html>\n' + document.documentElement.outerHTML);
  // registration as a company, with its delivery address
  let o = await open('register', DESKTOP);
  try {
    await o.page.locator('input[name="user_type"][value="b2b"]').check({ force: true });
    await o.page.locator('[data-field="company.address"]').waitFor();
    rendered.push(['register-company', await dom(o.page)]);
  } finally {
    await o.context.close();
  }
  // checkout as a company, by courier
  o = await open('checkout', DESKTOP);
  try {
    await o.page.locator('input[name="user_type"][value="b2b"]').check({ force: true });
    await o.page.locator('[data-field="order.company_address"]').waitFor();
    await o.page.locator('fieldset[data-field="shipping_method"] .method', { hasText: 'DPD' }).click();
    await o.page.locator('[data-field="shipping.address"]').waitFor();
    rendered.push(['checkout-company-courier', await dom(o.page)]);
  } finally {
    await o.context.close();
  }
  // the profile with a new address's form open
  o = await open('profile', DESKTOP);
  try {
    await o.page.locator('.profile-add').click();
    await o.page.locator('.address-form [data-field="shipping.address"]').waitFor();
    rendered.push(['profile-address', await dom(o.page)]);
  } finally {
    await o.context.close();
  }
  assert.deepEqual(vnu(rendered), []);
});
