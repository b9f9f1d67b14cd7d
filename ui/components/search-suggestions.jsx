import '../common.js';
// The header search box's suggestions (search-suggest.jsx): 200 ms after the last keystroke it
// asks the catalogue for the typed text and lists the best matches with a link to all results.
// It loads with the first keystroke, so no page's first JavaScript carries it.
import { useEffect } from 'react';
import { get } from '../lib/api.js';
import { t } from '../lib/i18n.js';
import { suggestURL, SUGGEST_DELAY_MS, SUGGEST_LIMIT } from '../lib/suggest.js';
import EnergyArrow from './energy-arrow.jsx';

export default function SearchSuggestions({ id, text, typed, shown, found, active, onFound, onClear, onGo, allLink }) {
  useEffect(() => {
    const url = typed ? suggestURL(text) : '';
    if (!url) {
      onClear();
      return undefined;
    }
    const ctrl = new AbortController();
    const timer = setTimeout(() => {
      get(url, { signal: ctrl.signal, toast: false })
        .then((data) => onFound({ items: data.collection.data.products.slice(0, SUGGEST_LIMIT), total: data.collection.meta.total }))
        .catch((e) => e.name !== 'AbortError' && console.error('search suggestions', e));
    }, SUGGEST_DELAY_MS);
    return () => { clearTimeout(timer); ctrl.abort(); };
  }, [text, typed]);

  if (!shown) return null;
  return (
    <ul className="search-suggest__list" id={id} role="listbox">
      {found.items.map((p, i) => (
        <li key={p.id} id={`${id}-${i}`} role="option" aria-selected={i === active}
          className={'search-suggest__item' + (i === active ? ' is-active' : '')}
          onMouseDown={(e) => { e.preventDefault(); onGo(p.link); }}>
          <img src={p.image.source} alt="" width="40" height="40" loading="lazy" />
          <span className="search-suggest__title">{p.title}</span>
          <span className="search-suggest__price">{p.prices.current_formatted_price_with_tax}</span>
          <EnergyArrow p={p} plain />
        </li>
      ))}
      <li className="search-suggest__all" role="option" aria-selected="false"
        onMouseDown={(e) => { e.preventDefault(); onGo(allLink); }}>
        {t('search_see_all', { count: found.total })}
      </li>
    </ul>
  );
}
