// The owners' shipping methods (GET /api/admin/shipping): each method's price, free-delivery
// threshold, days, order and switch (in-shop pickup is the "shop" method's switch), its prices
// per country, and for lockers and shops their pickup points with a CSV import checked in a
// dry run first. A new method is added at the end.
import { useEffect, useState } from 'react';
import { adminGet, adminSend } from '../lib/api.js';
import { t } from '../lib/i18n.js';
import { methodForm, methodBody, importSummary } from '../lib/settings.js';
import { Field } from '../components/field.jsx';
import { SelectField } from '../components/select-field.jsx';

export function ShippingPage() {
  const [data, setData] = useState(null);
  const [message, setMessage] = useState('');
  const load = () => adminGet('/shipping').then(setData, (err) => setMessage(err.message));
  useEffect(() => { load(); }, []);
  if (!data) return <section><h1>{t('shipping_title')}</h1>{message ? <p className="admin-alert" role="alert">{message}</p> : <p role="status">…</p>}</section>;
  return (
    <section className="admin-shipping">
      <h1>{t('shipping_title')}</h1>
      {data.methods.map((m) => (
        <MethodEditor key={m.id} method={m} countries={data.countries} onSaved={load} />
      ))}
      <MethodEditor key={'new' + data.methods.length} method={null} countries={data.countries} onSaved={load} />
    </section>
  );
}

function MethodEditor({ method, countries, onSaved }) {
  const [form, setForm] = useState(() => methodForm(method));
  const [errors, setErrors] = useState({});
  const [status, setStatus] = useState({ kind: '', text: '' });
  const [busy, setBusy] = useState(false);
  const isNew = !method;
  const edit = (e) => {
    const { name, value, type, checked } = e.target;
    setForm((f) => ({ ...f, [name]: type === 'checkbox' ? checked : value }));
  };
  const editCountry = (i, name, value) => setForm((f) => ({ ...f, countries: f.countries.map((c, j) => (j === i ? { ...c, [name]: value } : c)) }));
  const addCountry = () => {
    const free = countries.find((c) => !form.countries.some((x) => Number(x.country_id) === c.id));
    if (free) setForm((f) => ({ ...f, countries: [...f.countries, { country_id: free.id, net_price: '', zip_pattern: '' }] }));
  };
  const removeCountry = (i) => setForm((f) => ({ ...f, countries: f.countries.filter((_, j) => j !== i) }));
  const submit = async (e) => {
    e.preventDefault();
    setBusy(true);
    try {
      await adminSend(isNew ? 'POST' : 'PUT', isNew ? '/shipping/methods' : `/shipping/methods/${method.id}`, methodBody(form));
      setErrors({});
      setStatus({ kind: 'ok', text: t('cfg_saved') });
      onSaved();
    } catch (err) {
      setErrors(err.errors || {});
      setStatus({ kind: 'error', text: err.message });
    } finally {
      setBusy(false);
    }
  };
  const title = isNew ? t('shipping_new') : `${method.title} (${method.code})`;
  return (
    <details className="admin-card">
      <summary><h2 className="admin-card-title">{title}</h2>{!isNew && !method.active ? <span className="admin-badge">{t('cfg_inactive')}</span> : null}</summary>
      <form onSubmit={submit} noValidate aria-label={title}>
        <div className="admin-grid">
          <Field name="title" label={t('cfg_field_title')} value={form.title} onChange={edit} errors={errors} />
          <Field name="code" label={t('cfg_field_code')} value={form.code} onChange={edit} errors={errors} hint={t('shipping_code_hint')} />
          <SelectField name="type" label={t('cfg_field_type')} value={form.type} onChange={edit} errors={errors}
            options={['courier', 'locker', 'shop'].map((v) => [v, t('shipping_type_' + v)])} />
          <Field name="net_price" label={t('cfg_field_net_price')} inputMode="decimal" value={form.net_price} onChange={edit} errors={errors} />
          <Field name="free_threshold" label={t('cfg_field_free_threshold')} inputMode="decimal" value={form.free_threshold} onChange={edit} errors={errors} hint={t('shipping_free_hint')} />
          <Field name="min_days" label={t('cfg_field_min_days')} inputMode="numeric" value={form.min_days} onChange={edit} errors={errors} />
          <Field name="max_days" label={t('cfg_field_max_days')} inputMode="numeric" value={form.max_days} onChange={edit} errors={errors} />
          <Field name="position" label={t('cfg_field_position')} inputMode="numeric" value={form.position} onChange={edit} errors={errors} />
        </div>
        <Field name="description" label={t('cfg_field_description')} as="textarea" rows={2} value={form.description} onChange={edit} errors={errors} />
        <div className="field field--check">
          <label><input type="checkbox" name="active" checked={form.active} onChange={edit} /> {t('cfg_field_active')}</label>
        </div>
        <h3>{t('shipping_countries')}</h3>
        <p className="field-hint">{t('shipping_countries_hint')}</p>
        <ul className="admin-rows">
          {form.countries.map((c, i) => (
            <li key={i} className="admin-grid">
              <SelectField name={`countries.${i}.country_id`} label={t('cfg_field_country')} value={c.country_id}
                onChange={(e) => editCountry(i, 'country_id', e.target.value)} errors={errors}
                options={countries.map((x) => [x.id, `${x.title} (${x.code})`])} />
              <Field name={`countries.${i}.net_price`} label={t('cfg_field_country_price')} inputMode="decimal" value={c.net_price}
                placeholder={form.net_price} onChange={(e) => editCountry(i, 'net_price', e.target.value)} errors={errors} />
              <Field name={`countries.${i}.zip_pattern`} label={t('cfg_field_zip_pattern')} value={c.zip_pattern}
                onChange={(e) => editCountry(i, 'zip_pattern', e.target.value)} errors={errors} />
              <div className="admin-row-end">
                <button type="button" className="btn btn--ghost" onClick={() => removeCountry(i)}>{t('cfg_remove_country')}</button>
              </div>
            </li>
          ))}
        </ul>
        <p><button type="button" className="btn btn--ghost" onClick={addCountry}>{t('cfg_add_country')}</button></p>
        {status.text ? <p className={status.kind === 'ok' ? 'admin-ok' : 'admin-alert'} role={status.kind === 'ok' ? 'status' : 'alert'}>{status.text}</p> : null}
        <div className="admin-actions"><button className="btn btn--primary" type="submit" disabled={busy}>{isNew ? t('cfg_create') : t('cfg_save')}</button></div>
      </form>
      {!isNew && method.type !== 'courier' ? <PickupPoints method={method} onImported={onSaved} /> : null}
    </details>
  );
}

function PickupPoints({ method, onImported }) {
  const [file, setFile] = useState(null);
  const [result, setResult] = useState(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const send = async (dryRun) => {
    setBusy(true);
    setError('');
    try {
      const text = await file.text();
      const res = await adminSend('POST', `/shipping/methods/${method.id}/pickup-points/import${dryRun ? '?dry_run=1' : ''}`, text,
        { headers: { 'Content-Type': 'text/csv' } });
      setResult(res);
      if (!res.dry_run) onImported();
    } catch (err) {
      setError(err.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="admin-import">
      <h3>{t('pickup_title', { n: method.pickup_points })}</h3>
      <p className="field-hint">{t('pickup_hint')}</p>
      <Field name={`pickup-file-${method.id}`} label={t('pickup_file')} type="file" accept=".csv,text/csv"
        onChange={(e) => { setFile(e.target.files[0] || null); setResult(null); }} />
      <div className="admin-actions">
        <button type="button" className="btn btn--ghost" disabled={!file || busy} onClick={() => send(true)}>{t('pickup_import_check')}</button>
        <button type="button" className="btn btn--primary" disabled={!file || busy || !result || !result.dry_run || result.errors.length > 0}
          onClick={() => send(false)}>{t('pickup_import_write')}</button>
      </div>
      {error ? <p className="admin-alert" role="alert">{error}</p> : null}
      {result ? (
        <div role="status">
          <p className={result.errors.length ? 'admin-alert' : 'admin-ok'}>{importSummary(result, t)}</p>
          {result.errors.length ? (
            <div className="admin-table-wrap" role="region" tabIndex={0} aria-label={t('pickup_import_errors')}>
              <table className="admin-table">
                <caption className="visually-hidden">{t('pickup_import_errors')}</caption>
                <thead><tr><th scope="col">{t('pickup_import_line')}</th><th scope="col">{t('pickup_import_column')}</th><th scope="col">{t('pickup_import_message')}</th></tr></thead>
                <tbody>
                  {result.errors.slice(0, 200).map((e, i) => <tr key={i}><td>{e.line}</td><td>{e.column}</td><td>{e.message}</td></tr>)}
                </tbody>
              </table>
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
