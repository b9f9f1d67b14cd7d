// A cart line's quantity counter (spec §4): minus only above 1, plus always, the number
// typed; it saves 500 ms after the last change and at once when the input is left, and it is
// disabled while any cart request runs. A save that was refused or ignored (another request
// was running) shows the cart's quantity again.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { t } from '../../lib/i18n.js';
import { quantitySaver, CART_QTY_MAX } from '../../lib/quantity-saver.js';
import { clampQuantity } from '../../lib/quantity.js';
import { Icon } from '../icon.jsx';

export function CartQuantity({ value, onSave, disabled }) {
  const id = useId();
  const [shown, setShown] = useState(value);
  const current = useRef(value);
  current.current = value;
  const saver = useMemo(() => quantitySaver(value, async (n) => {
    if (!(await onSave(n))) {
      setShown(current.current);
      saver.reset(current.current);
    }
  }), []);
  useEffect(() => { // the server's answer is the truth
    setShown(value);
    saver.reset(value);
  }, [value]);
  useEffect(() => () => saver.cancel(), []);
  const change = (n) => {
    setShown(n);
    saver.change(n);
  };
  return (
    <div className="qty qty--cart">
      <label htmlFor={id} className="sr-only">{t('quantity')}</label>
      <button type="button" className="qty__btn" aria-label={t('quantity_decrease')} disabled={disabled || shown <= 1}
        onClick={() => change(clampQuantity(shown - 1, CART_QTY_MAX))}>
        <Icon name="minus" size={18} />
      </button>
      <input id={id} className="qty__input" type="number" inputMode="numeric" min={1} max={CART_QTY_MAX} value={shown} disabled={disabled}
        onChange={(e) => { setShown(e.target.value); if (e.target.value !== '') saver.change(e.target.value); }}
        onBlur={(e) => setShown(saver.commit(e.target.value))} />
      <button type="button" className="qty__btn" aria-label={t('quantity_increase')} disabled={disabled}
        onClick={() => change(clampQuantity(Number(shown) + 1, CART_QTY_MAX))}>
        <Icon name="plus" size={18} />
      </button>
    </div>
  );
}
