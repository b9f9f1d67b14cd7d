// The money of one order on a page of its own (/admin/orders/:id/money), for as long as the
// order page that shows the panel below its totals is not in this branch.
import { useEffect } from 'react';
import { t } from '../lib/i18n.js';
import { OrderMoney } from '../components/order-money.jsx';

export function OrderMoneyPage({ params }) {
  useEffect(() => { document.title = `${t('om_title')} · ${t('title')}`; }, []);
  return (
    <section className="om-page">
      <h1>{t('om_title')}</h1>
      <OrderMoney order={{ id: params.id }} />
    </section>
  );
}
