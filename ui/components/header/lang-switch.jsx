// Language links: this page in each of the shop's languages (the server gives their URLs: the
// default language's have no prefix, the others /en/…). Each is a full page load, which brings
// that language's catalogue, so the client router leaves them alone (data-native).
import { useSignals } from '@preact/signals-react/runtime';
import { t } from '../../lib/i18n.js';
import { lang, languages } from '../../state/shared.js';

export function LangSwitch() {
  useSignals();
  if (languages.value.length < 2) return null;
  return (
    <nav className="lang-switch" aria-label={t('language')}>
      <ul>
        {languages.value.map(({ code, name, url }) => (
          <li key={code}>
            <a href={url} data-native="" hrefLang={code} lang={code} title={name}
              aria-current={lang.value === code ? 'true' : undefined}>
              <span aria-hidden="true">{code.toUpperCase()}</span><span className="sr-only">{name}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
