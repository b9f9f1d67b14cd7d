// A result page: the product grid or rows (or the empty block) and the pager, in #results,
// where the layout's "skip to results" link leads (past the header and the filters).
import { ProductList } from './product-list.jsx';
import { Pagination } from './pagination.jsx';

export function Results({ cat, listName, empty, priority }) {
  const { collection } = cat.answer;
  const products = collection.data.products;
  if (!products.length) return <div id="results" tabIndex={-1} aria-busy={cat.loading}>{empty}</div>;
  return (
    <div id="results" tabIndex={-1}>
      <ProductList products={products} loading={cat.loading} listName={listName} priority={priority} />
      <Pagination meta={collection.meta} hrefFor={cat.pageHref} onPage={cat.page} />
    </div>
  );
}
