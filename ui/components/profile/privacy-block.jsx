// The shopper's data rights: download everything the account holds (a JSON file), and delete
// the account after confirming with the password. Orders stay for accounting without the
// person (docs/shop.md, "Profile and privacy"); the browser then leaves as a guest.
import { useState } from 'react';
import { post } from '../../lib/api.js';
import { captchaToken } from '../../lib/captcha.js';
import { profileEndpoints as endpoints } from '../../lib/profile-endpoints.js';
import { t } from '../../lib/i18n.js';
import { toast } from '../../state/toasts.js';
import { PasswordField } from '../account/fields.jsx';
import { useErrorScroll } from '../use-error-scroll.js';

export function PrivacyBlock() {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState({});
  const [busy, setBusy] = useState(false);
  const { ref, failed } = useErrorScroll();
  const remove = async (e) => {
    e.preventDefault();
    setBusy(true);
    try {
      const res = await post(endpoints.remove, { password, gRecaptchaResponse: await captchaToken('delete_account') });
      toast(res.message);
      window.location.assign(res.path); // a full load: the page forgets the account
    } catch (err) {
      setErrors(err.errors || {});
      failed();
      setBusy(false);
    }
  };
  return (
    <section className="checkout-block" aria-labelledby="profile-privacy">
      <h2 id="profile-privacy" className="checkout-block__title">{t('profile_privacy')}</h2>
      <p>{t('profile_export_text')}</p>
      <p><a className="btn btn--ghost" href={endpoints.export} download>{t('profile_export')}</a></p>
      {!open ? (
        <p><button type="button" className="btn btn--danger" onClick={() => setOpen(true)}>{t('profile_delete_account')}</button></p>
      ) : (
        <form ref={ref} className="profile-delete" noValidate onSubmit={remove} aria-label={t('profile_delete_account')}>
          <p className="profile-delete__warning">{t('profile_delete_text')}</p>
          <PasswordField name="password" label={t('profile_delete_password')} value={password} errors={errors} autoComplete="current-password"
            onChange={(_, v) => { setPassword(v); setErrors({}); }} />
          {errors.gRecaptchaResponse ? <p className="field-error">{errors.gRecaptchaResponse[0]}</p> : null}
          <div className="address-form__actions">
            <button type="submit" className="btn btn--danger" disabled={busy || !password}>{t('profile_delete_confirm')}</button>
            <button type="button" className="btn btn--ghost" onClick={() => setOpen(false)}>{t('cancel')}</button>
          </div>
        </form>
      )}
    </section>
  );
}
