// The personal details (spec §2 Profile, §5 Profile keys): name, surname, phone, the e-mail
// and a company read-only, and the password change (current, new, confirmation, each with a
// show/hide toggle). Saving sends a fresh captcha token; a failure toasts, marks the fields
// and scrolls to the first error (spec §8). A password change answers the renewed session's
// CSRF token.
import { useState } from 'react';
import { post, setCsrfToken } from '../../lib/api.js';
import { captchaToken } from '../../lib/captcha.js';
import { t } from '../../lib/i18n.js';
import { toast } from '../../state/toasts.js';
import * as rules from '../../lib/profile-form.js';
import { TextField, PhoneField } from '../field.jsx';
import { useErrorScroll } from '../use-error-scroll.js';
import { PasswordField } from '../account/fields.jsx';
import { CompanyDetails } from './company-details.jsx';

export function DetailsForm({ user, endpoint, codes, onSaved }) {
  const [form, setForm] = useState(() => rules.detailsForm(user));
  const [errors, setErrors] = useState({});
  const [busy, setBusy] = useState(false);
  const { ref, failed } = useErrorScroll();
  // Fields are named by their error keys (user.name …); the form holds them without "user.".
  const edit = (key, value) => {
    setForm((f) => rules.setPath(f, key.replace(/^user\./, ''), value));
    setErrors((e) => rules.withoutError(rules.withoutError(e, key), 'user.gRecaptchaResponse'));
  };
  const submit = async (e) => {
    e.preventDefault();
    setBusy(true);
    try {
      const res = await post(endpoint, rules.detailsPayload(form, await captchaToken('profile')));
      // A new password renews the session (every other browser is signed out): its new token.
      if (res.csrf) setCsrfToken(res.csrf);
      toast(res.message);
      setForm(rules.detailsForm(res.user));
      setErrors({});
      onSaved(res.user);
    } catch (err) {
      setErrors(err.errors || {});
      failed();
    } finally {
      setBusy(false);
    }
  };
  const changing = !!(form.new_password || form.new_password_confirmation);
  return (
    <form ref={ref} className="checkout-block" noValidate onSubmit={submit} aria-labelledby="profile-details">
      <h2 id="profile-details" className="checkout-block__title">{t('profile_details')}</h2>
      <div className="checkout-grid">
        <TextField name="user.name" label={t('checkout_name')} value={form.name} onChange={edit} errors={errors} autoComplete="given-name" maxLength={100} />
        <TextField name="user.surname" label={t('checkout_surname')} value={form.surname} onChange={edit} errors={errors} autoComplete="family-name" maxLength={100} />
        <TextField name="user.email" label={t('checkout_email')} value={form.email} onChange={edit} errors={errors} type="email" autoComplete="email" readOnly />
        <PhoneField name="user.phone" label={t('checkout_phone')} value={form.phone} codes={codes} onChange={edit} errors={errors} />
      </div>
      {user.company ? <CompanyDetails company={user.company} /> : null}
      <fieldset className="checkout-grid profile-password">
        <legend className="checkout-company__title">{t('profile_password_change')}</legend>
        <PasswordField name="user.new_password" label={t('profile_new_password')} value={form.new_password} onChange={edit} errors={errors} />
        <PasswordField name="user.new_password_confirmation" label={t('profile_new_password_confirmation')} value={form.new_password_confirmation}
          onChange={edit} errors={errors} />
        {changing || errors['user.password'] ? (
          <PasswordField name="user.password" label={t('profile_current_password')} value={form.password} onChange={edit} errors={errors}
            autoComplete="current-password" />
        ) : null}
      </fieldset>
      {errors['user.gRecaptchaResponse'] ? <p className="field-error">{errors['user.gRecaptchaResponse'][0]}</p> : null}
      <button type="submit" className="btn btn--primary profile-save" disabled={busy}>{t('profile_save')}</button>
    </form>
  );
}
