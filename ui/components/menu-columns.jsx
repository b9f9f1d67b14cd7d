// The desktop sub-menu of one top category: its subcategories as columns, each with its own
// children below (the mega-menu and the home sidebar flyout both use it).
import { t } from '../lib/i18n.js';

const MAX_LEAVES = 6;

export function MenuColumns({ item, id }) {
  const kids = item.children || [];
  return (
    <div className="menu-cols" id={id}>
      <a className="menu-cols__all" href={item.link}>{t('menu_all_in', { title: item.title })}</a>
      <div className="menu-cols__grid">
        {kids.map((c) => (
          <section key={c.id} className="menu-cols__col">
            <a className="menu-cols__head" href={c.link}>{c.title}</a>
            {c.children?.length ? (
              <ul>
                {c.children.slice(0, MAX_LEAVES).map((g) => <li key={g.id}><a href={g.link}>{g.title}</a></li>)}
                {c.children.length > MAX_LEAVES && <li><a className="menu-cols__more" href={c.link}>{t('see_all')}</a></li>}
              </ul>
            ) : null}
          </section>
        ))}
      </div>
    </div>
  );
}

// useHoverIntent-like helper: hovering or focusing a top category makes it the active one.
export function rootHandlers(i, setActive) {
  return { onMouseEnter: () => setActive(i), onFocus: () => setActive(i) };
}
