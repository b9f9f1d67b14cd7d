// The server renderer's entry: one script the Go binary runs in QuickJS (package ssr). It
// renders a page the way the client's first render will, from the same page JSON, so the
// browser hydrates the markup instead of building it. Every page in pages/index.js is loaded
// at boot (no chunks, nothing lazy): a page registered there is server-rendered too. A module
// with a twin named x.server.jsx is that twin here (see ui/build.mjs): what the browser loads
// lazily, the server has at once.
//
//   ssrCatalogue(lang, json)  hands over a translation catalogue, once per language
//   ssrBoot()                 loads every page (a promise; the host runs the pending jobs)
//   ssrRender(json)           {page, prefs, texts} → the HTML inside #root
import './lib/ssr-env.js';
import { renderToString } from 'react-dom/server';
import { App } from './app.jsx';
import { pages } from './pages/index.js';
import { setCatalogue } from './lib/i18n.js';
import { setPage } from './lib/page.js';
import { setPrefs } from './state/prefs.js';

const catalogues = {};

globalThis.ssrCatalogue = (lang, json) => {
  catalogues[lang] = JSON.parse(json);
};

globalThis.ssrBoot = () => pages.loadAll().then(() => pages.names.length);

// page is the page JSON with the shared block every shopper gets (nothing of one shopper's),
// prefs the display preferences that change markup ({showPricesWithTax, catalogDisplayMode}).
globalThis.ssrRender = (json) => {
  const { page, prefs, texts } = JSON.parse(json);
  const catalogue = catalogues[page.shared.lang] || {};
  // texts: the shop's own wording of some keys (handlers/ui_texts.go), as the page ships them
  setCatalogue(texts ? { ...catalogue, ...texts } : catalogue, page.shared.lang); // the language picks plural forms
  setPrefs(prefs);
  setPage(page); // the location the page's components read while rendering (lib/location.js)
  return renderToString(<App />);
};
