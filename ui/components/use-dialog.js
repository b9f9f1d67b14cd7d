// useDialog gives a modal surface (Modal, SideForm, drawers) its accessibility: the page stops
// scrolling, focus moves into the dialog and stays there (Tab wraps), Escape closes, and on
// close focus returns to whatever opened it.
import { useEffect, useRef } from 'react';
import { lockScroll } from '../lib/scroll-lock.js';
import { focusables, trapTab } from '../lib/focus.js';

export function useDialog(open, onClose, ref) {
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement;
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
    el?.addEventListener('keydown', onKey);
    return () => {
      el?.removeEventListener('keydown', onKey);
      unlock();
      if (opener && document.contains(opener)) opener.focus({ preventScroll: true });
    };
  }, [open]);
}
