import '../common.js';
// Registration (spec §2 Registration, §3 Registration payload, §4, §5, §6, §8): private or
// legal person; personal fields with the phone's EU calling codes; the company's fields only
// for b2b (bank from GET /api/banks, country from GET /api/countries); an optional delivery
// address that becomes the default one; the consents (privacy required); the captcha token.
// A failure toasts, shows the errors under the fields, scrolls to the first, and the next
// submit gets a fresh captcha token; success signs in and goes where the server says.
import { useEffect, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { get } from '../lib/api.js';
import { endpoints } from '../lib/endpoints.js';
import { t } from '../lib/i18n.js';
import { captchaToken } from '../lib/captcha.js';
import { emptyRegistration, registrationPayload, idOfCode } from '../lib/account-form.js';
import { links, shop } from '../state/shared.js';
import { TextField, PasswordField, SelectField, PhoneField, CheckField, FormError } from '../components/account/fields.jsx';
import { useAccountForm, signedIn } from '../components/account/use-account-form.js';

export default function Register({ action, calling_codes: codes }) {
  useSignals();
  const l = links.value;
  const defaultCode = codes.find((c) => c.country === shop.value.country)?.code || codes[0]?.code;
  const { form, setForm, errors, busy, edit, send, ref } = useAccountForm(() => emptyRegistration({ callingCode: defaultCode }));
  const [countries, setCountries] = useState([]);
  const [banks, setBanks] = useState([]);
  const b2b = form.user.type === 'b2b';

  useEffect(() => {
    get(endpoints.countries).then((d) => {
      const list = (d.countries || []).map((c) => ({ id: c.id, title: c.title, code: c.code }));
      setCountries(list);
      // The shop's own country is the likely answer for the person and the company.
      const home = idOfCode(list, shop.value.country);
      setForm((f) => ({ ...f, user: { ...f.user, country_id: f.user.country_id || home }, company: { ...f.company, country_id: f.company.country_id || home } }));
    }).catch(() => {});
  }, []);
  useEffect(() => {
    if (b2b && !banks.length) get(endpoints.banks).then((d) => setBanks((d.banks || []).map((b) => ({ id: b.id, title: b.name })))).catch(() => {});
  }, [b2b]);

  const submit = async (e) => {
    e.preventDefault();
    if (!busy) signedIn(await send(action, async () => registrationPayload(form, await captchaToken('register'))));
  };
  const text = (name, label, extra) => (
    <TextField name={name} label={label} value={name.split('.').reduce((o, k) => o[k], form)} onChange={edit} errors={errors} {...extra} />
  );
  return (
    <div className="container account-page account-page--wide">
      <h1>{t('register_title')}</h1>
      <p className="account-page__lead">{t('register_lead')}</p>
      <form ref={ref} className="account-register" noValidate onSubmit={submit}>
        <section className="checkout-block" aria-labelledby="register-personal">
          <h2 id="register-personal" className="checkout-block__title">{t('register_personal')}</h2>
          <div className="segmented" role="radiogroup" aria-label={t('register_type')} data-field="user.type">
            {['b2c', 'b2b'].map((type) => (
              <label key={type} className={'segmented__option' + (form.user.type === type ? ' is-checked' : '')}>
                <input type="radio" name="user_type" value={type} checked={form.user.type === type} onChange={() => edit('user.type', type)} />
                {t(type === 'b2c' ? 'checkout_private' : 'checkout_company')}
              </label>
            ))}
          </div>
          <div className="checkout-grid">
            {text('user.name', t('checkout_name'), { autoComplete: 'given-name' })}
            {text('user.surname', t('checkout_surname'), { autoComplete: 'family-name' })}
            {text('user.email', t('checkout_email'), { type: 'email', autoComplete: 'email' })}
            <PhoneField name="user.phone" label={t('checkout_phone')} value={form.user.phone} onChange={edit} errors={errors} codes={codes} />
            <PasswordField name="user.password" label={t('password')} value={form.user.password} onChange={edit} errors={errors} hint={t('password_hint')} />
            <PasswordField name="user.password_confirmation" label={t('password_repeat')} value={form.user.password_confirmation} onChange={edit} errors={errors} />
            <SelectField name="user.country_id" label={t('register_country')} value={form.user.country_id} onChange={edit} errors={errors}
              options={countries} autoComplete="country" />
          </div>
        </section>
        {b2b ? (
          <section className="checkout-block" aria-labelledby="register-company">
            <h2 id="register-company" className="checkout-block__title">{t('checkout_company_details')}</h2>
            <div className="checkout-grid">
              {text('company.name', t('checkout_company_name'), { autoComplete: 'organization' })}
              {text('company.reg_num', t('checkout_company_reg_num'), { maxLength: 50 })}
              {text('company.vat_num', t('register_vat_optional'), { maxLength: 50 })}
              <SelectField name="company.bank_id" label={t('register_bank')} value={form.company.bank_id} onChange={edit} errors={errors} options={banks} />
              {text('company.acc_num', t('register_acc_num'), { maxLength: 42, autoComplete: 'off', spellCheck: false })}
              {text('company.address', t('checkout_address'), { autoComplete: 'address-line1' })}
              {text('company.city', t('checkout_city'), { autoComplete: 'address-level2' })}
              {text('company.zip', t('checkout_zip'), { autoComplete: 'postal-code', maxLength: 20 })}
              <SelectField name="company.country_id" label={t('checkout_country')} value={form.company.country_id} onChange={edit} errors={errors}
                options={countries} />
            </div>
          </section>
        ) : null}
        <section className="checkout-block" aria-labelledby="register-address">
          <h2 id="register-address" className="checkout-block__title">{t('register_address')}</h2>
          <div className="checkout-grid">
            <SelectField name="shipping.country_id" label={t('checkout_country')} value={form.shipping.country_id} onChange={edit} errors={errors}
              options={countries} autoComplete="shipping country" />
            {text('shipping.city', t('checkout_city'), { autoComplete: 'shipping address-level2' })}
            {text('shipping.address', t('checkout_address'), { autoComplete: 'shipping address-line1' })}
            {text('shipping.zip', t('checkout_zip'), { autoComplete: 'shipping postal-code', maxLength: 20 })}
            <PhoneField name="shipping.user_phone_number" label={t('checkout_phone')} value={form.shipping.user_phone_number} onChange={edit}
              errors={errors} codes={codes} />
            {text('shipping.message', t('checkout_message'), { maxLength: 500 })}
          </div>
        </section>
        <section className="checkout-block" aria-labelledby="register-consents">
          <h2 id="register-consents" className="checkout-block__title">{t('register_consents')}</h2>
          <CheckField name="terms.privacy" checked={form.terms.privacy} onChange={edit} errors={errors}>
            {t('register_privacy')}{l.privacy ? <> (<a href={l.privacy} target="_blank" rel="noopener">{t('register_privacy_link')}</a>)</> : null}
          </CheckField>
          <CheckField name="terms.subscription" checked={form.terms.subscription} onChange={edit} errors={errors}>{t('register_subscription')}</CheckField>
          <FormError name="terms.gRecaptchaResponse" errors={errors} />
          <button type="submit" className="btn btn--primary account-register__submit" disabled={busy}>{t('register_submit')}</button>
        </section>
      </form>
      {l.sign_in ? <p className="account-page__switch">{t('register_have_account')} <a href={l.sign_in}>{t('sign_in')}</a></p> : null}
    </div>
  );
}
