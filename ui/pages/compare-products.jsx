import '../common.js';
// Compare page (spec §2 Compare page): the compared products side by side — picture, linked
// title, price, add to cart and remove — over their attribute rows grouped by property group,
// with a switch that keeps only the rows where the products differ. Where the table is wider
// than the screen (a phone), a line above it says it scrolls sideways, and the keyboard can
// scroll it. With nothing compared it says so and offers the way home.
import { useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { t } from '../lib/i18n.js';
import { priceText } from '../lib/price.js';
import { visibleSections, withoutProduct } from '../lib/compare-table.js';
import { links } from '../state/shared.js';
import { showPricesWithTax } from '../state/prefs.js';
import { removeFromCompare } from '../state/compare.js';
import { addToCart, cartBusy } from '../state/cart.js';
import { Picture } from '../components/picture.jsx';
import { Icon } from '../components/icon.jsx';
import { EnergyArrow } from '../components/deferred.jsx';

export default function Compare({ products: initialProducts, groups: initialGroups }) {
  useSignals();
  const [answer, setAnswer] = useState({ products: initialProducts || [], groups: initialGroups || [] });
  const [onlyDiff, setOnlyDiff] = useState(false);
  const { products } = answer;
  const withTax = showPricesWithTax.value;

  if (!products.length) {
    return (
      <div className="container compare compare--empty">
        <h1>{t('compare_title')}</h1>
        <p className="compare__empty-title">{t('compare_empty')}</p>
        <p>{t('compare_empty_text')}</p>
        <a className="btn btn--primary" href={links.value.home || '/'}>{t('back_home')}</a>
      </div>
    );
  }
  const ids = products.map((p) => p.id);
  const sections = visibleSections(answer.groups, ids, onlyDiff);
  const remove = (id) => {
    removeFromCompare(id);
    setAnswer((a) => withoutProduct(a, id));
  };
  return (
    <div className="container compare">
      <div className="compare__head">
        <h1>{t('compare_title')}</h1>
        <label className="switch">
          <input type="checkbox" checked={onlyDiff} onChange={(e) => setOnlyDiff(e.target.checked)} />
          <span>{t('compare_only_differences')}</span>
        </label>
      </div>
      <div className="compare__frame">
        <p className={'compare__hint compare__hint--' + products.length}>{t('compare_scrolls')} <Icon name="arrow" size={16} /></p>
        <div className="compare__scroll" tabIndex={0} role="region" aria-label={t('compare_title')}>
          <table className="compare__table" style={{ '--cols': products.length }}>
            <thead>
              <tr>
                <td className="compare__corner" />
                {products.map((p, i) => (
                  <th key={p.id} scope="col" className="compare__product">
                    <button type="button" className="icon-btn compare__remove" aria-label={t('compare_remove', { title: p.title })} onClick={() => remove(p.id)}>
                      <Icon name="close" size={18} />
                    </button>
                    <a href={p.link} className="compare__media" tabIndex={-1} aria-hidden="true">
                      <Picture image={p.image} alt="" width={140} height={140} loading="eager" fetchPriority={i === 0 ? 'high' : undefined} />
                    </a>
                    <a href={p.link} className="compare__title">{p.title}</a>
                    <span className="price">{priceText(p.prices, withTax).current}</span>
                    <EnergyArrow p={p} />
                    <button type="button" className="btn btn--primary btn--small" disabled={!p.is_available_for_purchase || cartBusy.value.includes(p.id)}
                      onClick={() => addToCart(p, 1)}>
                      <Icon name="cart" size={18} /> {t(p.is_available_for_purchase ? 'add_to_cart' : 'out_of_stock')}
                    </button>
                  </th>
                ))}
              </tr>
            </thead>
            {sections.map((s) => (
              <tbody key={s.name}>
                <tr className="compare__group"><th scope="colgroup" colSpan={products.length + 1}>{s.name}</th></tr>
                {s.rows.map((r) => (
                  <tr key={r.name}>
                    <th scope="row">{r.name}</th>
                    {products.map((p) => <td key={p.id}>{r.values[p.id] ?? '—'}</td>)}
                  </tr>
                ))}
              </tbody>
            ))}
          </table>
          {onlyDiff && !sections.length ? <p className="compare__same">{t('compare_no_differences')}</p> : null}
        </div>
      </div>
    </div>
  );
}
