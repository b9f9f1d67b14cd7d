// Modal dialog, the one modal surface: a centred box that fades in and out over 100 ms (spec
// §9; its content scrolls above 333 px), or, with `side` ("left" or "right"), a panel that
// slides in from that edge over 200 ms (the home page's category panel). Either closes on
// Escape, the close button or a click outside it, and useDialog gives it focus and the rest.
import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { t } from '../lib/i18n.js';
import { usePresence } from './use-presence.js';
import { useDialog } from './use-dialog.js';
import { Icon } from './icon.jsx';

export const MODAL_FADE_MS = 100;
const SLIDE_MS = 200;

export function Modal({ open, onClose, title, children, footer, side, className = '' }) {
  const { mounted, shown } = usePresence(open, side ? SLIDE_MS : MODAL_FADE_MS);
  const ref = useRef(null);
  const titleId = useId();
  useDialog(open, onClose, ref);
  if (!mounted) return null;
  // The box's classes (modal__…) or the panel's (drawer__…): overlays.css styles each.
  const b = side ? 'drawer' : 'modal';
  return createPortal(
    <div className={(side ? `drawer drawer--${side}` : 'modal') + (shown ? ' is-shown' : '')} onMouseDown={(e) => {
      // preventDefault keeps the browser from moving focus to <body>, so it can return to the opener
      if (e.target === e.currentTarget) { e.preventDefault(); onClose(); }
    }}>
      <div className={(side ? 'drawer__panel ' : 'modal__dialog ') + className} role="dialog" aria-modal="true" aria-labelledby={titleId} ref={ref} tabIndex={-1}>
        <div className={b + '__head'}>
          <h2 className={b + '__title'} id={titleId}>{title}</h2>
          <button type="button" className="icon-btn" data-dialog-close aria-label={t('menu_close')} onClick={onClose}>
            <Icon name="close" />
          </button>
        </div>
        <div className={side ? 'drawer__body' : 'modal__content'}>{children}</div>
        {footer ? <div className={b + '__foot'}>{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
