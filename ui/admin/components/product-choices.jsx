// The selects' options of the product pages (categories in tree order, manufacturers,
// discounts, the shop's languages), read once per visit of the back office.
import { useEffect, useState } from 'react';
import { adminGet } from '../lib/api.js';

let cached = null;

export function useProductChoices() {
  const [choices, setChoices] = useState(cached);
  useEffect(() => {
    if (cached) return;
    let live = true;
    adminGet('/products/choices').then((c) => {
      cached = c;
      if (live) setChoices(c);
    }, () => {});
    return () => { live = false; };
  }, []);
  return choices;
}

// CategoryOptions are the categories as <option>s, each indented by its depth in the tree.
export function CategoryOptions({ choices }) {
  return (choices?.categories || []).map((c) => (
    <option key={c.id} value={c.id}>{'\u00a0\u00a0'.repeat(c.depth || 0) + c.title}</option>
  ));
}
