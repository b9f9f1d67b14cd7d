import '../../common.js';
// Courier delivery (spec §2 Checkout): country, city, address, zip (checked for the country
// when the field is left), phone and a message for the courier. It loads when a courier is
// chosen (checkout.jsx), as the locker's fields do, which keeps it out of the checkout's first
// JavaScript. Its fields are the shared ones, whose file the checkout has already loaded; the
// phone field comes from the page as a prop, since importing the checkout's calling codes here
// would split them out of the checkout's chunk into a file of their own.
import { t } from '../../lib/i18n.js';
import { Field, TextField } from '../field.jsx';
import { MessageField } from './message-field.jsx';

export default function CourierFields({ form, errors, countries, onChange, onZipBlur, PhoneField }) {
  const s = form.shipping;
  return (
    <div className="checkout-grid">
      <Field name="shipping.country_id" label={t('checkout_country')} errors={errors}>
        {(a) => (
          <select {...a} className="input" value={s.country_id} autoComplete="shipping country" onChange={(e) => onChange('shipping.country_id', e.target.value)}>
            <option value="">{t('choose')}</option>
            {countries.map((c) => <option key={c.id} value={c.id}>{c.title}</option>)}
          </select>
        )}
      </Field>
      <TextField name="shipping.city" label={t('checkout_city')} value={s.city} onChange={onChange} errors={errors} autoComplete="shipping address-level2" />
      <TextField name="shipping.address" label={t('checkout_address')} value={s.address} onChange={onChange} errors={errors} autoComplete="shipping address-line1" className="checkout-grid__wide" />
      <Field name="shipping.zip" label={t('checkout_zip')} errors={errors}>
        {(a) => <input {...a} className="input" value={s.zip} autoComplete="shipping postal-code" maxLength={16}
          onChange={(e) => onChange('shipping.zip', e.target.value)} onBlur={onZipBlur} />}
      </Field>
      <PhoneField name="shipping.user_phone_number" value={s.user_phone_number} onChange={onChange} errors={errors} />
      <MessageField value={s.message} onChange={onChange} errors={errors} />
    </div>
  );
}
