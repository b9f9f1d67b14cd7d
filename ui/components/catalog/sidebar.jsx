// The catalogue sidebar: benefits banner and filter groups. On small screens it is a panel
// opened by the "Filters" button, a dialog like any other (useDialog: focus moves in, stays in
// and goes back; Escape or the close button shuts it; a filter, which changes only the query,
// keeps it open, another page closes it).
import { useRef } from 'react';
import { t } from '../../lib/i18n.js';
import { hasFilters } from '../../lib/catalog-state.js';
import { useDialog } from '../use-dialog.js';
import { FilterGroup } from './filter-group.jsx';
import { SidebarBanner } from './sidebar-banner.jsx';

export function groupsOf(filters) {
  if (!filters) return [];
  const list = [filters.category, filters.manufacture, filters.discount, filters.inventory, ...(filters.properties || [])];
  return list.filter((g) => g?.options?.length > 0);
}

export function Sidebar({ filters, selected, onToggle, onClear, banner, priority, open, onClose, total }) {
  const panel = useRef(null);
  useDialog(open, onClose, panel, true);

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
