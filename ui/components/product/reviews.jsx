// Published reviews (spec §2): stars (halves allowed), the reviewer, the day and the comment,
// and under it the shop's public answer when the back office gave one.
import { t } from '../../lib/i18n.js';
import { formatDateShort } from '../../lib/format.js';
import { Stars } from '../stars.jsx';

export function Reviews({ reviews, rating }) {
  if (!reviews?.length) return null;
  return (
    <section className="reviews" aria-labelledby="reviews-title">
      <div className="reviews__head">
        <h2 id="reviews-title">{t('reviews_title')}</h2>
        <Stars rate={rating.average} size={20} />
        <span className="reviews__summary">{t('reviews_summary', { rate: String(rating.average).replace('.', ','), count: rating.count })}</span>
      </div>
      <ul className="reviews__list">
        {reviews.map((r) => (
          <li key={r.id} className="review">
            <div className="review__head">
              <Stars rate={r.rate} />
              <b className="review__name">{r.user_name}</b>
              <time className="review__date" dateTime={r.updated_at}>{formatDateShort(r.updated_at)}</time>
            </div>
            {r.comment ? <p className="review__text">{r.comment}</p> : null}
            {r.shop_answer ? (
              <div className="review__answer">
                <b className="review__answer-by">{t('review_shop_answer')}</b>
                <p className="review__text">{r.shop_answer}</p>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
