// The member's own account: name and language (the back office switches language at once),
// password (the other sessions end), and the two-step sign-in (TOTP) on or off.
import { useState } from 'react';
import { adminSend } from '../lib/api.js';
import { t, setLang, languages } from '../lib/i18n.js';
import { useStaff } from '../lib/staff.js';
import { useForm } from '../lib/use-form.js';
import { groupSecret } from '../lib/audit.js';
import { Field } from '../components/field.jsx';
import { Note } from '../components/note.jsx';
import { SelectField } from '../components/select-field.jsx';

export function Account() {
  return (
    <section className="people">
      <h1>{t('account_title')}</h1>
      <Profile />
      <Password />
      <TwoStep />
    </section>
  );
}

function Profile() {
  const { staff, setStaff } = useStaff();
  const f = useForm({ name: staff.name, lang: staff.lang }, (v) => adminSend('PUT', '/me', v), (res) => {
    setLang(res.staff.lang);
    setStaff(res.staff);
  });
  return (
    <form className="people-card" onSubmit={f.submit} noValidate aria-labelledby="account-profile">
      <h2 id="account-profile">{t('account_profile')}</h2>
      <Note note={f.note} />
      <Field name="name" label={t('name')} autoComplete="name" value={f.values.name} onChange={f.edit} errors={f.errors} maxLength={100} />
      <SelectField name="lang" label={t('language')} value={f.values.lang} onChange={f.edit} errors={f.errors} options={langOptions()} />
      <button className="btn btn--primary" type="submit" disabled={f.busy}>{t('save')}</button>
    </form>
  );
}

// langOptions are the back office's languages, each in its own name.
export const langOptions = () => languages.map((l) => [l, t('lang_' + l), l]);

function Password() {
  const empty = { current_password: '', password: '', password_confirmation: '' };
  const f = useForm(empty, (v) => adminSend('POST', '/me/password', v), (_, { setValues }) => setValues(empty));
  return (
    <form className="people-card" onSubmit={f.submit} noValidate aria-labelledby="account-password">
      <h2 id="account-password">{t('account_password')}</h2>
      <p className="field-hint">{t('account_password_hint')}</p>
      <Note note={f.note} />
      <Field name="current_password" label={t('current_password')} type="password" autoComplete="current-password" value={f.values.current_password} onChange={f.edit} errors={f.errors} required />
      <Field name="password" label={t('new_password')} type="password" autoComplete="new-password" value={f.values.password} onChange={f.edit} errors={f.errors} required />
      <Field name="password_confirmation" label={t('password_confirmation')} type="password" autoComplete="new-password" value={f.values.password_confirmation} onChange={f.edit} errors={f.errors} required />
      <button className="btn btn--primary" type="submit" disabled={f.busy}>{t('change_password')}</button>
    </form>
  );
}

function TwoStep() {
  const { staff, setStaff } = useStaff();
  const [setup, setSetup] = useState(null); // {secret, otpauth_url, qr} while turning it on
  const [note, setNote] = useState(null);
  const start = async () => {
    try {
      setSetup(await adminSend('POST', '/me/totp/setup'));
      setNote(null);
    } catch (err) {
      setNote({ ok: false, text: err.message });
    }
  };
  const enable = useForm({ code: '' }, (v) => adminSend('POST', '/me/totp/enable', v), (res) => {
    setSetup(null);
    setStaff(res.staff);
    setNote({ ok: true, text: res.message });
  });
  const disable = useForm({ password: '' }, (v) => adminSend('POST', '/me/totp/disable', v), (res) => {
    setStaff(res.staff);
    setNote({ ok: true, text: res.message });
  });
  return (
    <div className="people-card" role="group" aria-labelledby="account-totp">
      <h2 id="account-totp">{t('totp_title')}</h2>
      <Note note={note} />
      <p>{staff.totp ? t('totp_on_text') : t('totp_off_text')}</p>
      {staff.totp ? (
        <form onSubmit={disable.submit} noValidate>
          <Note note={disable.note?.ok ? null : disable.note} />
          <Field name="password" label={t('account_password')} hint={t('totp_disable_hint')} type="password" autoComplete="current-password"
            value={disable.values.password} onChange={disable.edit} errors={disable.errors} required />
          <button className="btn btn--ghost" type="submit" disabled={disable.busy}>{t('totp_disable')}</button>
        </form>
      ) : setup ? (
        <form onSubmit={enable.submit} noValidate className="totp-setup">
          <p>{t('totp_scan')}</p>
          <img className="totp-qr" src={setup.qr} width="240" height="240" alt={t('totp_qr_alt')} />
          <dl className="totp-key">
            <dt>{t('totp_secret_label')}</dt>
            <dd><code data-secret={setup.secret}>{groupSecret(setup.secret)}</code></dd>
            <dt>{t('totp_url_label')}</dt>
            <dd><code className="totp-url">{setup.otpauth_url}</code></dd>
          </dl>
          <Note note={enable.note?.ok ? null : enable.note} />
          <Field name="code" label={t('code')} inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]*" maxLength={6}
            value={enable.values.code} onChange={enable.edit} errors={enable.errors} required />
          <button className="btn btn--primary" type="submit" disabled={enable.busy}>{t('totp_enable')}</button>
        </form>
      ) : (
        <button className="btn btn--primary" type="button" onClick={start}>{t('totp_setup')}</button>
      )}
    </div>
  );
}
