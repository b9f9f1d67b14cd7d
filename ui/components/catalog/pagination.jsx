// Pager with real links to the page URLs; a click is handled in place (no page reload).
import { t } from '../../lib/i18n.js';
import { pages, GAP } from '../../lib/pagination.js';

export function Pagination({ meta, hrefFor, onPage }) {
  const { current_page: current, last_page: last } = meta;
  if (!(last > 1)) return null;
  const link = (n, label, extra = {}) => (
    <a href={hrefFor(n)} onClick={(e) => { e.preventDefault(); onPage(n); }} {...extra}>{label}</a>
  );
  return (
    <nav className="pager" aria-label={t('pagination')}>
      {current > 1 ? link(current - 1, '‹', { className: 'pager__step', rel: 'prev', 'aria-label': t('previous') })
        : <span className="pager__step" aria-hidden="true">‹</span>}
      <ul>
        {pages(current, last).map((n, i) => (
          <li key={n === GAP ? 'gap' + i : n}>
            {n === GAP ? <span className="pager__gap">…</span>
              : n === current ? <span className="pager__current" aria-current="page">{n}</span>
              : link(n, n, { 'aria-label': t('page_n', { n }) })}
          </li>
        ))}
      </ul>
      {current < last ? link(current + 1, '›', { className: 'pager__step', rel: 'next', 'aria-label': t('next') })
        : <span className="pager__step" aria-hidden="true">›</span>}
    </nav>
  );
}
