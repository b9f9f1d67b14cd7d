// The profile's order list (spec §2 Profile, §3 User orders): date, number (linking to the
// order's page), recipient, amount, status and the invoice; or the empty message. On a phone
// each row is a card: the header cells become labels (data-label, see cart.css).
import { t } from '../../lib/i18n.js';
import { formatDate } from '../../lib/format.js';

export function OrdersTable({ orders }) {
  if (!orders.length) return <p className="profile-empty">{t('profile_no_orders')}</p>;
  const heads = [t('profile_order_date'), t('profile_order_number'), t('profile_order_recipient'), t('profile_order_amount'),
    t('profile_order_status'), t('profile_invoice')];
  return (
    <table className="profile-orders">
      <thead>
        <tr>{heads.map((h) => <th key={h} scope="col">{h}</th>)}</tr>
      </thead>
      <tbody>
        {orders.map((o) => (
          <tr key={o.prefix_id}>
            <td data-label={heads[0]}>{formatDate(o.created_at)}</td>
            <td data-label={heads[1]}><a href={o.link}>{o.prefix_id}</a></td>
            <td data-label={heads[2]}>{o.full_name}</td>
            <td data-label={heads[3]} className="profile-orders__amount">{o.formatted_total_price_with_tax}</td>
            <td data-label={heads[4]}><span className={'status status--' + o.status}>{o.status_label}</span></td>
            <td data-label={heads[5]}>
              <a href={o.invoice_link} target="_blank" rel="noopener" aria-label={t('profile_invoice_of', { number: o.prefix_id })}>
                {t('profile_invoice_pdf')}
              </a>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
