import '../common.js';
// A forgotten password, in two steps: mode "forgot" asks for the e-mail and mails a one-time
// link (the same answer whether or not the address has an account); the link's page, mode
// "reset", sets the new password and signs the shopper in; mode "expired" is a link that no
// longer works, with a way to ask again.
import { useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { t } from '../lib/i18n.js';
import { captchaToken } from '../lib/captcha.js';
import { links } from '../state/shared.js';
import { TextField, PasswordField, FormError } from '../components/account/fields.jsx';
import { useAccountForm, signedIn } from '../components/account/use-account-form.js';

export default function Password({ mode, action }) {
  useSignals();
  const l = links.value;
  return (
    <div className="container account-page">
      <h1>{t(mode === 'forgot' ? 'password_forgot_title' : 'password_reset_title')}</h1>
      {mode === 'forgot' ? <Forgot action={action} /> : null}
      {mode === 'reset' ? <Reset action={action} /> : null}
      {mode === 'expired' ? (
        <div className="checkout-block account-form">
          <p>{t('password_expired_text')}</p>
          {l.password_forgot ? <a className="btn btn--primary" href={l.password_forgot}>{t('password_ask_again')}</a> : null}
        </div>
      ) : null}
      <p className="account-page__switch">
        {l.sign_in ? <a href={l.sign_in}>{t('sign_in')}</a> : null}
        {mode === 'reset' && l.password_forgot ? <a href={l.password_forgot}>{t('password_ask_again')}</a> : null}
      </p>
    </div>
  );
}

function Forgot({ action }) {
  const { form, errors, busy, edit, send, ref } = useAccountForm({ email: '' });
  const [sent, setSent] = useState('');
  const submit = async (e) => {
    e.preventDefault();
    if (busy) return;
    const res = await send(action, async () => ({ ...form, gRecaptchaResponse: await captchaToken('password_reset') }));
    if (res) setSent(res.message);
  };
  if (sent) return <p className="checkout-block account-form account-form__done" role="status">{sent}</p>;
  return (
    <>
      <p className="account-page__lead">{t('password_forgot_lead')}</p>
      <form ref={ref} className="checkout-block account-form" noValidate onSubmit={submit}>
        <TextField name="email" label={t('checkout_email')} value={form.email} onChange={edit} errors={errors} type="email" autoComplete="email" />
        <FormError name="gRecaptchaResponse" errors={errors} />
        <button type="submit" className="btn btn--primary btn--block" disabled={busy}>{t('password_forgot_submit')}</button>
      </form>
    </>
  );
}

function Reset({ action }) {
  const { form, errors, busy, edit, send, ref } = useAccountForm({ password: '', password_confirmation: '' });
  const submit = async (e) => {
    e.preventDefault();
    if (!busy) signedIn(await send(action, () => form));
  };
  return (
    <form ref={ref} className="checkout-block account-form" noValidate onSubmit={submit}>
      <PasswordField name="password" label={t('password_new')} value={form.password} onChange={edit} errors={errors} hint={t('password_hint')} />
      <PasswordField name="password_confirmation" label={t('password_repeat')} value={form.password_confirmation} onChange={edit} errors={errors} />
      <button type="submit" className="btn btn--primary btn--block" disabled={busy}>{t('password_reset_submit')}</button>
    </form>
  );
}
