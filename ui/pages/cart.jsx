import '../common.js';
// Cart page (spec §2 Cart page, §4 Cart quantity and Coupon, §8): the product lines with
// their counters, services and removal, the free-delivery hint and the minimum-order notice,
// the summary with the coupon box and the way to checkout, and the shipping estimator. The
// cart is the shopper's own, so the server renders the page without it (a cached page never
// holds one shopper's cart) and the cart loads once the page is live.
import { useEffect, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { get } from '../lib/api.js';
import { endpoints } from '../lib/endpoints.js';
import { t } from '../lib/i18n.js';
import { pruned, removalTargets } from '../lib/cart-selection.js';
import { beginCheckout, viewCart } from '../lib/analytics-cart.js';
import { links } from '../state/shared.js';
import { loadCart } from '../state/cart.js';
import {
  cart, NO_CART, cartRequest, showCart, setQuantity, removeLine, removeLines, applyCoupon, removeCoupon, setService,
} from '../state/cart-page.js';
import { CartLines } from '../components/cart/cart-lines.jsx';
import { CartNotices } from '../components/cart/cart-notices.jsx';
import { CartSummary } from '../components/cart/cart-summary.jsx';
import { ShippingEstimator } from '../components/cart/shipping-estimator.jsx';
import { useOnDemand } from '../components/on-demand.jsx';

export default function Cart({ has_cart: hasCart }) {
  useSignals();
  const [selected, setSelected] = useState([]);
  const [confirm, setConfirm] = useState(null); // {question, label, run}
  const [services, setServices] = useState(null); // the add-ons a line may take; null while they load
  const ConfirmDialog = useOnDemand(!!confirm, () => import('../components/confirm-dialog.jsx'));
  // A cart shows once its lines' add-ons are known too, so no line grows under the shopper's
  // eyes when they come; no cart: the empty cart, rendered on the server.
  const c = (services && cart.value) ?? (hasCart ? null : NO_CART);
  const busy = cartRequest.value;

  useEffect(() => {
    const ctrl = new AbortController();
    loadCart({ signal: ctrl.signal }).then((loaded) => {
      showCart(loaded);
      if (loaded.items.length) viewCart(loaded);
    }).catch((e) => e.name !== 'AbortError' && console.error('cart', e));
    get(endpoints.services, { signal: ctrl.signal, toast: false }).then((d) => setServices(d.services || []))
      .catch((e) => {
        if (e.name === 'AbortError') return;
        console.error('services', e);
        setServices([]);
      });
    return () => ctrl.abort();
  }, []);
  useEffect(() => {
    if (c) setSelected((s) => pruned(s, c.items.map((l) => l.id)));
  }, [c]);

  const ask = (question, label, run) => setConfirm({ question, label, run });
  const answer = async () => {
    const run = confirm.run;
    setConfirm(null);
    await run();
  };
  const removeOne = (line) => {
    if (busy) return; // a removal waits for no one (spec §4)
    ask(t('cart_remove_question', { title: line.product.title }), t('cart_remove'), () => removeLine(line));
  };
  const removeMany = () => {
    if (busy || !c) return;
    const ids = removalTargets(selected, c.items.map((l) => l.id));
    const lines = c.items.filter((l) => ids.includes(l.id));
    ask(t(selected.length ? 'cart_remove_selected_question' : 'cart_remove_all_question', { count: lines.length }), t('cart_remove'),
      async () => { await removeLines(lines); setSelected([]); });
  };

  return (
    <div className="container cart-page">
      <h1>{t('cart')}</h1>
      {!c ? <CartSkeleton /> : !c.items.length ? (
        <div className="cart-empty">
          <p className="cart-empty__title">{t('cart_empty')}</p>
          <p>{t('cart_empty_text')}</p>
          <a className="btn btn--primary" href={links.value.home || '/'}>{t('continue_shopping')}</a>
        </div>
      ) : (
        <div className="cart-page__grid">
          <div className="cart-page__main">
            <CartNotices cart={c} />
            <CartLines cart={c} services={services} busy={busy} selected={selected} onSelect={setSelected} onQuantity={setQuantity}
              onRemove={removeOne} onRemoveSelected={removeMany} onService={setService} />
            <ShippingEstimator cartVersion={c.formatted_total_price_with_tax} />
          </div>
          <CartSummary cart={c} busy={busy} checkoutLink={links.value.checkout} homeLink={links.value.home || '/'}
            onApplyCoupon={applyCoupon} onCheckout={() => beginCheckout(c)}
            onRemoveCoupon={() => ask(t('coupon_remove_question', { code: c.coupon.code }), t('coupon_remove'), removeCoupon)} />
        </div>
      )}
      {ConfirmDialog ? <ConfirmDialog question={confirm?.question} confirmLabel={confirm?.label} onConfirm={answer} onCancel={() => setConfirm(null)} /> : null}
    </div>
  );
}

// CartSkeleton holds the place of a cart while it loads: a screen's height, as the cart has
// (styles/cart.css), so the footer stays out of view either way.
function CartSkeleton() {
  return (
    <div className="cart-page__grid" aria-busy="true">
      <span className="sr-only" role="status">{t('loading')}</span>
      <div className="cart-page__main"><div className="skel cart-skel__lines" /></div>
      <div className="skel cart-skel__summary" />
    </div>
  );
}
