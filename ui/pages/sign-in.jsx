import '../common.js';
// Sign-in (spec §2 Other, §6): e-mail and password (with a show/hide toggle), links to
// registration and to a forgotten password. The form posts to the page's action, which
// carries ?next= when a page sent the shopper here to sign in first; the answer says where
// to go.
import { useSignals } from '@preact/signals-react/runtime';
import { t } from '../lib/i18n.js';
import { links } from '../state/shared.js';
import { TextField, PasswordField } from '../components/account/fields.jsx';
import { useAccountForm, signedIn } from '../components/account/use-account-form.js';

export default function SignIn({ action }) {
  useSignals();
  const { form, errors, busy, edit, send, ref } = useAccountForm({ email: '', password: '' });
  const l = links.value;
  const submit = async (e) => {
    e.preventDefault();
    if (!busy) signedIn(await send(action, () => form));
  };
  return (
    <div className="container account-page">
      <h1>{t('sign_in_title')}</h1>
      <p className="account-page__lead">{t('sign_in_lead')}</p>
      <form ref={ref} className="checkout-block account-form" noValidate onSubmit={submit}>
        <TextField name="email" label={t('checkout_email')} value={form.email} onChange={edit} errors={errors} type="email" autoComplete="username" />
        <PasswordField name="password" label={t('password')} value={form.password} onChange={edit} errors={errors} autoComplete="current-password" />
        {l.password_forgot ? <a className="account-form__aside" href={l.password_forgot}>{t('sign_in_forgot')}</a> : null}
        <button type="submit" className="btn btn--primary btn--block" disabled={busy}>{t('sign_in')}</button>
      </form>
      {l.register ? <p className="account-page__switch">{t('sign_in_no_account')} <a href={l.register}>{t('sign_in_register')}</a></p> : null}
    </div>
  );
}
