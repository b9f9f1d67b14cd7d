// The buying block: the price (with the struck-through old price of a discount), the credit
// offer, then either the quantity counter with add to cart or, when the product is out of
// stock, the back-in-stock form; wishlist and compare beside. Under the price, the durability
// label of a producer's guarantee longer than the legal 2 years (its length as the server wrote
// it in the page's language, present.Product's durability).
import { useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { t } from '../../lib/i18n.js';
import { priceText } from '../../lib/price.js';
import { clampQuantity } from '../../lib/quantity.js';
import { showPricesWithTax } from '../../state/prefs.js';
import { addToCart, cartBusy } from '../../state/cart.js';
import { WishlistButton } from '../wishlist-button.jsx';
import { CompareButton } from '../compare-button.jsx';
import { Icon } from '../icon.jsx';
import { QuantityInput } from './quantity-input.jsx';
import { BackInStock, EnergyArrow } from '../deferred.jsx';
import { CreditWidget } from './credit-widget.jsx';

export function BuyBox({ product: p, credit }) {
  useSignals();
  const [qty, setQty] = useState(1);
  const withTax = showPricesWithTax.value;
  const price = priceText(p.prices, withTax);
  const busy = cartBusy.value.includes(p.id);
  return (
    <div className="buybox">
      <div className="buybox__price">
        <span className={'price price--big' + (price.previous ? ' price--sale' : '')}>{price.current}</span>
        {price.previous ? <s className="price-old"><span className="sr-only">{t('price_previous')} </span>{price.previous}</s> : null}
        <EnergyArrow p={p} />
        <span className="buybox__vat">{t(withTax ? 'price_incl_vat' : 'price_excl_vat')}</span>
      </div>
      {p.durability ? <p className="durability"><b>{p.durability}</b> {t('durability_label')}</p> : null}
      <CreditWidget productId={p.id} credit={credit} />
      {p.is_available_for_purchase ? (
        <div className="buybox__cart">
          <QuantityInput value={qty} onChange={setQty} disabled={busy} />
          <button type="button" className="btn btn--primary btn--cart" disabled={busy}
            onClick={() => addToCart(p, clampQuantity(qty))}>
            <Icon name="cart" size={20} /> {t('add_to_cart')}
          </button>
        </div>
      ) : <BackInStock productId={p.id} />}
      <div className="buybox__actions">
        <WishlistButton product={p} />
        <CompareButton product={p} />
      </div>
    </div>
  );
}
