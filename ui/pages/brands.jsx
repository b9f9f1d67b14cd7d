import '../common.js';
// All brands (spec §2 Home's see-all link): A–Z by first letter, with a letter index, each
// brand's logo and count of products, linking to its catalogue page. The logos are small and
// many share the first screen, so none waits for lazy loading.
import { t } from '../lib/i18n.js';
import { brandGroups } from '../lib/brand-groups.js';
import { Breadcrumbs } from '../components/catalog/breadcrumbs.jsx';
import { Picture } from '../components/picture.jsx';

const anchor = (letter) => 'brands-' + (letter === '#' ? 'other' : letter.toLowerCase());

export default function Brands({ brands, breadcrumbs }) {
  const groups = brandGroups(brands);
  return (
    <div className="container content-page brands-page">
      <Breadcrumbs items={breadcrumbs} />
      <h1>{t('brands_title')}</h1>
      {groups.length ? null : <p>{t('brands_empty')}</p>}
      {groups.length ? <nav className="letters" aria-label={t('brands_letters')}>
        <ul>{groups.map((g) => <li key={g.letter}><a href={'#' + anchor(g.letter)}>{g.letter}</a></li>)}</ul>
      </nav> : null}
      <div className="letter-groups">
        {groups.map((g, gi) => (
          <section key={g.letter} className="letter-group" aria-labelledby={anchor(g.letter)}>
            <h2 id={anchor(g.letter)} className="letter-group__letter">{g.letter}</h2>
            <ul className="brand-list">
              {g.items.map((b, i) => (
                <li key={b.id}>
                  <a className="brand-row" href={b.link}>
                    <span className="brand-row__logo">{b.image?.source ? <Picture image={b.image} alt="" width={160} height={80} loading="eager" fetchPriority={gi + i === 0 ? 'high' : undefined} /> : null}</span>
                    <span className="brand-row__title">{b.title}</span>
                    <span className="brand-row__count">{t('products_count', { count: b.product_count })}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
