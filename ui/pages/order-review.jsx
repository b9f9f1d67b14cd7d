import '../common.js';
// The order's review page (spec §2 Order review form, §4, §8): one form for the order's
// products, each with a 1–5 star rating (1 until chosen) and a comment; sent once, and only
// for a paid order (an unpaid one's page says it can be reviewed once paid). The
// answer is the order, now reviewed, and a thank-you replaces the form. A refused send is
// shown, not only logged as spec §8 has it (a comment over the server's bound was lost
// without a word): each field's error under it (reviews.N.comment, reviews.N.rate), any
// other refusal's message above the button, and the page scrolls to the first.
import { useEffect, useState } from 'react';
import { get, post } from '../lib/api.js';
import { endpoints } from '../lib/endpoints.js';
import { orderEndpoints } from '../lib/order-endpoints.js';
import { t } from '../lib/i18n.js';
import { useErrorScroll } from '../components/use-error-scroll.js';
import { links } from '../state/shared.js';
import { Picture, firstScreen } from '../components/picture.jsx';
import { StarInput } from '../components/star-input.jsx';

export default function OrderReview({ token }) {
  const [order, setOrder] = useState(null);
  const [drafts, setDrafts] = useState([]);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState({});
  const [failure, setFailure] = useState('');
  const { ref: form, failed } = useErrorScroll();
  useEffect(() => {
    get(endpoints.order(token)).then((d) => {
      setOrder(d.order);
      setDrafts(d.order.cart.items.map((l) => ({ product_id: l.product.id, rate: 1, comment: '' })));
    }).catch(() => {});
  }, [token]);
  const edit = (i, patch) => {
    setDrafts((ds) => ds.map((d, j) => (j === i ? { ...d, ...patch } : d)));
    // A field's error goes when it is edited (spec §5).
    setErrors((es) => Object.fromEntries(Object.entries(es).filter(([k]) => !Object.keys(patch).some((f) => k === `reviews.${i}.${f}`))));
  };
  const submit = async (e) => {
    e.preventDefault();
    setBusy(true);
    setFailure('');
    try {
      const res = await post(orderEndpoints.review(order.id) + '?token=' + encodeURIComponent(token), { reviews: drafts }, { toast: false });
      setErrors({});
      setOrder(res.order);
    } catch (err) {
      const fields = err.errors || {};
      if (!Object.keys(fields).length) console.error('order review', err); // field errors are shown, not logged
      setErrors(fields);
      // What no field shows (the order already reviewed, a list the server refused whole, no connection) is said above the button.
      const shown = order.cart.items.some((_, i) => fields[`reviews.${i}.comment`] || fields[`reviews.${i}.rate`]);
      setFailure(shown ? '' : (fields.reviews?.[0] || err.message));
      failed();
    } finally {
      setBusy(false);
    }
  };
  const fieldError = (id, key) => (errors[key] ? <p className="field-error" id={id}>{errors[key][0]}</p> : null);
  return (
    <div className="container order-page">
      <h1>{t('review_title')}</h1>
      {!order ? <div className="skel cart-skel__lines" aria-busy="true" /> : order.is_reviewed ? (
        <div className="cart-empty" role="status">
          <p className="cart-empty__title">{t('review_thanks')}</p>
          <a className="btn btn--primary" href={links.value.home || '/'}>{t('continue_shopping')}</a>
        </div>
      ) : order.payment_status !== 'paid' ? (
        <div className="cart-empty" role="status">
          <p className="cart-empty__title">{t('error_review_unpaid')}</p>
          <a className="btn btn--primary" href={links.value.home || '/'}>{t('continue_shopping')}</a>
        </div>
      ) : (
        <form className="checkout-form" onSubmit={submit} ref={form} noValidate>
          <p className="order-page__lead">{t('review_lead', { number: order.prefixed_id })}</p>
          {order.cart.items.map((l, i) => (
            <fieldset key={l.id} className="checkout-block review-item">
              <legend className="review-item__title">
                <Picture image={l.product.image} alt="" width={56} height={56} {...firstScreen(i)} />
                <span>{l.product.title}</span>
              </legend>
              <StarInput name={'rate-' + l.id} value={drafts[i].rate} onChange={(rate) => edit(i, { rate })} label={t('review_rating')} />
              {fieldError(`review-rate-error-${l.id}`, `reviews.${i}.rate`)}
              <label className="field">
                <span className="field__label">{t('review_comment')}</span>
                <textarea className="input" rows={3} value={drafts[i].comment} onChange={(e) => edit(i, { comment: e.target.value })}
                  aria-invalid={errors[`reviews.${i}.comment`] ? true : undefined}
                  aria-describedby={errors[`reviews.${i}.comment`] ? `review-comment-error-${l.id}` : undefined} />
              </label>
              {fieldError(`review-comment-error-${l.id}`, `reviews.${i}.comment`)}
            </fieldset>
          ))}
          {failure ? <p className="field-error" role="alert">{failure}</p> : null}
          <button type="submit" className="btn btn--primary checkout-submit" disabled={busy}>{t('review_submit')}</button>
        </form>
      )}
    </div>
  );
}
