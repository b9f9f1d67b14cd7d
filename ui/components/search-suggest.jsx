import { useEffect, useId, useRef, useState } from 'react';
import { get } from '../lib/api.js';
import { t } from '../lib/i18n.js';
import { navigate } from '../lib/page.js';
import { suggestURL, resultsURL, moveActive, SUGGEST_DELAY_MS, SUGGEST_LIMIT } from '../lib/suggest.js';
import { usePath, useQuery } from '../lib/location.js';
import { links } from '../state/shared.js';

// pageQuery is the search text of the results page the shopper is on, '' elsewhere.
function usePageQuery() {
  const onResults = usePath() === (links.value.search || '/search');
  const query = useQuery();
  return onResults ? new URLSearchParams(query).get('q') || '' : '';
}

// SearchSuggest is the header search box: as the shopper types, the best matches appear
// below it (an ARIA combobox); Enter opens the highlighted product or the full results page.
// On the results page it holds the text searched for; suggestions come only once the shopper
// types.
export function SearchSuggest({ autoFocus = false, onDone }) {
  const pageQuery = usePageQuery();
  const [text, setText] = useState(pageQuery);
  const [typed, setTyped] = useState(false);
  const [items, setItems] = useState([]);
  const [total, setTotal] = useState(0);
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const listId = useId();
  const inputRef = useRef(null);

  useEffect(() => { // a new page shows its own search text
    setText(pageQuery);
    setTyped(false);
  }, [pageQuery]);

  useEffect(() => {
    const url = typed ? suggestURL(text) : '';
    if (!url) {
      setItems([]);
      return undefined;
    }
    const ctrl = new AbortController();
    const timer = setTimeout(() => {
      get(url, { signal: ctrl.signal, toast: false })
        .then((data) => {
          setItems(data.collection.data.products.slice(0, SUGGEST_LIMIT));
          setTotal(data.collection.meta.total);
          setActive(-1);
          setOpen(true);
        })
        .catch((e) => e.name !== 'AbortError' && console.error('search suggestions', e));
    }, SUGGEST_DELAY_MS);
    return () => { clearTimeout(timer); ctrl.abort(); };
  }, [text, typed]);

  const go = (url) => {
    setOpen(false);
    onDone?.();
    navigate(url);
  };
  const onKeyDown = (e) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      setActive(moveActive(active, items.length, e.key === 'ArrowDown' ? 1 : -1));
    } else if (e.key === 'Escape') {
      setOpen(false);
    }
  };
  const onSubmit = (e) => {
    e.preventDefault();
    go(active >= 0 && items[active] ? items[active].link : resultsURL(links.value.search || '/search', text));
  };

  const showList = open && items.length > 0;
  return (
    <form className="search-suggest" role="search" action={links.value.search || '/search'} onSubmit={onSubmit}>
      <label className="visually-hidden" htmlFor={listId + '-input'}>{t('search_placeholder')}</label>
      <input
        id={listId + '-input'} ref={inputRef} name="q" type="text" inputMode="search" enterKeyHint="search" autoComplete="off" autoFocus={autoFocus}
        placeholder={t('search_placeholder')} value={text} maxLength={200}
        role="combobox" aria-expanded={showList} aria-controls={listId} aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
        onChange={(e) => { setText(e.target.value); setTyped(true); setOpen(true); }}
        onKeyDown={onKeyDown} onBlur={() => setTimeout(() => setOpen(false), 150)} onFocus={() => setOpen(true)}
      />
      <button type="submit" className="search-suggest__submit">{t('search_submit')}</button>
      {showList && (
        <ul className="search-suggest__list" id={listId} role="listbox">
          {items.map((p, i) => (
            <li key={p.id} id={`${listId}-${i}`} role="option" aria-selected={i === active}
              className={'search-suggest__item' + (i === active ? ' is-active' : '')}
              onMouseDown={(e) => { e.preventDefault(); go(p.link); }}>
              <img src={p.image.source} alt="" width="40" height="40" loading="lazy" />
              <span className="search-suggest__title">{p.title}</span>
              <span className="search-suggest__price">{p.prices.current_formatted_price_with_tax}</span>
            </li>
          ))}
          <li className="search-suggest__all" role="option" aria-selected="false"
            onMouseDown={(e) => { e.preventDefault(); go(resultsURL(links.value.search || '/search', text)); }}>
            {t('search_see_all', { count: total })}
          </li>
        </ul>
      )}
    </form>
  );
}
