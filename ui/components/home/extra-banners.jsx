// Extra promo banners below the benefits: picture cards with a caption.
import { t } from '../../lib/i18n.js';
import { Picture } from '../picture.jsx';
import { Icon } from '../icon.jsx';

export function ExtraBanners({ items }) {
  if (!items?.length) return null;
  return (
    <section className="container promos" aria-label={t('promos_label')}>
      {items.map((b) => (
        <a key={b.id} className="promo" href={b.link}>
          <Picture image={b.desktop_image} alt="" width={640} height={320} className="promo__img" loading="eager" />
          <span className="promo__caption">
            <strong>{b.title}</strong>
            {b.text ? <span>{b.text}</span> : null}
            <span className="promo__cta">{t('info_more')} <Icon name="arrow" size={16} /></span>
          </span>
        </a>
      ))}
    </section>
  );
}
