// Delivery options of an in-stock product (spec §2): each way with its title, time and price,
// and when an order placed now arrives.
import { t } from '../../lib/i18n.js';
import { Icon } from '../icon.jsx';

const ICONS = { courier: 'truck', locker: 'locker', shop: 'shop' };

export function Delivery({ delivery }) {
  if (!delivery?.options?.length) return null;
  return (
    <section className="delivery" aria-labelledby="delivery-title">
      <h2 className="delivery__title" id="delivery-title">{t('delivery_title')}</h2>
      <ul className="delivery__list">
        {delivery.options.map((o) => (
          <li key={o.type} className="delivery__option">
            <Icon name={ICONS[o.type] || 'truck'} size={22} />
            <span className="delivery__name">{o.title}</span>
            <span className="delivery__time">{o.time}</span>
            <span className="delivery__price">{o.price}</span>
          </li>
        ))}
      </ul>
      {delivery.estimate ? <p className="delivery__estimate"><Icon name="check" size={18} /> {delivery.estimate}</p> : null}
    </section>
  );
}
