import '../common.js';
// Product page (spec §2 Product page): breadcrumbs; gallery; title, brand, code and stock;
// the short description; variants; the buying block; delivery; then the details tabs,
// reviews, recommended products, the linked products table, related and recently purchased
// products — each section only when it has items. view_item is reported once per product.
import { useEffect, useState } from 'react';
import { t } from '../lib/i18n.js';
import { clip } from '../lib/clip.js';
import { viewItem, RELATED_LIST } from '../lib/analytics.js';
import { Breadcrumbs } from '../components/catalog/breadcrumbs.jsx';
import { ProductSection } from '../components/product-section.jsx';
import { Gallery } from '../components/product/gallery.jsx';
import { Variants } from '../components/product/variants.jsx';
import { BuyBox } from '../components/product/buy-box.jsx';
import { Delivery } from '../components/product/delivery.jsx';
import { Details } from '../components/product/details.jsx';
import { Reviews } from '../components/product/reviews.jsx';
import { LinkedTable } from '../components/product/linked-table.jsx';
import { WholeCodes } from '../components/whole-codes.jsx';

export const SHORT_DESCRIPTION_MAX = 300;

function ShortDescription({ text }) {
  const [full, setFull] = useState(false);
  if (!text) return null;
  const long = Array.from(text).length > SHORT_DESCRIPTION_MAX;
  return (
    <div className="product__short">
      <p>{full || !long ? text : clip(text, SHORT_DESCRIPTION_MAX)}</p>
      {long && (
        <button type="button" className="link-button" aria-expanded={full} onClick={() => setFull(!full)}>
          {t(full ? 'read_less' : 'read_more')}
        </button>
      )}
    </div>
  );
}

export default function Product({ product: p, breadcrumbs, recommended, linked, related = [], recently_purchased: purchased = [], delivery, credit }) {
  useEffect(() => { viewItem(p); }, [p.id]);
  return (
    <div className="product container">
      <Breadcrumbs items={breadcrumbs} />
      <div className="product__top">
        <Gallery images={p.images} title={p.title} />
        <div className="product__info">
          <h1 className="product__title"><WholeCodes text={p.title} /></h1>
          <p className="product__meta">
            {p.manufacture ? <a href={p.manufacture.link}>{p.manufacture.title}</a> : null}
            <span>{t('product_code')}: <b>{p.code}</b></span>
          </p>
          <p className={'stock stock--' + p.stock_status_class}>{p.stock_status}</p>
          <ShortDescription text={p.short_description} />
          <Variants variants={p.productVariantSlider} />
          <BuyBox product={p} credit={credit} />
          <Delivery delivery={delivery} />
        </div>
      </div>
      <Details description={p.description} groups={p.property_groups} safety={p.safety} />
      <Reviews reviews={p.published_reviews} rating={p.rating} />
      <ProductSection title={t('recommended_title')} products={recommended} listName="recommended products" />
      <LinkedTable products={linked} />
      <ProductSection title={t('related_title')} products={related} listName={RELATED_LIST} />
      <ProductSection title={t('purchased_title')} products={purchased} listName="recently purchased products" />
    </div>
  );
}
