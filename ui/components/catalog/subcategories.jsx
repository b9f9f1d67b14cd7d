// Subcategory tiles (link, image, title, product count) from the category facet.
import { t } from '../../lib/i18n.js';

export function Subcategories({ group }) {
  const options = group?.options || [];
  if (!options.length) return null;
  return (
    <nav className="subcats" aria-label={t('subcategories')}>
      {options.map((o) => (
        <a key={o.id} className="subcat" href={o.link}>
          <span className="subcat__img">
            {o.image?.source ? (
              <picture>
                {o.image.webp && <source type="image/webp" srcSet={o.image.webp} />}
                <img src={o.image.source} alt="" width="64" height="64" />
              </picture>
            ) : <span className="subcat__letter" aria-hidden="true">{o.title.slice(0, 1)}</span>}
          </span>
          <span className="subcat__title">{o.title}</span>
          <span className="subcat__count">{t('products_count', { count: o.count })}</span>
        </a>
      ))}
    </nav>
  );
}
