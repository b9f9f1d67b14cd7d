// A button whose action asks first, in place: the button turns into the question with
// "yes" and "no", focus moves to "no" (the safe answer), and goes back to the button.
import { useEffect, useRef, useState } from 'react';
import { t } from '../lib/i18n.js';

export function ConfirmButton({ label, question, onConfirm, className = 'btn btn--danger', disabled }) {
  const [asking, setAsking] = useState(false);
  const no = useRef(null);
  const button = useRef(null);
  const wasAsking = useRef(false);
  useEffect(() => {
    if (asking) no.current?.focus();
    else if (wasAsking.current) button.current?.focus();
    wasAsking.current = asking;
  }, [asking]);
  if (!asking) return <button ref={button} type="button" className={className} disabled={disabled} onClick={() => setAsking(true)}>{label}</button>;
  return (
    <span className="tx-confirm" role="group" aria-label={question}>
      <span>{question}</span>
      <button type="button" className="btn btn--danger" onClick={() => { setAsking(false); onConfirm(); }}>{t('tx_yes_delete')}</button>
      <button ref={no} type="button" className="btn btn--ghost" onClick={() => setAsking(false)}>{t('tx_cancel')}</button>
    </span>
  );
}
