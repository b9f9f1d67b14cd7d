import { useEffect, useRef } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { page, loadPage, afterLoad, navigate, isInternal, applyShopper } from './lib/page.js';
import { usePath } from './lib/location.js';
import { pages } from './pages/index.js';
import { Layout } from './components/layout.jsx';

// App shows the page the server named, and reloads it whenever the path changes
// (links, back/forward). Query-only changes belong to the page itself.
export function App() {
  useSignals();
  const path = usePath();
  useEffect(() => {
    const current = page.value && new URL(page.value.url, location.href).pathname;
    if (current === path) return;
    loadPage(location.pathname + location.search).then((ok) => ok && afterLoad());
  }, [path]);

  // Once the first page has hydrated, the shopper's own state (counters, sign-in) comes in.
  useEffect(applyShopper, []);

  useEffect(() => {
    const onClick = (e) => {
      const a = e.target.closest?.('a[href]');
      if (!isInternal(a, e) || e.defaultPrevented) return;
      e.preventDefault();
      navigate(a.getAttribute('href'));
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  const p = page.value;
  // After a client-side navigation focus goes to the new page's heading (else to <main>), so a
  // keyboard or screen reader starts on the new page rather than on the link that is gone. The
  // first page keeps the browser's own start.
  const shown = useRef(p.url);
  useEffect(() => {
    if (shown.current === p.url) return;
    shown.current = p.url;
    const main = document.getElementById('main');
    const h1 = main?.querySelector('h1');
    if (h1) h1.tabIndex = -1;
    (h1 || main)?.focus({ preventScroll: true });
  }, [p.url]);

  const Page = pages.get(p.component);
  return (
    <Layout>
      <Page key={p.url} {...p.props} />
    </Layout>
  );
}
