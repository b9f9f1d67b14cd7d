// The header search box. On phones a header button toggles it open (spec §2); on wide screens
// it is always in the header bar. Submitting goes through the client router.
import { t } from '../../lib/i18n.js';
import { SearchSuggest } from '../search-suggest.jsx';
import { Icon } from '../icon.jsx';

export function SearchToggle({ open, onToggle, controls }) {
  return (
    <button type="button" className="icon-btn search-toggle" aria-expanded={open} aria-controls={controls}
      aria-label={t('search_open')} onClick={onToggle}>
      <Icon name={open ? 'close' : 'search'} />
    </button>
  );
}

export function HeaderSearch({ open, id, onDone }) {
  return (
    <div id={id} className={'header-search' + (open ? ' is-open' : '')}>
      <SearchSuggest key={open ? 'open' : 'closed'} autoFocus={open} onDone={onDone} />
    </div>
  );
}
