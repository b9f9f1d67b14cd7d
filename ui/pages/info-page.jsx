import '../common.js';
// An information page (delivery, returns, terms, privacy, cookies, about): its text, beside
// the list of the other information pages; the delivery page also lists the shop's shipping
// methods with their delivery times and prices.
import { useSignals } from '@preact/signals-react/runtime';
import { t } from '../lib/i18n.js';
import { links, shop } from '../state/shared.js';
import { Breadcrumbs } from '../components/catalog/breadcrumbs.jsx';
import { TextBody } from '../components/content/text-body.jsx';

const PAGES = [['about', 'footer_about'], ['delivery', 'footer_delivery'], ['returns', 'footer_returns'],
  ['terms', 'footer_terms'], ['terms_2', 'footer_terms_2'], ['privacy', 'footer_privacy'], ['cookies', 'footer_cookies']];

export default function InfoPage({ page, breadcrumbs, shipping_methods: methods }) {
  useSignals();
  const l = links.value;
  const shown = PAGES.filter(([key]) => l[key] && !(key === 'terms' && shop.value.only_second_terms));
  return (
    <div className="container content-page info-page">
      <Breadcrumbs items={breadcrumbs} />
      <div className="info-page__grid">
        <article className="info-page__main" lang={page.lang}>
          <h1>{page.title}</h1>
          {methods?.length ? <ShippingTable methods={methods} /> : null}
          <TextBody text={page.body} html={page.body_html} />
        </article>
        <nav className="info-nav" aria-label={t('info_pages')}>
          <ul>
            {shown.map(([key, label]) => (
              <li key={key}>
                {l[key].endsWith('/' + page.slug) ? <span aria-current="page">{t(label)}</span> : <a href={l[key]}>{t(label)}</a>}
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}

function days(m) {
  if (m.max_days === 0) return t('delivery_same_day');
  return m.min_days === m.max_days ? t('delivery_days', { count: m.max_days }) : t('delivery_days_range', { min: m.min_days, count: m.max_days });
}

function ShippingTable({ methods }) {
  return (
    <div className="table-scroll">
      <table className="shipping-table">
        <caption>{t('delivery_methods')}</caption>
        <thead><tr><th scope="col">{t('delivery_method')}</th><th scope="col">{t('delivery_time')}</th><th scope="col">{t('delivery_price')}</th></tr></thead>
        <tbody>
          {methods.map((m) => (
            <tr key={m.id}>
              <th scope="row">{m.title}</th>
              <td>{days(m)}</td>
              <td>
                {m.price_with_tax ? m.formatted_price_with_tax : t('delivery_free')}
                {m.free_threshold_with_tax ? <><br /><small>{t('delivery_free_over', { amount: m.formatted_free_threshold_with_tax })}</small></> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
