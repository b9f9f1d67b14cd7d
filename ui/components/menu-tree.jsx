// The category tree for touch screens (mobile menu, side categories panel): each category with
// subcategories has a toggle button beside its link, so a tap on the name still navigates.
import { useId, useState } from 'react';
import { t } from '../lib/i18n.js';
import { CategoryIcon } from './category-icon.jsx';
import { Icon } from './icon.jsx';

function Branch({ item, depth }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const kids = item.children || [];
  return (
    <li className={'tree__item tree__item--d' + depth + (open ? ' is-open' : '')}>
      <div className="tree__row">
        <a href={item.link} className="tree__link">
          {depth === 0 ? <CategoryIcon item={item} size={24} /> : null}
          <span>{item.title}</span>
        </a>
        {kids.length > 0 && (
          <button type="button" className="tree__toggle" aria-expanded={open} aria-controls={id}
            aria-label={t('menu_show_sub', { title: item.title })} onClick={() => setOpen(!open)}>
            <Icon name="down" size={18} />
          </button>
        )}
      </div>
      {kids.length > 0 && (
        <ul id={id} className="tree__list" hidden={!open}>
          {kids.map((c) => <Branch key={c.id} item={c} depth={depth + 1} />)}
        </ul>
      )}
    </li>
  );
}

export function MenuTree({ items }) {
  return (
    <ul className="tree">
      {items.map((c) => <Branch key={c.id} item={c} depth={0} />)}
    </ul>
  );
}
