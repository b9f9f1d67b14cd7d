// A 1–5 star rating to choose (spec §5: chosen from 5 down to 1): five radio buttons drawn
// as stars, so arrows and screen readers work as with any radio group.
import { t } from '../lib/i18n.js';

// The star stars.jsx draws; not imported from there, which would split a chunk off the
// product page for one string.
const STAR = 'M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3L2.9 9.5l6.3-.9z';

export function StarInput({ name, value, onChange, label }) {
  return (
    <fieldset className="star-input">
      <legend className="field__label">{label}</legend>
      <div className="star-input__stars">
        {[5, 4, 3, 2, 1].map((n) => (
          <label key={n} className={'star-input__star' + (n <= value ? ' is-on' : '')}>
            <input type="radio" name={name} value={n} checked={value === n} onChange={() => onChange(n)} />
            <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true"><path d={STAR} /></svg>
            <span className="sr-only">{t('review_stars', { count: n })}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
