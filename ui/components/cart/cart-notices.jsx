// Above the lines (spec §2): how far the cart is from free parcel-locker delivery, and, in
// red, why it cannot be bought yet (the shop's minimum order, more units of a product than
// one order may hold).
import { t } from '../../lib/i18n.js';
import { Icon } from '../icon.jsx';

export function CartNotices({ cart }) {
  const threshold = cart.locker_free_shipping_threshold || 0;
  const left = cart.locker_free_shipping_remaining || 0;
  return (
    <>
      {threshold > 0 ? (
        <p className={'cart-notice cart-notice--info' + (left <= 0 ? ' is-reached' : '')}>
          <Icon name="locker" size={20} />
          {left > 0
            ? t('cart_free_locker_left', { amount: cart.formatted_locker_free_shipping_remaining, threshold: cart.formatted_locker_free_shipping_threshold })
            : t('cart_free_locker_reached')}
        </p>
      ) : null}
      {!cart.available_for_purchase && cart.min_cart_price_message ? (
        <p className="cart-notice cart-notice--error" role="alert"><Icon name="alert" size={20} /> {cart.min_cart_price_message}</p>
      ) : null}
      {!cart.available_for_purchase && cart.units_limit_message ? (
        <p className="cart-notice cart-notice--error" role="alert"><Icon name="alert" size={20} /> {cart.units_limit_message}</p>
      ) : null}
    </>
  );
}
