// Lighthouse figures for the pages a shopper lands on: home, a category, a product and search,
// mobile and desktop, with simulated throttling (Lighthouse's model of a slow phone) and with
// real devtools throttling; three runs each, medians. Uses Debian's Chromium, never downloads one.
//
//   node bench/lighthouse.mjs [--runs 3] [--url http://127.0.0.1:8080]
//
// Without --url it starts ./shop on a new data folder (the demo shop).
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { startShop } from '../tests/browser/harness.mjs';

const arg = (name, def) => {
  const i = process.argv.indexOf('--' + name);
  return i > 0 ? process.argv[i + 1] : def;
};
const runs = Number(arg('runs', 3));
let base = arg('url', '');
let shop;

if (!base) {
  shop = await startShop();
  base = shop.url;
}
const api = (p) => fetch(base + p, { headers: { 'X-Requested-With': 'XMLHttpRequest' } }).then((r) => r.json());
const first = (await api('/api/search/products?per_page=16&inventories=1')).collection.data.products[0];
const category = (await api('/api/search/products?per_page=16')).filters.category.options[0].link;
const pages = { home: '/', category, product: first.link, search: '/search?q=samsung' };

const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; };
const rows = [];
try {
  for (const formFactor of ['mobile', 'desktop']) {
    for (const throttlingMethod of ['simulate', 'devtools']) {
      for (const [name, p] of Object.entries(pages)) {
        const results = [];
        for (let i = 0; i < runs; i++) {
          const config = {
            extends: 'lighthouse:default',
            settings: {
              formFactor, throttlingMethod, onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
              screenEmulation: formFactor === 'desktop'
                ? { mobile: false, width: 1366, height: 900, deviceScaleFactor: 1, disabled: false }
                : { mobile: true, width: 390, height: 844, deviceScaleFactor: 2, disabled: false },
              ...(formFactor === 'desktop' ? { throttling: { rttMs: 40, throughputKbps: 10240, cpuSlowdownMultiplier: 1, requestLatencyMs: 0, downloadThroughputKbps: 0, uploadThroughputKbps: 0 } } : {}),
            },
          };
          const { lhr } = await lighthouse(base + p, { port: chrome.port, output: 'json', logLevel: 'error' }, config);
          results.push({
            perf: lhr.categories.performance.score * 100, a11y: lhr.categories.accessibility.score * 100,
            bp: lhr.categories['best-practices'].score * 100, seo: lhr.categories.seo.score * 100,
            fcp: lhr.audits['first-contentful-paint'].numericValue, lcp: lhr.audits['largest-contentful-paint'].numericValue,
            cls: lhr.audits['cumulative-layout-shift'].numericValue, tbt: lhr.audits['total-blocking-time'].numericValue,
          });
        }
        const m = (k) => median(results.map((r) => r[k]));
        rows.push({ formFactor, throttling: throttlingMethod, page: name, perf: m('perf'), a11y: m('a11y'), bp: m('bp'), seo: m('seo'),
          fcp: Math.round(m('fcp')), lcp: Math.round(m('lcp')), cls: m('cls').toFixed(3), tbt: Math.round(m('tbt')) });
        const r = rows.at(-1);
        for (const k of ['perf', 'a11y', 'bp', 'seo']) r[k] = Math.round(r[k]);
        console.log(`${formFactor.padEnd(7)} ${throttlingMethod.padEnd(8)} ${name.padEnd(8)} performance ${r.perf} accessibility ${r.a11y} best-practices ${r.bp} SEO ${r.seo}  FCP ${r.fcp} ms  LCP ${r.lcp} ms  CLS ${r.cls}  TBT ${r.tbt} ms`);
      }
    }
  }
} finally {
  await chrome.kill();
  await shop?.stop();
}
