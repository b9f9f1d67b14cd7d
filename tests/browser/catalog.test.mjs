// Browser tests for the catalogue, search and wishlist (spec §2 Catalogue, Search/wishlist,
// §4 Catalogue and search, §9). One shop and one browser serve the whole file; every test
// gets its own browser context (fresh cookies, fresh session). Expected values come from the
// JSON API of the same shop, so the tests check the page against the server, not against
// numbers copied from today's demo catalogue.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startShop, launch, openPage, shot, markDocument, sameDocument, DESKTOP, MOBILE, eventually } from './harness.mjs';

let shop;
let browser;

before(async () => {
  shop = await startShop();
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await shop?.stop();
});

// ---- helpers --------------------------------------------------------------------------------

// pageProps reads a page's JSON props (what the client router fetches).
async function pageProps(path) {
  return (await shop.api(path, { headers: { 'X-Page': 'true' } })).props;
}

// open makes a fresh guest context at a viewport. The consent choice is pre-set so the
// cookie banner does not cover the list (the banner has tests of its own).
async function open(path, viewport = DESKTOP) {
  const o = await openPage(browser, viewport);
  await o.context.addCookies([{ name: 'cookie_consent', value: 'denied', url: shop.url }]);
  await gotoCatalog(o.page, path);
  return o;
}

async function gotoCatalog(page, path) {
  await page.goto(shop.url + path);
  await page.locator('.catalog').waitFor();
}

const titles = (page) => page.locator('.plist .pcard__title').allTextContents();
// links tell products apart (the demo has products that share a title)
const links = (page) => page.locator('.plist .pcard__title a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
const pathAndQuery = (page) => { const u = new URL(page.url()); return u.pathname + u.search; };
const params = (page) => new URL(page.url()).searchParams;

// showsProducts waits until the list shows exactly these products (from an API answer), in
// this order, and is not busy.
async function showsProducts(page, products) {
  await eventually(async () => {
    assert.deepEqual(await links(page), products.map((p) => p.link));
    assert.deepEqual(await titles(page), products.map((p) => p.title));
    assert.equal(await page.locator('.catalog [aria-busy="true"]').count(), 0, 'list still loading');
  });
}

// euros parses a formatted price like "1 299,00 €" (spaces may be narrow or non-breaking).
function euros(text) {
  const n = Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
  assert.ok(Number.isFinite(n) && n > 0, `not a price: ${JSON.stringify(text)}`);
  return n;
}

const events = (page, name) => page.evaluate((n) => (window.dataLayer || []).filter((e) => e && e.event === n), name);

function expectedLabels(p) {
  const out = [];
  if (p.prices?.is_active_discount && p.discount_percent > 0) out.push(`-${p.discount_percent}%`);
  if (p.is_new) out.push('Jaunums');
  if (p.is_popular) out.push('Populārs');
  return out;
}

const MANUFACTURE_GROUP = 'Zīmols';
// CSS, not roles: on phones the closed panel is hidden, and roles skip hidden elements.
const manufacturerGroup = (page) => page.locator('.side .fgroup').filter({ has: page.locator('.fgroup__title button', { hasText: new RegExp(`^${MANUFACTURE_GROUP}$`) }) });
const optionRow = (scope, title) => scope.locator('label.fcheck').filter({ has: scope.page().locator('.fcheck__title', { hasText: new RegExp(`^${title}$`) }) });

// ---- 1. the category page at both widths ----------------------------------------------------

for (const [name, viewport] of [['catalog-desktop', DESKTOP], ['catalog-mobile', MOBILE]]) {
  test(`category page renders at ${viewport.width}px: crumbs, heading, tiles, filters, cards, pager`, async () => {
    const props = await pageProps('/c/telefoni');
    const answer = await shop.api('/api/search/products?category=' + props.api_params.category);
    const { meta } = answer.collection;
    const products = answer.collection.data.products;
    const { page, context, errors } = await open('/c/telefoni', viewport);
    try {
      await page.locator('.plist .pcard').first().waitFor();
      // the preloader is gone once the page has loaded
      await page.locator('#preloader').waitFor({ state: 'hidden' });

      // breadcrumbs: home link, then the category as the current page
      const crumbs = page.getByRole('navigation', { name: 'Navigācijas ceļš' });
      await crumbs.waitFor();
      assert.equal(await crumbs.getByRole('link', { name: 'Sākums' }).getAttribute('href'), '/');
      assert.equal(await crumbs.locator('[aria-current="page"]').textContent(), 'Telefoni');

      // heading and total
      assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Telefoni');
      assert.equal(await page.locator('.catalog__count').textContent(), `${meta.total} preces`);

      // subcategory tiles: link, title, count from the category facet
      const tiles = page.getByRole('navigation', { name: 'Apakškategorijas' }).locator('a.subcat');
      const wantTiles = answer.filters.category.options;
      assert.ok(wantTiles.length > 0);
      assert.equal(await tiles.count(), wantTiles.length);
      for (const [i, o] of wantTiles.entries()) {
        const tile = tiles.nth(i);
        assert.equal(await tile.getAttribute('href'), o.link);
        assert.equal(await tile.locator('.subcat__title').textContent(), o.title);
        assert.equal(await tile.locator('.subcat__count').textContent(), `${o.count} preces`);
      }

      // filters sidebar: the brand group lists the brands with their counts
      const side = page.locator('aside.side');
      assert.equal(await side.getAttribute('aria-label'), 'Filtri');
      const brands = answer.filters.manufacture.options;
      const shownBrands = manufacturerGroup(page).locator('label.fcheck');
      const visible = Math.min(brands.length, 6); // long lists show the first six until "show more"
      assert.equal(await shownBrands.count(), visible);
      for (let i = 0; i < visible; i++) {
        assert.equal(await shownBrands.nth(i).locator('.fcheck__title').textContent(), brands[i].title);
        assert.equal(await shownBrands.nth(i).locator('.fcheck__count').textContent(), String(brands[i].count));
      }
      if (viewport === DESKTOP) {
        assert.ok(await side.isVisible(), 'the sidebar is beside the list on desktop');
        assert.ok(await manufacturerGroup(page).locator('label.fcheck').first().isVisible());
      } else {
        assert.equal(await side.isVisible(), false, 'the sidebar is a closed panel on phones');
        assert.ok(await page.locator('.toolbar__filters').isVisible(), 'the Filters button shows on phones');
      }

      // cards: one per product, each with its labels, brand, stock status and gross price
      const cards = page.locator('.plist .pcard');
      assert.equal(await cards.count(), products.length);
      assert.equal(products.length, meta.per_page);
      let labelled = 0;
      for (const [i, p] of products.entries()) {
        const card = cards.nth(i);
        assert.equal(await card.locator('.pcard__title').textContent(), p.title);
        assert.equal(await card.locator('.pcard__title a').getAttribute('href'), p.link);
        if (p.manufacture?.title) assert.equal(await card.locator('.pcard__brand').textContent(), p.manufacture.title);
        else assert.equal(await card.locator('.pcard__brand').count(), 0, `${p.title} has no brand: the card names none`);
        const stock = card.locator('p.stock');
        assert.equal(await stock.textContent(), p.stock_status);
        assert.match(await stock.getAttribute('class'), new RegExp(`stock--${p.stock_status_class}`));
        assert.equal(await card.locator('.pcard__price .price').textContent(), p.prices.current_formatted_price_with_tax);
        const labels = await card.locator('.pcard__labels .label').allTextContents();
        assert.deepEqual(labels, expectedLabels(p), `labels of ${p.title}`);
        labelled += labels.length > 0;
        assert.equal(await card.getByRole('button', { name: 'Pievienot vēlmēm' }).count(), 1);
      }
      assert.ok(labelled > 0, 'the demo page shows at least one labelled card');
      assert.ok(await cards.first().isVisible());

      // every card picture loads (lazy ones are made eager so the full-page shot has them all)
      await page.evaluate(() => document.querySelectorAll('img[loading="lazy"]').forEach((i) => { i.loading = 'eager'; }));
      await eventually(async () => {
        const broken = await page.locator('.plist .pcard img').evaluateAll((imgs) =>
          imgs.filter((i) => !(i.complete && i.naturalWidth > 0)).map((i) => i.currentSrc || i.src));
        assert.deepEqual(broken, [], 'card pictures that did not load');
      });

      // pagination: current page 1, a link to the last page and to the next one
      const pager = page.getByRole('navigation', { name: 'Lapas' });
      assert.equal(await pager.locator('[aria-current="page"]').textContent(), '1');
      assert.equal(await pager.getByRole('link', { name: `${meta.last_page}. lapa`, exact: true }).getAttribute('href'), `/c/telefoni?page=${meta.last_page}`);
      assert.equal(await pager.locator('a[rel="next"]').getAttribute('href'), '/c/telefoni?page=2');

      await shot(page, name);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
}

test('a manufacturer page: "<brand> produkti", only that brand, its categories as filters', async () => {
  const props = await pageProps('/m/apple');
  const scope = 'manufacturer=' + props.api_params.manufacturer;
  const all = await shop.api(`/api/search/products?${scope}`);
  const phones = all.filters.category.options.find((o) => o.title === 'Telefoni');
  assert.ok(phones && phones.count > 0 && phones.count < all.collection.meta.total);
  const want = await shop.api(`/api/search/products?${scope}&categories=${phones.id}`);
  const { page, context, errors } = await open('/m/apple');
  try {
    await showsProducts(page, all.collection.data.products);
    assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Apple produkti');
    assert.equal(await page.locator('.catalog__count').textContent(), `${all.collection.meta.total} preces`);
    const crumbs = page.getByRole('navigation', { name: 'Navigācijas ceļš' });
    assert.deepEqual(await crumbs.locator('li').allTextContents(), ['Sākums', 'Zīmoli', 'Apple']);
    assert.equal(await crumbs.getByRole('link', { name: 'Zīmoli' }).getAttribute('href'), '/brands');
    assert.deepEqual([...new Set(await page.locator('.plist .pcard__brand').allTextContents())], ['Apple']);
    assert.equal(await manufacturerGroup(page).count(), 0, 'no brand filter on a brand page');
    assert.equal(await page.locator('.cat-desc__text').textContent(), props.manufacturer.description);

    await markDocument(page);
    await optionRow(page.locator('.side'), 'Telefoni').getByRole('checkbox').check();
    await eventually(async () => assert.equal(pathAndQuery(page), `/m/apple?categories=${phones.id}`));
    await showsProducts(page, want.collection.data.products);
    assert.equal(await page.locator('.catalog__count').textContent(), `${phones.count} preces`);
    assert.deepEqual([...new Set(await page.locator('.plist .pcard__brand').allTextContents())], ['Apple']);
    assert.ok(await sameDocument(page));
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

// ---- 2. a manufacturer filter ---------------------------------------------------------------

test('ticking a brand filters in place, resets the page, keeps other brands; clear filters restores', async () => {
  const props = await pageProps('/c/telefoni');
  const scope = 'category=' + props.api_params.category;
  const all = await shop.api(`/api/search/products?${scope}`);
  const page2 = await shop.api(`/api/search/products?${scope}&page=2`);
  const apple = all.filters.manufacture.options.find((o) => o.title === 'Apple');
  assert.ok(apple && apple.count > 0 && apple.count < all.collection.meta.total);
  const filtered = await shop.api(`/api/search/products?${scope}&manufactures=${apple.id}`);
  assert.equal(filtered.collection.meta.total, apple.count, 'the option count is the filtered total');

  const { page, context, errors } = await open('/c/telefoni?page=2');
  try {
    await showsProducts(page, page2.collection.data.products);
    await markDocument(page);
    const box = optionRow(manufacturerGroup(page), 'Apple').getByRole('checkbox');
    assert.equal(await box.isChecked(), false);
    await box.check();

    await eventually(async () => assert.equal(pathAndQuery(page), `/c/telefoni?manufactures=${apple.id}`));
    await showsProducts(page, filtered.collection.data.products);
    assert.equal(await page.locator('.catalog__count').textContent(), `${apple.count} preces`);
    assert.ok(await box.isChecked());
    const brands = await page.locator('.plist .pcard__brand').allTextContents();
    assert.ok(brands.length > 0);
    assert.deepEqual([...new Set(brands)], ['Apple']);

    // faceted: the other brands stay offered, with the counts of the filtered answer
    const group = manufacturerGroup(page);
    for (const o of filtered.filters.manufacture.options.slice(0, 6)) {
      const row = optionRow(group, o.title);
      assert.equal(await row.locator('.fcheck__count').textContent(), String(o.count), `count of ${o.title}`);
    }
    const samsung = filtered.filters.manufacture.options.find((o) => o.title === 'Samsung');
    assert.ok(samsung && samsung.count > 0, 'Samsung is still offered with a count');
    assert.equal(await optionRow(group, 'Samsung').getByRole('checkbox').isChecked(), false);
    assert.equal(await page.locator('.toolbar__filters').textContent(), 'Filtri (1)');
    assert.ok(await sameDocument(page), 'filtering must not reload the page');

    // a second group narrows further (groups are AND-ed)
    const inStock = filtered.filters.inventory.options.find((o) => o.id === 1);
    const both = await shop.api(`/api/search/products?${scope}&manufactures=${apple.id}&inventories=${inStock.id}`);
    assert.equal(both.collection.meta.total, inStock.count);
    await optionRow(page.locator('.side'), inStock.title).getByRole('checkbox').check();
    await eventually(async () => assert.equal(pathAndQuery(page), `/c/telefoni?manufactures=${apple.id}&inventories=${inStock.id}`));
    await showsProducts(page, both.collection.data.products);
    assert.equal(await page.locator('.catalog__count').textContent(), `${inStock.count} preces`);
    assert.equal(await page.locator('.toolbar__filters').textContent(), 'Filtri (2)');

    // clear filters: everything again, and a clean address
    await page.locator('.side').getByRole('button', { name: 'Notīrīt filtrus' }).click();
    await eventually(async () => assert.equal(pathAndQuery(page), '/c/telefoni'));
    assert.equal(new URL(page.url()).search, '');
    assert.ok(!page.url().includes('?'));
    await showsProducts(page, all.collection.data.products);
    assert.equal(await page.locator('.catalog__count').textContent(), `${all.collection.meta.total} preces`);
    assert.equal(await box.isChecked(), false);
    assert.equal(await page.locator('.side').getByRole('button', { name: 'Notīrīt filtrus' }).count(), 0);
    assert.ok(await sameDocument(page));
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

// ---- 3. sort --------------------------------------------------------------------------------

test('sorting by price ascending puts the sort in the URL and orders the prices', async () => {
  const props = await pageProps('/c/telefoni');
  const want = await shop.api(`/api/search/products?category=${props.api_params.category}&sort=price_with_tax:asc`);
  const { page, context, errors } = await open('/c/telefoni?page=3');
  try {
    await markDocument(page);
    const select = page.getByRole('combobox', { name: 'Kārtot' });
    assert.equal(await select.inputValue(), '');
    await select.selectOption('price_with_tax:asc');
    await eventually(async () => {
      assert.equal(params(page).get('sort'), 'price_with_tax:asc');
      assert.ok(/[?&]sort=price_with_tax(:|%3A)asc(&|$)/.test(page.url()), page.url());
    });
    assert.equal(params(page).get('page'), null, 'a new sort goes back to page 1');
    await showsProducts(page, want.collection.data.products);
    const prices = (await page.locator('.plist .pcard__price .price').allTextContents()).map(euros);
    assert.equal(prices.length, want.collection.meta.per_page);
    assert.deepEqual(prices, [...prices].sort((a, b) => a - b), 'prices ascend');
    assert.ok(prices[0] < prices.at(-1), 'not all the same price');
    assert.equal(await select.inputValue(), 'price_with_tax:asc');
    assert.ok(await sameDocument(page));
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

// ---- 4. per page ----------------------------------------------------------------------------

test('choosing 16 per page shows 16 cards and puts per_page=16 in the URL', async () => {
  const props = await pageProps('/c/telefoni');
  const want = await shop.api(`/api/search/products?category=${props.api_params.category}&per_page=16`);
  const { page, context, errors } = await open('/c/telefoni');
  try {
    const select = page.getByRole('combobox', { name: 'Lapā' });
    assert.equal(await select.inputValue(), '32');
    assert.deepEqual(await select.locator('option').allTextContents(), ['16', '32', '48']);
    await select.selectOption('16');
    await eventually(async () => assert.equal(pathAndQuery(page), '/c/telefoni?per_page=16'));
    await showsProducts(page, want.collection.data.products);
    assert.equal(await page.locator('.plist .pcard').count(), 16);
    const pager = page.getByRole('navigation', { name: 'Lapas' });
    assert.equal(await pager.getByRole('link', { name: `${want.collection.meta.last_page}. lapa`, exact: true }).count(), 1,
      'the pager follows the smaller page size');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

// ---- 5. pagination --------------------------------------------------------------------------

const pagerItems = (page) => page.getByRole('navigation', { name: 'Lapas' }).locator('ul > li').allTextContents();

test('page 2 shows other products, scrolls the list into view; pager shows first, last, current ±1 and gaps', async () => {
  const props = await pageProps('/c/telefoni');
  const scope = 'category=' + props.api_params.category;
  const p1 = await shop.api(`/api/search/products?${scope}`);
  const p2 = await shop.api(`/api/search/products?${scope}&page=2`);
  const p5 = await shop.api(`/api/search/products?${scope}&page=5`);
  const last = p1.collection.meta.last_page;
  assert.ok(last >= 8, 'the demo category needs enough pages to show both gaps');
  const { page, context, errors } = await open('/c/telefoni');
  try {
    const pager = page.getByRole('navigation', { name: 'Lapas' });
    assert.deepEqual(await pagerItems(page), ['1', '2', '…', String(last)]);
    assert.equal(await pager.locator('a[rel="prev"]').count(), 0, 'no previous link on page 1');

    await markDocument(page);
    await pager.scrollIntoViewIfNeeded();
    assert.ok(await page.evaluate(() => document.querySelector('.catalog__head').getBoundingClientRect().top < 0),
      'the heading is above the viewport before the click');
    await pager.getByRole('link', { name: '2. lapa', exact: true }).click();
    await eventually(async () => assert.equal(pathAndQuery(page), '/c/telefoni?page=2'));
    await showsProducts(page, p2.collection.data.products);
    const one = new Set(p1.collection.data.products.map((p) => p.link));
    assert.deepEqual(await links(page), p2.collection.data.products.map((p) => p.link));
    assert.ok((await links(page)).every((x) => !one.has(x)), 'page 2 repeats nothing of page 1');
    // the list start is back in view, below the header
    await eventually(async () => {
      const top = await page.evaluate(() => document.querySelector('.catalog__head').getBoundingClientRect().top);
      assert.ok(top >= 0 && top < DESKTOP.height / 2, `heading top ${top}`);
    });
    assert.deepEqual(await pagerItems(page), ['1', '2', '3', '…', String(last)]);
    assert.equal(await pager.locator('[aria-current="page"]').textContent(), '2');
    assert.equal(await pager.locator('a[rel="prev"]').getAttribute('href'), '/c/telefoni');
    assert.equal(await pager.locator('a[rel="next"]').getAttribute('href'), '/c/telefoni?page=3');
    assert.ok(await sameDocument(page));

    // the middle of a long list: 1 … 4 5 6 … last, through the next links
    await pager.locator('a[rel="next"]').click();
    await eventually(async () => assert.equal(params(page).get('page'), '3'));
    await pager.getByRole('link', { name: '4. lapa', exact: true }).click();
    await eventually(async () => assert.equal(params(page).get('page'), '4'));
    // a gap of one page shows that page, not "…" (which saves nothing there)
    await eventually(async () => assert.deepEqual(await pagerItems(page), ['1', '2', '3', '4', '5', '…', String(last)]));
    await pager.getByRole('link', { name: '5. lapa', exact: true }).click();
    await eventually(async () => assert.equal(pathAndQuery(page), '/c/telefoni?page=5'));
    await showsProducts(page, p5.collection.data.products);
    assert.deepEqual(await pagerItems(page), ['1', '…', '4', '5', '6', '…', String(last)]);
    assert.equal(await pager.locator('.pager__gap').count(), 2);
    assert.equal(await pager.getByRole('link', { name: '1. lapa', exact: true }).getAttribute('href'), '/c/telefoni');

    // the last page: no next link
    await pager.getByRole('link', { name: `${last}. lapa`, exact: true }).click();
    await eventually(async () => assert.equal(params(page).get('page'), String(last)));
    await eventually(async () => assert.deepEqual(await pagerItems(page), ['1', '…', String(last - 1), String(last)]));
    assert.equal(await pager.locator('a[rel="next"]').count(), 0);
    assert.ok(await sameDocument(page));
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

// ---- 6. back and forward --------------------------------------------------------------------

test('back and forward restore filter, sort and page state', async () => {
  const props = await pageProps('/c/telefoni');
  const scope = 'category=' + props.api_params.category;
  const all = await shop.api(`/api/search/products?${scope}`);
  const apple = all.filters.manufacture.options.find((o) => o.title === 'Apple');
  const q1 = `manufactures=${apple.id}`;
  const s1 = await shop.api(`/api/search/products?${scope}&${q1}`);
  const s2 = await shop.api(`/api/search/products?${scope}&${q1}&sort=price_with_tax:asc`);
  const s3 = await shop.api(`/api/search/products?${scope}&${q1}&sort=price_with_tax:asc&page=2`);
  const names = (a) => a.collection.data.products;

  const { page, context, errors } = await open('/c/telefoni');
  try {
    await markDocument(page);
    const box = optionRow(manufacturerGroup(page), 'Apple').getByRole('checkbox');
    const sort = page.getByRole('combobox', { name: 'Kārtot' });
    const pager = page.getByRole('navigation', { name: 'Lapas' });

    await box.check();
    await eventually(async () => assert.equal(pathAndQuery(page), `/c/telefoni?${q1}`));
    await showsProducts(page, names(s1));
    await sort.selectOption('price_with_tax:asc');
    await eventually(async () => assert.equal(pathAndQuery(page), `/c/telefoni?sort=price_with_tax:asc&${q1}`));
    await showsProducts(page, names(s2));
    await pager.getByRole('link', { name: '2. lapa', exact: true }).click();
    await eventually(async () => assert.equal(pathAndQuery(page), `/c/telefoni?page=2&sort=price_with_tax:asc&${q1}`));
    await showsProducts(page, names(s3));

    await page.goBack();
    await eventually(async () => assert.equal(pathAndQuery(page), `/c/telefoni?sort=price_with_tax:asc&${q1}`));
    await showsProducts(page, names(s2));
    assert.equal(await sort.inputValue(), 'price_with_tax:asc');
    assert.ok(await box.isChecked());
    assert.equal(await pager.locator('[aria-current="page"]').textContent(), '1');

    await page.goBack();
    await eventually(async () => assert.equal(pathAndQuery(page), `/c/telefoni?${q1}`));
    await showsProducts(page, names(s1));
    assert.equal(await sort.inputValue(), '');
    assert.ok(await box.isChecked());

    await page.goBack();
    await eventually(async () => assert.equal(pathAndQuery(page), '/c/telefoni'));
    await showsProducts(page, names(all));
    assert.equal(await box.isChecked(), false);

    await page.goForward();
    await eventually(async () => assert.equal(pathAndQuery(page), `/c/telefoni?${q1}`));
    await showsProducts(page, names(s1));
    assert.ok(await box.isChecked());
    await page.goForward();
    await eventually(async () => assert.equal(pathAndQuery(page), `/c/telefoni?sort=price_with_tax:asc&${q1}`));
    await showsProducts(page, names(s2));
    assert.equal(await sort.inputValue(), 'price_with_tax:asc');

    assert.ok(await sameDocument(page), 'history moves within one document');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

// ---- 7. grid / rows -------------------------------------------------------------------------

test('the rows display survives a reload and another category, kept 30 days in a cookie', async () => {
  const { page, context, errors } = await open('/c/telefoni');
  try {
    const list = page.locator('.plist');
    const grid = page.getByRole('group', { name: 'Skats' }).getByRole('button', { name: 'Režģis' });
    const rows = page.getByRole('group', { name: 'Skats' }).getByRole('button', { name: 'Saraksts' });
    assert.match(await list.getAttribute('class'), /\bplist--grid\b/);
    assert.equal(await grid.getAttribute('aria-pressed'), 'true');
    const gridColumns = await list.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
    assert.ok(gridColumns > 1, 'the grid has several columns');

    await rows.click();
    await eventually(async () => assert.match(await list.getAttribute('class'), /\bplist--row\b/));
    assert.equal(await rows.getAttribute('aria-pressed'), 'true');
    assert.equal(await grid.getAttribute('aria-pressed'), 'false');
    assert.equal(await list.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length), 1, 'rows are one column');
    assert.equal(await page.locator('.plist .pcard--row').count(), await page.locator('.plist .pcard').count());

    const cookie = (await context.cookies(shop.url)).find((c) => c.name === 'catalogDisplayMode');
    assert.ok(cookie, 'catalogDisplayMode cookie is set');
    assert.equal(cookie.value, 'row');
    const days = (cookie.expires - Date.now() / 1000) / 86400;
    assert.ok(days > 29.9 && days <= 30.01, `cookie lasts 30 days, not ${days}`);

    await page.reload();
    await page.locator('.plist .pcard').first().waitFor();
    assert.match(await page.locator('.plist').getAttribute('class'), /\bplist--row\b/);
    assert.equal(await rows.getAttribute('aria-pressed'), 'true');

    // another category through the client router
    await markDocument(page);
    await page.getByRole('navigation', { name: 'Apakškategorijas' }).locator('a.subcat').first().click();
    await eventually(async () => assert.equal(new URL(page.url()).pathname, '/c/viedtalruni'));
    await eventually(async () => assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Viedtālruņi'));
    assert.ok(await sameDocument(page));
    assert.match(await page.locator('.plist').getAttribute('class'), /\bplist--row\b/);
    // and a full load of yet another one
    await gotoCatalog(page, '/m/samsung');
    assert.match(await page.locator('.plist').getAttribute('class'), /\bplist--row\b/);

    await grid.click();
    await eventually(async () => assert.match(await page.locator('.plist').getAttribute('class'), /\bplist--grid\b/));
    assert.equal((await context.cookies(shop.url)).find((c) => c.name === 'catalogDisplayMode').value, 'grid');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

// ---- 8. wishlist ----------------------------------------------------------------------------

test('a guest hearts a card: toast, pressed heart, counter, /wishlist lists it, un-hearting removes it', async () => {
  const { page, context, errors } = await open('/c/telefoni');
  try {
    const card = page.locator('.plist .pcard').nth(1);
    const title = await card.locator('.pcard__title').textContent();
    const link = await card.locator('.pcard__title a').getAttribute('href');
    const heart = card.locator('button.wish-btn');
    const counter = page.locator('.hact--wish .badge');
    assert.equal(await heart.getAttribute('aria-pressed'), 'false');
    assert.equal(await heart.getAttribute('aria-label'), 'Pievienot vēlmēm');
    assert.equal(await counter.count(), 0, 'no counter with an empty wishlist');
    await markDocument(page);

    await heart.click();
    await page.locator('.toast').filter({ hasText: 'Pievienots vēlmju sarakstam.' }).waitFor();
    await eventually(async () => assert.equal(await heart.getAttribute('aria-pressed'), 'true'));
    assert.equal(await heart.getAttribute('aria-label'), 'Noņemt no vēlmēm');
    assert.equal(await counter.textContent(), '1');
    const added = await events(page, 'add_to_wishlist');
    assert.equal(added.length, 1);
    assert.equal(added[0].ecommerce.items[0].item_name, title);
    assert.equal(added[0].ecommerce.currency, 'EUR');

    // the server keeps it for this guest session
    await page.locator('.hact--wish').click();
    await eventually(async () => assert.equal(new URL(page.url()).pathname, '/wishlist'));
    assert.ok(await sameDocument(page));
    await showsProducts(page, [{ title, link }]);
    assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Vēlmju saraksts');
    // and after a full load too
    await page.reload();
    await page.locator('.plist .pcard').first().waitFor();
    await showsProducts(page, [{ title, link }]);

    assert.equal(await counter.textContent(), '1', 'the counter comes from the session on a full load');
    const listed = page.locator('.plist .pcard').first().locator('button.wish-btn');
    assert.equal(await listed.getAttribute('aria-pressed'), 'true');
    await listed.click();
    await page.locator('.toast').filter({ hasText: 'Noņemts no vēlmju saraksta.' }).waitFor();
    await eventually(async () => assert.equal(await page.locator('.plist .pcard').count(), 0));
    const empty = page.locator('.empty');
    await empty.waitFor();
    assert.equal(await empty.getByRole('heading', { level: 1 }).textContent(), 'Jūsu vēlmju saraksts ir tukšs');
    assert.equal(await counter.count(), 0, 'the counter goes away with the last product');
    assert.equal((await events(page, 'add_to_wishlist')).length, 0, 'removing is not an add');

    // the server agrees after a full load
    await page.reload();
    await page.locator('.empty').waitFor();
    assert.equal(await page.locator('.plist .pcard').count(), 0);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

// ---- 9. search ------------------------------------------------------------------------------

test('search as you type suggests iPhones; Enter opens /search?q=iph with iPhone results', async () => {
  const want = await shop.api('/api/search/products?q=iph');
  assert.ok(want.collection.meta.total > 0);
  const { page, context, errors } = await open('/c/telefoni');
  try {
    await page.locator('.plist .pcard').first().waitFor();
    await markDocument(page);
    const box = page.locator('.header-search').getByRole('combobox');
    await box.click();
    await box.pressSequentially('iph');
    const list = page.getByRole('listbox');
    await list.waitFor();
    assert.equal(await box.getAttribute('aria-expanded'), 'true');
    const suggested = await list.locator('.search-suggest__title').allTextContents();
    assert.ok(suggested.length > 0 && suggested.length <= 6, `${suggested.length} suggestions`);
    for (const s of suggested) assert.match(s, /iPhone/);
    assert.equal(await list.locator('.search-suggest__all').textContent(), `Skatīt visus ${want.collection.meta.total} rezultātus`);

    // The category page stays until the search page's props arrive; it must not fetch the
    // next page's query meanwhile (its list showed the search's results under its heading).
    const listCalls = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/api/search/products' && !url.search.startsWith('?per_page=16&q=')) listCalls.push(url.pathname + url.search);
    });
    await box.press('Enter');
    await eventually(async () => assert.equal(pathAndQuery(page), '/search?q=iph'));
    await page.getByRole('heading', { level: 1, name: 'Meklēšanas rezultāti “iph”' }).waitFor();
    await showsProducts(page, want.collection.data.products);
    assert.ok(await sameDocument(page), 'the search page opens through the client router');
    assert.deepEqual(listCalls, [], 'the category page fetched the search page\'s list');
    assert.equal(await page.locator('.catalog__count').textContent(), `${want.collection.meta.total} preces`);
    const found = await titles(page);
    assert.ok(found.length > 0);
    for (const x of found) assert.match(x, /iPhone/);
    assert.equal(await page.getByRole('listbox').count(), 0, 'the suggestions closed');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('a search with no results shows the not-found message with an image', async () => {
  const q = 'zzqxjvw';
  const want = await shop.api('/api/search/products?q=' + q);
  assert.equal(want.collection.meta.total, 0);
  const { page, context, errors } = await open('/c/telefoni');
  try {
    await page.locator('.plist .pcard').first().waitFor();
    const box = page.locator('.header-search').getByRole('combobox');
    await box.fill(q);
    await page.locator('.header-search').getByRole('button', { name: 'Meklēt', exact: true }).click();
    await eventually(async () => assert.equal(pathAndQuery(page), '/search?q=' + q));
    const empty = page.locator('.empty');
    await empty.waitFor();
    assert.equal(await empty.getByRole('heading', { level: 1 }).textContent(), `Pēc “${q}” nekas netika atrasts`);
    const img = empty.locator('.empty__img');
    assert.equal(await img.count(), 1);
    assert.equal(await empty.locator('a[href="/"]').count(), 1, 'no way home');
    await eventually(async () => assert.ok(await img.evaluate((el) => el.complete && el.naturalWidth > 0), 'the image loads'));
    assert.equal(await page.locator('.plist').count(), 0);
    assert.equal(await page.locator('.toolbar').count(), 0, 'no sort control without products');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('a long word with a typo ("Samsumg") still finds Samsung products and says which spelling it used', async () => {
  const want = await shop.api('/api/search/products?q=Samsumg');
  assert.ok(want.collection.meta.total > 0);
  assert.equal(want.collection.meta.corrected_query, 'samsung');
  const { page, context, errors } = await open('/search?q=Samsumg');
  try {
    await showsProducts(page, want.collection.data.products);
    const found = await page.locator('.plist .pcard').evaluateAll((cards) =>
      cards.map((c) => c.querySelector('.pcard__brand')?.textContent + ' ' + c.querySelector('.pcard__title').textContent));
    assert.ok(found.length > 0);
    for (const x of found) assert.match(x, /Samsung/);
    assert.equal(await page.locator('.catalog__corrected').textContent(), 'Rādām rezultātus vaicājumam “samsung”.');
    // the header's search box keeps the text searched for
    assert.equal(await page.locator('header .search-suggest input').first().inputValue(), 'Samsumg');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

// ---- 10. analytics --------------------------------------------------------------------------

test('view_item_list on render and select_item on a card click go to the dataLayer', async () => {
  const props = await pageProps('/c/telefoni');
  const want = await shop.api('/api/search/products?category=' + props.api_params.category);
  const { page, context, errors } = await open('/c/telefoni');
  const failed = [];
  page.on('response', (r) => { if (r.status() >= 400) failed.push(new URL(r.url()).pathname); });
  try {
    await eventually(async () => assert.equal((await events(page, 'view_item_list')).length, 1));
    const [view] = await events(page, 'view_item_list');
    assert.equal(view.ecommerce.item_list_name, 'Telefoni');
    assert.equal(view.ecommerce.currency, 'EUR');
    assert.deepEqual(view.ecommerce.items.map((i) => i.item_name), want.collection.data.products.map((p) => p.title));
    assert.deepEqual(view.ecommerce.items.map((i) => i.item_id), want.collection.data.products.map((p) => p.code));
    assert.deepEqual(view.ecommerce.items.map((i) => i.index), want.collection.data.products.map((_, i) => i));
    assert.ok(view.ecommerce.items.every((i) => i.item_list_name === 'Telefoni'));

    // a new result set is a new list view
    await page.getByRole('navigation', { name: 'Lapas' }).getByRole('link', { name: '2. lapa', exact: true }).click();
    await eventually(async () => assert.equal((await events(page, 'view_item_list')).length, 2));

    await markDocument(page);
    const card = page.locator('.plist .pcard').nth(2);
    const title = await card.locator('.pcard__title').textContent();
    const href = await card.locator('.pcard__title a').getAttribute('href');
    await card.locator('.pcard__title a').click();
    await eventually(async () => assert.equal(new URL(page.url()).pathname, href));
    const selected = await events(page, 'select_item');
    assert.equal(selected.length, 1);
    assert.equal(selected[0].ecommerce.item_list_name, 'Telefoni');
    assert.equal(selected[0].ecommerce.items.length, 1);
    assert.equal(selected[0].ecommerce.items[0].item_name, title);
    // GA4 wants {ecommerce: null} before each ecommerce event
    const dl = await page.evaluate(() => window.dataLayer.map((e) => (e && e.event) || (e && 'ecommerce' in e && e.ecommerce === null ? 'null' : 'other')));
    const at = dl.lastIndexOf('select_item');
    assert.equal(dl[at - 1], 'null');
    assert.ok(await sameDocument(page), 'the product page opened in the same document');
    // The product page is not built yet: the server answers its URL with the 404 page (and
    // Chromium logs that 404). Nothing else may fail.
    assert.ok(failed.every((p) => p === href), `failed requests: ${failed}`);
    const unexpected = failed.length ? errors.filter((e) => !/status of 404/.test(e)) : errors;
    assert.deepEqual(unexpected, []);
  } finally {
    await context.close();
  }
});

// ---- 11. empty result -----------------------------------------------------------------------

test('a filter that matches nothing shows the not-found block with an image and a clear button', async () => {
  const props = await pageProps('/c/telefoni');
  const want = await shop.api(`/api/search/products?category=${props.api_params.category}&manufactures=999999`);
  assert.equal(want.collection.meta.total, 0);
  const { page, context, errors } = await open('/c/telefoni?manufactures=999999');
  try {
    const empty = page.locator('.catalog__main .empty');
    await empty.waitFor();
    assert.equal(await empty.locator('[role=status]').getByRole('heading').textContent(), 'Preces nav atrastas');
    // ways on: home and the main categories
    assert.equal(await empty.locator('a[href="/"]').count(), 1);
    assert.ok(await empty.locator('.empty__cats a[href^="/c/"]').count() >= 4);
    await eventually(async () => assert.ok(await empty.locator('.empty__img').evaluate((el) => el.complete && el.naturalWidth > 0), 'the image loads'));
    assert.equal(await page.locator('.catalog__count').textContent(), '0 preces');
    assert.equal(await page.locator('.plist .pcard').count(), 0);
    assert.equal(await page.getByRole('navigation', { name: 'Lapas' }).count(), 0);

    await markDocument(page);
    await empty.getByRole('button', { name: 'Notīrīt filtrus' }).click();
    await eventually(async () => assert.equal(pathAndQuery(page), '/c/telefoni'));
    const all = await shop.api('/api/search/products?category=' + props.api_params.category);
    await showsProducts(page, all.collection.data.products);
    assert.equal(await page.locator('.empty').count(), 0);
    assert.ok(await sameDocument(page));
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

// ---- 12. description clamp ------------------------------------------------------------------

test('a long category description is clamped until "read more", and "read less" clamps it again', async () => {
  const props = await pageProps('/c/viedtalruni');
  const full = props.category.short_description;
  assert.ok(full.length > 500, 'the demo description is longer than the 500-character cut');
  const { page, context, errors } = await open('/c/viedtalruni');
  try {
    const desc = page.locator('.cat-desc');
    const text = desc.locator('.cat-desc__text');
    const button = desc.getByRole('button');
    await desc.scrollIntoViewIfNeeded();
    assert.equal(await button.textContent(), 'Lasīt vairāk');
    assert.equal(await button.getAttribute('aria-expanded'), 'false');
    const cut = await text.textContent();
    assert.ok(cut.length <= 501 && cut.length < full.length, `collapsed text has ${cut.length} characters`);
    assert.ok(full.startsWith(cut.replace(/…$/, '').trimEnd()), 'the cut is the start of the text');
    const lines = (el) => el.evaluate((e) => Math.round(e.clientHeight / parseFloat(getComputedStyle(e).lineHeight)));
    assert.equal(await lines(text), 3, 'three lines when collapsed');

    await button.click();
    assert.equal(await button.textContent(), 'Lasīt mazāk');
    assert.equal(await button.getAttribute('aria-expanded'), 'true');
    assert.equal(await text.textContent(), full);
    const expanded = await lines(text);
    assert.ok(expanded > 3 && expanded <= 10, `${expanded} lines when open`);

    await button.click();
    assert.equal(await button.textContent(), 'Lasīt vairāk');
    assert.equal(await text.textContent(), cut);
    assert.equal(await lines(text), 3);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

// ---- 13. mobile filter panel ----------------------------------------------------------------

test('on a phone the Filters button opens the panel, a tick applies, the results button closes it', async () => {
  const props = await pageProps('/c/telefoni');
  const all = await shop.api('/api/search/products?category=' + props.api_params.category);
  const apple = all.filters.manufacture.options.find((o) => o.title === 'Apple');
  const want = await shop.api(`/api/search/products?category=${props.api_params.category}&manufactures=${apple.id}`);
  const { page, context, errors } = await open('/c/telefoni', MOBILE);
  try {
    const button = page.locator('.toolbar__filters');
    const panel = page.locator('aside.side');
    assert.equal(await button.textContent(), 'Filtri');
    assert.equal(await button.getAttribute('aria-expanded'), 'false');
    assert.equal(await panel.isVisible(), false);
    await markDocument(page);

    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Filtri' });
    await dialog.waitFor();
    await eventually(async () => {
      const box = await dialog.boundingBox();
      assert.ok(box && box.x >= 0 && box.x + box.width <= MOBILE.width, 'the panel slid fully into view');
    });
    assert.equal(await button.getAttribute('aria-expanded'), 'true');
    assert.equal(await page.evaluate(() => document.activeElement?.className), 'side__close', 'focus moves into the panel');

    await optionRow(dialog, 'Apple').getByRole('checkbox').check();
    await eventually(async () => assert.equal(pathAndQuery(page), `/c/telefoni?manufactures=${apple.id}`));
    await showsProducts(page, want.collection.data.products);
    const show = dialog.locator('.side__foot').getByRole('button');
    await eventually(async () => assert.equal(await show.textContent(), `Rādīt ${apple.count} preces`));

    await show.click();
    await eventually(async () => assert.equal(await panel.isVisible(), false));
    assert.equal(await page.getByRole('dialog').count(), 0);
    assert.equal(await button.textContent(), 'Filtri (1)');
    assert.equal(await button.getAttribute('aria-expanded'), 'false');
    assert.ok(await page.evaluate(() => document.activeElement?.classList.contains('toolbar__filters')), 'focus returns to the button');
    assert.deepEqual([...new Set(await page.locator('.plist .pcard__brand').allTextContents())], ['Apple']);

    // Escape closes it too
    await button.click();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await eventually(async () => assert.equal(await panel.isVisible(), false));
    assert.ok(await sameDocument(page));
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

// ---- layout ---------------------------------------------------------------------------------

test('category, search and wishlist content lines up with the header at both widths', async () => {
  for (const viewport of [DESKTOP, MOBILE]) {
    for (const path of ['/c/telefoni', '/search?q=galaxy', '/wishlist']) {
      const { page, context } = await open(path, viewport);
      try {
        const [header, content] = await page.evaluate(() => {
          const inner = (el) => el.getBoundingClientRect().left + parseFloat(getComputedStyle(el).paddingLeft);
          return [inner(document.querySelector('.mainbar__inner')), inner(document.querySelector('.catalog'))];
        });
        assert.ok(Math.abs(header - content) < 1, `${path} at ${viewport.width} px: content starts at ${content}, the header at ${header}`);
      } finally {
        await context.close();
      }
    }
  }
});

test('a keyboard reaches the first product in three Tabs: "skip to results" comes right after "skip to content"', async () => {
  for (const path of ['/c/telefoni', '/search?q=samsung']) {
    const { page, context, errors } = await open(path);
    try {
      await page.locator('.plist .pcard').first().waitFor();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      const skip = await page.evaluate(() => ({ href: document.activeElement.getAttribute('href'), text: document.activeElement.textContent,
        shown: document.activeElement.getBoundingClientRect().top >= 0 }));
      assert.equal(skip.href, '#results', `the second Tab stop on ${path}`);
      assert.ok(skip.text.trim() && skip.shown, 'the skip link shows when focused');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.activeElement?.id === 'results');
      await page.keyboard.press('Tab');
      assert.equal(await page.evaluate(() => !!document.activeElement?.closest('.plist .pcard')), true, 'the third Tab is not on the first product');
      const first = await page.locator('.plist .pcard').first().boundingBox();
      assert.ok(first.y + first.height > 0 && first.y < DESKTOP.height, 'the first product is in view');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  }
});
