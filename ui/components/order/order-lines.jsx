// What an order holds: its product lines with their services, quantities and totals, and the
// order's figures (a snapshot taken when it was placed, never the live cart), as its buyer saw
// them (with VAT, or net for a business).
import { t } from '../../lib/i18n.js';
import { Picture, firstScreen } from '../picture.jsx';
import { CartTotals } from '../cart/cart-summary.jsx';

export function OrderLines({ order }) {
  const totals = { ...order.cart, formatted_total_price_with_tax: order.formatted_total_price_with_tax, formatted_tax_price: order.formatted_tax_price,
    formatted_total_price: order.formatted_total_price, vat: order.tax };
  return (
    <section className="order-block" aria-labelledby="order-lines-title">
      <h2 id="order-lines-title" className="checkout-block__title">{t('order_products')}</h2>
      <ul className="order-lines">
        {order.cart.items.map((l, i) => (
          <li key={l.id} className="order-line">
            <Picture image={l.product.image} alt="" width={64} height={64} {...firstScreen(i)} />
            <div className="order-line__info">
              {l.product.link ? <a href={l.product.link}>{l.product.title}</a> : <span>{l.product.title}</span>}
              <span className="order-line__meta">{t('product_code')}: {l.product.code} · {t('order_quantity', { count: l.quantity })}</span>
              {(l.services || []).map((s) => <span key={s.id} className="order-line__service">+ {s.product.title} ({s.formatted_total_price})</span>)}
            </div>
            <span className="order-line__total">
              {l.formatted_old_price ? <s>{l.formatted_old_price}</s> : null}
              <strong>{l.formatted_total_price}</strong>
            </span>
          </li>
        ))}
      </ul>
      <CartTotals cart={totals} />
    </section>
  );
}
