// The catalogue sidebar: benefits banner and filter groups. On small screens it is a panel
// opened by the "Filters" button (Escape or the close button shuts it, focus moves in and back).
import { useEffect, useRef } from 'react';
import { t } from '../../lib/i18n.js';
import { hasFilters } from '../../lib/catalog-state.js';
import { lockScroll } from '../../lib/scroll-lock.js';
import { FilterGroup } from './filter-group.jsx';
import { SidebarBanner } from './sidebar-banner.jsx';

export function groupsOf(filters) {
  if (!filters) return [];
  const list = [filters.category, filters.manufacture, filters.discount, filters.inventory, ...(filters.properties || [])];
  return list.filter((g) => g?.options?.length > 0);
}

export function Sidebar({ filters, selected, onToggle, onClear, banner, priority, open, onClose, total }) {
  const panel = useRef(null);
  const opener = useRef(null);

  useEffect(() => {
    if (!open) return;
    opener.current = document.activeElement;
    panel.current?.querySelector('.side__close')?.focus();
    const onKey = (e) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    const unlock = lockScroll();
    return () => {
      document.removeEventListener('keydown', onKey);
      unlock();
      opener.current?.focus?.();
    };
  }, [open]);

  const groups = groupsOf(filters);
  return (
    <>
      {open && <div className="side__backdrop" onClick={onClose} />}
      <aside ref={panel} className={'side' + (open ? ' side--open' : '')} aria-label={t('filters')}
        {...(open ? { role: 'dialog', 'aria-modal': true } : {})}>
        <div className="side__head">
          <h2>{t('filters')}</h2>
          <button type="button" className="side__close" aria-label={t('menu_close')} onClick={onClose}>×</button>
        </div>
        <SidebarBanner banner={banner} priority={priority} />
        {groups.map((g) => (
          <FilterGroup key={g.key + (g.id || '')} group={g} selected={selected} onToggle={onToggle} />
        ))}
        {hasFilters(selected) && (
          <button type="button" className="btn btn--ghost side__clear" onClick={onClear}>{t('filters_clear')}</button>
        )}
        <div className="side__foot">
          <button type="button" className="btn btn--primary" onClick={onClose}>{t('filters_show_results', { count: total })}</button>
        </div>
      </aside>
    </>
  );
}
