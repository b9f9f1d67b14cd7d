// The checkout's side summary (spec §2): what is being bought, the totals the server computed,
// the coupon box, the button that places the order (with why it waits, when it does) and the
// way back to the shop.
import { t } from '../../lib/i18n.js';
import { Picture, firstScreen } from '../picture.jsx';
import { CouponBox } from '../cart/coupon-box.jsx';
import { CartTotals } from '../cart/cart-summary.jsx';
import { WholeCodes } from '../whole-codes.jsx';

export function CheckoutSummary({ cart, busy, canSubmit, why, homeLink, onApplyCoupon, onRemoveCoupon }) {
  return (
    <aside className="cart-summary checkout-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className="cart-summary__title">{t('cart_summary')}</h2>
      <ul className="checkout-summary__items">
        {cart.items.map((l, i) => (
          <li key={l.id} className="checkout-summary__item">
            <Picture image={l.product.image} alt="" width={48} height={48} {...firstScreen(i)} />
            <span className="checkout-summary__name"><WholeCodes text={l.product.title} /> <span className="checkout-summary__qty">× {l.quantity}</span></span>
            <span>{l.formatted_total_price}</span>
          </li>
        ))}
      </ul>
      <CartTotals cart={cart} />
      <CouponBox coupon={cart.coupon} busy={busy} onApply={onApplyCoupon} onRemove={onRemoveCoupon} />
      <button type="submit" form="checkout-form" className="btn btn--primary btn--block" disabled={!canSubmit} aria-describedby={why ? 'checkout-why-summary' : undefined}>{t('checkout_place_order')}</button>
      {why ? <p className="checkout-why" id="checkout-why-summary">{why}</p> : null}
      <a className="btn btn--ghost btn--block" href={homeLink}>{t('continue_shopping')}</a>
    </aside>
  );
}
