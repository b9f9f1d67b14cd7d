// Star rating display, 0–5 with half stars (reviews). The number is read out, the stars are not.
import { t } from '../lib/i18n.js';
import { starFills, roundedRate } from '../lib/stars.js';

const STAR = 'M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3L2.9 9.5l6.3-.9z';
// The star's left half, drawn as a shape of its own: a clip path would need an id, and every
// star of every rating on a page would repeat it (the Nu checker's "duplicate ID").
const HALF = 'M12 2.8L9.2 8.6 2.9 9.5l4.6 4.4-1.1 6.3 5.6-3z';

export function Stars({ rate, size = 16 }) {
  return (
    <span className="stars" role="img" aria-label={t('rating_label', { rate: roundedRate(rate) })}>
      {starFills(rate).map((fill, i) => (
        <svg key={i} className={'star star--' + fill} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
          <path d={STAR} className="star__empty" />
          {fill !== 'empty' && <path d={fill === 'half' ? HALF : STAR} className="star__full" />}
        </svg>
      ))}
    </span>
  );
}
