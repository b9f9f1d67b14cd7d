// The toast stack (spec §1): each toast has a close button and a progress bar that runs for
// as long as the toast stays up. Errors are announced assertively, the rest politely.
import { useSignals } from '@preact/signals-react/runtime';
import { toasts, dismiss, TOAST_MS } from '../state/toasts.js';
import { t } from '../lib/i18n.js';
import { Icon } from './icon.jsx';

export function Toasts() {
  useSignals();
  return (
    <div className="toasts">
      {toasts.value.map((x) => (
        <div key={x.id} className={'toast toast--' + x.type} role={x.type === 'error' ? 'alert' : 'status'}>
          <Icon name={x.type === 'error' ? 'alert' : 'check'} className="toast__icon" size={20} />
          <p className="toast__text">{x.message}</p>
          <button type="button" className="toast__close" aria-label={t('toast_close')} onClick={() => dismiss(x.id)}>
            <Icon name="close" size={18} />
          </button>
          <span className="toast__progress" style={{ animationDuration: TOAST_MS + 'ms' }} aria-hidden="true" />
        </div>
      ))}
    </div>
  );
}
