import '../common.js';
// An order's own page (the link in the confirmation mail and where checkout ends): its number
// and status, the payment (bank details, the demo test card, another try after a failure),
// what was ordered, the delivery and the buyer with the invoice (PDF, and for a business the
// e-invoice), and the way to review the products. The order
// is the shopper's, so the server renders the page without it and it loads once the page is
// live; purchase reaches analytics once per order, never again on a reload.
import { useEffect, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { get } from '../lib/api.js';
import { endpoints } from '../lib/endpoints.js';
import { t } from '../lib/i18n.js';
import { purchase } from '../lib/analytics-cart.js';
import { formatDate } from '../lib/format.js';
import { cartCount, links } from '../state/shared.js';
import { withdrawalLink } from '../lib/withdrawal.js';
import { OrderLines } from '../components/order/order-lines.jsx';
import { OrderPayment } from '../components/order/order-payment.jsx';

export default function Order({ token, review_link: reviewLink }) {
  useSignals();
  const [answer, setAnswer] = useState(null);
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    const ctrl = new AbortController();
    get(endpoints.order(token), { signal: ctrl.signal }).then((d) => {
      setAnswer(d);
      if (d.order.payment_status !== 'cancelled') purchase(d.order, globalThis.localStorage);
      cartCount.value = d.cart_count ?? cartCount.value;
    }).catch((e) => e.name !== 'AbortError' && setMissing(true));
    return () => ctrl.abort();
  }, [token]);

  if (missing) {
    return (
      <div className="container order-page">
        <h1>{t('order_not_found')}</h1>
        <a className="btn btn--primary" href={links.value.home || '/'}>{t('back_home')}</a>
      </div>
    );
  }
  if (!answer) {
    return (
      <div className="container order-page" aria-busy="true">
        <h1 className="skel order-skel__title"><span className="sr-only">{t('loading')}</span></h1>
        <div className="cart-page__grid"><div className="skel cart-skel__lines" /><div className="skel cart-skel__summary" /></div>
      </div>
    );
  }
  const { order, payment } = answer;
  const a = order.cart.shipping_address;
  const c = order.customer;
  return (
    <div className="container order-page">
      <p className="order-page__kicker">{t(order.payment_status === 'cancelled' ? 'order_cancelled_kicker' : 'order_thanks')}</p>
      <h1>{t('order_title', { number: order.prefixed_id })}</h1>
      <p className="order-page__lead">{t('order_lead', { email: c.email, date: formatDate(order.created_at) })}</p>
      <div className="cart-page__grid">
        <div className="checkout-form">
          <OrderPayment order={order} payment={payment} token={token}
            onOrder={(o, p) => setAnswer((prev) => ({ ...prev, order: o, payment: p }))} />
          <OrderLines order={order} />
        </div>
        <aside className="cart-summary">
          <h2 className="cart-summary__title">{t('order_delivery')}</h2>
          <p><strong>{order.cart.shipping_method.title}</strong></p>
          {a.address ? <p>{[a.address, a.city, a.zip].filter(Boolean).join(', ')}</p> : null}
          {a.message ? <p className="order-note">{a.message}</p> : null}
          <h2 className="cart-summary__title">{t('order_buyer')}</h2>
          <p>{c.full_name}<br />{c.email}<br />{c.phone}</p>
          {c.company_name ? <p>{c.company_name}<br />{t('checkout_company_reg_num')}: {c.company_reg_num}<br />{t('checkout_company_vat_num')}: {c.company_vat_num}</p> : null}
          <OrderDocuments documents={answer.documents} />
          {reviewLink && !order.is_reviewed && order.payment_status === 'paid'
            ? <a className="btn btn--ghost btn--block" href={reviewLink}>{t('order_review_link')}</a> : null}
          <a className="btn btn--ghost btn--block" href={links.value.home || '/'}>{t('continue_shopping')}</a>
          {links.value.withdrawal && order.status !== 'cancelled'
            ? <a className="order-withdraw" href={withdrawalLink(links.value.withdrawal, order.prefixed_id)}>{t('withdrawal_link')}</a> : null}
        </aside>
      </div>
    </div>
  );
}

// OrderDocuments are the invoice's links: the PDF, and for a business's order the e-invoice
// (UBL) beside it, only when the answer names it.
function OrderDocuments({ documents }) {
  if (!documents?.invoice) return null;
  return (
    <p className="order-documents">
      <a href={documents.invoice} target="_blank" rel="noopener">{t('order_invoice_pdf')}</a>
      {documents.e_invoice ? <a href={documents.e_invoice} download>{t('order_e_invoice')}</a> : null}
    </p>
  );
}
