// The bulk bar of the product list: one action (price ± %, set stock, publish, hide, move
// to a category) on every product the list's filter selects. It first asks the server how
// many that is (the preview), then asks to confirm; the apply sends that count back and the
// server refuses it if the selection changed in between.
import { useState } from 'react';
import { adminSend } from '../lib/api.js';
import { t } from '../lib/i18n.js';
import { bulkAction, bulkFilter } from '../lib/products.js';
import { CategoryOptions } from './product-choices.jsx';

export function BulkBar({ filters, total, choices, onApplied }) {
  const [kind, setKind] = useState('price');
  const [value, setValue] = useState('');
  const [preview, setPreview] = useState(null); // {count, action} awaiting confirmation
  const [message, setMessage] = useState(null); // {ok, text}
  const [fieldError, setFieldError] = useState('');
  const [busy, setBusy] = useState(false);

  const reset = () => { setPreview(null); setFieldError(''); };
  const ask = async (e) => {
    e.preventDefault();
    setMessage(null);
    const action = bulkAction(kind, value);
    if (action.error) {
      setFieldError(t('bulk_value_' + kind));
      return;
    }
    setFieldError('');
    setBusy(true);
    try {
      const res = await adminSend('POST', '/products/bulk/preview', { filter: bulkFilter(filters), action });
      setPreview({ count: res.count, action });
    } catch (err) {
      setMessage({ ok: false, text: err.message });
    } finally {
      setBusy(false);
    }
  };
  const apply = async () => {
    setBusy(true);
    try {
      const res = await adminSend('POST', '/products/bulk', { filter: bulkFilter(filters), action: preview.action, expected_count: preview.count });
      setMessage({ ok: true, text: t('bulk_done', { count: res.changed }) });
      setPreview(null);
      onApplied();
    } catch (err) {
      setMessage({ ok: false, text: err.message });
      setPreview(null);
    } finally {
      setBusy(false);
    }
  };
  const needsValue = ['price', 'stock', 'category'].includes(kind);

  return (
    <div className="bulk-bar">
      <form className="bulk-form" onSubmit={ask} aria-labelledby="bulk-title">
        <h2 id="bulk-title" className="bulk-title">{t('bulk_title', { count: total })}</h2>
        <div className="field">
          <label htmlFor="bulk-kind">{t('bulk_action')}</label>
          <select id="bulk-kind" value={kind} onChange={(e) => { setKind(e.target.value); setValue(''); reset(); }}>
            <option value="price">{t('bulk_price')}</option>
            <option value="stock">{t('bulk_stock')}</option>
            <option value="publish">{t('bulk_publish')}</option>
            <option value="hide">{t('bulk_hide')}</option>
            <option value="category">{t('bulk_category')}</option>
          </select>
        </div>
        {needsValue ? (
          <div className={'field' + (fieldError ? ' field--error' : '')}>
            <label htmlFor="bulk-value">{t('bulk_value_label_' + kind)}</label>
            {kind === 'category' ? (
              <select id="bulk-value" value={value} onChange={(e) => { setValue(e.target.value); reset(); }}
                aria-invalid={fieldError ? true : undefined} aria-describedby={fieldError ? 'bulk-value-err' : undefined}>
                <option value="">{t('bulk_choose')}</option>
                <CategoryOptions choices={choices} />
              </select>
            ) : (
              <input id="bulk-value" inputMode={kind === 'price' ? 'decimal' : 'numeric'} value={value}
                onChange={(e) => { setValue(e.target.value); reset(); }}
                aria-invalid={fieldError ? true : undefined} aria-describedby={fieldError ? 'bulk-value-err' : undefined} />
            )}
            {fieldError ? <p className="field-error" id="bulk-value-err">{fieldError}</p> : null}
          </div>
        ) : null}
        <button className="btn btn--ghost" type="submit" disabled={busy || total === 0}>{t('bulk_preview')}</button>
      </form>
      {preview ? (
        <div className="bulk-confirm" role="alertdialog" aria-labelledby="bulk-confirm-text">
          <p id="bulk-confirm-text">{t('bulk_confirm', { count: preview.count })}</p>
          <button className="btn btn--primary" type="button" onClick={apply} disabled={busy || preview.count === 0} autoFocus>
            {t('bulk_apply')}
          </button>
          <button className="btn btn--ghost" type="button" onClick={reset}>{t('bulk_cancel')}</button>
        </div>
      ) : null}
      {message ? <p className={message.ok ? 'admin-ok' : 'admin-alert'} role={message.ok ? 'status' : 'alert'}>{message.text}</p> : null}
    </div>
  );
}
