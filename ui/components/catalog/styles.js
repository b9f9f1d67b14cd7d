// The catalogue styles travel in the page's own chunk (as text) and are added to the document
// once, when the chunk loads — so the first page of the shop does not carry them.
import css from '../../styles/catalog.css' with { type: 'text' };

if (typeof document !== 'undefined' && !document.getElementById('catalog-css')) {
  const style = document.createElement('style');
  style.id = 'catalog-css';
  style.textContent = css;
  document.head.append(style);
}
