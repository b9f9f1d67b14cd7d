// An order's payment (spec §4 Order): where it stands, and what the shopper can do — pay by
// bank transfer with the details and the reference shown, pay the demo test card, or try
// again after a failed payment. A paid or cancelled order just says so; a pay-on-pickup one
// says by which day to collect and pay it.
import { useState } from 'react';
import { post } from '../../lib/api.js';
import { orderEndpoints } from '../../lib/order-endpoints.js';
import { t } from '../../lib/i18n.js';

export function OrderPayment({ order, payment, token, onOrder }) {
  const [busy, setBusy] = useState(false);
  const [card, setCard] = useState('');
  const [error, setError] = useState('');
  const pending = order.payment_status === 'pending';
  const retry = async () => {
    setBusy(true);
    try {
      const res = await post(orderEndpoints.pay(token));
      window.location.assign(res.payment_link);
    } catch {
      setBusy(false);
    }
  };
  const payCard = async (e) => {
    e.preventDefault();
    setBusy(true);
    setError('');
    try {
      const res = await post(orderEndpoints.testCard(token), { number: card });
      onOrder(res.order, res.payment);
    } catch (err) {
      setError(err.errors?.number?.[0] || '');
      // A declined card answers the order as it now stands (payment failed) beside the error.
      if (err.errors?.order) onOrder(err.errors.order, err.errors.payment);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="order-block" aria-labelledby="order-payment-title">
      <h2 id="order-payment-title" className="checkout-block__title">{t('order_payment')}</h2>
      <p className={'order-status order-status--' + order.payment_status}>{order.payment_status_label}</p>
      <p>{order.cart.payment_method.title}</p>
      {pending && payment?.bank ? (
        <dl className="order-bank">
          <dt>{t('order_bank_beneficiary')}</dt><dd>{payment.bank.beneficiary}</dd>
          <dt>{t('order_bank_iban')}</dt><dd className="order-bank__mono">{payment.bank.iban}</dd>
          <dt>{t('order_bank_name')}</dt><dd>{payment.bank.bank} ({payment.bank.bic})</dd>
          <dt>{t('order_bank_amount')}</dt><dd>{order.formatted_total_price_with_tax}</dd>
          <dt>{t('order_bank_reference')}</dt><dd className="order-bank__mono">{payment.bank.reference}</dd>
          {payment.bank.creditor_reference ? <><dt>{t('order_bank_creditor_reference')}</dt><dd className="order-bank__mono">{payment.bank.creditor_reference}</dd></> : null}
        </dl>
      ) : null}
      {pending && payment?.bank?.demo ? <p className="order-note">{t('order_bank_demo')}</p> : null}
      {pending && payment?.pickup ? <p className="order-note">{t('order_pickup_note')}</p> : null}
      {pending && payment?.collect_by ? <p className="order-note">{t('order_pickup_by', { date: payment.collect_by })}</p> : null}
      {pending && payment?.test_card ? (
        <form className="order-card" onSubmit={payCard} noValidate>
          <p className="order-card__hint">{t('order_test_card_hint')}</p>
          <label className="field">
            <span className="field__label">{t('order_card_number')}</span>
            <input className="input order-bank__mono" inputMode="numeric" autoComplete="cc-number" maxLength={23} value={card}
              aria-invalid={error ? true : undefined} aria-describedby={error ? 'card-error' : undefined}
              onChange={(e) => { setCard(e.target.value); setError(''); }} />
          </label>
          {error ? <p className="field-error" id="card-error">{error}</p> : null}
          <button type="submit" className="btn btn--primary" disabled={busy || !card.trim()}>{t('order_pay', { total: order.formatted_total_price_with_tax })}</button>
        </form>
      ) : null}
      {payment?.can_retry && (order.payment_status === 'failed' || !payment.test_card) ? (
        <button type="button" className="btn btn--primary" disabled={busy} onClick={retry}>{t('order_pay_again')}</button>
      ) : null}
      {pending && order.expires_at && !payment?.bank && !payment?.pickup ? <p className="order-note">{t('order_expires', { time: payment?.expires_text || order.expires_at })}</p> : null}
    </section>
  );
}
