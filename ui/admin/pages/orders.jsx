// The order list (GET /api/admin/orders), for staff and owners: a search by number, e-mail or
// name, filters by status, payment, shipping method and days, all in the URL (a reload or a
// shared link shows the same list), newest first, a page at a time (keyset: "older orders"
// goes on from the last one shown). Below 720 px the table's rows become cards (admin.css).
import { useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { adminGet } from '../lib/api.js';
import { t, lang } from '../lib/i18n.js';
import { formatWhen } from '../lib/audit.js';
import { ordersFromQuery, ordersQuery, withOrderFilter, statuses, paymentStatuses, statusKey, paymentKey, money } from '../lib/orders.js';

export function OrdersPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const filters = ordersFromQuery(search);
  const query = ordersQuery(filters);
  const [list, setList] = useState(null);
  const [error, setError] = useState('');
  const [q, setQ] = useState(filters.q);

  useEffect(() => {
    let live = true;
    setError('');
    adminGet('/orders' + query).then((l) => live && setList(l), (e) => live && setError(e.message));
    return () => { live = false; };
  }, [query]);
  useEffect(() => { setQ(filters.q); }, [filters.q]);
  useEffect(() => { document.title = t('ord_title'); }, []);

  const go = (f) => navigate('/orders' + ordersQuery(f));
  const set = (key) => (e) => go(withOrderFilter(filters, key, e.target.value));
  const submitSearch = (e) => {
    e.preventDefault();
    go(withOrderFilter(filters, 'q', q));
  };
  const select = (key, label, options) => (
    <div className="field">
      <label htmlFor={'orders-' + key}>{label}</label>
      <select id={'orders-' + key} value={filters[key]} onChange={set(key)}>
        <option value="">{t('ord_all')}</option>
        {options.map(([v, text]) => <option key={v} value={v}>{text}</option>)}
      </select>
    </div>
  );
  const day = (key, label) => (
    <div className="field">
      <label htmlFor={'orders-' + key}>{label}</label>
      <input id={'orders-' + key} type="date" value={filters[key]} onChange={set(key)} />
    </div>
  );

  return (
    <section className="orders">
      <h1>{t('ord_title')}</h1>
      <form className="admin-toolbar orders-filters" role="search" onSubmit={submitSearch}>
        <div className="field orders-q">
          <label htmlFor="orders-q">{t('ord_search')}</label>
          <input id="orders-q" type="search" value={q} onChange={(e) => setQ(e.target.value)} maxLength={100} />
        </div>
        <button className="btn btn--ghost" type="submit">{t('ord_search_button')}</button>
        {select('status', t('ord_col_status'), statuses.map((s) => [s, t(statusKey(s))]))}
        {select('payment_status', t('ord_col_payment'), paymentStatuses.map((s) => [s, t(paymentKey(s))]))}
        {select('shipping_method', t('ord_col_shipping'), (list?.shipping_methods || []).map((m) => [String(m.id), m.title]))}
        {select('withdrawal', t('wd_filter'), [['1', t('wd_filter_with')]])}
        {day('from', t('ord_from'))}
        {day('to', t('ord_to'))}
      </form>

      {error ? <p className="admin-alert" role="alert">{error}</p> : null}
      {list ? (
        <>
          {list.orders.length ? (
            <div className="admin-table-wrap orders-table-wrap" tabIndex={0} role="region" aria-label={t('ord_title')}>
              <table className="admin-table orders-table">
                <caption className="visually-hidden">{t('ord_title')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('ord_col_number')}</th>
                    <th scope="col">{t('ord_col_date')}</th>
                    <th scope="col">{t('ord_col_customer')}</th>
                    <th scope="col">{t('ord_col_total')}</th>
                    <th scope="col">{t('ord_col_status')}</th>
                    <th scope="col">{t('ord_col_payment')}</th>
                    <th scope="col">{t('ord_col_shipping')}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.orders.map((o) => (
                    <tr key={o.id}>
                      <td data-label={t('ord_col_number')}><Link href={`/orders/${o.id}`}>{o.number}</Link></td>
                      <td data-label={t('ord_col_date')}>{formatWhen(o.created_at, lang())}</td>
                      <td data-label={t('ord_col_customer')}>
                        <span className="orders-name">{o.company_name || o.name}</span>
                        <span className="orders-email">{o.email}</span>
                      </td>
                      <td data-label={t('ord_col_total')}>{money(o.total, lang())}</td>
                      <td data-label={t('ord_col_status')}><span className={'ord-badge ord-badge--' + o.status}>{t(statusKey(o.status))}</span></td>
                      <td data-label={t('ord_col_payment')}>{t(paymentKey(o.payment_status))}</td>
                      <td data-label={t('ord_col_shipping')}>{o.shipping_method}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : <p>{t('ord_none')}</p>}
          <nav className="products-pager" aria-label={t('ord_pages')}>
            {filters.before ? <Link href={'/orders' + ordersQuery(withOrderFilter(filters, 'before', 0))}>{t('ord_newest')}</Link> : null}
            {list.next ? <Link href={'/orders' + ordersQuery({ ...filters, before: list.next })} rel="next">{t('ord_older')}</Link> : null}
          </nav>
        </>
      ) : <p role="status">{t('ord_loading')}</p>}
    </section>
  );
}
