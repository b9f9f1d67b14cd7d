// Benefit banners: an icon with a short promise (delivery, returns, pickup, credit).
import { t } from '../../lib/i18n.js';
import { Picture } from '../picture.jsx';

export function Benefits({ items }) {
  if (!items?.length) return null;
  return (
    <section className="container benefits" aria-label={t('benefits_label')}>
      <ul className="benefits__list">
        {items.map((b) => (
          <li key={b.id}>
            <a className="benefit" href={b.link}>
              <Picture image={b.desktop_image} alt="" width={48} height={48} className="benefit__icon" loading="eager" />
              <span className="benefit__text">
                <strong>{b.title}</strong>
                {b.text ? <span>{b.text}</span> : null}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
