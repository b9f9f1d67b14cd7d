// Nothing matched: a message with an image, and a way back to all products.
import { t } from '../../lib/i18n.js';

export function Empty({ title, text, onClear, level = 2 }) {
  const H = level === 1 ? 'h1' : 'h2';
  return (
    <div className="empty" role="status">
      <img src="/media/demo/empty-search.svg" alt="" width="160" height="120" fetchPriority="high" />
      <H>{title}</H>
      {text && <p>{text}</p>}
      {onClear && <button type="button" className="btn btn--primary" onClick={onClear}>{t('filters_clear')}</button>}
    </div>
  );
}
