// A titled slider of product cards (the product page's recommended, related and recently
// purchased products; the spec's carousel sizes, PRODUCT_SLIDER): view_item_list when it first comes into view, select_item when a
// product in it is opened.
import { useEffect, useId, useRef } from 'react';
import { viewItemList, selectItem } from '../lib/analytics.js';
import { PRODUCT_SLIDER } from '../lib/slider.js';
import { Slider } from './slider.jsx';
import { ProductCard } from './product-card.jsx';

export function ProductSection({ title, products, listName = title }) {
  const ref = useRef(null);
  const id = useId();
  useEffect(() => {
    if (!products?.length || !ref.current) return undefined;
    const obs = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        viewItemList(products, listName);
        obs.disconnect();
      }
    });
    obs.observe(ref.current);
    return () => obs.disconnect();
  }, [products, listName]);
  if (!products?.length) return null;
  const onClick = (e) => {
    const a = e.target.closest('a[href]');
    const p = a && products.find((x) => x.link === a.getAttribute('href'));
    if (p) selectItem(p, listName);
  };
  return (
    <section className="product-section slider-section" ref={ref} aria-labelledby={id} onClickCapture={onClick}>
      <h2 className="section-title" id={id}>{title}</h2>
      <Slider items={products} label={title} config={PRODUCT_SLIDER} className="slider--product"
        renderItem={(p) => <ProductCard product={p} headingLevel={3} />} />
    </section>
  );
}
