import '../common.js';
// Getting into an account, one page in four modes (one registered component, so the first
// page's script names one chunk for all of them):
// - "sign-in" (spec §2 Other, §6): e-mail and password (with a show/hide toggle), links to
//   registration and to a forgotten password; an invisible captcha token goes with it. The form posts to the page's action, which
//   carries ?next= when a page sent the shopper here to sign in first; the answer says where
//   to go.
// - "forgot": the e-mail to mail a one-time link to (the same answer whether or not the
//   address has an account).
// - "reset": the mailed link's page sets the new password and signs the shopper in.
// - "expired": a link that no longer works, with a way to ask again.
import { useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { t } from '../lib/i18n.js';
import { captchaToken } from '../lib/captcha.js';
import { links } from '../state/shared.js';
import { TextField, PasswordField, FormError } from '../components/account/fields.jsx';
import { useAccountForm, signedIn } from '../components/account/use-account-form.js';

const TITLES = { 'sign-in': 'sign_in_title', forgot: 'password_forgot_title', reset: 'password_reset_title', expired: 'password_reset_title' };

export default function SignInPage({ mode = 'sign-in', action, register }) {
  useSignals();
  const l = links.value;
  return (
    <div className="container account-page">
      <h1>{t(TITLES[mode])}</h1>
      {mode === 'sign-in' ? <SignIn action={action} register={l.register && register} /> : null}
      {mode === 'forgot' ? <Forgot action={action} /> : null}
      {mode === 'reset' ? <Reset action={action} /> : null}
      {mode === 'expired' ? (
        <div className="checkout-block account-form">
          <p>{t('password_expired_text')}</p>
          {l.password_forgot ? <a className="btn btn--primary" href={l.password_forgot}>{t('password_ask_again')}</a> : null}
        </div>
      ) : null}
      {mode !== 'sign-in' ? (
        <p className="account-page__switch">
          {l.sign_in ? <a href={l.sign_in}>{t('sign_in')}</a> : null}
          {mode === 'reset' && l.password_forgot ? <a href={l.password_forgot}>{t('password_ask_again')}</a> : null}
        </p>
      ) : null}
    </div>
  );
}

// register is the registration page, keeping where the shopper goes afterwards.
function SignIn({ action, register }) {
  const { form, errors, busy, edit, send, ref } = useAccountForm({ email: '', password: '' });
  const l = links.value;
  const submit = async (e) => {
    e.preventDefault();
    // The token is checked only while the account is under attack (README "Limits"): then a
    // person still gets in where a script is stopped, and nobody is locked out.
    if (!busy) signedIn(await send(action, async () => ({ ...form, gRecaptchaResponse: await captchaToken('sign_in') })));
  };
  return (
    <>
      <p className="account-page__lead">{t('sign_in_lead')}</p>
      <form ref={ref} className="checkout-block account-form" noValidate onSubmit={submit}>
        <TextField name="email" label={t('checkout_email')} value={form.email} onChange={edit} errors={errors} type="email" autoComplete="username" />
        <PasswordField name="password" label={t('password')} value={form.password} onChange={edit} errors={errors} autoComplete="current-password" />
        {l.password_forgot ? <a className="account-form__aside" href={l.password_forgot}>{t('sign_in_forgot')}</a> : null}
        <FormError name="gRecaptchaResponse" errors={errors} />
        <button type="submit" className="btn btn--primary btn--block" disabled={busy}>{t('sign_in')}</button>
      </form>
      {register ? <p className="account-page__switch">{t('sign_in_no_account')} <a href={register}>{t('sign_in_register')}</a></p> : null}
    </>
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

