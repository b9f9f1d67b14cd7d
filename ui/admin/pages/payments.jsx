// The owners' payment methods (GET /api/admin/payments): which flags and environment
// variables configure Stripe, the bank account and the test card, and whether each is set
// (never its value: the secrets stay in the environment); then each method's title, order,
// switch and the shipping methods it goes with.
import { useEffect, useState } from 'react';
import { adminGet, adminSend } from '../lib/api.js';
import { t } from '../lib/i18n.js';
import { configuredBy } from '../lib/settings.js';
import { Field } from '../components/field.jsx';

export function PaymentsPage() {
  const [data, setData] = useState(null);
  const [message, setMessage] = useState('');
  const load = () => adminGet('/payments').then(setData, (err) => setMessage(err.message));
  useEffect(() => { load(); }, []);
  if (!data) return <section><h1>{t('payments_title')}</h1>{message ? <p className="admin-alert" role="alert">{message}</p> : <p role="status">…</p>}</section>;
  return (
    <section className="admin-payments">
      <h1>{t('payments_title')}</h1>
      <h2>{t('payments_configuration')}</h2>
      <p className="field-hint">{t('payments_configuration_hint')}</p>
      <div className="admin-table-wrap" role="region" tabIndex={0} aria-label={t('payments_configuration')}>
        <table className="admin-table">
          <thead><tr><th scope="col">{t('payments_provider')}</th><th scope="col">{t('payments_setting')}</th><th scope="col">{t('payments_state')}</th></tr></thead>
          <tbody>
            {configuredBy(data.configuration).flatMap((g) => g.settings.map((s, i) => (
              <tr key={g.provider + s.env}>
                {i === 0 ? <th scope="row" rowSpan={g.settings.length}>{t('payments_provider_' + g.provider)}</th> : null}
                <td><code>{s.env}</code>{s.flag ? <> · <code>{s.flag}</code></> : null}</td>
                <td className={s.set ? 'admin-state--on' : 'admin-state--off'}>{s.set ? t('cfg_state_set') : t('cfg_state_unset')}</td>
              </tr>
            )))}
          </tbody>
        </table>
      </div>
      <h2>{t('payments_methods')}</h2>
      {data.methods.map((m) => <PaymentEditor key={m.id} method={m} shipping={data.shipping_methods} onSaved={load} />)}
    </section>
  );
}

function PaymentEditor({ method, shipping, onSaved }) {
  const [form, setForm] = useState({ title: method.title, description: method.description, position: String(method.position),
    active: method.active, shipping_methods: method.shipping_methods });
  const [errors, setErrors] = useState({});
  const [status, setStatus] = useState({ kind: '', text: '' });
  const edit = (e) => {
    const { name, value, type, checked } = e.target;
    setForm((f) => ({ ...f, [name]: type === 'checkbox' ? checked : value }));
  };
  const toggleShipping = (id, on) => setForm((f) => ({ ...f,
    shipping_methods: on ? [...f.shipping_methods, id] : f.shipping_methods.filter((x) => x !== id) }));
  const submit = async (e) => {
    e.preventDefault();
    try {
      await adminSend('PUT', `/payments/methods/${method.id}`, { ...form, position: /^\d+$/.test(form.position.trim()) ? Number(form.position) : -1 });
      setErrors({});
      setStatus({ kind: 'ok', text: t('cfg_saved') });
      onSaved();
    } catch (err) {
      setErrors(err.errors || {});
      setStatus({ kind: 'error', text: err.message });
    }
  };
  const title = `${method.title} (${method.code})`;
  return (
    <form className="admin-card" onSubmit={submit} noValidate aria-label={title}>
      <h3 className="admin-card-title">{title}</h3>
      {!method.configured ? <p className="admin-alert">{t('payments_not_configured')}</p> : null}
      <div className="admin-grid">
        <Field name="title" label={t('cfg_field_title')} value={form.title} onChange={edit} errors={errors} />
        <Field name="position" label={t('cfg_field_position')} inputMode="numeric" value={form.position} onChange={edit} errors={errors} />
      </div>
      <Field name="description" label={t('cfg_field_description')} as="textarea" rows={2} value={form.description} onChange={edit} errors={errors} />
      <div className="field field--check">
        <label><input type="checkbox" name="active" checked={form.active} onChange={edit} /> {t('cfg_field_active')}</label>
      </div>
      <fieldset className={'admin-checks' + (errors.shipping_methods ? ' field--error' : '')}>
        <legend>{t('payments_with_shipping')}</legend>
        {shipping.map((s) => (
          <label key={s.id}>
            <input type="checkbox" checked={form.shipping_methods.includes(s.id)} onChange={(e) => toggleShipping(s.id, e.target.checked)} /> {s.title}
          </label>
        ))}
        {errors.shipping_methods ? <p className="field-error">{errors.shipping_methods.join(' ')}</p> : null}
      </fieldset>
      {status.text ? <p className={status.kind === 'ok' ? 'admin-ok' : 'admin-alert'} role={status.kind === 'ok' ? 'status' : 'alert'}>{status.text}</p> : null}
      <div className="admin-actions"><button className="btn btn--primary" type="submit">{t('cfg_save')}</button></div>
    </form>
  );
}
