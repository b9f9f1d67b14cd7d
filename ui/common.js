// The modules that nearly every page shares, gathered so that the build gives them one file.
// esbuild puts a module that several entries import (the app, each page, each on-demand
// component) into a chunk per exact set of entries that import it, so a first page loaded
// 22 small files, and gzip, which packs each file on its own, made them 5 KB more than one
// file would be. Every lazily loaded module imports this one: all of these then share the
// same set of entries, and so one chunk.
import 'react-dom';
import './lib/api.js';
import './lib/analytics.js';
import './lib/cookie.js';
import './lib/consent.js';
import './lib/debounce.js';
import './lib/focus.js';
import './lib/location.js';
import './lib/page.js';
import './lib/price.js';
import './lib/quantity.js';
import './lib/scroll.js';
import './lib/suggest.js';
import './lib/scroll-lock.js';
import './state/cart.js';
import './state/compare.js';
import './state/modals.js';
import './state/prefs.js';
import './state/toasts.js';
import './components/icon.jsx';
import './components/picture.jsx';
import './components/category-icon.jsx';
import './components/whole-codes.jsx';
import './components/product-card.jsx';
import './components/on-demand.jsx';
import './components/deferred.jsx';
import './components/use-dialog.js';
import './components/use-presence.js';
import './components/use-error-scroll.js';
