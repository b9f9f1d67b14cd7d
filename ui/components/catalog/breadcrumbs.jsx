import { t } from '../../lib/i18n.js';

export function Breadcrumbs({ items }) {
  if (!items?.length) return null;
  const last = items.length - 1;
  return (
    <nav className="crumbs" aria-label={t('breadcrumbs')}>
      <ol>
        {items.map((b, i) => (
          <li key={b.link + i}>
            {i < last ? <a href={b.link}>{b.title}</a> : <span aria-current="page">{b.title}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
