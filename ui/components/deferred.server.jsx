// The server renderer's deferred.jsx: each part at once, in the boundary the browser's lazy
// part hydrates.
import { Suspense } from 'react';
import FooterNow from './footer.jsx';
import NewsletterNow from './newsletter.jsx';
import BackInStockNow from './product/back-in-stock.jsx';
import SafetyNow from './product/safety.jsx';
import EnergyArrowNow from './energy-arrow.jsx';

const now = (Part) => (props) => <Suspense><Part {...props} /></Suspense>;

export const Footer = now(FooterNow);
export const NewsletterBox = now(NewsletterNow);
export const BackInStock = now(BackInStockNow);
export const ProductSafety = now(SafetyNow);
export const EnergyArrow = now(EnergyArrowNow);
