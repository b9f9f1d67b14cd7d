// The contact block (spec §2 Checkout, §6): private person or company, name, surname, e-mail,
// the company's details for b2b, and the phone. A signed-in shopper's e-mail and company are
// theirs and cannot be edited here.
import { t } from '../../lib/i18n.js';
import { TextField, Field } from './field.jsx';
import { PhoneField } from './phone-field.jsx';

export function ContactBlock({ form, errors, onChange, signedIn, countries }) {
  const o = form.order;
  const field = (name, label, extra = {}) => (
    <TextField name={'order.' + name} label={label} value={o[name]} onChange={onChange} errors={errors} {...extra} />
  );
  return (
    <section className="checkout-block" aria-labelledby="checkout-contact">
      <h2 id="checkout-contact" className="checkout-block__title">{t('checkout_contact')}</h2>
      <div className="segmented" role="radiogroup" aria-label={t('checkout_customer_type')} data-field="order.user_type">
        {['b2c', 'b2b'].map((type) => (
          <label key={type} className={'segmented__option' + (o.user_type === type ? ' is-checked' : '')}>
            <input type="radio" name="user_type" value={type} checked={o.user_type === type} disabled={signedIn}
              onChange={() => onChange('order.user_type', type)} />
            {t(type === 'b2c' ? 'checkout_private' : 'checkout_company')}
          </label>
        ))}
      </div>
      <div className="checkout-grid">
        {field('user_name', t('checkout_name'), { autoComplete: 'given-name' })}
        {field('user_surname', t('checkout_surname'), { autoComplete: 'family-name' })}
        {field('user_email', t('checkout_email'), { type: 'email', autoComplete: 'email', readOnly: signedIn })}
        <PhoneField name="order.user_phone_number" value={o.user_phone_number} onChange={onChange} errors={errors} />
      </div>
      {o.user_type === 'b2b' ? (
        <fieldset className="checkout-grid checkout-company">
          <legend className="checkout-company__title">{t('checkout_company_details')}</legend>
          {field('company_name', t('checkout_company_name'), { autoComplete: 'organization', readOnly: signedIn })}
          {field('company_reg_num', t('checkout_company_reg_num'), { readOnly: signedIn })}
          {field('company_vat_num', t('checkout_company_vat_num'), { readOnly: signedIn })}
          {field('company_address', t('checkout_address'), { autoComplete: 'street-address', readOnly: signedIn })}
          {field('company_city', t('checkout_city'), { readOnly: signedIn })}
          {field('company_zip', t('checkout_zip'), { autoComplete: 'postal-code', readOnly: signedIn })}
          <Field name="order.company_country_id" label={t('checkout_country')} errors={errors}>
            {(a) => (
              <select {...a} className="input" value={o.company_country_id ?? ''} disabled={signedIn} onChange={(e) => onChange('order.company_country_id', e.target.value)}>
                <option value="">{t('choose')}</option>
                {countries.map((c) => <option key={c.id} value={c.id}>{c.title}</option>)}
              </select>
            )}
          </Field>
        </fieldset>
      ) : null}
    </section>
  );
}
