// Credit offers (spec §2, §7): the monthly price at a glance, and two dialogs with the plans —
// six months without interest and 24 months with interest. The dialog's code and the plans
// load the first time one is opened.
import { useState } from 'react';
import { t } from '../../lib/i18n.js';
import { Icon } from '../icon.jsx';
import { useOnDemand } from '../on-demand.jsx';

const PLANS = [
  { key: 'withoutInterest', title: 'credit_plan_free', months: 'months_without_interest', monthly: 'monthly_without_interest' },
  { key: 'withInterest', title: 'credit_plan_interest', months: 'months_with_interest', monthly: 'monthly_with_interest' },
];

export function CreditWidget({ productId, credit }) {
  const [open, setOpen] = useState(null);
  const CreditPlans = useOnDemand(!!open, () => import('./credit-plans.jsx'));
  if (!credit) return null;
  const title = (p) => t(p.title, { months: credit[p.months] });
  return (
    <div className="credit">
      <p className="credit__lead"><Icon name="card" size={20} /> {t('credit_from', { price: credit.monthly_with_interest })}</p>
      <div className="credit__plans">
        {PLANS.map((p) => (
          <button key={p.key} type="button" className="btn btn--ghost btn--small" onClick={() => setOpen(p.key)}>
            {title(p)}: {credit[p.monthly]}{t('per_month')}
          </button>
        ))}
      </div>
      {CreditPlans && <CreditPlans productId={productId} plan={open} title={open ? title(PLANS.find((p) => p.key === open)) : ''} onClose={() => setOpen(null)} />}
    </div>
  );
}
