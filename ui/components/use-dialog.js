// useDialog gives a modal surface (Modal, the catalogue's filter panel, the gallery) its
// accessibility: the page stops scrolling, focus moves into the dialog and stays there (Tab
// wraps), Escape closes, following a link closes it (from inside it, or back and forward), and
// on close focus returns to whatever opened it, unless a new page took its place (the new
// page's heading then takes focus: app.jsx). `samePage` keeps it open while only the query
// changes (the catalogue's filter panel, whose filters are the query).
import { useEffect, useRef } from 'react';
import { lockScroll } from '../lib/scroll-lock.js';
import { focusables, trapTab, opener as openerOf } from '../lib/focus.js';

const NAVIGATIONS = ['popstate', 'pushState'];

export function useDialog(open, onClose, ref, samePage = false) {
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    if (!open) return undefined;
    const opener = openerOf(document);
    const path = location.pathname;
    const unlock = lockScroll();
    const el = ref.current;
    // focus the first field or button, but not the close button when there is anything else
    const list = focusables(el);
    const first = list.find((x) => !x.matches('[data-dialog-close]')) || list[0] || el;
    first?.focus({ preventScroll: true });
    const onKey = (e) => {
      if (e.key === 'Escape') {
        e.stopPropagation();
        close.current();
      } else trapTab(e, ref.current);
    };
    const onNavigate = () => { if (!samePage || location.pathname !== path) close.current(); };
    el?.addEventListener('keydown', onKey);
    NAVIGATIONS.forEach((n) => addEventListener(n, onNavigate));
    return () => {
      el?.removeEventListener('keydown', onKey);
      NAVIGATIONS.forEach((n) => removeEventListener(n, onNavigate));
      unlock();
      if (location.pathname === path && opener && document.contains(opener)) opener.focus({ preventScroll: true });
    };
  }, [open]);
}
