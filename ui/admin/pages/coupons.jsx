// Coupons (GET/POST/PUT /api/admin/coupons), for staff and owners: the list with a search by
// code, and one form that creates a coupon or edits the one chosen — a percent or an amount
// off, a minimum cart, dates, limits, and the switch that turns it off.
import { useEffect, useState } from 'react';
import { adminGet, adminSend } from '../lib/api.js';
import { t } from '../lib/i18n.js';
import { couponForm, couponBody, couponErrors, centsToInput } from '../lib/settings.js';
import { Field } from '../components/field.jsx';
import { SelectField } from '../components/select-field.jsx';

export function CouponsPage() {
  const [list, setList] = useState(null);
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState(null); // null: a new coupon
  const [message, setMessage] = useState('');
  const load = (q = query) => adminGet('/coupons?q=' + encodeURIComponent(q)).then(setList, (err) => setMessage(err.message));
  useEffect(() => { load(''); }, []);
  const search = (e) => {
    e.preventDefault();
    load(query);
  };
  return (
    <section className="admin-coupons">
      <h1>{t('coupons_title')}</h1>
      <CouponEditor key={editing ? editing.id : 'new'} coupon={editing} onSaved={() => { setEditing(null); load(); }} onCancel={() => setEditing(null)} />
      <h2>{t('coupons_list')}</h2>
      <form className="admin-toolbar" role="search" onSubmit={search}>
        <Field name="q" label={t('coupons_search')} type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
        <button className="btn btn--ghost" type="submit">{t('cfg_search')}</button>
      </form>
      {message ? <p className="admin-alert" role="alert">{message}</p> : null}
      {list ? (
        <div className="admin-table-wrap" role="region" tabIndex={0} aria-label={t('coupons_list')}>
          <table className="admin-table">
            <caption className="visually-hidden">{t('coupons_list')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('cfg_field_code')}</th><th scope="col">{t('coupon_discount')}</th><th scope="col">{t('coupon_dates')}</th>
                <th scope="col">{t('coupon_used')}</th><th scope="col">{t('coupon_state')}</th><th scope="col"><span className="visually-hidden">{t('cfg_edit')}</span></th>
              </tr>
            </thead>
            <tbody>
              {list.coupons.map((c) => (
                <tr key={c.id}>
                  <td><code>{c.code}</code></td>
                  <td>{c.percent ? `${c.percent} %` : `${centsToInput(c.amount)} €`}</td>
                  <td>{[c.valid_from, c.valid_until].map((d) => (d || '').slice(0, 10) || '…').join(' – ')}</td>
                  <td>{c.used_count}{c.usage_limit ? ` / ${c.usage_limit}` : ''}</td>
                  <td>{c.active ? t('cfg_state_active') : t('cfg_inactive')}</td>
                  <td><button type="button" className="btn btn--ghost" onClick={() => setEditing(c)} aria-label={t('edit_coupon', { code: c.code })}>{t('cfg_edit')}</button></td>
                </tr>
              ))}
            </tbody>
          </table>
          {list.coupons.length === 0 ? <p className="admin-empty">{t('coupons_none')}</p> : null}
        </div>
      ) : null}
    </section>
  );
}

function CouponEditor({ coupon, onSaved, onCancel }) {
  const [form, setForm] = useState(() => couponForm(coupon));
  const [errors, setErrors] = useState({});
  const [status, setStatus] = useState({ kind: '', text: '' });
  const [busy, setBusy] = useState(false);
  const edit = (e) => {
    const { name, value, type, checked } = e.target;
    setForm((f) => ({ ...f, [name]: type === 'checkbox' ? checked : value }));
  };
  const submit = async (e) => {
    e.preventDefault();
    setBusy(true);
    try {
      await adminSend(coupon ? 'PUT' : 'POST', coupon ? `/coupons/${coupon.id}` : '/coupons', couponBody(form));
      setErrors({});
      setForm(couponForm(null));
      setStatus({ kind: 'ok', text: t('cfg_saved') });
      onSaved();
    } catch (err) {
      setErrors(couponErrors(err.errors, form));
      setStatus({ kind: 'error', text: err.message });
    } finally {
      setBusy(false);
    }
  };
  const title = coupon ? t('coupon_edit_title', { code: coupon.code }) : t('coupon_new');
  return (
    <form className="admin-card" onSubmit={submit} noValidate aria-label={title}>
      <h2 className="admin-card-title">{title}</h2>
      <div className="admin-grid">
        <Field name="code" label={t('cfg_field_code')} value={form.code} onChange={edit} errors={errors} autoComplete="off" />
        <SelectField name="kind" label={t('coupon_kind')} value={form.kind} onChange={edit}
          options={[['percent', t('coupon_kind_percent')], ['amount', t('coupon_kind_amount')]]} />
        {form.kind === 'percent'
          ? <Field name="percent" label={t('coupon_percent')} inputMode="numeric" value={form.percent} onChange={edit} errors={errors} />
          : <Field name="amount" label={t('coupon_amount')} inputMode="decimal" value={form.amount} onChange={edit} errors={errors} />}
        <Field name="min_cart_total" label={t('coupon_min_cart')} inputMode="decimal" value={form.min_cart_total} onChange={edit} errors={errors} />
        <Field name="valid_from" label={t('coupon_from')} type="date" value={form.valid_from} onChange={edit} errors={errors} />
        <Field name="valid_until" label={t('coupon_until')} type="date" value={form.valid_until} onChange={edit} errors={errors} />
        <Field name="usage_limit" label={t('coupon_usage_limit')} inputMode="numeric" value={form.usage_limit} onChange={edit} errors={errors} hint={t('coupon_limit_hint')} />
        <Field name="per_customer_limit" label={t('coupon_per_customer')} inputMode="numeric" value={form.per_customer_limit} onChange={edit} errors={errors} hint={t('coupon_limit_hint')} />
      </div>
      <div className="field field--check">
        <label><input type="checkbox" name="active" checked={form.active} onChange={edit} /> {t('cfg_field_active')}</label>
      </div>
      {status.text ? <p className={status.kind === 'ok' ? 'admin-ok' : 'admin-alert'} role={status.kind === 'ok' ? 'status' : 'alert'}>{status.text}</p> : null}
      <div className="admin-actions">
        <button className="btn btn--primary" type="submit" disabled={busy}>{coupon ? t('cfg_save') : t('cfg_create')}</button>
        {coupon ? <button className="btn btn--ghost" type="button" onClick={onCancel}>{t('cfg_cancel')}</button> : null}
      </div>
    </form>
  );
}
