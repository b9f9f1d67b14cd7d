// A result page: the product grid or rows (or the empty block) and the pager.
import { ProductList } from './product-list.jsx';
import { Pagination } from './pagination.jsx';

export function Results({ cat, listName, empty, priority }) {
  const { collection } = cat.answer;
  const products = collection.data.products;
  if (!products.length) return <div aria-busy={cat.loading}>{empty}</div>;
  return (
    <>
      <ProductList products={products} loading={cat.loading} listName={listName} priority={priority} />
      <Pagination meta={collection.meta} hrefFor={cat.pageHref} onPage={cat.page} />
    </>
  );
}
