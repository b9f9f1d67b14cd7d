// Quantity counter (spec §5): minus, the number and plus, kept between 1 and max.
import { useId } from 'react';
import { t } from '../../lib/i18n.js';
import { clampQuantity, QTY_MIN, PRODUCT_QTY_MAX } from '../../lib/quantity.js';
import { Icon } from '../icon.jsx';

export function QuantityInput({ value, onChange, max = PRODUCT_QTY_MAX, disabled = false }) {
  const id = useId();
  return (
    <div className="qty">
      <label htmlFor={id} className="sr-only">{t('quantity')}</label>
      <button type="button" className="qty__btn" aria-label={t('quantity_decrease')} disabled={disabled || value <= QTY_MIN}
        onClick={() => onChange(clampQuantity(value - 1, max))}>
        <Icon name="minus" size={18} />
      </button>
      <input id={id} className="qty__input" type="number" inputMode="numeric" min={QTY_MIN} max={max} value={value} disabled={disabled}
        onChange={(e) => onChange(e.target.value === '' ? '' : clampQuantity(e.target.value, max))}
        onBlur={(e) => onChange(clampQuantity(e.target.value, max))} />
      <button type="button" className="qty__btn" aria-label={t('quantity_increase')} disabled={disabled || value >= max}
        onClick={() => onChange(clampQuantity(value + 1, max))}>
        <Icon name="plus" size={18} />
      </button>
    </div>
  );
}
