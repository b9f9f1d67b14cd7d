// The products of a result page as a grid or as rows, dimmed with a spinner while a newer
// answer loads. Reports view_item_list for each new result set and select_item on a click.
// The first two rows' pictures may be on the first screen: never lazy, and the first one comes
// first when it is the page's largest picture (`priority`, when no banner is above it).
import { useEffect } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { t } from '../../lib/i18n.js';
import { wishlistIds } from '../../state/shared.js';
import { viewItemList, selectItem } from '../../lib/analytics.js';
import { ProductCard } from '../product-card.jsx';
import { displayMode } from './display-mode.js';

const FIRST_SCREEN = 8; // two rows of the widest grid

export function ProductList({ products, loading, listName, priority = false }) {
  useSignals();
  wishlistIds.value; // re-render the cards when any wishlist button changes the list
  const mode = displayMode.value;

  useEffect(() => {
    if (products.length) viewItemList(products, listName);
  }, [products]);

  const onClick = (e) => {
    const a = e.target.closest('a[href]');
    const p = a && products.find((x) => a.getAttribute('href') === x.link);
    if (p) selectItem(p, listName);
  };

  return (
    <div className={'plist plist--' + mode} aria-busy={loading} onClickCapture={onClick}>
      {products.map((p, i) => (
        <ProductCard key={p.id} product={p} row={mode === 'row'} headingLevel={2} eager={i < FIRST_SCREEN} priority={priority && i === 0} />
      ))}
      {loading && <div className="plist__spinner" role="status"><span className="sr-only">{t('loading')}</span></div>}
    </div>
  );
}
