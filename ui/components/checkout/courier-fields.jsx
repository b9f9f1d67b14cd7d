// Courier delivery (spec §2 Checkout): country, city, address, zip (checked for the country
// when the field is left), phone and a message for the courier.
import { t } from '../../lib/i18n.js';
import { Field, TextField } from './field.jsx';
import { PhoneField } from './phone-field.jsx';

export function CourierFields({ form, errors, countries, onChange, onZipBlur }) {
  const s = form.shipping;
  return (
    <div className="checkout-grid">
      <Field name="shipping.country_id" label={t('checkout_country')} errors={errors}>
        {(a) => (
          <select {...a} className="input" value={s.country_id} autoComplete="country" onChange={(e) => onChange('shipping.country_id', e.target.value)}>
            <option value="">{t('choose')}</option>
            {countries.map((c) => <option key={c.id} value={c.id}>{c.title}</option>)}
          </select>
        )}
      </Field>
      <TextField name="shipping.city" label={t('checkout_city')} value={s.city} onChange={onChange} errors={errors} autoComplete="address-level2" />
      <TextField name="shipping.address" label={t('checkout_address')} value={s.address} onChange={onChange} errors={errors} autoComplete="street-address" className="checkout-grid__wide" />
      <Field name="shipping.zip" label={t('checkout_zip')} errors={errors}>
        {(a) => <input {...a} className="input" value={s.zip} autoComplete="postal-code" maxLength={16}
          onChange={(e) => onChange('shipping.zip', e.target.value)} onBlur={onZipBlur} />}
      </Field>
      <PhoneField name="shipping.user_phone_number" value={s.user_phone_number} onChange={onChange} errors={errors} />
      <MessageField value={s.message} onChange={onChange} errors={errors} />
    </div>
  );
}

export function MessageField({ value, onChange, errors }) {
  return (
    <Field name="shipping.message" label={t('checkout_message')} errors={errors} className="checkout-grid__wide">
      {(a) => <textarea {...a} className="input" rows={3} maxLength={500} value={value} onChange={(e) => onChange('shipping.message', e.target.value)} />}
    </Field>
  );
}
