// Nothing matched: a message with an image and ways on — clearing the filters when some are
// set, the shop's main categories, and the way home.
import { useSignals } from '@preact/signals-react/runtime';
import { t } from '../../lib/i18n.js';
import { menu, links } from '../../state/shared.js';
import { CategoryIcon } from '../category-icon.jsx';

export function Empty({ title, text, onClear, level = 2 }) {
  useSignals();
  const H = level === 1 ? 'h1' : 'h2';
  const categories = menu.value.slice(0, 8);
  return (
    <div className="empty">
      <img className="empty__img" src="/media/demo/empty-search.svg" alt="" width="160" height="120" fetchPriority="high" />
      <div role="status">
        <H>{title}</H>
        {text && <p>{text}</p>}
      </div>
      <div className="empty__actions">
        {onClear && <button type="button" className="btn btn--primary" onClick={onClear}>{t('filters_clear')}</button>}
        <a className={'btn ' + (onClear ? 'btn--ghost' : 'btn--primary')} href={links.value.home || '/'}>{t('back_home')}</a>
      </div>
      {categories.length > 0 && (
        <nav className="empty__cats" aria-label={t('popular_categories')}>
          <h2 className="empty__cats-title">{t('popular_categories')}</h2>
          <ul>
            {categories.map((c) => (
              <li key={c.id}>
                <a href={c.link}><CategoryIcon item={c} size={28} loading="eager" /><span>{c.title}</span></a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
