// A cart line's optional services (spec §2: service items are not lines of their own but
// add-ons of a product line, e.g. a gift pack): one checkbox for each service that fits the
// product (`services` is the shop's list, GET /api/product/services), with its price as the
// cart shows prices (withTax; a business's cart is net).
import { t } from '../../lib/i18n.js';

export function LineServices({ line, services, withTax = true, busy, onService }) {
  const offered = (services || []).filter((s) => (line.available_services || []).includes(s.id));
  if (!offered.length) return null;
  const chosen = new Set((line.services || []).map((s) => s.product.id));
  return (
    <fieldset className="cart-services">
      <legend className="sr-only">{t('cart_services_for', { title: line.product.title })}</legend>
      {offered.map((s) => (
        <label key={s.id} className="check cart-services__item">
          <input type="checkbox" checked={chosen.has(s.id)} disabled={busy} onChange={(e) => onService(line, s, e.target.checked)} />
          <span>{s.title} <span className="cart-services__price">+{withTax ? s.formatted_price_with_tax : s.formatted_price}</span></span>
        </label>
      ))}
    </fieldset>
  );
}
