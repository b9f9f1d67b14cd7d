import { Suspense, useEffect } from 'react';
import { usePathname } from 'wouter/use-browser-location';
import { useSignals } from '@preact/signals-react/runtime';
import { page, loadPage, afterLoad, navigate, isInternal } from './lib/page.js';
import { pages } from './pages/index.js';
import { Layout } from './components/layout.jsx';

// App shows the page the server named, and reloads it whenever the path changes
// (links, back/forward). Query-only changes belong to the page itself.
export function App() {
  useSignals();
  const path = usePathname();
  useEffect(() => {
    const current = page.value && new URL(page.value.url, location.href).pathname;
    if (current === path) return;
    loadPage(location.pathname + location.search).then((ok) => ok && afterLoad());
  }, [path]);

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
  const Page = pages[p.component] || pages['not-found'];
  return (
    <Layout>
      <Suspense fallback={<div className="page-loading" role="status">…</div>}>
        <Page key={p.url} {...p.props} />
      </Suspense>
    </Layout>
  );
}
