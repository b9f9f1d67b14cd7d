// Sort, page size and grid/row display above a product list.
import { useSignals } from '@preact/signals-react/runtime';
import { t } from '../../lib/i18n.js';
import { displayMode } from './display-mode.js';

export function Toolbar({ meta, filters, onSort, onPerPage, showPerPage, children }) {
  useSignals();
  const mode = displayMode.value;
  return (
    <div className="toolbar">
      {children}
      <label className="toolbar__field">
        <span>{t('sort_label')}</span>
        <select value={filters.sort || ''} onChange={(e) => onSort(e.target.value)}>
          <option value="">{t(filters.q ? 'sort_relevance' : 'sort_default')}</option>
          {(meta.sorts || []).map((s) => <option key={s} value={s}>{t('sort_' + s.replace(':', '_'))}</option>)}
        </select>
      </label>
      {showPerPage && (
        <label className="toolbar__field toolbar__field--per-page">
          <span>{t('per_page_label')}</span>
          <select value={meta.per_page} onChange={(e) => onPerPage(Number(e.target.value))}>
            {(meta.per_page_options || []).map((n) => <option key={n} value={n}>{n}</option>)}
          </select>
        </label>
      )}
      <div className="toolbar__mode" role="group" aria-label={t('display_mode')}>
        <button type="button" aria-pressed={mode === 'grid'} title={t('display_grid')} onClick={() => (displayMode.value = 'grid')}>
          <svg viewBox="0 0 16 16" aria-hidden="true"><path d="M1 1h6v6H1zM9 1h6v6H9zM1 9h6v6H1zM9 9h6v6H9z" /></svg>
          <span className="sr-only">{t('display_grid')}</span>
        </button>
        <button type="button" aria-pressed={mode === 'row'} title={t('display_row')} onClick={() => (displayMode.value = 'row')}>
          <svg viewBox="0 0 16 16" aria-hidden="true"><path d="M1 1h14v4H1zM1 6h14v4H1zM1 11h14v4H1z" /></svg>
          <span className="sr-only">{t('display_row')}</span>
        </button>
      </div>
    </div>
  );
}
