// useUnsavedWarning asks before unsaved changes are lost: the browser's own question when the
// tab is closed or reloaded, and a confirm() when a link of the back office is followed (the
// router has no hook for leaving, so the click is caught before it reaches the link).
import { useEffect } from 'react';
import { t } from '../lib/i18n.js';

export function useUnsavedWarning(dirty) {
  useEffect(() => {
    if (!dirty) return undefined;
    const unload = (e) => {
      e.preventDefault();
      e.returnValue = '';
    };
    const click = (e) => {
      const a = e.target.closest?.('a[href]');
      if (!a || a.target === '_blank' || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey) return;
      if (!window.confirm(t('product_leave_unsaved'))) {
        e.preventDefault();
        e.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', unload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', unload);
      document.removeEventListener('click', click, true);
    };
  }, [dirty]);
}
