import '../../common.js';
// The mega-menu's panel: the top categories with their sub-menus as columns on desktop, the
// tree with toggles on touch screens. Its code loads the first time the menu opens.
import { useEffect, useId, useState } from 'react';
import { MenuTree } from '../menu-tree.jsx';
import { MenuColumns, rootHandlers } from '../menu-columns.jsx';
import { CategoryIcon } from '../category-icon.jsx';
import { Icon } from '../icon.jsx';

function DesktopMenu({ items }) {
  const [active, setActive] = useState(0);
  const current = items[active];
  const subId = useId();
  return (
    <div className="mega__desk">
      <ul className="mega__roots">
        {items.map((c, i) => (
          <li key={c.id} className={i === active ? 'is-active' : ''} {...rootHandlers(i, setActive)}>
            <a href={c.link} aria-controls={c.children?.length && i === active ? subId : undefined}>
              <CategoryIcon item={c} size={24} />
              <span>{c.title}</span>
              {c.children?.length ? <Icon name="right" size={16} className="mega__chev" /> : null}
            </a>
          </li>
        ))}
      </ul>
      {current ? <MenuColumns item={current} id={subId} /> : null}
    </div>
  );
}

export default function MegaMenuPanel({ items, desktop, onReady }) {
  useEffect(() => { onReady(); }, []); // focus moves in once the links are there
  return desktop ? <DesktopMenu items={items} /> : <MenuTree items={items} />;
}
