// Modal dialog: fades in and out over 100 ms (spec §9), closes on Escape, the close button or a
// backdrop click; its content scrolls above 333 px.
import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { t } from '../lib/i18n.js';
import { usePresence } from './use-presence.js';
import { useDialog } from './use-dialog.js';
import { Icon } from './icon.jsx';

export const MODAL_FADE_MS = 100;

export function Modal({ open, onClose, title, children, footer, className = '' }) {
  const { mounted, shown } = usePresence(open, MODAL_FADE_MS);
  const ref = useRef(null);
  const titleId = useId();
  useDialog(open, onClose, ref);
  if (!mounted) return null;
  return createPortal(
    <div className={'modal' + (shown ? ' is-shown' : '')} onMouseDown={(e) => {
      // preventDefault keeps the browser from moving focus to <body>, so it can return to the opener
      if (e.target === e.currentTarget) { e.preventDefault(); onClose(); }
    }}>
      <div className={'modal__dialog ' + className} role="dialog" aria-modal="true" aria-labelledby={titleId} ref={ref} tabIndex={-1}>
        <div className="modal__head">
          <h2 className="modal__title" id={titleId}>{title}</h2>
          <button type="button" className="icon-btn" data-dialog-close aria-label={t('menu_close')} onClick={onClose}>
            <Icon name="close" />
          </button>
        </div>
        <div className="modal__content">{children}</div>
        {footer ? <div className="modal__foot">{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
