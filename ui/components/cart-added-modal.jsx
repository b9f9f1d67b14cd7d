import '../common.js';
// The product-added modal (spec §2, §4): opens after an add to cart and loads the cart each
// time it opens; it lists the cart's products (picture, title with the quantity, price) and
// lets the shopper go on shopping or on to the checkout. Following either link closes it
// (useDialog closes a dialog on a new page).
import { useEffect, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { t } from '../lib/i18n.js';
import { links } from '../state/shared.js';
import { loadCart } from '../state/cart.js';
import { cartModal } from '../state/modals.js';
import { Modal } from './modal.jsx';
import { Picture } from './picture.jsx';
import { WholeCodes } from './whole-codes.jsx';
import EnergyArrow from './energy-arrow.jsx';

export default function CartAddedModal() {
  useSignals();
  const open = !!cartModal.value;
  const [cart, setCart] = useState(null);
  useEffect(() => {
    if (!open) return undefined;
    const ctrl = new AbortController();
    setCart(null);
    loadCart({ signal: ctrl.signal }).then(setCart).catch(() => {});
    return () => ctrl.abort();
  }, [open]);
  const close = () => { cartModal.value = false; };
  return (
    <Modal open={open} onClose={close} title={t('cart_added_title')} className="modal--cart"
      footer={(
        <>
          <button type="button" className="btn btn--ghost" onClick={close}>{t('continue_shopping')}</button>
          {links.value.checkout ? <a className="btn btn--primary" href={links.value.checkout}>{t('checkout')}</a> : null}
        </>
      )}>
      {!cart ? <p role="status">{t('loading')}</p> : !cart.items.length ? <p>{t('cart_empty')}</p> : (
        <table className="cart-mini">
          <caption className="sr-only">{t('cart')}</caption>
          <thead>
            <tr>
              <th scope="col" className="cart-mini__pic"><span className="sr-only">{t('picture')}</span></th>
              <th scope="col">{t('product')}</th>
              <th scope="col" className="cart-mini__price">{t('price')}</th>
            </tr>
          </thead>
          <tbody>
            {cart.items.map((it) => (
              <tr key={it.id}>
                <td><Picture image={it.product.image} alt="" width={48} height={48} /></td>
                <td className="cart-mini__title">
                  <a href={it.product.link}><WholeCodes text={it.product.title} /></a>
                  <span className="cart-mini__qty">{t('quantity')}: {it.quantity}</span>
                </td>
                <td className="cart-mini__price">{it.formatted_total_price}<EnergyArrow p={it.product} /></td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr><th scope="row" colSpan={2}>{t('cart_total')}</th><td className="cart-mini__price">{cart.formatted_total_price_with_tax}</td></tr>
          </tfoot>
        </table>
      )}
    </Modal>
  );
}
