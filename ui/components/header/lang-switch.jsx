// Language links: a full page load with ?lang=xx (the server remembers it), so the client
// router leaves them alone (data-native).
import { useSignals } from '@preact/signals-react/runtime';
import { t } from '../../lib/i18n.js';
import { lang } from '../../state/shared.js';
import { page } from '../../lib/page.js';

const LANGS = [['lv', 'LV', 'Latviešu'], ['en', 'EN', 'English'], ['ru', 'RU', 'Русский']];

function hrefFor(url, code) {
  const u = new URL(url || '/', 'http://x');
  u.searchParams.set('lang', code);
  return u.pathname + u.search;
}

export function LangSwitch() {
  useSignals();
  const url = page.value?.url;
  return (
    <nav className="lang-switch" aria-label={t('language')}>
      <ul>
        {LANGS.map(([code, short, name]) => (
          <li key={code}>
            <a href={hrefFor(url, code)} data-native="" hrefLang={code} lang={code} title={name}
              aria-current={lang.value === code ? 'true' : undefined}>
              <span aria-hidden="true">{short}</span><span className="sr-only">{name}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
