// The header's category dropdown (spec §2): opens and closes from the header button and locks
// the page scroll while open. On desktop the top categories list their sub-menus on hover (or
// keyboard focus); on touch screens the same tree opens as a panel with toggle buttons. The
// panel's code (mega-menu-panel.jsx) loads the first time the menu opens.
import { useEffect, useRef, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { t } from '../../lib/i18n.js';
import { lockScroll } from '../../lib/scroll-lock.js';
import { trapTab } from '../../lib/focus.js';
import { menu } from '../../state/shared.js';
import { page } from '../../lib/page.js';
import { useMedia, DESKTOP } from '../use-media.js';
import { useOnDemand } from '../on-demand.jsx';
import { Icon } from '../icon.jsx';

export function MegaMenuButton({ open, onToggle, controls }) {
  return (
    <button type="button" className={'cat-btn' + (open ? ' is-open' : '')} aria-expanded={open} aria-controls={controls} onClick={onToggle}>
      <Icon name={open ? 'close' : 'menu'} />
      <span className="cat-btn__text">{t('menu_categories')}</span>
    </button>
  );
}

export function MegaMenu({ open, onClose, id }) {
  useSignals();
  const desktop = useMedia(DESKTOP);
  const ref = useRef(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const url = page.value?.url;
  const [top, setTop] = useState(0); // the desktop backdrop starts below the header bar
  const Panel = useOnDemand(open, () => import('./mega-menu-panel.jsx'));
  // focus goes into the menu, so a keyboard can walk it at once (a mouse user sees no ring)
  const focusFirst = () => ref.current?.querySelector('a,button')?.focus({ preventScroll: true });

  // a new page closes the menu
  useEffect(() => { closeRef.current(); }, [url]);

  useEffect(() => {
    if (!open) return undefined;
    setTop(desktop ? ref.current.parentElement.getBoundingClientRect().bottom : 0);
    const unlock = lockScroll();
    const onKey = (e) => {
      if (e.key === 'Escape') {
        closeRef.current();
        document.querySelector('.cat-btn')?.focus();
      } else if (!desktop) trapTab(e, ref.current);
    };
    const onDown = (e) => {
      if (!ref.current?.contains(e.target) && !e.target.closest?.('.cat-btn')) closeRef.current();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onDown);
    focusFirst(); // the panel does it again once its code has loaded
    return () => {
      unlock();
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onDown);
    };
  }, [open, desktop]);

  const items = menu.value;
  return (
    <>
      {open && <div className="mega__backdrop" style={{ top }} aria-hidden="true" />}
      <nav id={id} ref={ref} className={'mega' + (open ? ' is-open' : '')} aria-label={t('menu_categories')} hidden={!open}
        onClick={(e) => e.target.closest('a[href]') && onClose()}>
        {open && !desktop && (
          <div className="mega__head">
            <span className="mega__title">{t('menu_categories')}</span>
            <button type="button" className="icon-btn" aria-label={t('menu_close')} onClick={onClose}><Icon name="close" /></button>
          </div>
        )}
        {open && Panel ? <Panel items={items} desktop={desktop} onReady={focusFirst} /> : null}
      </nav>
    </>
  );
}
