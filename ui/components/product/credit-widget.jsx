// Credit offers (spec §2, §7): the monthly price at a glance, and two dialogs with the plans —
// six months without interest and 24 months with interest — each showing the item price, the
// monthly price, the total and the overpay. The plans load from the API the first time a
// dialog opens.
import { useState } from 'react';
import { t } from '../../lib/i18n.js';
import { get } from '../../lib/api.js';
import { endpoints } from '../../lib/endpoints.js';
import { Modal } from '../modal.jsx';
import { Icon } from '../icon.jsx';

const PLANS = [
  { key: 'withoutInterest', title: 'credit_plan_free', months: 'months_without_interest', monthly: 'monthly_without_interest' },
  { key: 'withInterest', title: 'credit_plan_interest', months: 'months_with_interest', monthly: 'monthly_with_interest' },
];

export function CreditWidget({ productId, credit }) {
  const [open, setOpen] = useState(null);
  const [plans, setPlans] = useState(null);
  if (!credit) return null;
  const show = async (key) => {
    setOpen(key);
    if (!plans) {
      try {
        setPlans(await get(endpoints.credit(productId)));
      } catch {
        setOpen(null);
      }
    }
  };
  const plan = PLANS.find((p) => p.key === open);
  const data = plans?.[open];
  return (
    <div className="credit">
      <p className="credit__lead"><Icon name="card" size={20} /> {t('credit_from', { price: credit.monthly_with_interest })}</p>
      <div className="credit__plans">
        {PLANS.map((p) => (
          <button key={p.key} type="button" className="btn btn--ghost btn--small" onClick={() => show(p.key)}>
            {t(p.title, { months: credit[p.months] })}: {credit[p.monthly]}{t('per_month')}
          </button>
        ))}
      </div>
      <Modal open={!!open} onClose={() => setOpen(null)} title={plan ? t(plan.title, { months: credit[plan.months] }) : ''}>
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
    </div>
  );
}
