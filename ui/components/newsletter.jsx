// The newsletter box (spec §2 Home and Other, §4, §8), on the home page and in the footer:
// one e-mail field posting to the action the page gives, with a captcha token. While the
// request runs the field and the button are disabled; afterwards the e-mail clears (the next
// submit gets its own token); success toasts the server's message, a field error shows under
// the input until the shopper edits. It loads after the page's first JavaScript (deferred.jsx);
// what the shopper typed before then counts (use-typed-early.js).
import '../common.js';
import { useId, useState } from 'react';
import { post } from '../lib/api.js';
import { captchaToken } from '../lib/captcha.js';
import { t } from '../lib/i18n.js';
import { sendNewsletter } from '../lib/newsletter.js';
import { toast, toastError } from '../state/toasts.js';
import { Icon } from './icon.jsx';
import { useTypedEarly } from './use-typed-early.js';

export default function Newsletter({ action, variant }) {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const id = useId();
  const input = useTypedEarly(setEmail);
  if (!action) return null;

  const onSubmit = async (e) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setError('');
    const res = await sendNewsletter(action, email, { post, captchaToken });
    if (res.unsent) toastError(t('error_captcha_unavailable'));
    toast(res.message);
    setError(res.error);
    setEmail('');
    setBusy(false);
  };

  const form = (
    <form className="newsletter__form" onSubmit={onSubmit} noValidate aria-busy={busy}>
      <label className="sr-only" htmlFor={id}>{t('newsletter_email')}</label>
      <input ref={input} id={id} type="email" name="email" autoComplete="email" inputMode="email" required maxLength={254}
        placeholder={t('newsletter_email')} value={email} disabled={busy}
        onChange={(e) => { setEmail(e.target.value); setError(''); }}
        aria-invalid={error ? true : undefined} aria-describedby={error ? id + '-error' : undefined} />
      <button type="submit" className="btn btn--primary" disabled={busy}>{busy ? t('loading') : t('newsletter_submit')}</button>
      {error ? <p className="field-error" id={id + '-error'}>{error}</p> : null}
    </form>
  );
  if (variant === 'footer') {
    return (
      <div className="footer__news">
        <h2 className="footer__title">{t('newsletter_title')}</h2>
        {form}
      </div>
    );
  }
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
        {form}
      </div>
    </section>
  );
}
