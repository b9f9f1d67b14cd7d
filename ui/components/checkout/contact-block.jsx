// The contact block (spec §2 Checkout, §6): private person or company, name, surname, e-mail,
// the company's details for b2b (company-fields.jsx, loaded when a company is chosen), and the
// phone. A signed-in shopper's e-mail and company are theirs and cannot be edited here.
import { t } from '../../lib/i18n.js';
import { TextField } from '../field.jsx';
import { PhoneField } from './phone-field.jsx';
import { useOnDemand } from '../on-demand.jsx';

export function ContactBlock({ form, errors, onChange, signedIn, countries }) {
  const o = form.order;
  const CompanyFields = useOnDemand(o.user_type === 'b2b', () => import('./company-fields.jsx'));
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
      {o.user_type === 'b2b' && CompanyFields ? (
        <CompanyFields form={form} errors={errors} onChange={onChange} signedIn={signedIn} countries={countries} />
      ) : null}
    </section>
  );
}
