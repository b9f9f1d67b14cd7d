// A product's page in the back office, new (/products/new) or existing (/products/:id), in
// tabs: basics, the texts of each shop language, price, stock, and for a saved one its pictures,
// related products and property values. The save sends the version the
// page read; another member's save in between is refused (409) rather than overwritten. The
// browser checks what it can first; the server's errors land next to the same fields and in a
// summary that opens a field's tab. Leaving with unsaved changes asks first.
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { adminGet, adminSend } from '../lib/api.js';
import { t } from '../lib/i18n.js';
import { emptyForm, formFromProduct, isDirty, payloadFromForm, validateForm, errorTab } from '../lib/products.js';
import { useProductChoices } from '../components/product-choices.jsx';
import { BasicsTab, TextsTab, PriceTab } from '../components/product-form.jsx';
import { StockTab } from '../components/product-stock.jsx';
import { useUnsavedWarning } from '../components/unsaved.jsx';
import { GalleryEditor } from '../components/gallery-editor.jsx';
import { ProductLinks } from '../components/product-links.jsx';
import { ProductProperties } from '../components/product-properties.jsx';

// flash is the notice a page leaves for the next one: /products/new becomes /products/:id
// after the create, another route, so the page is drawn anew.
let flash = null;

export function ProductEdit({ params }) {
  const id = params?.id && params.id !== 'new' ? params.id : null;
  const choices = useProductChoices();
  const languages = choices?.languages || [];
  const [, navigate] = useLocation();
  const [product, setProduct] = useState(null); // the server's answer, for an existing product
  const [form, setForm] = useState(null);
  const [saved, setSaved] = useState(null); // the form as loaded or last saved
  const [errors, setErrors] = useState({});
  const [notice, setNotice] = useState(() => { const f = flash; flash = null; return f; }); // {ok, text, stale}
  const [tab, setTab] = useState('basics');
  const [busy, setBusy] = useState(false);
  const [loadError, setLoadError] = useState('');
  const summary = useRef(null);

  const load = async () => {
    setLoadError('');
    try {
      const p = await adminGet('/products/' + id);
      const f = formFromProduct(p, languages);
      setProduct(p);
      setForm(f);
      setSaved(f);
      setErrors({});
    } catch (e) {
      setLoadError(e.message);
    }
  };
  useEffect(() => {
    if (!choices) return;
    if (id) load();
    else {
      const f = emptyForm(languages);
      setProduct(null);
      setForm(f);
      setSaved(f);
    }
  }, [id, choices]);

  const dirty = form && saved ? isDirty(form, saved) : false;
  useUnsavedWarning(dirty);
  const title = product ? (product.texts?.[languages[0]]?.title || product.code) : t('product_new_title');
  useEffect(() => { document.title = title; }, [title]);

  if (loadError) return <section><h1>{t('products_title')}</h1><p className="admin-alert" role="alert">{loadError}</p></section>;
  if (!form || !choices) return <p role="status">{t('products_loading')}</p>;

  const showErrors = (errs, text) => {
    setErrors(errs);
    setNotice({ ok: false, text });
    const first = Object.keys(errs)[0];
    if (first) setTab(errorTab(first));
    requestAnimationFrame(() => summary.current?.focus());
  };
  const save = async (e) => {
    e.preventDefault();
    const local = validateForm(form, languages[0]);
    if (Object.keys(local).length) {
      const translated = Object.fromEntries(Object.entries(local).map(([k, v]) => [k, v.map((key) => t('product_' + key))]));
      showErrors(translated, t('product_fix_errors'));
      return;
    }
    setBusy(true);
    setNotice(null); // the last save's "Saved." must not stand for this one
    try {
      const p = id
        ? await adminSend('PUT', '/products/' + id, payloadFromForm(form, product.version))
        : await adminSend('POST', '/products', payloadFromForm(form));
      const f = formFromProduct(p, languages);
      setProduct(p);
      setForm(f);
      setSaved(f);
      setErrors({});
      setNotice({ ok: true, text: t('product_saved') });
      if (!id) {
        flash = { ok: true, text: t('product_saved') };
        navigate('/products/' + p.id, { replace: true });
      }
    } catch (err) {
      if (err.status === 409) setNotice({ ok: false, text: err.message, stale: true });
      else showErrors(err.errors || {}, err.message);
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    setBusy(true);
    try {
      const res = await adminSend('DELETE', '/products/' + id);
      if (res.hidden) {
        setNotice({ ok: true, text: t('product_hidden_instead') });
        await load();
      } else {
        setSaved(form); // nothing is left to lose
        navigate('/products', { replace: true });
      }
    } catch (err) {
      setNotice({ ok: false, text: err.message });
    } finally {
      setBusy(false);
    }
  };
  // After a stock adjustment the product has a new version: keep the member's other edits.
  const stockChanged = async () => {
    const p = await adminGet('/products/' + id);
    setProduct(p);
    setForm((f) => ({ ...f, stock: String(p.stock) }));
    setSaved((s) => ({ ...s, stock: String(p.stock) }));
  };

  const tabs = [
    { key: 'basics', label: t('product_tab_basics') },
    ...languages.map((l) => ({ key: 'texts-' + l, label: t('product_tab_texts', { lang: l.toUpperCase() }) })),
    { key: 'price', label: t('product_tab_price') },
    { key: 'stock', label: t('product_tab_stock') },
    // a gallery, the lists of related products and the property values belong to a saved product
    ...(id ? [{ key: 'pictures', label: t('product_tab_pictures') }, { key: 'links', label: t('product_tab_links') },
      { key: 'properties', label: t('product_tab_properties') }] : []),
  ];
  const messages = Object.entries(errors);

  return (
    <section className="product-edit">
      <p className="product-back"><Link href="/products">{t('product_back')}</Link></p>
      <div className="products-head">
        <h1>{title}</h1>
        {product?.link ? <a className="btn btn--ghost" href={product.link} target="_blank" rel="noopener">{t('product_view')}</a> : null}
      </div>
      {notice ? (
        <div ref={summary} tabIndex={-1} className={notice.ok ? 'admin-ok' : 'admin-alert product-summary'} role={notice.ok ? 'status' : 'alert'}>
          <p>{notice.text}</p>
          {messages.length && !notice.ok ? (
            <ul>
              {messages.map(([field, msgs]) => (
                <li key={field}>
                  <button type="button" className="link-button" onClick={() => {
                    setTab(errorTab(field));
                    requestAnimationFrame(() => document.querySelector(`[name="${CSS.escape(field)}"]`)?.focus());
                  }}>{fieldLabel(field)}: {msgs.join(' ')}</button>
                </li>
              ))}
            </ul>
          ) : null}
          {notice.stale ? <button type="button" className="btn btn--ghost" onClick={load}>{t('product_reload')}</button> : null}
        </div>
      ) : null}
      <form onSubmit={save} noValidate>
        <Tabs tabs={tabs} current={tab} onChange={setTab} />
        <div role="tabpanel" id="panel-basics" aria-labelledby="tab-basics" hidden={tab !== 'basics'}>
          <BasicsTab form={form} setForm={setForm} errors={errors} choices={choices} />
        </div>
        {languages.map((l) => (
          <div key={l} role="tabpanel" id={'panel-texts-' + l} aria-labelledby={'tab-texts-' + l} hidden={tab !== 'texts-' + l}>
            <TextsTab form={form} setForm={setForm} errors={errors} lang={l} isDefault={l === languages[0]} />
          </div>
        ))}
        <div role="tabpanel" id="panel-price" aria-labelledby="tab-price" hidden={tab !== 'price'}>
          <PriceTab form={form} setForm={setForm} errors={errors} choices={choices} product={product} />
        </div>
        <div role="tabpanel" id="panel-stock" aria-labelledby="tab-stock" hidden={tab !== 'stock'}>
          <StockTab form={form} setForm={setForm} errors={errors} product={product} onChanged={stockChanged} />
        </div>
        {id ? (
          <>
            <div role="tabpanel" id="panel-pictures" aria-labelledby="tab-pictures" hidden={tab !== 'pictures'}>
              <GalleryEditor productId={id} />
            </div>
            {/* These save on their own: Enter in their boxes must not save the product's form. */}
            <div role="tabpanel" id="panel-links" aria-labelledby="tab-links" hidden={tab !== 'links'} onKeyDown={keepEnter}>
              <ProductLinks productId={id} />
            </div>
            <div role="tabpanel" id="panel-properties" aria-labelledby="tab-properties" hidden={tab !== 'properties'}>
              <ProductProperties productId={id} />
            </div>
          </>
        ) : null}
        <div className="product-actions">
          <button className="btn btn--primary" type="submit" disabled={busy}>{id ? t('product_save') : t('product_create')}</button>
          {dirty ? <span className="product-dirty">{t('product_unsaved')}</span> : null}
          {id ? <DeleteButton product={product} busy={busy} onConfirm={remove} /> : null}
        </div>
      </form>
    </section>
  );
}

// keepEnter stops Enter in a text box of a part that saves on its own from submitting the
// product's form around it.
function keepEnter(e) {
  if (e.key === 'Enter' && e.target.tagName === 'INPUT') e.preventDefault();
}

// fieldLabel names a field of the server's errors in the summary.
function fieldLabel(field) {
  const m = /^texts\.([a-z]{2})(?:\.(\w+))?$/.exec(field);
  if (m) return `${t('product_' + (m[2] || 'texts'))} (${m[1].toUpperCase()})`;
  return t('product_' + field.replace(/_id$/, '').replace('.', '_'));
}

// Tabs: a tab list the arrow keys, Home and End move through (the WAI-ARIA pattern).
function Tabs({ tabs, current, onChange }) {
  const refs = useRef({});
  const key = (e, i) => {
    const to = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: tabs.length - 1 }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    const next = tabs[(to + tabs.length) % tabs.length].key;
    onChange(next);
    refs.current[next]?.focus();
  };
  return (
    <div className="product-tabs" role="tablist" aria-label={t('product_sections')}>
      {tabs.map((tb, i) => (
        <button key={tb.key} ref={(el) => { refs.current[tb.key] = el; }} type="button" role="tab" id={'tab-' + tb.key}
          aria-selected={current === tb.key} aria-controls={'panel-' + tb.key} tabIndex={current === tb.key ? 0 : -1}
          onClick={() => onChange(tb.key)} onKeyDown={(e) => key(e, i)}>{tb.label}</button>
      ))}
    </div>
  );
}

// DeleteButton asks once more before it deletes; a product that orders name is hidden.
function DeleteButton({ product, busy, onConfirm }) {
  const [asking, setAsking] = useState(false);
  if (!asking) return <button className="btn btn--ghost" type="button" onClick={() => setAsking(true)}>{t('product_delete')}</button>;
  return (
    <span className="product-delete-confirm" role="group" aria-label={t('product_delete')}>
      <span>{product?.ordered ? t('product_delete_ordered') : t('product_delete_sure')}</span>
      <button className="btn btn--danger" type="button" onClick={onConfirm} disabled={busy} autoFocus>{t('product_delete_yes')}</button>
      <button className="btn btn--ghost" type="button" onClick={() => setAsking(false)}>{t('bulk_cancel')}</button>
    </span>
  );
}
