import { createRoot } from 'react-dom/client';
import { App } from './app.jsx';
import { loadCatalogue } from './lib/i18n.js';
import { readInitialPage, setPage } from './lib/page.js';
import { bootConsent } from './lib/consent.js';
import { watchLoad } from './lib/preloader.js';
import './styles/main.css';

// Consent defaults go to the data layer before anything else can push to it.
bootConsent(window);
loadCatalogue();
setPage(readInitialPage());
if (!history.state?.key) history.replaceState({ key: Math.random().toString(36).slice(2) }, '');
watchLoad(window);
createRoot(document.getElementById('root')).render(<App />);
