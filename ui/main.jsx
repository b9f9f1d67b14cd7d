import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app.jsx';
import { loadCatalogue } from './lib/i18n.js';
import { readInitialPage, showFirstPage } from './lib/page.js';
import { pages } from './pages/index.js';
import { bootConsent } from './lib/consent.js';
import './common.js';
import './styles/main.css';

// Consent defaults go to the data layer before anything else can push to it.
bootConsent(window);
loadCatalogue();
const first = readInitialPage();
if (!history.state?.key) history.replaceState({ key: Math.random().toString(36).slice(2) }, '');

// The server has rendered the page into #root (hydrate it), unless its renderer was busy: then
// #root holds only the preloader, which the first render replaces.
pages.load(first.component).then(() => {
  showFirstPage(first);
  const root = document.getElementById('root');
  if (root.firstElementChild && root.firstElementChild.id !== 'preloader') hydrateRoot(root, <App />);
  else createRoot(root).render(<App />);
});
