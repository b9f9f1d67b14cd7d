// The languages of a content form as tabs (arrow keys move between them, as the ARIA tabs
// pattern has it); a tab whose fields the server refused says how many errors it holds.
import { useId } from 'react';
import { t } from '../lib/i18n.js';
import { langErrors } from '../lib/content.js';

export function LangTabs({ langs, active, onChange, errors, children }) {
  const id = useId();
  const key = (e, i) => {
    const d = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!d) return;
    const next = langs[(i + d + langs.length) % langs.length];
    onChange(next);
    document.getElementById(id + next)?.focus();
  };
  return (
    <div className="content-tabs">
      <div role="tablist" aria-label={t('content_languages')}>
        {langs.map((l, i) => {
          const n = langErrors(errors, l);
          return (
            <button key={l} type="button" role="tab" id={id + l} aria-selected={l === active} aria-controls={id + 'panel'}
              tabIndex={l === active ? 0 : -1} onClick={() => onChange(l)} onKeyDown={(e) => key(e, i)}
              className={'content-tab' + (n ? ' content-tab--error' : '')}>
              {l.toUpperCase()}{n ? <span className="visually-hidden"> ({t('content_tab_errors', { count: n })})</span> : null}{n ? ' !' : ''}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={id + 'panel'} aria-labelledby={id + active} className="content-tabpanel">{children}</div>
    </div>
  );
}
