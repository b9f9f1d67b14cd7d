import '../common.js';
import { t } from '../lib/i18n.js';
import { links } from '../state/shared.js';

export default function NotFound() {
  return (
    <section className="not-found container">
      <img src="/media/demo/empty-search.svg" alt="" width="240" height="180" fetchPriority="high" />
      <h1>{t('not_found_title')}</h1>
      <p>{t('not_found_text')}</p>
      <a className="btn btn--primary" href={links.value.home || '/'}>{t('back_home')}</a>
    </section>
  );
}
