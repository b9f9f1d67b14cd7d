// The contact form (spec §2 Contact, §5, §8): name, e-mail, phone (optional) and message with
// an invisible captcha token. Field errors show under their fields, clear when the field is
// edited, and the page scrolls to the first; a new token is asked for on every submission,
// so the captcha runs again after a failure. On success the message shows and the form clears.
import { useState } from 'react';
import { post } from '../../lib/api.js';
import { captchaToken } from '../../lib/captcha.js';
import { t } from '../../lib/i18n.js';
import { useErrorScroll } from '../use-error-scroll.js';
import { Field } from '../field.jsx';

const EMPTY = { name: '', email: '', phone: '', message: '' };

export function ContactForm({ action }) {
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState({});
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState('');
  const { ref, failed } = useErrorScroll();
  const edit = (name, value) => {
    setForm((f) => ({ ...f, [name]: value }));
    setErrors((e) => (e[name] ? { ...e, [name]: undefined } : e));
    setSent('');
  };
  const submit = async (e) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setSent('');
    try {
      const token = await captchaToken('contact');
      const res = await post(action, { ...form, gRecaptchaResponse: token });
      setForm(EMPTY);
      setErrors({});
      setSent(res.message);
    } catch (err) {
      setErrors(err.errors || {});
      failed();
    } finally {
      setBusy(false);
    }
  };
  const field = { form, errors, onChange: edit };
  return (
    <section className="contact-form" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{t('contact_form_title')}</h2>
      <p className="contact-form__lead">{t('contact_form_lead')}</p>
      <form ref={ref} noValidate onSubmit={submit}>
        <ContactField name="name" label={t('contact_name')} {...field} autoComplete="name" maxLength={100} required />
        <ContactField name="email" label={t('checkout_email')} {...field} type="email" autoComplete="email" required />
        <ContactField name="phone" label={t('contact_phone_optional')} {...field} type="tel" autoComplete="tel" maxLength={32} />
        <ContactField name="message" label={t('contact_message')} {...field} textarea rows={6} maxLength={5000} required />
        {errors.gRecaptchaResponse?.[0] ? <p className="field-error" data-field="gRecaptchaResponse">{errors.gRecaptchaResponse[0]}</p> : null}
        <button type="submit" className="btn btn--primary" disabled={busy}>{busy ? t('contact_sending') : t('contact_send')}</button>
        <p className="contact-form__sent" role="status">{sent}</p>
      </form>
    </section>
  );
}

// ContactField is a shared Field around an input or, with `textarea`, a text area; the
// control keeps its name (the form posts by name too).
function ContactField({ name, label, form, errors, onChange, textarea, ...rest }) {
  const Tag = textarea ? 'textarea' : 'input';
  return (
    <Field name={name} label={label} errors={errors}>
      {(a) => <Tag {...rest} {...a} name={name} className="input" value={form[name]} onChange={(e) => onChange(name, e.target.value)} />}
    </Field>
  );
}
