// Customers (GET /api/admin/customers, /customers/:id): the list with a search by name,
// e-mail, phone or company and the type and newsletter filters, newest first; a customer's
// page with details, company, addresses, orders (each linked to its back-office page) and
// newsletter state, and the owner's privacy export (the shopper's own file) and erasure.
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { adminGet, adminSend } from '../lib/api.js';
import { t, lang } from '../lib/i18n.js';
import { formatWhen } from '../lib/audit.js';
import { useStaff } from '../lib/staff.js';
import { listPath, customerName, eraseConfirmed, pageSpan } from '../lib/shoppers.js';
import { Field } from '../components/field.jsx';
import { SelectField } from '../components/select-field.jsx';

export function CustomersPage() {
  const [filters, setFilters] = useState({ q: '', type: '', newsletter: '' });
  const [offset, setOffset] = useState(0);
  const [answer, setAnswer] = useState(null);
  const [message, setMessage] = useState('');
  const load = (f, at) => {
    setMessage('');
    adminGet(listPath('/customers', { ...f, offset: at })).then((a) => { setAnswer(a); setOffset(at); }, (err) => setMessage(err.message));
  };
  useEffect(() => { load(filters, 0); }, []);
  const edit = (e) => {
    const next = { ...filters, [e.target.name]: e.target.value };
    setFilters(next);
    if (e.target.name !== 'q') load(next, 0);
  };
  const search = (e) => {
    e.preventDefault();
    load(filters, 0);
  };
  const list = answer?.customers || [];
  return (
    <section className="shoppers">
      <h1>{t('cust_title')}</h1>
      <form className="admin-toolbar" role="search" aria-label={t('cust_search')} onSubmit={search}>
        <Field name="q" label={t('cust_search')} type="search" value={filters.q} onChange={edit} hint={t('cust_search_hint')} />
        <SelectField name="type" label={t('cust_type')} value={filters.type} onChange={edit}
          options={[['', t('cust_all')], ['b2c', t('cust_b2c')], ['b2b', t('cust_b2b')]]} />
        <SelectField name="newsletter" label={t('cust_newsletter')} value={filters.newsletter} onChange={edit}
          options={[['', t('cust_all')], ['yes', t('cust_newsletter_yes')], ['no', t('cust_newsletter_no')]]} />
        <button className="btn btn--primary" type="submit">{t('cust_find')}</button>
      </form>
      {message ? <p className="admin-alert" role="alert">{message}</p> : null}
      {answer ? (
        <>
          <div className="admin-table-wrap" role="region" tabIndex={0} aria-label={t('cust_title')}>
            <table className="admin-table">
              <caption className="visually-hidden">{t('cust_title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('cust_name')}</th><th scope="col">{t('cust_email')}</th><th scope="col">{t('cust_phone')}</th>
                  <th scope="col">{t('cust_company')}</th><th scope="col">{t('cust_since')}</th>
                </tr>
              </thead>
              <tbody>
                {list.map((c) => (
                  <tr key={c.id}>
                    <td><Link href={`/customers/${c.id}`}>{customerName(c, t)}</Link>{c.type === 'b2b' ? <span className="shoppers-badge">{t('cust_b2b')}</span> : null}</td>
                    <td className="shoppers-wrap">{c.email}</td>
                    <td>{c.phone}</td>
                    <td>{c.company}</td>
                    <td>{formatWhen(c.created_at, lang())}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {list.length === 0 ? <p className="admin-empty">{t('cust_none')}</p> : null}
          </div>
          <Pager offset={offset} shown={list.length} total={answer.total} more={answer.more} limit={answer.limit}
            onPage={(at) => load(filters, at)} />
        </>
      ) : null}
    </section>
  );
}

// Pager moves a list by its page size; it says which rows show.
export function Pager({ offset, shown, total, more, limit, onPage }) {
  if (!offset && !more) return shown ? <p className="shoppers-span">{pageSpan(offset, shown, total)}</p> : null;
  return (
    <nav className="shoppers-pager" aria-label={t('cust_pages')}>
      <button type="button" className="btn btn--ghost" disabled={!offset} onClick={() => onPage(Math.max(0, offset - limit))}>{t('cust_prev')}</button>
      <span>{pageSpan(offset, shown, total)}</span>
      <button type="button" className="btn btn--ghost" disabled={!more} onClick={() => onPage(offset + limit)}>{t('cust_next')}</button>
    </nav>
  );
}

export function CustomerPage({ params }) {
  const { staff } = useStaff();
  const [customer, setCustomer] = useState(null);
  const [message, setMessage] = useState('');
  const load = () => adminGet(`/customers/${params.id}`).then((a) => setCustomer(a.customer), (err) => setMessage(err.message));
  useEffect(() => { load(); }, [params.id]);
  if (!customer) return message ? <p className="admin-alert" role="alert">{message}</p> : <p role="status">…</p>;
  const c = customer;
  return (
    <section className="shoppers">
      <p><Link href="/customers">{t('cust_back')}</Link></p>
      <h1>{customerName(c, t)}</h1>
      {c.deleted ? <p className="shoppers-note" role="note">{t('cust_deleted_note')}</p> : null}
      <div className="shoppers-cards">
        <div className="admin-card">
          <h2 className="admin-card-title">{t('cust_details')}</h2>
          <dl className="shoppers-dl">
            <dt>{t('cust_type')}</dt><dd>{c.type === 'b2b' ? t('cust_b2b') : t('cust_b2c')}</dd>
            <dt>{t('cust_email')}</dt><dd className="shoppers-wrap">{c.email || '—'}</dd>
            <dt>{t('cust_phone')}</dt><dd>{c.phone || '—'}</dd>
            <dt>{t('cust_since')}</dt><dd>{formatWhen(c.created_at, lang())}</dd>
            <dt>{t('cust_newsletter')}</dt><dd>{t('cust_newsletter_' + c.newsletter_state)}{c.newsletter ? ` · ${t('cust_consent')}` : ''}</dd>
          </dl>
        </div>
        {c.company_data ? (
          <div className="admin-card">
            <h2 className="admin-card-title">{t('cust_company')}</h2>
            <dl className="shoppers-dl">
              <dt>{t('cust_company_name')}</dt><dd>{c.company_data.name}</dd>
              <dt>{t('cust_reg_num')}</dt><dd>{c.company_data.reg_num || '—'}</dd>
              <dt>{t('cust_vat_num')}</dt><dd>{c.company_data.vat_num || '—'}</dd>
              <dt>{t('cust_address')}</dt><dd>{[c.company_data.address, c.company_data.city, c.company_data.zip].filter(Boolean).join(', ') || '—'}</dd>
            </dl>
          </div>
        ) : null}
      </div>
      <h2>{t('cust_addresses')}</h2>
      {c.addresses.length ? (
        <ul className="shoppers-addresses">
          {c.addresses.map((a) => (
            <li key={a.id}>{[a.address, a.city, a.zip, a.country].filter(Boolean).join(', ')}{a.is_default ? ` · ${t('cust_default')}` : ''}</li>
          ))}
        </ul>
      ) : <p className="admin-empty">{t('cust_no_addresses')}</p>}
      <h2>{t('cust_orders')}</h2>
      {c.orders.length ? (
        <div className="admin-table-wrap" role="region" tabIndex={0} aria-label={t('cust_orders')}>
          <table className="admin-table">
            <caption className="visually-hidden">{t('cust_orders')}</caption>
            <thead>
              <tr><th scope="col">{t('cust_order_number')}</th><th scope="col">{t('cust_order_date')}</th><th scope="col">{t('cust_order_total')}</th><th scope="col">{t('cust_order_status')}</th></tr>
            </thead>
            <tbody>
              {c.orders.map((o) => (
                <tr key={o.id}>
                  <td><a href={o.path}>{o.number}</a></td>
                  <td>{formatWhen(o.created_at, lang())}</td>
                  <td>{o.formatted_total}</td>
                  <td>{o.status_label} · {o.payment_status_label}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : <p className="admin-empty">{t('cust_no_orders')}</p>}
      {staff.role === 'owner' && !c.deleted ? <Privacy customer={c} onErased={load} /> : null}
    </section>
  );
}

// Privacy is the owner's: the export (the file the shopper downloads) and the erasure, which
// asks for the account's e-mail typed.
function Privacy({ customer, onErased }) {
  const [typed, setTyped] = useState('');
  const [errors, setErrors] = useState({});
  const [status, setStatus] = useState({ kind: '', text: '' });
  const [busy, setBusy] = useState(false);
  const erase = async (e) => {
    e.preventDefault();
    setBusy(true);
    try {
      await adminSend('POST', `/customers/${customer.id}/erase`, { confirm: typed });
      setStatus({ kind: 'ok', text: t('cust_erased') });
      onErased();
    } catch (err) {
      setErrors(err.errors);
      setStatus({ kind: 'error', text: err.message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="admin-card shoppers-privacy" aria-labelledby="cust-privacy">
      <h2 className="admin-card-title" id="cust-privacy">{t('cust_privacy')}</h2>
      <p><a className="btn btn--ghost" href={`/api/admin/customers/${customer.id}/export`} download>{t('cust_export')}</a></p>
      <form onSubmit={erase} noValidate aria-label={t('cust_erase')}>
        <p>{t('cust_erase_text')}</p>
        <Field name="confirm" label={t('cust_erase_confirm', { email: customer.email })} value={typed} autoComplete="off"
          onChange={(e) => setTyped(e.target.value)} errors={errors} />
        {status.text ? <p className={status.kind === 'ok' ? 'admin-ok' : 'admin-alert'} role={status.kind === 'ok' ? 'status' : 'alert'}>{status.text}</p> : null}
        <button className="btn btn--danger" type="submit" disabled={busy || !eraseConfirmed(typed, customer.email)}>{t('cust_erase')}</button>
      </form>
    </section>
  );
}
