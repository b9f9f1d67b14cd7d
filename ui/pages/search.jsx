import '../common.js';
// Search results page, which is also the wishlist page (is_wishlist_page). It follows the
// address bar's query, so a new search from the header (same path, new ?q=) refetches here.
import { useEffect, useRef, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { t } from '../lib/i18n.js';
import { hasFilters, selectedCount } from '../lib/catalog-state.js';
import { wishlistIds } from '../state/shared.js';
import { useCatalog } from '../components/catalog/use-catalog.js';
import { Sidebar, groupsOf } from '../components/catalog/sidebar.jsx';
import { Toolbar } from '../components/catalog/toolbar.jsx';
import { Results } from '../components/catalog/results.jsx';
import { Empty } from '../components/catalog/empty.jsx';

export default function Search({ heading, is_wishlist_page: wishlist, api_params, search }) {
  useSignals();
  const cat = useCatalog(search, api_params);
  const [panel, setPanel] = useState(false);
  const { filters: facets, collection } = cat.answer;
  const meta = collection.meta;
  const q = cat.filters.q || '';
  const title = wishlist ? heading : q ? t('search_results_for', { q }) : t('search_results');
  const filtered = hasFilters(cat.filters);
  const withSidebar = !wishlist && (meta.total > 0 || filtered) && groupsOf(facets).length > 0;

  useEffect(() => { document.title = title; }, [title]);

  // On the wishlist page a heart switched off takes the product off the list. Only a removal
  // counts: the shopper's ids arriving after hydration refetch nothing.
  const ids = wishlistIds.value;
  const before = useRef(ids);
  useEffect(() => {
    const removed = before.current.filter((id) => !ids.includes(id));
    before.current = ids;
    if (wishlist && collection.data.products.some((p) => removed.includes(p.id))) cat.refresh();
  }, [ids]);

  const empty = wishlist
    ? <Empty level={1} title={t('wishlist_empty')} text={t('wishlist_empty_text')} />
    : <Empty level={1} title={q ? t('search_nothing_found', { q }) : t('search_results')}
        text={t('search_nothing_found_text')} onClear={filtered ? cat.clear : null} />;

  return (
    <div className={'catalog' + (withSidebar ? '' : ' catalog--wide')}>
      <div className="catalog__layout">
        {withSidebar && (
          <Sidebar filters={facets} selected={cat.filters} onToggle={cat.toggle} onClear={cat.clear}
            open={panel} onClose={() => setPanel(false)} total={meta.total} />
        )}
        <div className="catalog__main">
          {meta.total > 0 && (
            <>
              <div className="catalog__head" ref={cat.top}>
                <h1>{title}</h1>
                <span className="catalog__count">{t('products_count', { count: meta.total })}</span>
              </div>
              {meta.corrected_query ? <p className="catalog__corrected">{t('search_corrected', { q: meta.corrected_query })}</p> : null}
              <Toolbar meta={meta} filters={cat.filters} onSort={cat.sort}>
                {withSidebar && (
                  <button type="button" className="btn btn--ghost toolbar__filters" aria-expanded={panel} onClick={() => setPanel(true)}>
                    {t('filters')}{filtered ? ` (${selectedCount(cat.filters)})` : ''}
                  </button>
                )}
              </Toolbar>
            </>
          )}
          <Results cat={cat} listName={wishlist ? 'wishlist' : 'search results'} empty={empty} priority />
        </div>
      </div>
    </div>
  );
}
