// The coupon box (spec §4 Coupon, §5, §8): the apply button waits for a code and for no other
// request; an applied coupon locks the input and offers remove (after a confirmation); a
// refused code is cleared from the input (the server's message is the toast).
import { useId, useState } from 'react';
import { t } from '../../lib/i18n.js';

export function CouponBox({ coupon, busy, onApply, onRemove }) {
  const id = useId();
  const [code, setCode] = useState('');
  const applied = coupon?.code;
  const submit = async (e) => {
    e.preventDefault();
    if (!code.trim() || busy) return;
    await onApply(code.trim());
    setCode(''); // applied: the cart shows it; refused: cleared (spec §8)
  };
  return (
    <form className="coupon" onSubmit={submit}>
      <label htmlFor={id} className="coupon__label">{t('coupon_label')}</label>
      <div className="coupon__row">
        <input id={id} className="input" value={applied || code} readOnly={!!applied} autoComplete="off" spellCheck={false}
          placeholder={t('coupon_placeholder')} maxLength={64} onChange={(e) => setCode(e.target.value)} />
        {applied
          ? <button type="button" className="btn btn--ghost" disabled={busy} onClick={onRemove}>{t('coupon_remove')}</button>
          : <button type="submit" className="btn btn--ghost" disabled={busy || !code.trim()}>{t('coupon_apply')}</button>}
      </div>
      {applied && !coupon.is_applied && coupon.message ? <p className="field-error">{coupon.message}</p> : null}
    </form>
  );
}
