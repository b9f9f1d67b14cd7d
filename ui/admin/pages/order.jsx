// One order (GET /api/admin/orders/:id), for staff and owners: its lines with their services,
// totals with the VAT per rate, the buyer and the delivery address, the shipment, the payment
// and its history, the mails sent for it and the staff's notes. Its buttons are the moves the
// server says are open (POST …/status, naming the status the page shows, so a move made
// meanwhile by someone else is refused); shipping asks for the carrier and tracking number.
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { adminGet, adminSend } from '../lib/api.js';
import { t, lang } from '../lib/i18n.js';
import { formatWhen } from '../lib/audit.js';
import { taxLines } from '../lib/vat.js';
import { statusKey, paymentKey, moveKey, mailKey, money, vatRate, shipForm, shipErrors, moveBody, addressLines } from '../lib/orders.js';
import { Field } from '../components/field.jsx';
import { SelectField } from '../components/select-field.jsx';
import { OrderMoney } from '../components/order-money.jsx';
import { OrderEInvoices } from '../components/order-einvoice.jsx';
import { refundBy } from '../lib/withdrawal.js';

export function OrderPage({ params }) {
  const [data, setData] = useState(null);
  const [error, setError] = useState('');
  const load = () => adminGet(`/orders/${params.id}`).then(setData, (e) => setError(e.message));
  useEffect(() => { load(); }, [params.id]);
  useEffect(() => { if (data) document.title = t('ord_page_title', { number: data.order.prefixed_id }); }, [data]);
  if (!data) return error ? <p className="admin-alert" role="alert">{error}</p> : <p role="status">{t('ord_loading')}</p>;
  const o = data.order;
  const l = lang();
  return (
    <section className="order-page">
      <p className="product-back"><Link href="/orders">{t('ord_back')}</Link></p>
      <div className="order-head">
        <h1>{t('ord_page_title', { number: o.prefixed_id })}</h1>
        <span className={'ord-badge ord-badge--' + o.status}>{t(statusKey(o.status))}</span>
        <span className="ord-badge">{t(paymentKey(o.payment_status))}</span>
      </div>
      <p className="order-meta">{t('ord_placed', { when: formatWhen(o.created_at, l) })} · {t('ord_language', { lang: o.language || '–' })}</p>
      <OrderActions order={o} carriers={data.carriers} onMoved={setData} />

      <div className="order-grid">
        <section className="admin-card order-lines" aria-labelledby="ord-lines">
          <h2 className="admin-card-title" id="ord-lines">{t('ord_lines')}</h2>
          <Lines order={o} />
          <Totals order={o} />
          <OrderMoney order={o} reload={load} />
          <OrderEInvoices order={o} />
        </section>

        {o.withdrawals?.length ? <Withdrawals withdrawals={o.withdrawals} /> : null}

        <section className="admin-card" aria-labelledby="ord-customer">
          <h2 className="admin-card-title" id="ord-customer">{t('ord_customer')}</h2>
          <dl className="order-dl">
            <dt>{t('ord_name')}</dt><dd>{o.customer.full_name}</dd>
            <dt>{t('ord_email')}</dt><dd><a href={'mailto:' + o.customer.email}>{o.customer.email}</a></dd>
            <dt>{t('ord_phone')}</dt><dd>{o.customer.phone}</dd>
            {o.customer.user_type === 'b2b' ? (
              <>
                <dt>{t('ord_company')}</dt>
                <dd>{[o.customer.company_name, o.customer.company_reg_num, o.customer.company_vat_num].filter(Boolean).join(', ')}</dd>
                <dt>{t('ord_company_address')}</dt>
                <dd>{[o.customer.company_address, o.customer.company_zip, o.customer.company_city].filter(Boolean).join(', ')}</dd>
              </>
            ) : null}
          </dl>
        </section>

        <section className="admin-card" aria-labelledby="ord-delivery">
          <h2 className="admin-card-title" id="ord-delivery">{t('ord_delivery')}</h2>
          <dl className="order-dl">
            <dt>{t('ord_col_shipping')}</dt><dd>{o.cart.shipping_method.title}</dd>
            <dt>{t('ord_address')}</dt>
            <dd>{addressLines(o.cart.shipping_address, o.shipping_country).map((line) => <span className="order-line" key={line}>{line}</span>)}</dd>
            {o.cart.shipping_address.phone ? <><dt>{t('ord_phone')}</dt><dd>{o.cart.shipping_address.phone}</dd></> : null}
            {o.cart.shipping_address.message ? <><dt>{t('ord_message')}</dt><dd>{o.cart.shipping_address.message}</dd></> : null}
            {o.shipment.carrier ? (
              <>
                <dt>{t('ord_carrier')}</dt><dd>{o.shipment.carrier_name || o.shipment.carrier}</dd>
                <dt>{t('ord_tracking')}</dt>
                <dd>
                  {o.shipment.tracking_link
                    ? <a href={o.shipment.tracking_link} target="_blank" rel="noopener noreferrer">{o.shipment.tracking_number}</a>
                    : o.shipment.tracking_number}
                </dd>
                <dt>{t('ord_shipped_at')}</dt><dd>{formatWhen(o.shipment.shipped_at, l)}</dd>
              </>
            ) : null}
          </dl>
        </section>

        <section className="admin-card" aria-labelledby="ord-payment">
          <h2 className="admin-card-title" id="ord-payment">{t('ord_payment')}</h2>
          <dl className="order-dl">
            <dt>{t('ord_payment_method')}</dt><dd>{o.cart.payment_method.title}</dd>
            <dt>{t('ord_col_payment')}</dt><dd>{t(paymentKey(o.payment_status))}</dd>
            {o.paid_at ? <><dt>{t('ord_paid_at')}</dt><dd>{formatWhen(o.paid_at, l)}</dd></> : null}
            {o.payment_reference ? <><dt>{t('ord_reference')}</dt><dd><code>{o.payment_reference}</code></dd></> : null}
          </dl>
          <h3>{t('ord_history')}</h3>
          {o.events.length ? (
            <ol className="order-events">
              {o.events.map((e, i) => (
                <li key={i}>
                  <time dateTime={e.at}>{formatWhen(e.at, l)}</time>{' '}
                  {t(e.field === 'status' ? 'ord_event_status' : 'ord_event_payment', {
                    from: t(e.field === 'status' ? statusKey(e.from) : paymentKey(e.from)),
                    to: t(e.field === 'status' ? statusKey(e.to) : paymentKey(e.to)),
                  })}
                  {e.staff ? <> · {e.staff}</> : null}
                  {e.note ? <> · <q>{e.note}</q></> : null}
                </li>
              ))}
            </ol>
          ) : <p>{t('ord_no_history')}</p>}
        </section>

        <section className="admin-card" aria-labelledby="ord-mails">
          <h2 className="admin-card-title" id="ord-mails">{t('ord_mails')}</h2>
          {o.mails.length ? (
            <ul className="order-mails">
              {o.mails.map((m, i) => (
                <li key={i}>
                  <strong>{t(mailKey(m.kind))}</strong> → {m.email}{' '}
                  <span className="order-muted">
                    {m.sent_at ? t('ord_mail_sent', { when: formatWhen(m.sent_at, l) })
                      : m.last_error ? t('ord_mail_failing', { count: m.attempts }) : t('ord_mail_waiting')}
                  </span>
                </li>
              ))}
            </ul>
          ) : <p>{t('ord_no_mails')}</p>}
        </section>

        <Notes orderId={o.id} notes={o.notes} />
      </div>
    </section>
  );
}

// Withdrawals: the shopper's withdrawals from the order (the storefront's withdrawal
// function), each with when it came, what it names and when the refund is due; the refund
// itself is the money panel's.
function Withdrawals({ withdrawals }) {
  const l = lang();
  return (
    <section className="admin-card order-withdrawals" aria-labelledby="ord-withdrawals">
      <h2 className="admin-card-title" id="ord-withdrawals">{t('wd_title')}</h2>
      {withdrawals.map((w) => (
        <div className="order-withdrawal" key={w.id}>
          <p><strong>{t('wd_received', { when: formatWhen(w.created_at, l) })}</strong> · {t('wd_refund_by', { when: formatWhen(refundBy(w.created_at), l) })}</p>
          <p>{t('wd_from')}: {w.name} &lt;{w.email}&gt;</p>
          {w.whole ? <p>{t('wd_whole')}</p> : null}
          <ul>{w.lines.map((line) => <li key={line.id}>{line.quantity} × {line.title}{line.code ? ` (${line.code})` : ''}</li>)}</ul>
        </div>
      ))}
      <p className="field-hint">{t('wd_refund_hint')}</p>
    </section>
  );
}

// Lines: each product line, its services under it.
function Lines({ order }) {
  const l = lang();
  const row = (item, service) => (
    <tr key={(service ? 's' : 'p') + item.id} className={service ? 'order-service' : undefined}>
      <td data-label={t('ord_col_product')}>
        {service ? <span aria-hidden="true">↳ </span> : null}{item.product.title}
        {item.product.code ? <span className="order-muted"> {item.product.code}</span> : null}
      </td>
      <td data-label={t('ord_col_qty')}>{item.quantity}</td>
      <td data-label={t('ord_col_unit')}>{money(item.unit_cents, l)}</td>
      <td data-label={t('ord_col_line')}>{money(item.list_cents, l)}</td>
    </tr>
  );
  return (
    <div className="admin-table-wrap" tabIndex={0} role="region" aria-label={t('ord_lines')}>
      <table className="admin-table order-lines-table">
        <caption className="visually-hidden">{t('ord_lines')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('ord_col_product')}</th><th scope="col">{t('ord_col_qty')}</th>
            <th scope="col">{t('ord_col_unit')}</th><th scope="col">{t('ord_col_line')}</th>
          </tr>
        </thead>
        <tbody>
          {order.cart.items.flatMap((it) => [row(it, false), ...(it.services || []).map((s) => row(s, true))])}
        </tbody>
      </table>
    </div>
  );
}

// Totals: the goods (with VAT for a private person's order, without for a business's), the
// coupon, shipping, then the net, the VAT per rate and what the shopper pays.
function Totals({ order }) {
  const l = lang();
  const c = order.cents;
  const basis = order.cart.prices_with_tax ? t('ord_with_vat') : t('ord_without_vat');
  return (
    <>
    <dl className="order-totals">
      <dt>{t('ord_goods')} ({basis})</dt><dd>{money(c.items, l)}</dd>
      {c.coupon_discount ? <><dt>{t('ord_coupon', { code: order.cart.coupon?.code || '' })}</dt><dd>−{money(c.coupon_discount, l)}</dd></> : null}
      <dt>{t('ord_shipping_cost')} ({basis})</dt><dd>{money(c.shipping, l)}</dd>
      <dt>{t('ord_net')}</dt><dd>{money(c.net, l)}</dd>
      {order.vat.map((v) => (
        <div className="order-vat" key={v.rate_basis_points}>
          <dt>{t('ord_vat', { rate: vatRate(v.rate_basis_points), net: money(v.net, l) })}</dt><dd>{money(v.tax, l)}</dd>
        </div>
      ))}
      <dt className="order-total">{t('ord_total')}</dt><dd className="order-total">{money(c.total, l)}</dd>
    </dl>
    {taxLines(order).map(([key, args]) => <p key={key} className="order-tax">{t(key, { ...args, at: args.at && formatWhen(args.at, l) })}</p>)}
    </>
  );
}

// OrderActions: a button per move the server allows; cancelling asks first, shipping opens
// the ship form (carrier and tracking number). The answer is the order as it now stands.
function OrderActions({ order, carriers, onMoved }) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState(null);
  const [asking, setAsking] = useState('');
  const [ship, setShip] = useState(() => shipForm(order.method_carrier, carriers));
  const [errors, setErrors] = useState({});
  const first = useRef(null);
  useEffect(() => { if (asking) first.current?.focus(); }, [asking]);
  const move = async (to) => {
    if (to === 'shipped') {
      const errs = shipErrors(ship);
      if (Object.keys(errs).length) {
        setErrors(Object.fromEntries(Object.entries(errs).map(([k, v]) => [k, v.map((key) => t(key))])));
        return;
      }
    }
    setBusy(true);
    try {
      const res = await adminSend('POST', `/orders/${order.id}/status`, moveBody(order, to, ship));
      setAsking('');
      setErrors({});
      setMessage({ ok: true, text: t('ord_moved', { status: t(statusKey(to)) }) });
      onMoved(res);
    } catch (err) {
      setErrors(err.errors || {});
      setMessage({ ok: false, text: err.message });
    } finally {
      setBusy(false);
    }
  };
  if (!order.moves.length && !message) return null;
  return (
    <div className="order-actions">
      {asking === '' ? (
        <div className="admin-actions">
          {order.moves.map((to) => (
            <button key={to} type="button" disabled={busy} className={to === 'cancelled' ? 'btn btn--danger' : 'btn btn--primary'}
              onClick={() => (to === 'shipped' || to === 'cancelled' ? setAsking(to) : move(to))}>
              {t(moveKey(to))}
            </button>
          ))}
        </div>
      ) : null}
      {asking === 'shipped' ? (
        <form className="admin-card order-ship" aria-labelledby="ord-ship-title" onSubmit={(e) => { e.preventDefault(); move('shipped'); }} noValidate>
          <h2 className="admin-card-title" id="ord-ship-title">{t('ord_ship_title')}</h2>
          <div className="admin-grid">
            <SelectField name="carrier" label={t('ord_carrier')} value={ship.carrier} errors={errors}
              onChange={(e) => setShip({ ...ship, carrier: e.target.value })} ref={first}
              options={[['', t('ord_choose_carrier')], ...carriers.map((c) => [c.code, c.name])]} />
            <Field name="tracking_number" label={t('ord_tracking')} value={ship.tracking_number} errors={errors} autoComplete="off"
              maxLength={64} onChange={(e) => setShip({ ...ship, tracking_number: e.target.value })} />
          </div>
          <div className="admin-actions">
            <button className="btn btn--primary" type="submit" disabled={busy}>{t('ord_ship_confirm')}</button>
            <button className="btn btn--ghost" type="button" onClick={() => { setAsking(''); setErrors({}); }}>{t('ord_back_out')}</button>
          </div>
        </form>
      ) : null}
      {asking === 'cancelled' ? (
        <div className="bulk-confirm" role="alertdialog" aria-labelledby="ord-cancel-q">
          <p id="ord-cancel-q">{t(order.payment_status === 'paid' ? 'ord_cancel_paid_question' : 'ord_cancel_question')}</p>
          <button className="btn btn--danger" type="button" disabled={busy} onClick={() => move('cancelled')}>{t('ord_cancel_confirm')}</button>
          <button className="btn btn--ghost" type="button" ref={first} onClick={() => setAsking('')}>{t('ord_back_out')}</button>
        </div>
      ) : null}
      {message ? <p className={message.ok ? 'admin-ok' : 'admin-alert'} role={message.ok ? 'status' : 'alert'}>{message.text}</p> : null}
    </div>
  );
}

// Notes: the staff's own notes on the order, oldest first, and a form for a new one.
function Notes({ orderId, notes: initial }) {
  const [notes, setNotes] = useState(initial);
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState({});
  const [busy, setBusy] = useState(false);
  useEffect(() => { setNotes(initial); }, [initial]);
  const submit = async (e) => {
    e.preventDefault();
    setBusy(true);
    try {
      const res = await adminSend('POST', `/orders/${orderId}/notes`, { body });
      setNotes(res.notes);
      setBody('');
      setErrors({});
    } catch (err) {
      setErrors(Object.keys(err.errors || {}).length ? err.errors : { body: [err.message] });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="admin-card" aria-labelledby="ord-notes">
      <h2 className="admin-card-title" id="ord-notes">{t('ord_notes')}</h2>
      <p className="field-hint">{t('ord_notes_hint')}</p>
      {notes.length ? (
        <ul className="order-notes">
          {notes.map((n) => (
            <li key={n.id}>
              <p className="order-note-body">{n.body}</p>
              <p className="order-muted">{n.staff || '–'} · <time dateTime={n.at}>{formatWhen(n.at, lang())}</time></p>
            </li>
          ))}
        </ul>
      ) : null}
      <form onSubmit={submit} noValidate>
        <Field as="textarea" name="body" label={t('ord_note_new')} value={body} errors={errors} rows={3} maxLength={2000}
          onChange={(e) => setBody(e.target.value)} />
        <button className="btn btn--ghost" type="submit" disabled={busy || !body.trim()}>{t('ord_note_add')}</button>
      </form>
    </section>
  );
}
