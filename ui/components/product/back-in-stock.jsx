// Back-in-stock subscription (spec §2, §4, §5): shown while the product is out of stock. The
// button stays disabled until the e-mail looks right, so no call is made for a bad one; after
// success the field clears. It loads after the product page's first JavaScript (deferred.jsx);
// what the shopper typed before then counts (use-typed-early.js).
import '../../common.js';
import { useId, useState } from 'react';
import { t } from '../../lib/i18n.js';
import { isEmail } from '../../lib/email.js';
import { post } from '../../lib/api.js';
import { captchaToken } from '../../lib/captcha.js';
import { endpoints } from '../../lib/endpoints.js';
import { toast, toastError } from '../../state/toasts.js';
import { Icon } from '../icon.jsx';
import { useTypedEarly } from '../use-typed-early.js';

export default function BackInStock({ productId }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const input = useTypedEarly(setEmail);
  const submit = async (e) => {
    e.preventDefault();
    if (!isEmail(email) || busy) return;
    setBusy(true);
    try {
      const token = await captchaToken('back_in_stock'); // a fresh one per submission: good once
      const res = await post(endpoints.subscribe, { product_id: productId, email: email.trim(), gRecaptchaResponse: token });
      toast(res.message);
      setEmail('');
      setError('');
    } catch (err) {
      setError(err.errors?.email?.[0] || err.errors?.gRecaptchaResponse?.[0] || '');
      if (!('status' in Object(err))) toastError(t('error_captcha_unavailable')); // no call: the captcha did not load
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="bis" onSubmit={submit} noValidate>
      <p className="bis__title"><Icon name="mail" size={20} /> {t('back_in_stock_title')}</p>
      <p className="bis__text">{t('back_in_stock_text')}</p>
      <div className="bis__row">
        <label htmlFor={id} className="sr-only">{t('back_in_stock_email')}</label>
        <input ref={input} id={id} type="email" autoComplete="email" placeholder={t('back_in_stock_email')} value={email}
          aria-invalid={error ? 'true' : undefined} aria-describedby={error ? id + '-err' : undefined}
          onChange={(e) => { setEmail(e.target.value); setError(''); }} />
        <button type="submit" className="btn btn--primary" disabled={!isEmail(email) || busy}>{t('back_in_stock_submit')}</button>
      </div>
      {error ? <p className="field-error" id={id + '-err'}>{error}</p> : null}
    </form>
  );
}
