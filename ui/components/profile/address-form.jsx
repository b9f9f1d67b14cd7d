// One address's form (add or edit): country (those a courier delivers to), city, address,
// zip and an optional phone, keyed as the spec's registration address (shipping.*).
import { useState } from 'react';
import { t } from '../../lib/i18n.js';
import * as rules from '../../lib/profile-form.js';
import { Field, TextField, PhoneField } from '../field.jsx';
import { useErrorScroll } from '../use-error-scroll.js';

export function AddressForm({ address, countries, codes, callingCode, title, onSave, onCancel }) {
  const [form, setForm] = useState(() => rules.addressForm(address, callingCode));
  const [errors, setErrors] = useState({});
  const [busy, setBusy] = useState(false);
  const { ref, failed } = useErrorScroll();
  const edit = (key, value) => {
    setForm((f) => rules.setPath(f, key.replace(/^shipping\./, ''), value));
    setErrors((e) => rules.withoutError(e, key));
  };
  const submit = async (e) => {
    e.preventDefault();
    setBusy(true);
    try {
      await onSave(rules.addressPayload(form));
    } catch (err) {
      setErrors(err.errors || {});
      failed();
      setBusy(false);
    }
  };
  return (
    <form ref={ref} className="address-form" noValidate onSubmit={submit} aria-label={title}>
      <div className="checkout-grid">
        <Field name="shipping.country_id" label={t('checkout_country')} errors={errors}>
          {(a) => (
            <select {...a} className="input" value={form.country_id} autoComplete="country" onChange={(e) => edit('shipping.country_id', e.target.value)}>
              <option value="">{t('choose')}</option>
              {countries.map((c) => <option key={c.id} value={c.id}>{c.title}</option>)}
            </select>
          )}
        </Field>
        <TextField name="shipping.city" label={t('checkout_city')} value={form.city} onChange={edit} errors={errors} autoComplete="address-level2" maxLength={100} />
        <TextField name="shipping.address" label={t('checkout_address')} value={form.address} onChange={edit} errors={errors}
          autoComplete="address-line1" className="checkout-grid__wide" maxLength={200} />
        <TextField name="shipping.zip" label={t('checkout_zip')} value={form.zip} onChange={edit} errors={errors} autoComplete="postal-code" maxLength={20} />
        <PhoneField name="shipping.user_phone_number" label={t('profile_address_phone')} value={form.user_phone_number} codes={codes}
          onChange={edit} errors={errors} />
      </div>
      <div className="address-form__actions">
        <button type="submit" className="btn btn--primary" disabled={busy}>{t('profile_address_save')}</button>
        <button type="button" className="btn btn--ghost" onClick={onCancel}>{t('cancel')}</button>
      </div>
    </form>
  );
}
