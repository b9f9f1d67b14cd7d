// Linked products (spec §2): parts and accessories in a table — picture, title, code, sizes,
// weight, stock, price and an add-to-cart button.
import { useSignals } from '@preact/signals-react/runtime';
import { t } from '../../lib/i18n.js';
import { priceText } from '../../lib/price.js';
import { showPricesWithTax } from '../../state/prefs.js';
import { addToCart, cartBusy } from '../../state/cart.js';
import { Picture } from '../picture.jsx';
import { Icon } from '../icon.jsx';
import { EnergyArrow } from '../deferred.jsx';

export function LinkedTable({ products }) {
  useSignals();
  if (!products?.length) return null;
  const withTax = showPricesWithTax.value;
  return (
    <section className="linked" aria-labelledby="linked-title">
      <h2 id="linked-title">{t('linked_title')}</h2>
      <div className="linked__scroll">
        <table className="linked__table">
          <thead>
            <tr>
              <th scope="col"><span className="sr-only">{t('picture')}</span></th>
              <th scope="col">{t('product')}</th>
              <th scope="col">{t('product_code')}</th>
              <th scope="col">{t('product_sizes')}</th>
              <th scope="col">{t('product_weight')}</th>
              <th scope="col">{t('availability')}</th>
              <th scope="col">{t('price')}</th>
              <th scope="col"><span className="sr-only">{t('add_to_cart')}</span></th>
            </tr>
          </thead>
          <tbody>
            {products.map((p) => (
              <tr key={p.id}>
                <td><Picture image={p.image} alt="" width={56} height={56} /></td>
                <td><a href={p.link}>{p.title}</a></td>
                <td>{p.code}</td>
                <td>{p.formatted_sizes || '—'}</td>
                <td>{p.formatted_weight || '—'}</td>
                <td><span className={'stock stock--' + p.stock_status_class}>{t(p.is_available_for_purchase ? 'in_stock' : 'out_of_stock')}</span></td>
                <td className="linked__price">
                  {priceText(p.prices, withTax).current}
                  <EnergyArrow p={p} />
                </td>
                <td>
                  <button type="button" className="btn btn--primary btn--small" disabled={!p.is_available_for_purchase || cartBusy.value.includes(p.id)}
                    aria-label={t('add_to_cart_named', { title: p.title })} onClick={() => addToCart(p, 1)}>
                    <Icon name="cart" size={18} />
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
