import { useEffect } from 'react';
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
  const Page = pages.get(p.component);
  return (
    <Layout>
      <Page key={p.url} {...p.props} />
    </Layout>
  );
}
