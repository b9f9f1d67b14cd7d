import '../common.js';
// A subscription's page, reached from a mail's link (handlers/newsletter.go): the newsletter's
// confirm page or an unsubscribe page. Opening it changes nothing (mail scanners open links
// to look at them); the button does, once, and the page then says what happened. A link that
// names no subscription (used, or mistyped) says so.
import { useState } from 'react';
import { post } from '../lib/api.js';
import { t } from '../lib/i18n.js';
import { links } from '../state/shared.js';
import { toast } from '../state/toasts.js';

export default function Subscription({ mode, subscription, action }) {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState(''); // the server's message once the button did its work
  const confirming = mode === 'confirm';
  const title = !subscription ? t('subscription_unknown_title') : confirming ? t('newsletter_confirm_title') : t('unsubscribe_title');
  let text = t('error_subscription_unknown');
  if (subscription && confirming) text = subscription.confirmed ? t('newsletter_already_confirmed') : t('newsletter_confirm_text');
  if (subscription && !confirming) {
    text = subscription.kind === 'back_in_stock'
      ? t('unsubscribe_back_in_stock_text', { title: subscription.product_title })
      : t('unsubscribe_newsletter_text');
  }
  const canAct = subscription && action && !(confirming && subscription.confirmed) && !result;

  const act = async () => {
    setBusy(true);
    try {
      const res = await post(action);
      toast(res.message);
      setResult(res.message);
    } catch (err) {
      setResult(err.message); // used meanwhile (another tab, the mail provider's one click)
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="not-found container subscription-page">
      <h1>{title}</h1>
      <p role="status">{result || text}</p>
      {canAct ? (
        <button type="button" className={'btn ' + (confirming ? 'btn--primary' : 'btn--ghost')} disabled={busy} onClick={act}>
          {confirming ? t('newsletter_confirm_button') : t('unsubscribe_button')}
        </button>
      ) : (
        <a className="btn btn--primary" href={links.value.home || '/'}>{t('back_home')}</a>
      )}
    </section>
  );
}
