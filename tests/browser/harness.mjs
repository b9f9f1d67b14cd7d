// Browser-test harness: a real ./shop on a free port with a temp data folder, driven by
// Debian's Chromium through playwright-core. Never downloads a browser.
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import net from 'node:net';
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';

const bin = process.env.SHOP_BIN || path.resolve('shop');
export const screenshots = path.resolve('tests/browser/screenshots');

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

// startShop starts the binary and waits for its first answer.
// env adds environment variables (the Stripe secrets are read from the environment only).
export async function startShop({ shop = 'lv_shop', args = [], env = {} } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-browser-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const proc = spawn(bin, ['serve', '--addr', `127.0.0.1:${port}`, '--data', dir, '--shop', shop, ...args], {
    stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, ...env },
  });
  let log = '';
  proc.stderr.on('data', (d) => { log += d; });
  const deadline = Date.now() + 30000;
  for (;;) {
    try {
      const res = await fetch(url + '/robots.txt');
      if (res.ok) break;
    } catch { /* not up yet */ }
    if (proc.exitCode !== null) throw new Error('shop exited: ' + log);
    if (Date.now() > deadline) throw new Error('shop did not start: ' + log);
    await new Promise((r) => setTimeout(r, 50));
  }
  let accounts = 0;
  return {
    url,
    dir, // the data folder: without an SMTP server the mails land in dir/outbox
    log: () => log,
    // api asks the shop the way the UI does, as a fresh guest (headers add or override), and
    // fails the test on anything but 200; {'X-Page': 'true'} reads a page's JSON.
    async api(p, { headers = {}, ...init } = {}) {
      const res = await fetch(url + p, { ...init, headers: { 'X-Requested-With': 'XMLHttpRequest', 'Accept-Language': 'lv', ...headers } });
      if (res.status !== 200) throw new Error(`${init.method || 'GET'} ${p} answered ${res.status}`);
      return res.json();
    },
    // staff makes a back-office member with `shop admin create` beside the running shop and
    // answers its e-mail and password.
    staff(role = 'owner') {
      const email = `${role}-${++accounts}@shop.test`;
      const password = 'a long staff password ' + accounts;
      execFileSync(bin, ['admin', 'create', '--data', dir, '--email', email, '--role', role, '--name', role === 'owner' ? 'Olga Owner' : 'Sam Staff'],
        { input: password + '\n' });
      return { email, password };
    },
    // signInAdmin opens path (a back-office page) and signs in there as member; the browser
    // speaks Latvian (openPage), so the sign-in form does.
    async signInAdmin(page, member, path = '/admin') {
      await page.goto(url + path);
      await page.getByLabel('E-pasts').fill(member.email);
      await page.getByLabel('Parole', { exact: true }).fill(member.password);
      await page.getByRole('button', { name: 'Ieiet' }).click();
    },
    // inStock lists products that are in stock, most units first.
    async inStock() {
      return (await this.api('/api/search/products?per_page=48&inventories=1&sort=quantity:desc')).collection.data.products;
    },
    // guest is a shopper of its own over plain HTTP (its cookie and its page's CSRF token):
    // call(path) GETs, call(path, body) POSTs JSON; anything but 200 fails the test.
    async guest() {
      const home = await fetch(url + '/');
      const cookie = home.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
      const csrf = (await home.text()).match(/<meta name="csrf-token" content="([^"]+)">/)[1];
      return async (p, body) => {
        const res = await fetch(url + p, {
          method: body === undefined ? 'GET' : 'POST',
          headers: { 'X-Requested-With': 'XMLHttpRequest', 'Accept-Language': 'lv', 'Content-Type': 'application/json',
            'X-CSRF-TOKEN': csrf, Cookie: cookie },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        if (res.status !== 200) throw new Error(`${p} answered ${res.status}: ${await res.text()}`);
        return res.json();
      };
    },
    // order places a guest's courier order of one in-stock product paid by bank transfer and
    // answers its access token, for the tests of the order pages.
    async order() {
      const call = await this.guest();
      const [p] = await this.inStock();
      const lv = (await this.api('/api/countries')).countries.find((c) => c.code === 'LV');
      await call(`/api/cart-item/add/${p.id}?action=plus`, { quantity: 1 });
      const phone = { countryCallingCode: '+371', number: '20000000' };
      const res = await call('/api/order/store', {
        order: { user_type: 'b2c', user_name: 'Anna', user_surname: 'Bērziņa', user_email: 'anna@example.lv', user_phone_number: phone },
        shipping: { country_id: lv.id, city: 'Rīga', address: 'Brīvības iela 1', zip: 'LV-1050', user_phone_number: phone },
        shipping_method: 'dpd-courier', payment_method: 'swedbank', terms_accepted: true,
      });
      return res.payment_link.split('/').pop();
    },
    // signUp registers a new private shopper with POST /register (spec §3 registration
    // payload) in a browser context's own session (context.request shares the context's
    // cookies), which signs the context in; answers the account's e-mail and password.
    async signUp(context, { name = 'Anna', surname = 'Bērziņa' } = {}) {
      const shell = await (await context.request.get(url + '/')).text();
      const csrf = shell.match(/<meta name="csrf-token" content="([^"]+)">/)[1];
      const email = `shopper-${++accounts}@example.lv`;
      const password = 'a long enough password ' + accounts;
      const res = await context.request.post(url + '/register', {
        headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-TOKEN': csrf, 'Accept-Language': 'lv' },
        data: { user: { type: 'b2c', name, surname, email, password, password_confirmation: password,
          phone: { number: '20000000', countryCallingCode: '+371' } },
        terms: { privacy: 1, subscription: 0, gRecaptchaResponse: 'local:register' } },
      });
      if (res.status() !== 200) throw new Error(`POST /register answered ${res.status()}: ${await res.text()}`);
      return { email, password, csrf: (await res.json()).csrf };
    },
    // withAccount signs a browser context up (signUp) and saves it a default address in Rīga,
    // so its profile shows an address and its checkout a prefilled courier.
    async withAccount(context) {
      const account = await this.signUp(context);
      const lv = (await this.api('/api/countries')).countries.find((c) => c.code === 'LV');
      const res = await context.request.post(url + '/api/user/addresses', {
        headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-TOKEN': account.csrf },
        data: { shipping: { country_id: lv.id, city: 'Rīga', address: 'Brīvības iela 1', zip: 'LV-1050' } },
      });
      if (res.status() !== 200) throw new Error(`POST /api/user/addresses answered ${res.status()}`);
      return account;
    },
    // mail waits for the outbox's mail of a kind (newsletter_confirm, back_in_stock…) to
    // email and answers its text (quoted-printable undone) and header(name).
    async mail(kind, email) {
      const outbox = path.join(dir, 'outbox');
      return eventually(() => {
        for (const f of readdirSync(outbox).filter((n) => n.endsWith(`-${kind}.eml`))) {
          const raw = readFileSync(path.join(outbox, f), 'utf8');
          if (!raw.includes(`<${email}>`)) continue;
          const head = raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' '); // unfolded
          const text = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16)));
          return { text, header: (name) => head.match(new RegExp(`^${name}: (.*)$`, 'mi'))?.[1].trim() };
        }
        throw new Error(`no ${kind} mail to ${email} in the outbox`);
      });
    },
    // newsletter subscribes email as a guest would and answers the paths its confirmation
    // mail links to: {confirm, unsubscribe}.
    async newsletter(email) {
      const call = await this.guest();
      await call('/api/newsletter/subscribe', { email, gRecaptchaResponse: 'local:newsletter' });
      const { text } = await this.mail('newsletter_confirm', email);
      const link = (kind) => new URL(text.match(new RegExp(`https?://[^\\s"<>]+/${kind}/[\\w-]+`))[0]).pathname;
      return { confirm: link('newsletter/confirm'), unsubscribe: link('unsubscribe') };
    },
    async stop() {
      proc.kill('SIGTERM');
      await new Promise((r) => (proc.exitCode !== null ? r() : proc.on('exit', r)));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

// PLAYWRIGHT_DISABLED is the --disable-features list playwright-core passes Chromium itself
// (its chromiumSwitches). Chromium keeps only the last --disable-features it is given, so the
// harness's own repeats it; harness.test.mjs fails when Playwright's list changes.
export const PLAYWRIGHT_DISABLED = ['AvoidUnnecessaryBeforeUnloadCheckSync', 'DestroyProfileOnBrowserClose', 'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable', 'LensOverlay', 'MediaRouter', 'PaintHolding', 'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect', 'TcpPortRandomizationWin', 'OptimizationHints', 'NetworkTimeServiceQuerying',
  'AimEnabled', 'PreconnectToSearch', 'msForceBrowserSignIn', 'msEdgeUpdateLaunchServicesPreferredVersion'];

// OMNIBOX_POPUP: Chromium 156 builds, for every window, the address bar's suggestion popup, a
// WebUI page in a renderer of its own (chrome://omnibox-popup.top-chrome), which a headless
// window never shows. With it a visit in a new context cost 1.6 CPU-s, without it 0.9, and
// the whole browser layer 1,193 CPU-s (611 s) instead of 812 (425 s) on two cores.
export const OMNIBOX_POPUP = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

const chromiumArgs = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run',
  '--disable-features=' + [...PLAYWRIGHT_DISABLED, ...OMNIBOX_POPUP].join(',')];

export async function launch(extra = []) {
  return chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: [...chromiumArgs, ...extra],
  });
}

export const DESKTOP = { width: 1366, height: 900 };
export const MOBILE = { width: 390, height: 844 };

// openPage makes a fresh context at a viewport and records console errors and page errors.
// bypassCSP lets a test inject a checker script (axe) that the shop's CSP rightly refuses.
export async function openPage(browser, viewport = DESKTOP, { bypassCSP = false } = {}) {
  const context = await browser.newContext({ viewport, locale: 'lv-LV', bypassCSP });
  const page = await context.newPage();
  track(page);
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));
  return { context, page, errors };
}

// inFlight holds, for each page openPage made, the requests it has made that have neither
// finished nor failed; settle reads it.
const inFlight = new WeakMap();

function track(page) {
  const open = new Set();
  inFlight.set(page, open);
  page.on('request', (r) => open.add(r));
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
}

// settle waits until the page (one openPage made) has no request in flight, none started
// across two painted frames either: what it loads once hydrated (the sliders' products, a
// lazy chunk, the pictures those bring) has arrived. It replaces waitForLoadState
// ('networkidle'), which waits for 500 ms without a request after the last one, a floor on
// every page visit. It waits at most 30 s, then names what is still loading.
export async function settle(page) {
  const open = inFlight.get(page);
  if (!open) throw new Error('settle: the page was not opened by openPage');
  const frames = () => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const loading = () => [...open].map((r) => r.url());
  await eventually(async () => {
    assert.deepEqual(loading(), [], 'requests still loading');
    await frames();
    assert.deepEqual(loading(), [], 'requests started meanwhile');
  }, { timeout: 30000 });
}

// axe lists the WCAG 2.1 A/AA violations axe-core finds on the page (open it with bypassCSP).
export async function axe(page) {
  await page.addScriptTag({ path: path.resolve('node_modules/axe-core/axe.min.js') });
  return page.evaluate(async () => {
    const r = await window.axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return r.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
  });
}

// shot saves a full-page screenshot for a person to look at, when SHOP_SCREENSHOTS=1: nothing
// checks it, and the 58 of a run cost Chromium some 30–50 s of CPU (the home page: 0.94 s at
// 1366 px, 0.38 s at 390), a twentieth of what the whole layer costs it.
export async function shot(page, name) {
  if (process.env.SHOP_SCREENSHOTS !== '1') return;
  mkdirSync(screenshots, { recursive: true });
  await page.screenshot({ path: path.join(screenshots, name + '.png'), fullPage: true });
}

// addToCart puts qty units of a product in the cart of the page's shopper from the page itself,
// as the UI does (its session, its CSRF token), and answers the status.
export function addToCart(page, id, qty = 1) {
  return page.evaluate(async ([i, q]) => (await fetch(`/api/cart-item/add/${i}?action=plus`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest',
      'X-CSRF-TOKEN': document.querySelector('meta[name="csrf-token"]').content },
    body: JSON.stringify({ quantity: q }),
  })).status, [id, qty]);
}

// withCart opens path for a new shopper (cookie banner answered) who has put the products in
// the cart.
export async function withCart(browser, shop, products, path, viewport = DESKTOP) {
  const o = await openPage(browser, viewport);
  await o.context.addCookies([{ name: 'cookie_consent', value: 'denied', url: shop.url }]);
  await o.page.goto(shop.url + '/');
  for (const p of products) {
    if (await addToCart(o.page, p.id) !== 200) throw new Error(`adding product ${p.id} failed`);
  }
  await o.page.goto(shop.url + path);
  return o;
}

// layoutShift loads path for a shopper with the products in the cart and answers its CLS until
// idle, measured as ssr.test.mjs measures it. The call to `late` (the cart's add-ons, the
// shipping methods) answers only after the cart's has: an order a slow network may give them.
export async function layoutShift(browser, shop, products, path, viewport, late) {
  const o = await openPage(browser, viewport);
  try {
    await o.context.addCookies([{ name: 'cookie_consent', value: 'denied', url: shop.url }]);
    await o.page.goto(shop.url + '/');
    for (const p of products) if (await addToCart(o.page, p.id) !== 200) throw new Error(`adding product ${p.id} failed`);
    await o.page.addInitScript(() => {
      window.__shifts = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) if (!e.hadRecentInput) window.__shifts.push(e.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    let cartIn;
    const cart = new Promise((r) => { cartIn = r; });
    o.page.on('response', (r) => { if (new URL(r.url()).pathname === '/api/cart') cartIn(); });
    await o.page.route('**' + late, async (route) => { await cart; await route.continue(); });
    await o.page.goto(shop.url + path);
    await settle(o.page);
    await o.page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'));
    await o.page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    return await o.page.evaluate(() => window.__shifts.reduce((a, b) => a + b, 0));
  } finally {
    await o.context.close();
  }
}

// markDocument sets a flag on window that only survives client-side navigation, so a test
// can prove a link did not reload the page.
export async function markDocument(page) {
  await page.evaluate(() => { window.__sameDocument = true; });
}

export async function sameDocument(page) {
  return page.evaluate(() => window.__sameDocument === true);
}

// rendered asks for a page (cookie: as that shopper) until the server's renderer has it, and
// answers its HTML. The renderer loads in the background at start, and a render that misses
// the time a request waits for it goes out as the bare shell (the designed fallback) and
// lands in the renderer's cache when done: a test that types into, or reads, the server's
// markup asks for it here first.
export async function rendered(url, cookie = '') {
  for (const deadline = Date.now() + 30000; ;) {
    const html = await (await fetch(url, { headers: { cookie } })).text();
    if (!bare(html)) return html;
    assert.ok(Date.now() < deadline, `${url} never rendered`);
  }
}

// bare says whether a page's HTML is the shell without the rendered page (the preloader in
// #root).
export const bare = (html) => html.includes('<div id="root"><div id="preloader"');

// cookieHeader is the Cookie header of a browser context's shopper, for a fetch as them.
export async function cookieHeader(context) {
  return (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
}

// codeHeld opens url on page as a slow connection would: once the renderer has the page
// (rendered, asked with the page's cookies), with the scripts matching code held back, so the
// server's markup shows and can be typed into and nothing of that code runs until the answered
// release() is called. It returns at the first byte: the page's load waits for held code.
export async function codeHeld(page, url, code = /\/assets\/[^/]*\.js$/) {
  await rendered(url, await cookieHeader(page.context()));
  let release;
  const held = new Promise((r) => { release = r; });
  await page.route(code, async (route) => { await held; await route.continue(); });
  await page.goto(url, { waitUntil: 'commit' });
  return release;
}

// pauseClock pauses a page's fake clock (page.clock.install) a second past the page's own
// time, so no timer of the page fires until the test moves time. The fake clock keeps time of
// its own: a loaded machine once had it more than a second ahead of this process's Date.now(),
// and pausing "a second from now" by that clock failed as a step into the past.
export async function pauseClock(page) {
  await page.clock.pauseAt(await page.evaluate(() => Date.now()) + 1000);
}

// hydrated waits until React has taken over the element a locator finds.
export const hydrated = (locator) => locator.evaluate((el) => new Promise((resolve) => {
  const check = () => (Object.keys(el).some((k) => k.startsWith('__reactFiber')) ? resolve() : requestAnimationFrame(check));
  check();
}));

// eventually retries an assertion until it holds (a wait-for condition, not a sleep) and
// rethrows the last failure with its real values when time runs out.
export async function eventually(fn, { timeout = 10000, interval = 25 } = {}) {
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      return await fn();
    } catch (e) {
      if (Date.now() > deadline) throw e;
    }
    await new Promise((r) => setTimeout(r, interval));
  }
}
