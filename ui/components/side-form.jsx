// SideForm: a panel that slides in from the right (forms) or the left (category panel), with the
// same accessibility as a modal. A click outside the panel closes it.
import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { t } from '../lib/i18n.js';
import { usePresence } from './use-presence.js';
import { useDialog } from './use-dialog.js';
import { Icon } from './icon.jsx';

const SLIDE_MS = 200;

export function SideForm({ open, onClose, title, children, footer, side = 'right', className = '' }) {
  const { mounted, shown } = usePresence(open, SLIDE_MS);
  const ref = useRef(null);
  const titleId = useId();
  useDialog(open, onClose, ref);
  if (!mounted) return null;
  return createPortal(
    <div className={`drawer drawer--${side}` + (shown ? ' is-shown' : '')} onMouseDown={(e) => {
      // preventDefault keeps the browser from moving focus to <body>, so it can return to the opener
      if (e.target === e.currentTarget) { e.preventDefault(); onClose(); }
    }}>
      <div className={'drawer__panel ' + className} role="dialog" aria-modal="true" aria-labelledby={titleId} ref={ref} tabIndex={-1}>
        <div className="drawer__head">
          <h2 className="drawer__title" id={titleId}>{title}</h2>
          <button type="button" className="icon-btn" data-dialog-close aria-label={t('menu_close')} onClick={onClose}>
            <Icon name="close" />
          </button>
        </div>
        <div className="drawer__body">{children}</div>
        {footer ? <div className="drawer__foot">{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
