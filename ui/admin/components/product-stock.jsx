// The stock tab. A new product takes its opening stock in the form; an existing one changes
// only by an adjustment with a reason (by so many, or to a count), each kept in the history
// below: who or which order, why, when, before → after.
import { useEffect, useState } from 'react';
import { adminGet, adminSend } from '../lib/api.js';
import { t } from '../lib/i18n.js';
import { stockRequest } from '../lib/products.js';
import { Field } from './field.jsx';

const reasons = ['opening', 'admin', 'order', 'cancel', 'expire', 'import', 'bulk'];

export function StockTab({ form, setForm, errors, product, onChanged }) {
  if (!product) {
    return (
      <div className="product-grid">
        <Field name="stock" label={t('product_stock')} errors={errors} inputMode="numeric" value={form.stock}
          onChange={(e) => { const v = e.target.value; setForm((f) => ({ ...f, stock: v })); }} />
      </div>
    );
  }
  return <StockHistory product={product} onChanged={onChanged} />;
}

function StockHistory({ product, onChanged }) {
  const [mode, setMode] = useState('change');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState({});
  const [message, setMessage] = useState(null);
  const [busy, setBusy] = useState(false);
  const [rows, setRows] = useState(product.stock_history.entries);
  const [next, setNext] = useState(product.stock_history.next);
  useEffect(() => {
    setRows(product.stock_history.entries);
    setNext(product.stock_history.next);
  }, [product]);

  const adjust = async (e) => {
    e.preventDefault();
    e.stopPropagation(); // a form of its own inside the product's form: not the product's save
    const req = stockRequest(mode, amount, note);
    if (req.errors) {
      setErrors(Object.fromEntries(Object.entries(req.errors).map(([k, v]) => [k, v.map((key) => t('product_' + key))])));
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const res = await adminSend('POST', `/products/${product.id}/stock`, req.body);
      setErrors({});
      setAmount('');
      setNote('');
      setMessage({ ok: true, text: t('stock_done', { stock: res.stock }) });
      await onChanged();
    } catch (err) {
      setErrors(err.errors || {});
      setMessage({ ok: false, text: err.message });
    } finally {
      setBusy(false);
    }
  };
  const older = async () => {
    const page = await adminGet(`/products/${product.id}/stock?before=${next}`);
    setRows((r) => [...r, ...page.entries]);
    setNext(page.next);
  };
  const who = (r) => {
    if (r.order_id) return t('stock_by_order', { id: r.order_id });
    if (r.staff_id) return r.staff_name || t('stock_by_former_staff');
    return t('stock_by_shop');
  };

  return (
    <div className="product-stock">
      <p className="product-stock-now">{t('stock_now', { stock: product.stock })}</p>
      {/* Not a nested <form>: HTML has none. Enter in its fields adjusts through onKeyDown. */}
      <div className="stock-adjust" role="group" aria-labelledby="stock-adjust-title"
        onKeyDown={(e) => { if (e.key === 'Enter' && e.target.tagName === 'INPUT') adjust(e); }}>
        <h2 id="stock-adjust-title">{t('stock_adjust')}</h2>
        <fieldset className="stock-mode">
          <legend>{t('stock_mode')}</legend>
          <label className="check"><input type="radio" name="stock-mode" value="change" checked={mode === 'change'} onChange={() => setMode('change')} /> {t('stock_mode_change')}</label>
          <label className="check"><input type="radio" name="stock-mode" value="set" checked={mode === 'set'} onChange={() => setMode('set')} /> {t('stock_mode_set')}</label>
        </fieldset>
        <Field name={mode} label={mode === 'set' ? t('stock_set_label') : t('stock_change_label')} hint={mode === 'change' ? t('stock_change_hint') : undefined}
          errors={errors} inputMode="numeric" value={amount} onChange={(e) => setAmount(e.target.value)} />
        <Field name="note" label={t('stock_note')} hint={t('stock_note_hint')} errors={errors} value={note} maxLength={500}
          onChange={(e) => setNote(e.target.value)} />
        <button className="btn btn--primary" type="button" onClick={adjust} disabled={busy}>{t('stock_adjust_button')}</button>
        {message ? <p className={message.ok ? 'admin-ok' : 'admin-alert'} role={message.ok ? 'status' : 'alert'}>{message.text}</p> : null}
      </div>
      <div className="admin-table-wrap product-history" tabIndex={0} role="region" aria-label={t('stock_history')}>
        <table className="admin-table stock-history">
          <caption>{t('stock_history')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('stock_when')}</th>
              <th scope="col">{t('stock_who')}</th>
              <th scope="col">{t('stock_why')}</th>
              <th scope="col">{t('stock_change_col')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id}>
                <td>{r.at.replace('T', ' ').slice(0, 16)}</td>
                <td>{who(r)}</td>
                <td>{reasons.includes(r.reason) ? t('stock_reason_' + r.reason) : r.reason}{r.note ? ` — ${r.note}` : ''}</td>
                <td>{r.before} → {r.after}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length === 0 ? <p>{t('stock_history_empty')}</p> : null}
      {next ? <button className="btn btn--ghost" type="button" onClick={older}>{t('stock_older')}</button> : null}
    </div>
  );
}
