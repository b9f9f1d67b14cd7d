// Parts of pages that load after the page's first JavaScript: the footer (with its
// newsletter box) sits below the fold on every page, the home page's newsletter box at its
// end, the product page's back-in-stock form shows only for a product out of stock, and its
// product safety information sits in a tab that opens on a click, and the energy label's
// arrow beside a price is a picture and two links until it is clicked, so none needs to be in the
// first page's budget. The server renders them whole (its
// build takes deferred.server.jsx instead of this file) inside the same Suspense boundary, and
// the browser keeps that markup while the chunk loads (React hydrates a suspended boundary
// once its code is in): nothing waits for them and nothing shifts. Internal links in them
// work before then too: the router listens on the document (app.jsx).
import { lazy, Suspense } from 'react';

const deferred = (load) => {
  const Part = lazy(load);
  return (props) => <Suspense><Part {...props} /></Suspense>;
};

export const Footer = deferred(() => import('./footer.jsx'));
// NewsletterBox takes action (where it posts) and variant ('footer', or the home page's section).
export const NewsletterBox = deferred(() => import('./newsletter.jsx'));
// BackInStock takes productId: the product whose restock the shopper waits for.
export const BackInStock = deferred(() => import('./product/back-in-stock.jsx'));
// ProductSafety takes safety: the product's safety information (product/safety.jsx).
export const ProductSafety = deferred(() => import('./product/safety.jsx'));
// EnergyArrow takes p, a product: the arrow next to its price when it has an energy label
// (present/energy.go; energy-arrow.jsx), nothing when it has none.
export const EnergyArrow = deferred(() => import('./energy-arrow.jsx'));
