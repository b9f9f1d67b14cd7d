import '../../common.js';
// The credit plan dialog: the item price, the monthly price, the months, the rate, the total
// and the overpay of the plan opened, loaded from the API once (a failed load closes it).
import { useEffect, useState } from 'react';
import { t } from '../../lib/i18n.js';
import { get } from '../../lib/api.js';
import { endpoints } from '../../lib/endpoints.js';
import { Modal } from '../modal.jsx';

export default function CreditPlans({ productId, plan, title, onClose }) {
  const [plans, setPlans] = useState(null);
  useEffect(() => {
    if (plan && !plans) get(endpoints.credit(productId)).then(setPlans).catch(onClose);
  }, [plan]);
  const data = plans?.[plan];
  return (
    <Modal open={!!plan} onClose={onClose} title={title}>
      {data ? (
        <dl className="credit__table">
          <dt>{t('credit_item_price')}</dt><dd>{data.itemPrice}</dd>
          <dt>{t('credit_monthly_price')}</dt><dd>{data.monthlyPrice}</dd>
          <dt>{t('credit_months')}</dt><dd>{data.months}</dd>
          <dt>{t('credit_rate')}</dt><dd>{String(data.annualRate).replace('.', ',')} %</dd>
          <dt>{t('credit_price_total')}</dt><dd>{data.priceTotal}</dd>
          <dt>{t('credit_overpay')}</dt><dd>{data.overpay}</dd>
        </dl>
      ) : <p role="status">{t('loading')}</p>}
      <p className="credit__note">{t('credit_note')}</p>
    </Modal>
  );
}
