// Browser tests for server-side rendering, defined once for ssr.test.mjs (the shipped bundle)
// and ssr-dev.test.mjs (a development build, whose React reports every hydration mismatch,
// text and attributes, to the console): every page arrives rendered in its HTML, the browser
// hydrates it without a single warning, nothing moves while it loads (CLS at most 0.02), and
// its largest picture loads first; for a first-time visitor and for a shopper with a
// wishlist, a compare list and the other display preferences.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startShop, launch, openPage, settle, rendered, bare, cookieHeader } from './harness.mjs';

const MAX_CLS = 0.02;

// watch records, from before the page's scripts run, its layout shifts and the <main> and
// footer the server sent (hydration keeps those very elements; the footer's code comes later,
// and an update before it would have React render the footer anew).
function watch(page) {
  return page.addInitScript(() => {
    window.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (e.hadRecentInput) continue;
        // what moved, for the failure message: the element and its top and height before and after
        const moved = e.sources.map((m) => `${m.node?.getAttribute?.('class') || m.node?.nodeName} ${m.previousRect.y}→${m.currentRect.y} (${m.previousRect.height}→${m.currentRect.height} high)`);
        window.__shifts.push({ value: e.value, at: Math.round(e.startTime), moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      window.__serverMain = document.querySelector('main');
      window.__serverFooter = document.querySelector('.site-footer');
    });
    // the server's pictures hidden or off the first screen once the styles apply (the page's
    // module script waits for them, and this event for it): a gallery that moves by itself
    // may show one later (its next slide), which is no first-screen picture of the page as it
    // loaded
    document.addEventListener('DOMContentLoaded', () => {
      window.__offScreen = new WeakSet([...document.images].filter((img) => {
        const r = img.getBoundingClientRect();
        return !img.checkVisibility({ visibilityProperty: true, opacityProperty: true })
          || r.bottom <= 0 || r.top >= innerHeight || r.right <= 0 || r.left >= innerWidth;
      }));
    });
  });
}

// settled waits until the page is idle: hydrated (the visitor's own state is on screen),
// nothing loading (the home sliders have their products) and two frames painted.
async function settled(page, hydrated) {
  await page.waitForFunction(hydrated);
  await settle(page);
  await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'));
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

// firstScreen lists the pictures shown on the first screen, largest first (by the area they
// show; the first in the page of equal ones), each with its loading and fetchpriority: those
// the page added since it loaded (the sliders' products) and those the server sent on it.
function firstScreen(page) {
  return page.evaluate(() => [...document.images].filter((img) => !window.__offScreen?.has(img)).map((img, i) => {
    const r = img.getBoundingClientRect();
    const w = Math.min(r.right, innerWidth) - Math.max(r.left, 0);
    const h = Math.min(r.bottom, innerHeight) - Math.max(r.top, 0);
    const area = img.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && w > 0 && h > 0 ? Math.round(w * h) : 0;
    return { src: img.getAttribute('src'), area, i, loading: img.getAttribute('loading'), priority: img.getAttribute('fetchpriority') };
  }).filter((x) => x.area > 0).sort((a, b) => b.area - a.area || a.i - b.i));
}

// shopper makes a context a returning shopper's: a product in the wishlist (through the API,
// as the heart does), one in the compare list, prices without VAT, rows, consent given.
async function shopper(context, base) {
  const shell = await (await context.request.get(base + '/')).text();
  const csrf = shell.match(/<meta name="csrf-token" content="([^"]+)">/)[1];
  const first = await (await context.request.get(base + '/api/search/products?per_page=16')).json();
  const id = first.collection.data.products[0].id;
  const res = await context.request.post(`${base}/api/wishlist/toggle/${id}`, { headers: { 'X-CSRF-TOKEN': csrf, 'X-Requested-With': 'XMLHttpRequest' } });
  assert.equal(res.status(), 200);
  const url = new URL(base);
  await context.addCookies(['showPricesWithTax=false', 'catalogDisplayMode=row', `comparedProducts=${id}`, 'cookie_consent=granted']
    .map((c) => ({ name: c.split('=')[0], value: c.split('=')[1], domain: url.hostname, path: '/' })));
}

// ssrSuite defines the tests for one bundle ('shipped' or 'development') at the viewports given.
export function ssrSuite({ bundle, viewports }) {
  let shop;
  let devDir;
  let browser;
  let pages; // [name, path] of every page kind
  let order; // the token of an order placed in the shop
  let newsletter; // the paths of a newsletter subscription's confirm and unsubscribe pages

  before(async () => {
    let args = [];
    if (bundle === 'development') {
      devDir = mkdtempSync(path.join(tmpdir(), 'shop-dev-bundle-'));
      const build = spawnSync('node', ['ui/build.mjs', '--development', '--out', devDir], { encoding: 'utf8' });
      assert.equal(build.status, 0, build.stderr);
      args = ['--dev', devDir];
    }
    [shop, browser] = await Promise.all([startShop({ args }), launch()]);
    const home = await (await fetch(shop.url + '/', { headers: { 'X-Page': 'true' } })).json();
    const list = async (q) => (await (await fetch(shop.url + '/api/search/products?per_page=16' + q)).json()).collection.data.products;
    const [inStock] = await list('&inventories=1&sort=quantity:desc');
    const [soldOut] = await list('&inventories=3');
    order = await shop.order();
    newsletter = await shop.newsletter('ssr@example.com');
    pages = [
      ['home', '/'],
      ['category', home.shared.menu[0].link],
      ['manufacturer', home.props.manufacturers[0].link],
      ['search', '/search?q=galaxy'],
      ['empty search', '/search?q=zzzzqqqq'],
      ['wishlist', '/wishlist'],
      ['product', inStock.link],
      ['sold-out product', soldOut.link],
      ['compare', '/compare'],
      ['not found', '/no/such/page'],
      ['cart', '/cart'],
      ['checkout', '/checkout'],
      ['order lookup', '/order'],
      ['withdrawal', '/withdrawal?order=LV-000001'],
      ['contact', '/contact'],
      ['brands', '/brands'],
      ['blog', '/blog'],
      ['blog article', home.props.articles[0].link],
      ['information page', '/info/delivery'],
      ['sign-in', '/login'],
      ['register', '/register'],
      ['password forgot', '/password/forgot'],
      ['password reset, expired', '/password/reset/no-such-token'],
      ['order', '/order/' + order],
      ['newsletter confirm', newsletter.confirm],
      ['unsubscribe', newsletter.unsubscribe],
      ['profile', '/profile'], // a registered shopper's, with a saved address
    ];
  });

  after(async () => {
    await browser?.close();
    await shop?.stop();
    if (devDir) rmSync(devDir, { recursive: true, force: true });
  });

  // visitor opens a browser page for one visit, watched from before its scripts run: a
  // first-time visitor's in a context of its own (no cookie, nothing cached), a returning
  // shopper's in one context for the whole pass, made a returning shopper's once, its cache
  // warm as a returning shopper's is. The profile's shopper signs in: a context of its own.
  // On the development build a first-time visitor too visits in one context for the pass,
  // its cookies and storage cleared before each page but its cache kept: that build's passes
  // are there for React's hydration warnings, which a warm cache does not change, while the
  // shipped bundle's first-time passes, at both widths, load every page cold, as a first
  // visit does. A context of its own per page made that pass take 35 s instead of 21.
  async function visitor(viewport, returning, name, pass) {
    const shared = (returning || bundle === 'development') && name !== 'profile';
    if (shared && pass.shared) {
      if (!returning) await forget(pass.shared);
      return pass.shared;
    }
    const v = await openPage(browser, viewport);
    v.warnings = [];
    v.refetched = []; // the page's own JSON, which the first page never needs
    v.page.on('console', (m) => { if (m.type() === 'warning') v.warnings.push(m.text()); });
    v.page.on('request', (r) => { if (r.headers()['x-page']) v.refetched.push(r.url()); });
    await watch(v.page);
    if (name === 'profile') await shop.withAccount(v.context);
    if (returning) await shopper(v.context, shop.url);
    if (shared) pass.shared = v;
    return v;
  }

  // forget makes a shared visitor's browser a first-time visitor's again, but for its cache:
  // no cookie, no stored compare list or preference.
  async function forget(v) {
    await v.context.clearCookies();
    await v.page.evaluate(() => { localStorage.clear(); sessionStorage.clear(); });
  }

  for (const [who, returning] of [['a first-time visitor', false], ['a returning shopper', true]]) {
    for (const viewport of viewports) {
      test(`every page for ${who} at ${viewport.width} px (${bundle} bundle): rendered, hydrated without a warning, still, largest picture first`, async (t) => {
        const pass = { shared: null };
        try {
          for (const [name, pathname] of pages) {
            await t.test(name, async () => {
              const v = await visitor(viewport, returning, name, pass);
              const { context, page, errors, warnings, refetched } = v;
              errors.length = warnings.length = refetched.length = 0;
              try {
                await rendered(shop.url + pathname, await cookieHeader(context)); // warm: in the renderer's cache
                const res = await page.goto(shop.url + pathname);
                assert.ok(!bare(await res.text()), 'the HTML carries the rendered page');
                // The shopper's own state arrives after hydration: the counters for a returning
                // shopper, the consent banner for a first-time visitor.
                await settled(page, returning
                  ? () => document.querySelector('.hact--wish .badge') && document.querySelector('.hact--compare .badge')
                  : () => document.querySelector('.consent'));

                assert.ok(await page.evaluate(() => window.__serverMain === document.querySelector('main')),
                  'the server-rendered page was hydrated, not replaced');
                assert.ok(await page.evaluate(() => window.__serverFooter === null || window.__serverFooter.isConnected), 'the server-rendered footer was kept');
                assert.deepEqual(refetched, [], 'the first page fetched no page JSON');
                assert.deepEqual(errors.filter((e) => !(name === 'not found' && /status of 404/.test(e))), [], 'console errors');
                assert.deepEqual(warnings, [], 'console warnings');

                const shifts = await page.evaluate(() => window.__shifts);
                const cls = shifts.reduce((a, s) => a + s.value, 0);
                t.diagnostic(`CLS ${name} ${viewport.width} px ${who} ${bundle}: ${cls.toFixed(4)}`);
                assert.ok(cls <= MAX_CLS, `CLS ${cls.toFixed(4)} > ${MAX_CLS}: ${JSON.stringify(shifts)}`);

                // The largest picture comes first (Chrome's own LCP skips the demo's SVGs, which
                // carry too few bytes for their size, so the test measures the area itself).
                const shown = await firstScreen(page);
                assert.deepEqual(shown.filter((x) => x.loading === 'lazy').map((x) => x.src), [], 'lazy pictures on the first screen');
                if (shown.length) assert.equal(shown[0].priority, 'high', `the largest picture ${shown[0].src} has fetchpriority=high`);
                if (returning && name === 'wishlist') {
                  assert.equal(await page.locator('main .pcard .wish-btn.is-on').count(), 1, 'the wishlisted product, its heart on');
                }
              } finally {
                if (v !== pass.shared) await context.close();
              }
            });
          }
        } finally {
          await pass.shared?.context.close();
        }
      });
    }
  }

  // React's development build also warns on the server (a missing key, a bad prop): the server
  // renderer logs those, and the pages above must have left none. A render that ran past its
  // time limit is interrupted and its page goes out as the shell, as designed: a loaded machine
  // reaches that limit, so such a line is no fault of a page.
  test('the server renderer logged no warning or error', () => {
    const lines = shop.log().split('\n').filter((l) => /msg="?ssr:/.test(l) && /level=(WARN|ERROR)/.test(l))
      .filter((l) => !/InternalError: interrupted/.test(l));
    assert.deepEqual(lines, []);
  });
}
