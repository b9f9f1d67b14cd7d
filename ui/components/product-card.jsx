// A product as lists show it (sliders, catalogue, search, wishlist): picture, labels, brand,
// title, stock, price with or without VAT as the header switch says, wishlist and compare.
import { useSignals } from '@preact/signals-react/runtime';
import { t } from '../lib/i18n.js';
import { priceText } from '../lib/price.js';
import { showPricesWithTax } from '../state/prefs.js';
import { Picture } from './picture.jsx';
import { WishlistButton } from './wishlist-button.jsx';
import { CompareButton } from './compare-button.jsx';
import { WholeCodes } from './whole-codes.jsx';
import { EnergyArrow } from './deferred.jsx';

function Labels({ p }) {
  const labels = [];
  if (p.prices?.is_active_discount && p.discount_percent > 0) labels.push(['sale', t('label_discount', { percent: p.discount_percent })]);
  if (p.is_new) labels.push(['new', t('label_new')]);
  if (p.is_popular) labels.push(['popular', t('label_popular')]);
  if (!labels.length) return null;
  return (
    <ul className="pcard__labels">
      {labels.map(([kind, text]) => <li key={kind} className={'label label--' + kind}>{text}</li>)}
    </ul>
  );
}

// A title longer than this is set smaller, so that it still shows whole in three lines of a
// catalogue card beside the filters (model, memory, colour and code run to 70 characters).
const LONG_TITLE = 56;

export function ProductCard({ product: p, row = false, headingLevel = 3, eager = false, priority = false }) {
  useSignals();
  const withTax = showPricesWithTax.value;
  const price = priceText(p.prices, withTax);
  const Title = 'h' + headingLevel;
  return (
    <article className={'pcard' + (row ? ' pcard--row' : '')}>
      <a className="pcard__media" href={p.link} tabIndex={-1} aria-hidden="true">
        <Picture image={p.image} alt="" width={300} height={300} loading={eager ? 'eager' : 'lazy'} fetchPriority={priority ? 'high' : undefined} />
      </a>
      <Labels p={p} />
      <div className="pcard__actions">
        <WishlistButton product={p} />
        <CompareButton product={p} />
      </div>
      <div className="pcard__body">
        {p.manufacture?.title ? <p className="pcard__brand">{p.manufacture.title}</p> : null}
        <Title className={'pcard__title' + (p.title.length > LONG_TITLE ? ' pcard__title--long' : '')}><a href={p.link}><WholeCodes text={p.title} /></a></Title>
        <p className={'stock stock--' + (p.stock_status_class || 'in-stock')}>{p.stock_status}</p>
        <div className="pcard__price">
          <span className={'price' + (price.previous ? ' price--sale' : '')}>{price.current}</span>
          {price.previous ? <s className="price-old"><span className="sr-only">{t('price_previous')} </span>{price.previous}</s> : null}
          <EnergyArrow p={p} />
          <span className="pcard__vat">{t(withTax ? 'price_incl_vat' : 'price_excl_vat')}</span>
        </div>
      </div>
    </article>
  );
}
