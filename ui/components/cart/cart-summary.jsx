// The cart's summary (spec §2): the figures the server computed (never summed here), the
// coupon box, and the way on: checkout only while the cart is available for purchase, and
// back to the shop.
import { t } from '../../lib/i18n.js';
import { CouponBox } from './coupon-box.jsx';

// CartTotals are the figures of a cart or an order as its buyer sees them: the goods, what
// the coupon takes off and the delivery once chosen, then for a private person the total and
// the VAT in it, for a business (prices_with_tax false: net amounts) the net total, the VAT
// added to it and the total. The VAT row names the rate and country once the delivery country
// is known (VAT by destination).
export function CartTotals({ cart }) {
  const net = cart.prices_with_tax === false;
  // [label, amount, extra class]; the VAT row names the rate and country once the delivery
  // country is known
  const vat = [cart.vat?.country ? cart.vat.label : t(net ? 'cart_vat_added' : 'cart_vat_included'), cart.formatted_tax_price, net ? '' : ' cart-summary__vat'];
  const total = [t('cart_total'), cart.formatted_total_price_with_tax, ' cart-summary__total'];
  const rows = [
    [t('cart_products_total'), cart.formatted_items_price],
    cart.coupon?.is_applied ? [t('cart_coupon', { code: cart.coupon.code }), '−' + cart.formatted_coupon_discount_price] : null,
    cart.shipping_method ? [t('cart_shipping', { method: cart.shipping_method.title }), cart.formatted_shipping_price] : null,
    ...(net ? [[t('cart_net_total'), cart.formatted_total_price], vat, total] : [total, vat]),
  ].filter(Boolean);
  return (
    <dl className="cart-summary__rows">
      {rows.map(([k, v, c = '']) => <div key={k} className={'cart-summary__row' + c}><dt>{k}</dt><dd>{v}</dd></div>)}
    </dl>
  );
}

export function CartSummary({ cart, busy, checkoutLink, homeLink, onApplyCoupon, onRemoveCoupon, onCheckout }) {
  return (
    <aside className="cart-summary" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className="cart-summary__title">{t('cart_summary')}</h2>
      <CartTotals cart={cart} />
      <CouponBox coupon={cart.coupon} busy={busy} onApply={onApplyCoupon} onRemove={onRemoveCoupon} />
      {checkoutLink && cart.available_for_purchase
        ? <a className="btn btn--primary btn--block" href={checkoutLink} onClick={onCheckout}>{t('checkout')}</a>
        : checkoutLink ? <button type="button" className="btn btn--primary btn--block" disabled>{t('checkout')}</button> : null}
      <a className="btn btn--ghost btn--block" href={homeLink}>{t('continue_shopping')}</a>
    </aside>
  );
}
