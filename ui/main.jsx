import { createRoot } from 'react-dom/client';
import { App } from './app.jsx';
import { loadCatalogue } from './lib/i18n.js';
import { readInitialPage, setPage } from './lib/page.js';
import './styles/main.css';

loadCatalogue();
setPage(readInitialPage());
if (!history.state?.key) history.replaceState({ key: Math.random().toString(36).slice(2) }, '');
createRoot(document.getElementById('root')).render(<App />);
