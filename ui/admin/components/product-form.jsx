// The product form's tabs: basics (title, slug, code, category, brand, variants group,
// identifiers, labels, publish), the texts of one language, and the price with VAT, the
// discount and the old price the storefront shows under the Omnibus rule.
import { t } from '../lib/i18n.js';
import { Field } from './field.jsx';
import { CategoryOptions } from './product-choices.jsx';
import { EnergyFields } from './energy-fields.jsx';
import { withTitle, parseMoney, gross, afterDiscount, maxDurabilityYears } from '../lib/products.js';

const change = (setForm, key) => (e) => {
  const v = e.target.type === 'checkbox' ? e.target.checked : e.target.value;
  setForm((f) => ({ ...f, [key]: v, ...(key === 'slug' ? { slugEdited: true } : {}) }));
};

const labels = ['published', 'popular', 'new', 'featured', 'recommended', 'delayed_delivery'];

export function BasicsTab({ form, setForm, errors, choices }) {
  const lang = choices.languages[0];
  return (
    <div className="product-grid">
      <Field name={`texts.${lang}.title`} label={t('product_title_in', { lang: lang.toUpperCase() })} errors={errors}
        value={form.texts[lang].title} maxLength={300} required
        onChange={(e) => { const v = e.target.value; setForm((f) => withTitle(f, lang, v, lang)); }} />
      <Field name="slug" label={t('product_slug')} hint={t('product_slug_hint')} errors={errors} value={form.slug}
        onChange={change(setForm, 'slug')} maxLength={200} required />
      <Field name="code" label={t('product_code')} errors={errors} value={form.code} onChange={change(setForm, 'code')} maxLength={64} required />
      <SelectField name="type" label={t('product_type')} errors={errors} value={form.type} onChange={change(setForm, 'type')}>
        <option value="product">{t('products_type_product')}</option>
        <option value="service">{t('products_type_service')}</option>
      </SelectField>
      <SelectField name="category_id" label={t('product_category')} errors={errors} value={form.category_id} onChange={change(setForm, 'category_id')}>
        <option value="">{t('product_none')}</option>
        <CategoryOptions choices={choices} />
      </SelectField>
      <SelectField name="manufacturer_id" label={t('product_manufacturer')} errors={errors} value={form.manufacturer_id}
        onChange={change(setForm, 'manufacturer_id')}>
        <option value="">{t('product_none')}</option>
        {choices.manufacturers.map((m) => <option key={m.id} value={m.id}>{m.title}</option>)}
      </SelectField>
      <Field name="variant_group" label={t('product_variant_group')} hint={t('product_variant_group_hint')} errors={errors}
        value={form.variant_group} onChange={change(setForm, 'variant_group')} maxLength={100} />
      <Field name="gtin" label={t('product_gtin')} errors={errors} value={form.gtin} onChange={change(setForm, 'gtin')} inputMode="numeric" maxLength={14} />
      <Field name="mpn" label={t('product_mpn')} errors={errors} value={form.mpn} onChange={change(setForm, 'mpn')} maxLength={70} />
      <Field name="durability_years" label={t('product_durability_years')} hint={t('product_durability_years_hint')} errors={errors}
        value={form.durability_years} onChange={change(setForm, 'durability_years')} type="number" inputMode="numeric" min={0}
        max={maxDurabilityYears} step={1} />
      <fieldset className="product-labels">
        <legend>{t('product_labels')}</legend>
        {labels.map((k) => (
          <label key={k} className="check">
            <input type="checkbox" name={k} checked={form[k]} onChange={change(setForm, k)} /> {t('product_' + k)}
          </label>
        ))}
      </fieldset>
      <EnergyFields form={form} setForm={setForm} errors={errors} />
    </div>
  );
}

// SelectField is a Field whose control is a <select> of the options given as children
// (Field's own children replace its control, so they travel as a prop).
function SelectField({ children, ...props }) {
  return <Field {...props} as={SelectWith} options={children} />;
}

function SelectWith({ options, ...rest }) {
  return <select {...rest}>{options}</select>;
}

export function TextsTab({ form, setForm, errors, lang, isDefault }) {
  const text = form.texts[lang];
  const set = (key) => (e) => {
    const v = e.target.value;
    setForm((f) => ({ ...f, texts: { ...f.texts, [lang]: { ...f.texts[lang], [key]: v } } }));
  };
  const at = `texts.${lang}.`;
  const L = lang.toUpperCase();
  return (
    <div className="product-grid product-grid--wide">
      {isDefault ? <p className="field-hint">{t('product_texts_default_hint')}</p>
        : <Field name={at + 'title'} label={t('product_title_in', { lang: L })} hint={t('product_texts_fallback')} errors={errors}
          value={text.title} onChange={set('title')} maxLength={300} />}
      <Field name={at + 'short_description'} label={t('product_short_description_in', { lang: L })} errors={errors} as="textarea"
        rows={3} value={text.short_description} onChange={set('short_description')} />
      <Field name={at + 'description'} label={t('product_description_in', { lang: L })} hint={t('product_description_hint')}
        errors={errors} as="textarea" rows={10} value={text.description} onChange={set('description')} />
      <Field name={at + 'variant_label'} label={t('product_variant_label_in', { lang: L })} hint={t('product_variant_label_hint')}
        errors={errors} value={text.variant_label} onChange={set('variant_label')} maxLength={300} />
      <fieldset className="safety-fieldset">
        <legend>{t('safety_section')}</legend>
        <Field name={at + 'safety_info'} label={t('product_safety_info_in', { lang: L })} hint={t('product_safety_hint')}
          errors={errors} as="textarea" rows={5} value={text.safety_info} onChange={set('safety_info')} maxLength={5000} />
      </fieldset>
    </div>
  );
}

export function PriceTab({ form, setForm, errors, choices, product }) {
  const net = parseMoney(form.net_price);
  const percent = choices.discounts.find((d) => String(d.id) === form.discount_id)?.percent || 0;
  const vat = choices.vat_basis_points;
  const euros = (cents) => (cents / 100).toFixed(2);
  const priceSaved = product && product.net_price === net && String(product.discount_id || '') === form.discount_id;
  return (
    <div className="product-grid">
      <Field name="net_price" label={t('product_net_price')} hint={t('product_net_price_hint')} errors={errors} inputMode="decimal"
        value={form.net_price} onChange={change(setForm, 'net_price')} required />
      <SelectField name="discount_id" label={t('product_discount')} errors={errors} value={form.discount_id} onChange={change(setForm, 'discount_id')}>
        <option value="">{t('product_no_discount')}</option>
        {choices.discounts.map((d) => <option key={d.id} value={d.id}>{d.title} (−{d.percent} %)</option>)}
      </SelectField>
      <dl className="product-prices">
        <dt>{t('product_vat', { percent: choices.vat_percent })}</dt>
        <dd>{net === null ? '—' : euros(gross(net, vat) - net) + ' €'}</dd>
        <dt>{t('product_gross')}</dt>
        <dd>{net === null ? '—' : euros(gross(afterDiscount(net, percent), vat)) + ' €'}</dd>
        <dt>{t('product_old_price')}</dt>
        <dd>
          {priceSaved ? (product.prices.old_text || t('product_old_price_none')) : t('product_old_price_after_save')}
          <p className="field-hint">{t('product_old_price_hint')}</p>
        </dd>
      </dl>
      {product?.price_history?.length ? (
        <div className="admin-table-wrap product-history" tabIndex={0} role="region" aria-label={t('product_price_history')}>
          <table className="admin-table">
            <caption>{t('product_price_history')}</caption>
            <thead><tr><th scope="col">{t('product_since')}</th><th scope="col">{t('product_net_price')}</th><th scope="col">{t('product_discount')}</th><th scope="col">{t('product_gross')}</th></tr></thead>
            <tbody>
              {product.price_history.map((h, i) => (
                <tr key={i}>
                  <td>{h.at.replace('T', ' ').slice(0, 16)}</td>
                  <td>{euros(h.net_price)}</td>
                  <td>{choices.discounts.find((d) => d.id === h.discount_id)?.title || '—'}</td>
                  <td>{h.gross_text}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
