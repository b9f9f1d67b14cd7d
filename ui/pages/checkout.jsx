import '../common.js';
// Checkout (spec §2 Checkout, §4 Checkout and Locker, §5, §8): the contact block, the shipping
// methods with the chosen one's fields, the payment methods for that shipping, the terms, and
// the button that places the order showing what it costs (and, while it waits, why); beside it
// the summary with the coupon box, whose coupon is removed after a confirmation. The server
// prices everything; the page sends choices, never prices. The customer type is one of them:
// a business is priced net with the VAT added once, so the page tells the cart
// (POST /api/cart/user-type) whenever the form's type and the cart's pricing disagree, and
// shows what the order will charge. One idempotency key per checkout
// makes a double submit one order. The legal-guarantee notice stands just above the order button.
import { useEffect, useRef, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { get, post } from '../lib/api.js';
import { endpoints } from '../lib/endpoints.js';
import { t } from '../lib/i18n.js';
import { callingCodeOf } from '../lib/phone.js';
import { newIdempotencyKey } from '../lib/idempotency.js';
import { useErrorScroll } from '../components/use-error-scroll.js';
import { reportLater } from '../lib/analytics-later.js';
import * as rules from '../lib/checkout-form.js';
import { links, shop } from '../state/shared.js';
import { loadCart } from '../state/cart.js';
import { cart, NO_CART, showCart, cartRequest, applyCoupon, removeCoupon } from '../state/cart-page.js';
import { ContactBlock } from '../components/checkout/contact-block.jsx';
import { MethodList } from '../components/checkout/method-list.jsx';
import { PhoneField } from '../components/checkout/phone-field.jsx';
import { CheckoutSummary } from '../components/checkout/checkout-summary.jsx';
import { useOnDemand } from '../components/on-demand.jsx';

export const PAYMENT_SETTLE_MS = 1000; // spec §4: busy clears a second after payment methods load

// prefill is a signed-in shopper's details and default address (handlers/checkout_prefill.go),
// given in the props so the server renders the form filled in; null for a guest.
export default function Checkout({ has_cart: hasCart, prefill, sign_in: signIn }) {
  useSignals();
  const [form, setForm] = useState(() => rules.emptyForm({ callingCode: callingCodeOf(shop.value.country), user: prefill?.user }));
  const [errors, setErrors] = useState({});
  const [busy, setBusy] = useState(true);
  const [shippingMethods, setShippingMethods] = useState(null); // null while they load
  const [countries, setCountries] = useState([]);
  const [allCountries, setAllCountries] = useState([]);
  const [paymentMethods, setPaymentMethods] = useState([]);
  const key = useRef(null); // made at the first submit: the server renders without crypto
  const { ref: formRef, failed } = useErrorScroll();
  // The form shows once the cart and the shipping methods are both in, so the list does not
  // grow under the shopper's eyes; no cart: the empty cart, rendered on the server.
  const c = (shippingMethods && cart.value) ?? (hasCart ? null : NO_CART);
  const method = shippingMethods?.find((m) => m.code === form.shipping_method);
  const LockerFields = useOnDemand(method?.type === 'locker', () => import('../components/checkout/locker-fields.jsx'));
  const CourierFields = useOnDemand(method?.type === 'courier', () => import('../components/checkout/courier-fields.jsx'));
  const [confirm, setConfirm] = useState(''); // the question before a coupon is removed, as in the cart (spec §4, §5)
  const ConfirmDialog = useOnDemand(!!confirm, () => import('../components/confirm-dialog.jsx'));

  const loadShipping = () => get(endpoints.shipping, { toast: false }).then((d) => setShippingMethods(d.shippingMethods || []))
    .catch((e) => {
      console.error('shipping methods', e); // spec §8: only logged
      setShippingMethods((m) => m ?? []);
    });
  // The cart, and the delivery prices it adds, are priced for the customer type the form shows
  // (a signed-in shopper's account decides on the server whatever this says).
  const priceFor = (type) => post(endpoints.cartUserType, { user_type: type }).then((r) => { showCart(r.cart); loadShipping(); }, () => {});
  useEffect(() => {
    loadCart().then((loaded) => {
      showCart(loaded);
      setBusy(false);
      if (!prefill && loaded && (loaded.prices_with_tax === false) !== (form.order.user_type === 'b2b')) priceFor(form.order.user_type);
    }).catch((e) => console.error('cart', e));
    loadShipping();
  }, []);
  useEffect(() => {
    if (form.order.user_type === 'b2b' && !allCountries.length) get(endpoints.countries).then((d) => setAllCountries(d.countries || [])).catch(() => {});
  }, [form.order.user_type]);

  // The cart is priced for the address's country (a parcel abroad costs more).
  const shipTo = (id) => id && post(endpoints.shippingAddress, { country_id: +id }).then((r) => showCart(r.cart), () => {});
  const edit = (path, value) => {
    setForm((f) => rules.withValue(f, path, value));
    setErrors((e) => rules.withoutErrors(e, path));
    if (path === 'shipping.country_id') shipTo(value);
    if (path === 'order.user_type') priceFor(value);
  };
  const chooseShipping = async (m) => {
    setBusy(true);
    setErrors((e) => rules.withoutErrors(rules.withoutErrors(e, 'shipping'), 'payment_method'));
    setForm((f) => rules.chooseShipping(f, m.code));
    setPaymentMethods([]);
    setCountries([]);
    try {
      const [res, cs, pm] = await Promise.all([
        post(endpoints.cartShipping(m.id)),
        get(endpoints.shippingCountries(m.id)),
        get(endpoints.payment + '?shipping_method_id=' + encodeURIComponent(m.id)),
      ]);
      showCart(res.cart);
      reportLater('addShippingInfo', res.cart);
      setCountries(cs.countries || []);
      const saved = m.type === 'courier' && rules.savedAddress(prefill?.address, cs.countries);
      if (saved) {
        setForm((f) => rules.chooseShipping(f, m.code, saved));
        shipTo(saved.country_id);
      } else if (cs.countries?.length === 1) edit('shipping.country_id', String(cs.countries[0].id));
      setPaymentMethods(pm.paymentMethods || []);
      setTimeout(() => setBusy(false), PAYMENT_SETTLE_MS);
    } catch {
      setBusy(false);
    }
  };
  const choosePayment = async (m) => {
    setForm((f) => ({ ...f, payment_method: m.code }));
    setErrors((e) => rules.withoutErrors(e, 'payment_method'));
    try {
      const res = await post(endpoints.cartPayment(m.id));
      showCart(res.cart);
      reportLater('addPaymentInfo', res.cart);
    } catch { /* toasted */ }
  };
  const checkZip = async () => {
    const s = form.shipping;
    if (!method || !s.country_id || !s.zip.trim()) return;
    try {
      const res = await post(endpoints.validateZip(method.id, s.country_id), { shipping: { zip: s.zip.trim() } }, { toast: true });
      showCart(res.cart);
    } catch (e) {
      if (e.errors?.['shipping.zip']) setErrors((old) => ({ ...old, 'shipping.zip': e.errors['shipping.zip'] }));
    }
  };
  const pick = (point) => {
    setForm((f) => rules.pickPoint(f, point));
    setErrors((e) => rules.withoutErrors(e, 'shipping'));
    post(endpoints.validateZip(method.id, point.country_id), { shipping: { zip: point.zip } })
      .catch((e) => e.errors?.['shipping.zip'] && setErrors((old) => ({ ...old, 'shipping.zip': e.errors['shipping.zip'] })));
  };

  const askRemoveCoupon = () => setConfirm(t('coupon_remove_question', { code: c.coupon.code }));
  const answerRemoveCoupon = () => { setConfirm(''); removeCoupon(); };

  const canSubmit = !busy && !!form.shipping_method && !!form.payment_method && !!c?.available_for_purchase;
  // why the buttons wait, said under them (a disabled button cannot be focused to ask)
  const why = !c || busy ? '' : !c.available_for_purchase ? c.min_cart_price_message || c.units_limit_message || ''
    : !form.shipping_method ? t('checkout_why_shipping') : !form.payment_method ? t('checkout_why_payment') : '';
  const submit = async (e) => {
    e.preventDefault();
    if (!canSubmit) return;
    setBusy(true);
    try {
      const res = await post(endpoints.orderStore, rules.payload(form), { headers: { 'Idempotency-Key': (key.current ??= newIdempotencyKey()) } });
      window.location.assign(res.payment_link);
    } catch (err) {
      setErrors(err.errors || {});
      if (err.errors?.cart) showCart(err.errors.cart);
      setBusy(false);
      failed();
    }
  };

  if (c && !c.items.length) {
    return (
      <div className="container checkout-page">
        <h1>{t('checkout_title')}</h1>
        <div className="cart-empty">
          <p className="cart-empty__title">{t('cart_empty')}</p>
          <a className="btn btn--primary" href={links.value.home || '/'}>{t('continue_shopping')}</a>
        </div>
      </div>
    );
  }
  return (
    <div className="container checkout-page">
      <h1>{t('checkout_title')}</h1>
      {!prefill && links.value.sign_in ? (
        <p className="checkout-note">{t('checkout_guest_note')} <a href={signIn}>{t('checkout_register')}</a></p>
      ) : null}
      {!c ? <div className="cart-page__grid" aria-busy="true"><div className="skel cart-skel__lines" /><div className="skel cart-skel__summary" /></div> : (
        <div className="cart-page__grid">
          <form id="checkout-form" className="checkout-form" noValidate onSubmit={submit} ref={formRef}>
            <ContactBlock form={form} errors={errors} onChange={edit} signedIn={!!prefill} countries={allCountries} />
            <section className="checkout-block">
              <MethodList name="shipping_method" title={t('checkout_shipping')} methods={shippingMethods} value={form.shipping_method}
                onChoose={chooseShipping} disabled={cartRequest.value} errors={errors} price={(m) => m.formatted_price} />
              {method?.type === 'courier' && CourierFields ? (
                <CourierFields PhoneField={PhoneField} form={form} errors={errors} countries={countries} onChange={edit} onZipBlur={checkZip} />
              ) : null}
              {method?.type === 'locker' && LockerFields ? (
                <LockerFields PhoneField={PhoneField} method={method} form={form} errors={errors} countries={countries} onChange={edit} onPick={pick}
                  onCountry={(id) => { setForm((f) => rules.chooseLockerCountry(f, id)); setErrors((e) => rules.withoutErrors(e, 'shipping')); shipTo(id); }} />
              ) : null}
            </section>
            {form.shipping_method ? (
              <section className="checkout-block">
                <MethodList name="payment_method" title={t('checkout_payment')} methods={paymentMethods} value={form.payment_method}
                  onChoose={choosePayment} errors={errors} />
              </section>
            ) : null}
            <div className="checkout-block" data-field="terms_accepted">
              <label className="check">
                <input type="checkbox" checked={form.terms_accepted} aria-invalid={errors.terms_accepted ? true : undefined}
                  aria-describedby={errors.terms_accepted ? 'terms-error' : undefined} onChange={(e) => edit('terms_accepted', e.target.checked)} />
                <span>{t('checkout_terms')}{links.value.terms ? <> (<a href={links.value.terms} target="_blank" rel="noopener">{t('checkout_terms_link')}</a>)</> : null}</span>
              </label>
              {errors.terms_accepted ? <p className="field-error" id="terms-error">{errors.terms_accepted[0]}</p> : null}
            </div>
            {/* The legal-guarantee notice, as components/guarantee-notice.jsx writes it in the
                footer: written out here, as importing that file too would split it into a chunk
                of its own that this page would load first (its budget). The official
                artwork, when uploaded, comes as the <img>'s attributes. */}
            <section className="guarantee-notice checkout-guarantee">
              <h2 className="guarantee-notice__title">{t('guarantee_title')}</h2>
              <p>{shop.value.guarantee_art ? <img {...shop.value.guarantee_art} alt={t('guarantee_text')} /> : t('guarantee_text')}</p>
              {links.value.legal_guarantee ? <p><a href={links.value.legal_guarantee}>{t('guarantee_more')}</a></p> : null}
            </section>
            <button type="submit" className="btn btn--primary checkout-submit" disabled={!canSubmit} aria-describedby="checkout-why">
              {t('checkout_pay', { total: c.formatted_total_price_with_tax })}
            </button>
            <p className="checkout-why" id="checkout-why">{why}</p>
          </form>
          <CheckoutSummary cart={c} busy={cartRequest.value} canSubmit={canSubmit} why={why} homeLink={links.value.home || '/'}
            onApplyCoupon={applyCoupon} onRemoveCoupon={askRemoveCoupon} />
        </div>
      )}
      {ConfirmDialog ? <ConfirmDialog question={confirm} confirmLabel={t('coupon_remove')} onConfirm={answerRemoveCoupon} onCancel={() => setConfirm('')} /> : null}
    </div>
  );
}
