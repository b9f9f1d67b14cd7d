// The owners' settings (GET/PUT /api/admin/settings): the company (invoices follow), taxes,
// the cart, the features and the shop's own lists, in groups. Only what changed is sent; a
// refused value is marked at its field by the setting's key. The VAT rates per country are a
// table (components/vat-rates.jsx) whose refused rows are marked before anything is sent. The
// storefront's next request reads the new values.
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { adminGet, adminSend } from '../lib/api.js';
import { t } from '../lib/i18n.js';
import { groupsFor, toForm, fromForm, changed, rateErrors } from '../lib/settings.js';
import { countryLabel } from '../lib/vat-rates.js';
import { Field } from '../components/field.jsx';
import { VatRates } from '../components/vat-rates.jsx';

const inputProps = {
  email: { type: 'email', autoComplete: 'off' },
  percent: { inputMode: 'decimal' },
  money: { inputMode: 'decimal' },
};

export function SettingsPage() {
  const [saved, setSaved] = useState(null); // the table's values as last read
  const [groups, setGroups] = useState([]);
  const [memberStates, setMemberStates] = useState([]); // the EU's, named in the staff member's language
  const [form, setForm] = useState({});
  const [errors, setErrors] = useState({});
  const [status, setStatus] = useState({ kind: '', text: '' });
  const [busy, setBusy] = useState(false);

  const load = (answer) => {
    const g = groupsFor(answer.keys);
    setGroups(g);
    setMemberStates(answer.member_states || []);
    setSaved(answer.settings);
    setForm(toForm(answer.settings, g));
  };
  useEffect(() => {
    adminGet('/settings').then(load, (err) => setStatus({ kind: 'error', text: err.message }));
  }, []);

  const edit = (key, value) => setForm((f) => ({ ...f, [key]: value }));
  const submit = async (e) => {
    e.preventDefault();
    const refused = rateErrors(form);
    if (Object.keys(refused).length) {
      setErrors(Object.fromEntries(Object.entries(refused).map(([field, key]) =>
        [field, [t(key, { country: countryLabel(memberStates, field.slice('vat_rates.'.length)) })]])));
      setStatus({ kind: 'error', text: t('vat_rates_refused') });
      return;
    }
    const diff = changed(saved, fromForm(form, groups));
    if (!Object.keys(diff).length) {
      setStatus({ kind: 'ok', text: t('settings_unchanged') });
      return;
    }
    setBusy(true);
    try {
      load(await adminSend('PUT', '/settings', diff));
      setErrors({});
      setStatus({ kind: 'ok', text: t('cfg_saved') });
    } catch (err) {
      setErrors(err.errors || {});
      setStatus({ kind: 'error', text: err.message });
    } finally {
      setBusy(false);
    }
  };

  if (!saved) return <section><h1>{t('settings_title')}</h1>{status.text ? <p className="admin-alert" role="alert">{status.text}</p> : <p role="status">…</p>}</section>;
  return (
    <section className="admin-settings">
      <h1>{t('settings_title')}</h1>
      <form onSubmit={submit} noValidate>
        {groups.map((g) => (
          <fieldset key={g.id} className="admin-group">
            <legend>{t('settings_group_' + g.id)}</legend>
            {g.id === 'cart' ? <p className="field-hint">{t('settings_thresholds_hint')} <Link href="/shipping">{t('nav_shipping')}</Link></p> : null}
            {g.id === 'company' ? <p className="field-hint">{t('settings_bank_hint')} <Link href="/payments">{t('nav_payments')}</Link></p> : null}
            {g.keys.map(([key, kind]) => kind === 'bool' ? (
              <div key={key} className={'field field--check' + (errors[key] ? ' field--error' : '')}>
                <label>
                  <input type="checkbox" name={key} checked={!!form[key]} onChange={(e) => edit(key, e.target.checked)} />
                  {' '}{t('settings_key_' + key)}
                </label>
                {errors[key] ? <p className="field-error">{errors[key].join(' ')}</p> : null}
              </div>
            ) : kind === 'rates' ? (
              <VatRates key={key} rows={form[key] || []} home={String(form.company_country ?? '').trim()} homeRate={form.vat_basis_points}
                memberStates={memberStates} errors={errors} onChange={(rows) => edit(key, rows)} />
            ) : (
              <Field key={key} name={key} label={t('settings_key_' + key) + (kind === 'percent' ? ' (%)' : kind === 'money' ? ' (€)' : '')}
                value={form[key] ?? ''} onChange={(e) => edit(key, e.target.value)} errors={errors}
                hint={kind === 'list' ? t('settings_list_hint') : undefined} {...(inputProps[kind] || {})} />
            ))}
          </fieldset>
        ))}
        {status.text ? <p className={status.kind === 'ok' ? 'admin-ok' : 'admin-alert'} role={status.kind === 'ok' ? 'status' : 'alert'}>{status.text}</p> : null}
        <div className="admin-actions">
          <button className="btn btn--primary" type="submit" disabled={busy}>{t('cfg_save')}</button>
        </div>
      </form>
    </section>
  );
}
