// Subscriptions (GET /api/admin/subscriptions/…), for staff and owners: the products shoppers
// wait for to be back in stock, by how many wait (or by title), with who waits for one; and
// the newsletter's addresses by state (pending until confirmed, confirmed, unsubscribed), with
// the CSV of them for a mailing tool.
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { adminGet } from '../lib/api.js';
import { t, lang } from '../lib/i18n.js';
import { formatWhen } from '../lib/audit.js';
import { listPath, stateTabs } from '../lib/shoppers.js';
import { SelectField } from '../components/select-field.jsx';
import { Pager } from './customers.jsx';
import { StateSwitch } from './reviews.jsx';

export function SubscriptionsPage() {
  return (
    <section className="shoppers">
      <h1>{t('sub_title')}</h1>
      <BackInStock />
      <Newsletter />
    </section>
  );
}

function BackInStock() {
  const [sort, setSort] = useState('count');
  const [offset, setOffset] = useState(0);
  const [answer, setAnswer] = useState(null);
  const [open, setOpen] = useState(null);
  const [message, setMessage] = useState('');
  const load = (s, at) => adminGet(listPath('/subscriptions/back-in-stock', { sort: s, offset: at })).then((a) => {
    setAnswer(a);
    setSort(s);
    setOffset(at);
  }, (err) => setMessage(err.message));
  useEffect(() => { load('count', 0); }, []);
  const show = (id) => adminGet(`/subscriptions/back-in-stock/${id}`).then(setOpen, (err) => setMessage(err.message));
  const list = answer?.products || [];
  return (
    <section aria-labelledby="sub-bis">
      <h2 id="sub-bis">{t('sub_back_in_stock')}</h2>
      <div className="admin-toolbar">
        <SelectField name="sort" label={t('sub_sort')} value={sort} onChange={(e) => load(e.target.value, 0)}
          options={[['count', t('sub_sort_count')], ['title', t('sub_sort_title')]]} />
      </div>
      {message ? <p className="admin-alert" role="alert">{message}</p> : null}
      {answer ? (
        <div className="admin-table-wrap" role="region" tabIndex={0} aria-label={t('sub_back_in_stock')}>
          <table className="admin-table">
            <caption className="visually-hidden">{t('sub_back_in_stock')}</caption>
            <thead>
              <tr><th scope="col">{t('sub_product')}</th><th scope="col">{t('sub_stock')}</th><th scope="col">{t('sub_waiting')}</th><th scope="col">{t('sub_since')}</th></tr>
            </thead>
            <tbody>
              {list.map((p) => (
                <tr key={p.product_id}>
                  <td><Link href={`/products/${p.product_id}`}>{p.title}</Link> <code>{p.code}</code></td>
                  <td>{p.stock}</td>
                  <td><button type="button" className="btn btn--ghost" onClick={() => show(p.product_id)}
                    aria-label={t('sub_who_waits', { title: p.title })}>{p.waiting}</button></td>
                  <td>{formatWhen(p.since, lang())}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {list.length === 0 ? <p className="admin-empty">{t('sub_none_waiting')}</p> : null}
        </div>
      ) : null}
      {answer ? <Pager offset={offset} shown={list.length} total={answer.total} more={offset + list.length < answer.total}
        limit={answer.limit} onPage={(at) => load(sort, at)} /> : null}
      {open ? (
        <div className="admin-card" role="region" aria-labelledby="sub-waiting">
          <h3 id="sub-waiting">{t('sub_waiting_for', { title: open.product.title })}</h3>
          <ul className="shoppers-addresses">
            {open.waiting.map((w) => <li key={w.email} className="shoppers-wrap">{w.email} · {w.lang ? t('lang_' + w.lang) : '—'} · {formatWhen(w.created_at, lang())}</li>)}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

// 'all' is the list without a state filter.
const states = ['all', 'pending', 'confirmed', 'unsubscribed'];
const stateQuery = (s) => (s === 'all' ? '' : s);

function Newsletter() {
  const [state, setState] = useState('all');
  const [offset, setOffset] = useState(0);
  const [answer, setAnswer] = useState(null);
  const [message, setMessage] = useState('');
  const load = (s, at) => adminGet(listPath('/subscriptions/newsletter', { state: stateQuery(s), offset: at })).then((a) => {
    setAnswer(a);
    setState(s);
    setOffset(at);
  }, (err) => setMessage(err.message));
  useEffect(() => { load('all', 0); }, []);
  const counts = answer ? { ...answer.counts, all: answer.counts.pending + answer.counts.confirmed + answer.counts.unsubscribed } : {};
  const list = answer?.subscribers || [];
  return (
    <section aria-labelledby="sub-news">
      <h2 id="sub-news">{t('sub_newsletter')}</h2>
      <StateSwitch label={t('sub_states')} tabs={stateTabs(states, counts)} current={state} prefix="sub_state_" onPick={(s) => load(s, 0)} />
      <p><a className="btn btn--ghost" href={'/api/admin' + listPath('/subscriptions/newsletter.csv', { state: stateQuery(state) })} download>{t('sub_csv')}</a></p>
      {message ? <p className="admin-alert" role="alert">{message}</p> : null}
      {answer ? (
        <div className="admin-table-wrap" role="region" tabIndex={0} aria-label={t('sub_newsletter')}>
          <table className="admin-table">
            <caption className="visually-hidden">{t('sub_newsletter')}</caption>
            <thead>
              <tr><th scope="col">{t('sub_email')}</th><th scope="col">{t('sub_state')}</th><th scope="col">{t('sub_lang')}</th><th scope="col">{t('sub_since')}</th></tr>
            </thead>
            <tbody>
              {list.map((x) => (
                <tr key={x.id}>
                  <td className="shoppers-wrap">{x.email}</td>
                  <td>{t('sub_state_' + x.state)}</td>
                  <td>{x.lang ? t('lang_' + x.lang) : '—'}</td>
                  <td>{formatWhen(x.created_at, lang())}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {list.length === 0 ? <p className="admin-empty">{t('sub_none')}</p> : null}
        </div>
      ) : null}
      {answer ? <Pager offset={offset} shown={list.length} total={counts[state]} more={offset + list.length < counts[state]}
        limit={answer.limit} onPage={(at) => load(state, at)} /> : null}
    </section>
  );
}
