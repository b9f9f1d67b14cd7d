import '../common.js';
// Find an order (for a guest, who has no order list): the order's number and the e-mail
// address it was placed with lead to the order's own page.
import { useState } from 'react';
import { post } from '../lib/api.js';
import { endpoints } from '../lib/endpoints.js';
import { t } from '../lib/i18n.js';
import { navigate } from '../lib/page.js';
import { TextField } from '../components/field.jsx';

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
        <TextField name="number" label={t('lookup_number')} value={form.number} errors={errors} onChange={edit} maxLength={32} autoComplete="off" />
        <TextField name="email" label={t('checkout_email')} value={form.email} errors={errors} onChange={edit} type="email" autoComplete="email" />
        <button type="submit" className="btn btn--primary" disabled={busy}>{t('lookup_submit')}</button>
      </form>
    </div>
  );
}
