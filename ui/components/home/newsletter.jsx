// The newsletter box: one e-mail field. While the request runs the field and the button are
// disabled; success is toasted and clears the field; a field error shows under the input
// (the api client toasts the message itself).
import { useId, useState } from 'react';
import { post } from '../../lib/api.js';
import { t } from '../../lib/i18n.js';
import { toast } from '../../state/toasts.js';
import { Icon } from '../icon.jsx';

export function Newsletter({ action }) {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const id = useId();
  if (!action) return null;

  const onSubmit = async (e) => {
    e.preventDefault();
    setBusy(true);
    setError('');
    try {
      const res = await post(action, { email: email.trim(), gRecaptchaResponse: '' });
      toast(res.message || t('newsletter_done'));
      setEmail('');
    } catch (err) {
      setError(err.errors?.email?.[0] || '');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="container home-section" aria-labelledby={id + '-title'}>
      <div className="newsletter">
        <div className="newsletter__intro">
          <span className="newsletter__icon" aria-hidden="true"><Icon name="mail" size={28} /></span>
          <div>
            <h2 id={id + '-title'}>{t('newsletter_title')}</h2>
            <p>{t('newsletter_text')}</p>
          </div>
        </div>
        <form className="newsletter__form" onSubmit={onSubmit} noValidate aria-busy={busy}>
          <label className="sr-only" htmlFor={id}>{t('newsletter_email')}</label>
          <input id={id} type="email" name="email" autoComplete="email" inputMode="email" required maxLength={254}
            placeholder={t('newsletter_email')} value={email} disabled={busy} onChange={(e) => setEmail(e.target.value)}
            aria-invalid={error ? true : undefined} aria-describedby={error ? id + '-error' : undefined} />
          <button type="submit" className="btn btn--primary" disabled={busy}>{busy ? t('loading') : t('newsletter_submit')}</button>
          {error ? <p className="field-error" id={id + '-error'}>{error}</p> : null}
        </form>
      </div>
    </section>
  );
}
