// The cart's product lines (spec §2 Cart page): select-all and per-line checkboxes, picture,
// linked title, manufacturer and code, the quantity counter, remove, the line total (the old
// total struck through under a coupon), the delayed-delivery notice and the line's optional
// services; below, "remove selected" (or all when none is selected). Prices are as the buyer
// sees them (with VAT, or net for a business), as the server wrote them.
import { t } from '../../lib/i18n.js';
import { toggle, toggleAll } from '../../lib/cart-selection.js';
import { Picture, firstScreen } from '../picture.jsx';
import { Icon } from '../icon.jsx';
import { WholeCodes } from '../whole-codes.jsx';
import { EnergyArrow } from '../deferred.jsx';
import { CartQuantity } from './cart-quantity.jsx';
import { LineServices } from './line-services.jsx';

export function CartLines({ cart, services, busy, selected, onSelect, onQuantity, onRemove, onRemoveSelected, onService }) {
  const ids = cart.items.map((l) => l.id);
  const all = ids.length > 0 && ids.every((id) => selected.includes(id));
  return (
    <section className="cart-lines" aria-labelledby="cart-lines-title">
      <h2 id="cart-lines-title" className="sr-only">{t('cart_products')}</h2>
      <div className="cart-lines__head">
        <label className="check">
          <input type="checkbox" checked={all} onChange={() => onSelect(toggleAll(selected, ids))} />
          <span>{t('cart_select_all')}</span>
        </label>
      </div>
      <ul className="cart-lines__list">
        {cart.items.map((line, i) => (
          <li key={line.id} className="cart-line">
            <label className="check cart-line__check">
              <input type="checkbox" checked={selected.includes(line.id)} onChange={() => onSelect(toggle(selected, line.id))} />
              <span className="sr-only">{t('cart_select_line', { title: line.product.title })}</span>
            </label>
            <a href={line.product.link} className="cart-line__media" tabIndex={-1} aria-hidden="true">
              <Picture image={line.product.image} alt="" width={96} height={96} {...firstScreen(i)} />
            </a>
            <div className="cart-line__info">
              <a href={line.product.link} className="cart-line__title"><WholeCodes text={line.product.title} /></a>
              <p className="cart-line__meta">
                {line.product.manufacture?.title ? <span>{line.product.manufacture.title}</span> : null}
                <span>{t('product_code')}: {line.product.code}</span>
              </p>
              {line.is_delayed_delivery ? <p className="cart-line__delayed"><Icon name="clock" size={16} /> {t('cart_delayed_delivery')}</p> : null}
              <LineServices line={line} services={services} withTax={cart.prices_with_tax !== false} busy={busy} onService={onService} />
            </div>
            <div className="cart-line__qty">
              <CartQuantity value={line.quantity} disabled={busy} onSave={(n) => onQuantity(line, n)} />
              <span className="cart-line__unit">{t('cart_unit_price', { price: line.formatted_price })}</span>
            </div>
            <div className="cart-line__total">
              {line.formatted_old_price ? <s className="cart-line__old">{line.formatted_old_price}</s> : null}
              <strong>{line.formatted_total_price}</strong>
              <EnergyArrow p={line.product} />
            </div>
            <button type="button" className="icon-btn cart-line__remove" disabled={busy}
              aria-label={t('cart_remove_line', { title: line.product.title })} onClick={() => onRemove(line)}>
              <Icon name="trash" size={20} />
            </button>
          </li>
        ))}
      </ul>
      <div className="cart-lines__foot">
        <button type="button" className="btn btn--ghost btn--small" disabled={busy} onClick={onRemoveSelected}>
          <Icon name="trash" size={18} /> {t(selected.length ? 'cart_remove_selected' : 'cart_remove_all')}
        </button>
      </div>
    </section>
  );
}
