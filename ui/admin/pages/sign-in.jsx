// The back office's sign-in: e-mail and password against POST /api/admin/login, with the
// storefront session's CSRF token from the shell. The limits are the storefront's, and so is
// the captcha step after a few wrong passwords (a token goes with every try). A member
// with two-step sign-in on is asked for the code of their app once the password is right.
import { useState } from 'react';
import { adminSend, storefrontCsrf } from '../lib/api.js';
import { captchaTokenFor } from '../../lib/captcha-token.js';
import { t } from '../lib/i18n.js';
import { Field } from '../components/field.jsx';

export function SignIn({ onSignedIn }) {
  const [form, setForm] = useState({ email: '', password: '', code: '' });
  const [askCode, setAskCode] = useState(false); // the member has two-step sign-in on
  const [errors, setErrors] = useState({});
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const edit = (e) => setForm((f) => ({ ...f, [e.target.name]: e.target.value }));
  const submit = async (e) => {
    e.preventDefault();
    setBusy(true);
    try {
      // a fresh captcha token each time: the server checks it only while the account is under attack
      const key = document.querySelector('meta[name="captcha-site-key"]')?.content;
      const body = { ...form, gRecaptchaResponse: await captchaTokenFor(key, 'admin_sign_in') };
      onSignedIn(await adminSend('POST', '/login', body, { token: storefrontCsrf() }));
    } catch (err) {
      setErrors(err.errors || {});
      setMessage(err.message);
      if (err.errors?.code) setAskCode(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <main className="admin-signin">
      <form onSubmit={submit} noValidate aria-labelledby="signin-title">
        <h1 id="signin-title">{t('sign_in_title')}</h1>
        {message ? <p className="admin-alert" role="alert">{message}</p> : null}
        <Field name="email" label={t('email')} type="email" autoComplete="username" value={form.email} onChange={edit} errors={errors} required />
        <Field name="password" label={t('password')} type="password" autoComplete="current-password" value={form.password} onChange={edit} errors={errors} required />
        {askCode ? (
          <Field name="code" label={t('code')} inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]*" maxLength={6}
            value={form.code} onChange={edit} errors={errors} required autoFocus />
        ) : null}
        <button className="btn btn--primary" type="submit" disabled={busy}>{t('sign_in')}</button>
      </form>
    </main>
  );
}
