// An order's money in the back office, below the order page's totals: what was paid, refunded
// and is left, the refunds made, the packing slip, and for owners the refund form — by lines
// and units (each with "back to stock") plus the shipping, or by an amount. A card payment is
// refunded through Stripe; any other is recorded as paid back by hand. Each attempt carries a
// key of its own, so a double click or a retry refunds once. It needs only the order's id and
// a reload callback (the order page reloads its status and totals after a refund).
import { useEffect, useState } from 'react';
import { adminGet, adminSend } from '../lib/api.js';
import { t } from '../lib/i18n.js';
import { useStaff } from '../lib/staff.js';
import { refundForm, refundTotal, refundBody, unitsLeft, newKey, centsToInput } from '../lib/order-money.js';
import { Field } from './field.jsx';
import { SelectField } from './select-field.jsx';

export function OrderMoney({ order, reload = () => {} }) {
  const { staff } = useStaff();
  const [money, setMoney] = useState(null);
  const [message, setMessage] = useState('');
  const [done, setDone] = useState(''); // the last refund's word, kept across the form's reset
  const load = () => adminGet(`/orders/${order.id}/money`).then((m) => { setMoney(m); setMessage(''); }, (err) => setMessage(err.message));
  useEffect(() => { load(); }, [order.id]);
  if (!money) return message ? <p className="admin-alert" role="alert">{message}</p> : <p role="status">…</p>;
  const owner = staff?.role === 'owner';
  // An order never paid has no money to show: its sums would read as paid.
  const paid = money.payment_status === 'paid' || money.refunds.length > 0;
  return (
    <section className="om-panel" aria-labelledby="om-title">
      <h2 id="om-title">{t('om_title')}</h2>
      {paid ? (
        <dl className="om-sums">
          <div><dt>{t('om_paid_total')}</dt><dd>{money.formatted.total}</dd></div>
          <div><dt>{t('om_refunded')}</dt><dd>{money.formatted.refunded}</dd></div>
          {money.pending ? <div><dt>{t('om_pending')}</dt><dd>{money.formatted.pending}</dd></div> : null}
          <div><dt>{t('om_left')}</dt><dd>{money.formatted.left}</dd></div>
        </dl>
      ) : <p className="om-note">{t('om_not_paid')}</p>}
      {money.fully_refunded ? <p className="om-badge">{t('om_fully_refunded')}</p> : null}
      <p><a className="btn btn--ghost" href={`/api/admin/orders/${money.order_id}/packing-slip`} target="_blank" rel="noopener">{t('om_packing_slip')}</a></p>
      {paid ? <Refunds money={money} /> : null}
      {done ? <p className="admin-ok" role="status">{done}</p> : null}
      {owner && money.refundable ? <RefundForm key={money.refunds.length} money={money} onDone={(text) => { setDone(text); load(); reload(); }} /> : null}
    </section>
  );
}

function Refunds({ money }) {
  if (!money.refunds.length) return <p className="admin-empty">{t('om_no_refunds')}</p>;
  return (
    <div className="admin-table-wrap" role="region" tabIndex={0} aria-label={t('om_refunds')}>
      <table className="admin-table om-refunds">
        <caption>{t('om_refunds')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('om_col_when')}</th><th scope="col">{t('om_col_amount')}</th><th scope="col">{t('om_col_method')}</th>
            <th scope="col">{t('om_col_status')}</th><th scope="col">{t('om_col_detail')}</th><th scope="col">{t('om_col_staff')}</th>
          </tr>
        </thead>
        <tbody>
          {money.refunds.map((r) => (
            <tr key={r.id}>
              <td>{r.at}</td>
              <td>{r.formatted_amount}</td>
              <td>{t('om_method_' + r.method)}</td>
              <td>{t('om_status_' + r.status)}</td>
              <td>
                {r.lines.map((l) => `${l.quantity} × ${l.title}${l.restock ? ` (${t('om_restock')})` : ''}`)
                  .concat(r.shipping ? [t('om_shipping_word')] : [], r.reason ? [r.reason] : [], r.note ? [r.note] : [],
                    r.paid_on ? [r.paid_on] : [], r.provider_id ? [r.provider_id] : [], r.error ? [r.error] : []).join('; ')}
              </td>
              <td>{r.staff}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RefundForm({ money, onDone }) {
  const [form, setForm] = useState(() => refundForm(money));
  const [key, setKey] = useState(() => newKey());
  const [errors, setErrors] = useState({});
  const [status, setStatus] = useState({ kind: '', text: '' });
  const [busy, setBusy] = useState(false);
  const total = refundTotal(money, form);
  const edit = (e) => {
    const { name, value, type, checked } = e.target;
    setForm((f) => ({ ...f, [name]: type === 'checkbox' ? checked : value }));
  };
  const editLine = (id, field, value) => setForm((f) => ({ ...f, lines: { ...f.lines, [id]: { ...f.lines[id], [field]: value } } }));
  const submit = async (e) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setStatus({ kind: '', text: '' });
    try {
      const res = await adminSend('POST', `/orders/${money.order_id}/refunds`, refundBody(form, key));
      setErrors({});
      const r = res.refund;
      setKey(newKey()); // the next refund is a new attempt
      if (r.status === 'failed') setStatus({ kind: 'error', text: r.error });
      else onDone(t(r.status === 'done' ? 'om_refund_done' : 'om_refund_pending', { amount: r.formatted_amount }));
    } catch (err) {
      setErrors(err.errors || {});
      setStatus({ kind: 'error', text: err.message });
      // The server answered: this attempt is settled (refused, or failed at Stripe and kept so),
      // and another is a new one. No answer at all (the network broke) keeps the key, so trying
      // again cannot refund twice.
      if (err.status) setKey(newKey());
    } finally {
      setBusy(false);
    }
  };
  const lineErrors = (id) => errors[`lines.${id}`] ? { [`lines.${id}`]: errors[`lines.${id}`] } : {};
  return (
    <form className="admin-card om-form" onSubmit={submit} noValidate aria-labelledby="om-refund-title">
      <h3 id="om-refund-title" className="admin-card-title">{t('om_refund_title')}</h3>
      <p className="field-hint">{money.by_card ? t('om_card_hint') : t('om_manual_hint')}</p>
      <SelectField name="mode" label={t('om_mode')} value={form.mode} onChange={edit}
        options={[['lines', t('om_by_lines')], ['amount', t('om_by_amount')]]} />
      <ul className="om-lines">
        {money.lines.map((l) => (
          <li key={l.item_id} className={l.parent_id ? 'om-line om-line--service' : 'om-line'}>
            <span className="om-line-title">{l.title} <code>{l.code}</code> · {t('om_bought')} {l.quantity}{l.refunded ? ` · ${t('om_refunded')} ${l.refunded}` : ''} · {l.formatted_gross}</span>
            <SelectField name={`lines.${l.item_id}`} label={t('om_line_qty', { title: l.title })} value={form.lines[l.item_id].qty}
              onChange={(e) => editLine(l.item_id, 'qty', e.target.value)} errors={lineErrors(l.item_id)}
              options={unitsLeft(l).map((n) => [n, n])} disabled={l.left === 0} />
            {l.restockable ? (
              <label className="om-check">
                <input type="checkbox" checked={form.lines[l.item_id].restock} onChange={(e) => editLine(l.item_id, 'restock', e.target.checked)}
                  aria-label={t('om_restock_line', { title: l.title })} />
                {t('om_restock')}
              </label>
            ) : null}
          </li>
        ))}
      </ul>
      {form.mode === 'lines' && money.shipping > 0 && !money.shipping_refunded ? (
        <div className="field field--check">
          <label><input type="checkbox" name="shipping" checked={form.shipping} onChange={edit} /> {t('om_shipping', { amount: money.formatted.shipping })}</label>
        </div>
      ) : null}
      {form.mode === 'amount'
        ? <Field name="amount" label={t('om_amount')} inputMode="decimal" value={form.amount} onChange={edit} errors={errors} autoComplete="off" />
        : null}
      {errors.amount && form.mode === 'lines' ? <p className="admin-alert" role="alert">{errors.amount.join(' ')}</p> : null}
      <Field name="reason" label={t('om_reason')} value={form.reason} onChange={edit} errors={errors} maxLength={500} />
      {!money.by_card ? (
        <div className="admin-grid">
          <Field name="note" label={t('om_note')} value={form.note} onChange={edit} errors={errors} maxLength={500} />
          <Field name="paid_on" label={t('om_paid_on')} type="date" value={form.paid_on} onChange={edit} errors={errors} />
        </div>
      ) : null}
      {status.text ? <p className={status.kind === 'ok' ? 'admin-ok' : 'admin-alert'} role={status.kind === 'ok' ? 'status' : 'alert'}>{status.text}</p> : null}
      <div className="admin-actions">
        <button className="btn btn--primary" type="submit" disabled={busy || !total}>
          {t('om_refund_submit', { amount: total ? `${centsToInput(total)} €` : '' })}
        </button>
      </div>
    </form>
  );
}
