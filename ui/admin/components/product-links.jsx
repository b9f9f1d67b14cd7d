// A product's hand-picked lists on its page: related products and linked ones (accessories,
// the same model in another form). Products are found by text through the storefront's own
// search (/api/search/products?q=), added to either list, ordered and removed, then saved in
// one PUT /api/admin/products/:id/links. The product edit page mounts it:
// <ProductLinks productId={id} />.
import { useEffect, useId, useState } from 'react';
import { adminGet, adminSend } from '../lib/api.js';
import { t } from '../lib/i18n.js';
import { addLink, removeLink, moveLink, linksBody } from '../lib/links.js';

// searchProducts asks the storefront's catalogue search; its answers are public.
async function searchProducts(q, fetchImpl = globalThis.fetch) {
  const res = await fetchImpl('/api/search/products?per_page=16&q=' + encodeURIComponent(q), {
    headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' }, credentials: 'same-origin',
  });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  const data = await res.json();
  return (data.collection?.data?.products || []).map((p) => ({ id: p.id, title: p.title, code: p.code }));
}

export function ProductLinks({ productId }) {
  const [lists, setLists] = useState(null);
  const [errors, setErrors] = useState({});
  const [query, setQuery] = useState('');
  const [found, setFound] = useState([]);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const searchId = useId();
  useEffect(() => {
    adminGet(`/products/${productId}/links`).then(setLists, (e) => setStatus(e.message));
  }, [productId]);
  useEffect(() => {
    if (query.trim().length < 2) { setFound([]); return undefined; }
    const timer = setTimeout(() => searchProducts(query.trim()).then(setFound, () => setFound([])), 250);
    return () => clearTimeout(timer);
  }, [query]);
  if (!lists) return <p role="status">{status || '…'}</p>;
  const add = (kind, p) => {
    const r = addLink(lists, kind, p, productId);
    if (r.refused) setStatus(t('tx_links_refused_' + r.refused));
    else { setLists(r.lists); setStatus(t('tx_links_added', { name: p.title })); }
  };
  const save = async () => {
    setBusy(true);
    try {
      setLists(await adminSend('PUT', `/products/${productId}/links`, linksBody(lists)));
      setErrors({});
      setStatus(t('tx_saved'));
    } catch (e) {
      setErrors(e.errors || {});
      setStatus(e.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="tx-links" aria-labelledby={searchId + '-h'}>
      <h2 id={searchId + '-h'}>{t('tx_links_title')}</h2>
      <p className="tx-live" role="status" aria-live="polite">{status}</p>
      <div className="tx-links-lists">
        {['related', 'linked'].map((kind) => (
          <div key={kind}>
            <h3>{t('tx_links_' + kind)}</h3>
            {errors[kind] ? <p className="field-error">{errors[kind].join(' ')}</p> : null}
            {lists[kind].length === 0 ? <p className="tx-empty">{t('tx_links_none')}</p> : null}
            <ol className="tx-link-list">
              {lists[kind].map((p, i) => (
                <li key={p.id}>
                  <span>{p.title} <span className="tx-count">{p.code}</span></span>
                  <button type="button" className="btn btn--ghost" disabled={i === 0} aria-label={t('tx_links_up', { name: p.title })}
                    onClick={() => setLists(moveLink(lists, kind, p.id, -1))}>↑</button>
                  <button type="button" className="btn btn--ghost" disabled={i === lists[kind].length - 1} aria-label={t('tx_links_down', { name: p.title })}
                    onClick={() => setLists(moveLink(lists, kind, p.id, 1))}>↓</button>
                  <button type="button" className="btn btn--ghost" aria-label={t('tx_links_remove', { name: p.title })}
                    onClick={() => setLists(removeLink(lists, kind, p.id))}>✕</button>
                </li>
              ))}
            </ol>
          </div>
        ))}
      </div>
      <div className="field">
        <label htmlFor={searchId}>{t('tx_links_search')}</label>
        <input id={searchId} type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
      </div>
      <ul className="tx-link-found" aria-label={t('tx_links_found')}>
        {found.filter((p) => p.id !== productId).map((p) => (
          <li key={p.id}>
            <span>{p.title} <span className="tx-count">{p.code}</span></span>
            <button type="button" className="btn btn--ghost" onClick={() => add('related', p)} aria-label={t('tx_links_add_related', { name: p.title })}>{t('tx_links_add_related_short')}</button>
            <button type="button" className="btn btn--ghost" onClick={() => add('linked', p)} aria-label={t('tx_links_add_linked', { name: p.title })}>{t('tx_links_add_linked_short')}</button>
          </li>
        ))}
      </ul>
      <button type="button" className="btn btn--primary" disabled={busy} onClick={save}>{t('tx_links_save')}</button>
    </section>
  );
}
