import '../common.js';
// Catalogue page (a category or a manufacturer): filters beside a product list that follows
// the address bar's query (spec §2 Catalogue, §4 Catalogue and search).
import { useState } from 'react';
import { t } from '../lib/i18n.js';
import { hasFilters, selectedCount } from '../lib/catalog-state.js';
import { useCatalog } from '../components/catalog/use-catalog.js';
import { Breadcrumbs } from '../components/catalog/breadcrumbs.jsx';
import { Sidebar } from '../components/catalog/sidebar.jsx';
import { CategoryBanner } from '../components/catalog/category-banner.jsx';
import { Subcategories } from '../components/catalog/subcategories.jsx';
import { Toolbar } from '../components/catalog/toolbar.jsx';
import { Results } from '../components/catalog/results.jsx';
import { Description } from '../components/catalog/description.jsx';
import { Empty } from '../components/catalog/empty.jsx';

export default function Catalog({ heading, category, manufacturer, breadcrumbs, sidebar_banner, api_params, search }) {
  const cat = useCatalog(search, api_params);
  const [panel, setPanel] = useState(false);
  const { filters: facets, collection } = cat.answer;
  const meta = collection.meta;
  const filtered = hasFilters(cat.filters);
  const banner = !!(category?.banner_desktop || category?.banner_mobile); // else the first pictures come first

  return (
    <div className="catalog">
      <Breadcrumbs items={breadcrumbs} />
      <div className="catalog__layout">
        <Sidebar filters={facets} selected={cat.filters} onToggle={cat.toggle} onClear={cat.clear}
          banner={sidebar_banner} priority={!banner} open={panel} onClose={() => setPanel(false)} total={meta.total} />
        <div className="catalog__main">
          <CategoryBanner category={category} />
          <Subcategories group={facets.category} />
          <div className="catalog__head" ref={cat.top}>
            {manufacturer?.image?.source && ( // the brand's mark beside its name, which the heading says: no alt
              <img className="catalog__brand" src={manufacturer.image.source} alt="" width="96" height="48" />
            )}
            <h1>{heading}</h1>
            <span className="catalog__count">{t('products_count', { count: meta.total })}</span>
          </div>
          <Toolbar meta={meta} filters={cat.filters} onSort={cat.sort} onPerPage={cat.perPage} showPerPage>
            <button type="button" className="btn btn--ghost toolbar__filters" aria-expanded={panel} onClick={() => setPanel(true)}>
              {t('filters')}{filtered ? ` (${selectedCount(cat.filters)})` : ''}
            </button>
          </Toolbar>
          <Results cat={cat} listName={heading} priority={!banner}
            empty={<Empty title={t('catalog_nothing_found')} text={t('catalog_nothing_found_text')} onClear={filtered ? cat.clear : null} />} />
          <Description text={category?.short_description || manufacturer?.description} />
        </div>
      </div>
    </div>
  );
}
