// The heart on a product: toggles the product in the wishlist through the API and keeps the
// shared wishlist ids in step with the answer.
import { useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { post } from '../lib/api.js';
import { endpoints } from '../lib/endpoints.js';
import { t } from '../lib/i18n.js';
import { addToWishlist } from '../lib/analytics.js';
import { wishlistIds } from '../state/shared.js';
import { toast } from '../state/toasts.js';
import { Icon } from './icon.jsx';

export function WishlistButton({ product, className = '' }) {
  useSignals();
  const [busy, setBusy] = useState(false);
  const on = wishlistIds.value.includes(product.id);
  const onClick = async () => {
    setBusy(true);
    try {
      const res = await post(endpoints.wishlistToggle(product.id));
      const inList = res.in_wishlist ?? !on;
      if (Array.isArray(res.wishlist_ids)) wishlistIds.value = res.wishlist_ids;
      else wishlistIds.value = inList ? [product.id, ...wishlistIds.value.filter((x) => x !== product.id)] : wishlistIds.value.filter((x) => x !== product.id);
      toast(res.message);
      if (inList) addToWishlist(res.product || product);
    } catch {
      // the api client has already told the shopper
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={'round-btn wish-btn ' + className + (on ? ' is-on' : '')} aria-pressed={on}
      aria-label={t(on ? 'remove_from_wishlist' : 'add_to_wishlist')} title={t(on ? 'remove_from_wishlist' : 'add_to_wishlist')}
      disabled={busy} onClick={onClick}>
      <Icon name="heart" size={20} filled={on} />
    </button>
  );
}
