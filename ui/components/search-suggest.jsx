// SearchSuggest is the header search box: as the shopper types, the best matches appear
// below it (an ARIA combobox); Enter opens the highlighted product or the full results page.
// On the results page it holds the text searched for; suggestions come only once the shopper
// types. The box is every page's, so only the form lives here: what fetches and lists the
// suggestions (search-suggestions.jsx) loads with the first keystroke, inside the debounce
// the suggestions wait for anyway.
import { useId, useLayoutEffect, useState } from 'react';
import { t } from '../lib/i18n.js';
import { navigate } from '../lib/page.js';
import { resultsURL, moveActive } from '../lib/suggest.js';
import { usePath, useQuery } from '../lib/location.js';
import { links } from '../state/shared.js';
import { useOnDemand } from './on-demand.jsx';

const NONE = { items: [], total: 0 };

export function SearchSuggest({ autoFocus = false, onDone }) {
  const searchPage = links.value.search || '/search';
  const query = useQuery();
  // the search text of the results page the shopper is on, '' elsewhere
  const pageQuery = usePath() === searchPage ? new URLSearchParams(query).get('q') || '' : '';
  const [text, setText] = useState(pageQuery);
  const [typed, setTyped] = useState(false);
  const [found, setFound] = useState(NONE); // {items, total} for the text typed
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const listId = useId();
  const Suggestions = useOnDemand(typed, () => import('./search-suggestions.jsx'));
  const { items } = found;

  // A new page shows its own search text. The first keeps what the shopper typed before the
  // page's code ran, which differs from the value the server rendered (use-typed-early.js says
  // why); later, React has written the value it shows into that attribute too.
  useLayoutEffect(() => {
    const el = document.getElementById(listId + '-input');
    setText(el.value !== el.defaultValue ? el.value : pageQuery);
    setTyped(false);
  }, [pageQuery]);

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
    go(active >= 0 && items[active] ? items[active].link : resultsURL(searchPage, text));
  };
  const onFound = (f) => {
    setFound(f);
    setActive(-1);
    setOpen(true);
  };

  const showList = open && items.length > 0;
  return (
    <form className="search-suggest" role="search" action={searchPage} onSubmit={onSubmit}>
      <label className="visually-hidden" htmlFor={listId + '-input'}>{t('search_placeholder')}</label>
      <input
        id={listId + '-input'} name="q" type="text" inputMode="search" enterKeyHint="search" autoComplete="off" autoFocus={autoFocus}
        placeholder={t('search_placeholder')} value={text} maxLength={200}
        role="combobox" aria-expanded={showList} aria-controls={listId} aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
        onChange={(e) => { setText(e.target.value); setTyped(true); setOpen(true); }}
        onKeyDown={onKeyDown} onBlur={() => setTimeout(() => setOpen(false), 150)} onFocus={() => setOpen(true)}
      />
      <button type="submit" className="search-suggest__submit">{t('search_submit')}</button>
      {Suggestions ? (
        <Suggestions id={listId} text={text} typed={typed} shown={showList} found={found} active={active}
          onFound={onFound} onClear={() => setFound(NONE)} onGo={go} allLink={resultsURL(searchPage, text)} />
      ) : null}
    </form>
  );
}
