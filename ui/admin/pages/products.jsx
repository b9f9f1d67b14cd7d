// The product list: a search box, filters, sortable columns and pages, all in the URL (a
// reload or a shared link shows the same list), and a bulk bar for the filtered selection.
// Below 720 px the table's rows become cards (admin.css).
import { useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { adminGet } from '../lib/api.js';
import { t } from '../lib/i18n.js';
import { filtersFromQuery, queryFromFilters, withFilter, nextSort, sortState, perPages } from '../lib/products.js';
import { useProductChoices, CategoryOptions } from '../components/product-choices.jsx';
import { BulkBar } from '../components/product-bulk.jsx';

export function Products() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const filters = filtersFromQuery(search);
  const query = queryFromFilters(filters);
  const choices = useProductChoices();
  const [list, setList] = useState(null);
  const [error, setError] = useState('');
  const [reload, setReload] = useState(0);
  const [q, setQ] = useState(filters.q);

  useEffect(() => {
    let live = true;
    setError('');
    adminGet('/products' + query).then((l) => live && setList(l), (e) => live && setError(e.message));
    return () => { live = false; };
  }, [query, reload]);
  useEffect(() => { setQ(filters.q); }, [filters.q]);
  useEffect(() => { document.title = t('products_title'); }, []);

  const go = (f) => navigate('/products' + queryFromFilters(f));
  const set = (key) => (e) => go(withFilter(filters, key, e.target.value));
  const submitSearch = (e) => {
    e.preventDefault();
    go(withFilter(filters, 'q', q));
  };
  const categoryTitle = (id) => choices?.categories.find((c) => c.id === id)?.title || '';

  const column = (key, label) => (
    <th scope="col" aria-sort={sortState(filters.sort, key)}>
      <button type="button" className="admin-sort" onClick={() => go(withFilter(filters, 'sort', nextSort(filters.sort, key)))}>
        {label}<span aria-hidden="true">{{ ascending: ' ▲', descending: ' ▼', none: '' }[sortState(filters.sort, key)]}</span>
      </button>
    </th>
  );

  return (
    <section className="products">
      <div className="products-head">
        <h1>{t('products_title')}</h1>
        <Link className="btn btn--primary" href="/products/new">{t('products_new')}</Link>
      </div>
      <form className="admin-toolbar" role="search" onSubmit={submitSearch}>
        <div className="field">
          <label htmlFor="products-q">{t('products_search')}</label>
          <input id="products-q" type="search" value={q} onChange={(e) => setQ(e.target.value)} maxLength={200} />
        </div>
        <button className="btn btn--ghost" type="submit">{t('products_search_button')}</button>
        <div className="field">
          <label htmlFor="products-category">{t('products_category')}</label>
          <select id="products-category" value={filters.category} onChange={set('category')}>
            <option value="">{t('products_all')}</option>
            <CategoryOptions choices={choices} />
          </select>
        </div>
        <div className="field">
          <label htmlFor="products-manufacturer">{t('products_manufacturer')}</label>
          <select id="products-manufacturer" value={filters.manufacturer} onChange={set('manufacturer')}>
            <option value="">{t('products_all')}</option>
            {choices?.manufacturers.map((m) => <option key={m.id} value={m.id}>{m.title}</option>)}
          </select>
        </div>
        <div className="field">
          <label htmlFor="products-published">{t('products_published')}</label>
          <select id="products-published" value={filters.published} onChange={set('published')}>
            <option value="">{t('products_all')}</option>
            <option value="yes">{t('products_published_yes')}</option>
            <option value="no">{t('products_published_no')}</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="products-stock">{t('products_stock')}</label>
          <select id="products-stock" value={filters.stock} onChange={set('stock')}>
            <option value="">{t('products_all')}</option>
            <option value="in">{t('products_stock_in')}</option>
            <option value="low">{t('products_stock_low')}</option>
            <option value="out">{t('products_stock_out')}</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="products-type">{t('products_type')}</label>
          <select id="products-type" value={filters.type} onChange={set('type')}>
            <option value="">{t('products_type_product')}</option>
            <option value="service">{t('products_type_service')}</option>
          </select>
        </div>
      </form>

      {error ? <p className="admin-alert" role="alert">{error}</p> : null}
      {list ? (
        <>
          <p className="products-count" role="status">{t('products_count', { count: list.total })}</p>
          <BulkBar filters={filters} total={list.total} choices={choices} onApplied={() => setReload((n) => n + 1)} />
          {list.products.length ? (
            <div className="admin-table-wrap products-table-wrap" tabIndex={0} role="region" aria-label={t('products_title')}>
              <table className="admin-table products-table">
                <caption className="visually-hidden">{t('products_title')}</caption>
                <thead>
                  <tr>
                    {column('title', t('products_col_title'))}
                    <th scope="col">{t('products_col_code')}</th>
                    <th scope="col">{t('products_category')}</th>
                    {column('price', t('products_col_price'))}
                    {column('stock', t('products_col_stock'))}
                    <th scope="col">{t('products_published')}</th>
                    {column('created', t('products_col_created'))}
                  </tr>
                </thead>
                <tbody>
                  {list.products.map((p) => (
                    <tr key={p.id}>
                      <td data-label={t('products_col_title')}><Link href={`/products/${p.id}`}>{p.title}</Link></td>
                      <td data-label={t('products_col_code')}>{p.code}</td>
                      <td data-label={t('products_category')}>{categoryTitle(p.category_id)}</td>
                      <td data-label={t('products_col_price')}>{p.gross}</td>
                      <td data-label={t('products_col_stock')}>{p.stock}</td>
                      <td data-label={t('products_published')}>{p.published ? t('products_published_yes') : t('products_published_no')}</td>
                      <td data-label={t('products_col_created')}>{p.created_at.slice(0, 10)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : <p>{t('products_none')}</p>}
          <Pager filters={filters} list={list} go={go} />
        </>
      ) : <p role="status">{t('products_loading')}</p>}
    </section>
  );
}

// Pager: previous and next as links (a link is a promise: none past either end), the page
// size as a select.
function Pager({ filters, list, go }) {
  const href = (page) => '/products' + queryFromFilters(withFilter(filters, 'page', page));
  return (
    <nav className="products-pager" aria-label={t('products_pages')}>
      {list.page > 1 ? <Link href={href(list.page - 1)} rel="prev">{t('products_prev')}</Link> : null}
      <span>{t('products_page_of', { page: list.page, last: list.last_page })}</span>
      {list.page < list.last_page ? <Link href={href(list.page + 1)} rel="next">{t('products_next')}</Link> : null}
      <label className="products-per-page">
        {t('products_per_page')}{' '}
        <select value={filters.per_page} onChange={(e) => go(withFilter(filters, 'per_page', Number(e.target.value)))}>
          {perPages.map((n) => <option key={n} value={n}>{n}</option>)}
        </select>
      </label>
    </nav>
  );
}
