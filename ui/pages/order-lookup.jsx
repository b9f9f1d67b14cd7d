import '../common.js';
// Find an order (for a guest, who has no order list): the order's number and the e-mail
// address it was placed with lead to the order's own page. (Its two inputs are written out
// rather than taken from the checkout's fields, which would cost the checkout's first
// JavaScript a chunk of its own.)
import { useId, useState } from 'react';
import { post } from '../lib/api.js';
import { endpoints } from '../lib/endpoints.js';
import { t } from '../lib/i18n.js';
import { navigate } from '../lib/page.js';

export default function OrderLookup() {
  const [form, setForm] = useState({ number: '', email: '' });
  const [errors, setErrors] = useState({});
  const [busy, setBusy] = useState(false);
  const edit = (name, value) => {
    setForm((f) => ({ ...f, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };
  const submit = async (e) => {
    e.preventDefault();
    setBusy(true);
    try {
      const res = await post(endpoints.orderLookup, form);
      navigate(res.path);
    } catch (err) {
      setErrors(err.errors || {});
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="container order-page lookup-page">
      <h1>{t('lookup_title')}</h1>
      <p className="order-page__lead">{t('lookup_lead')}</p>
      <form className="checkout-block lookup-form" noValidate onSubmit={submit}>
        <Input name="number" label={t('lookup_number')} form={form} errors={errors} onChange={edit} maxLength={32} autoComplete="off" />
        <Input name="email" label={t('checkout_email')} form={form} errors={errors} onChange={edit} type="email" autoComplete="email" />
        <button type="submit" className="btn btn--primary" disabled={busy}>{t('lookup_submit')}</button>
      </form>
    </div>
  );
}

function Input({ name, label, form, errors, onChange, ...rest }) {
  const id = useId();
  const error = errors[name]?.[0];
  return (
    <div className="field" data-field={name}>
      <label className="field__label" htmlFor={id}>{label}</label>
      <input {...rest} id={id} className="input" value={form[name]} aria-invalid={error ? true : undefined}
        aria-describedby={error ? id + '-error' : undefined} onChange={(e) => onChange(name, e.target.value)} />
      {error ? <p className="field-error" id={id + '-error'}>{error}</p> : null}
    </div>
  );
}
