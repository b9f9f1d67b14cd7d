// A product's property values (colour, memory…), the facts the shop's filters count and its
// specification table lists: a select per property, in a fieldset per property group, saved
// together by PUT /api/admin/products/:id/properties. The product edit page mounts it on its
// Properties tab: <ProductProperties productId={id} />. It saves on its own, apart from the
// product's form around it (its buttons are type="button").
import { useEffect, useId, useState } from 'react';
import { Link } from 'wouter';
import { adminGet, adminSend } from '../lib/api.js';
import { t } from '../lib/i18n.js';
import { selectionOf, propertiesBody, sameSelection, propertyCount } from '../lib/product-properties.js';
import { SelectField } from './select-field.jsx';
import { useUnsavedWarning } from './unsaved.jsx';

export function ProductProperties({ productId }) {
  const [answer, setAnswer] = useState(null);
  const [selection, setSelection] = useState({});
  const [errors, setErrors] = useState({});
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const headingId = useId();
  const loaded = (a) => { setAnswer(a); setSelection(selectionOf(a)); };
  useEffect(() => {
    adminGet(`/products/${productId}/properties`).then(loaded, (e) => setStatus(e.message));
  }, [productId]);
  const dirty = answer ? !sameSelection(selection, selectionOf(answer)) : false;
  useUnsavedWarning(dirty);
  if (!answer) return <p role="status">{status || t('products_loading')}</p>;

  const save = async () => {
    setBusy(true);
    try {
      loaded(await adminSend('PUT', `/products/${productId}/properties`, propertiesBody(selection)));
      setErrors({});
      setStatus(t('product_props_saved'));
    } catch (e) {
      setErrors(e.errors || {});
      setStatus(e.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="product-props" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('product_props_title')}</h2>
      <p className="field-hint">{t('product_props_intro')}</p>
      <p className="tx-live" role="status" aria-live="polite">{status}</p>
      {propertyCount(answer) === 0 ? (
        <p>{t('product_props_none')} <Link href="/properties">{t('product_props_manage')}</Link></p>
      ) : (
        <>
          {answer.groups.filter((g) => g.properties.length).map((g) => (
            <fieldset key={g.id} className="product-props-group">
              <legend>{g.title}</legend>
              {g.properties.map((p) => (
                <SelectField key={p.id} name={'properties.' + p.id} label={p.title} errors={errors}
                  hint={p.filterable ? t('product_props_filterable') : undefined}
                  value={selection[p.id] ?? ''} onChange={(e) => setSelection({ ...selection, [p.id]: e.target.value })}
                  options={[['', t('product_none')], ...p.options.map((o) => [String(o.id), o.value])]} />
              ))}
            </fieldset>
          ))}
          <div className="product-actions">
            <button type="button" className="btn btn--primary" disabled={busy} onClick={save}>{t('product_props_save')}</button>
            {dirty ? <span className="product-dirty">{t('product_unsaved')}</span> : null}
          </div>
        </>
      )}
    </section>
  );
}
