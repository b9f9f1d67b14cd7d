// The home page's category sidebar. On desktop: the top categories with icons, and hovering
// (or focusing) one opens its sub-menu as a flyout over the banner. On phones and tablets a
// toggle opens the same tree as a side panel (category-panel.jsx, loaded when first opened)
// that closes on an outside click, Escape or a link followed.
// Both are rendered and CSS shows the one for the screen, so the server's markup fits any.
import { useId, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { t } from '../../lib/i18n.js';
import { menu } from '../../state/shared.js';
import { MenuColumns, rootHandlers } from '../menu-columns.jsx';
import { useOnDemand } from '../on-demand.jsx';
import { CategoryIcon } from '../category-icon.jsx';
import { Icon } from '../icon.jsx';

function DesktopSidebar({ items }) {
  const [active, setActive] = useState(-1);
  const flyId = useId();
  const current = items[active];
  return (
    <nav className="cat-side" aria-label={t('menu_categories')} onMouseLeave={() => setActive(-1)}
      onKeyDown={(e) => e.key === 'Escape' && setActive(-1)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setActive(-1)}>
      <ul className="cat-side__list">
        {items.map((c, i) => (
          <li key={c.id} className={i === active ? 'is-active' : ''} {...rootHandlers(i, setActive)}>
            <a href={c.link} aria-controls={c.children?.length && i === active ? flyId : undefined}>
              <CategoryIcon item={c} size={24} loading="eager" />
              <span>{c.title}</span>
              {c.children?.length ? <Icon name="right" size={16} className="cat-side__chev" /> : null}
            </a>
          </li>
        ))}
      </ul>
      {current?.children?.length ? <div className="cat-side__fly"><MenuColumns item={current} id={flyId} /></div> : null}
    </nav>
  );
}

function PanelToggle({ items }) {
  const [open, setOpen] = useState(false);
  const Panel = useOnDemand(open, () => import('./category-panel.jsx'));
  return (
    <>
      <button type="button" className="btn btn--ghost cat-toggle" aria-expanded={open} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <Icon name="grid" size={20} /> {t('menu_all_categories')}
      </button>
      {Panel ? <Panel items={items} open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

export function CategorySidebar() {
  useSignals();
  const items = menu.value;
  if (!items.length) return null;
  return (
    <>
      <DesktopSidebar items={items} />
      <PanelToggle items={items} />
    </>
  );
}
