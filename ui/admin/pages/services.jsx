// The service add-ons (gift wrap, warranty, set-up): a searchable list and a form for each
// (code, slug, titles and descriptions in every language, the price without VAT, published,
// and the categories whose products it goes with — each also below them).
import { useEffect, useRef, useState } from 'react';
import { adminGet, adminSend } from '../lib/api.js';
import { t, lang } from '../lib/i18n.js';
import { formatCents, parseCents, slugify, textIn } from '../lib/forms.js';
import { rows } from '../lib/tree.js';
import { Field } from '../components/field.jsx';
import { LangTexts } from '../components/lang-texts.jsx';
import { ConfirmButton } from '../components/confirm-button.jsx';
import { EditList, useForm, useFocusOnOpen } from '../components/edit-list.jsx';

export function Services() {
  return (
    <EditList title={t('tx_services_title')} path="/services" listKey="services" newLabel={t('tx_new_service')}
      rowLabel={(s, l) => textIn(s.title, lang(), l.default) || s.code} search={(s) => [s.title, s.code, s.slug]} Form={ServiceForm}
      columns={[
        { label: t('tx_title'), cell: (s, l) => textIn(s.title, lang(), l.default) },
        { label: t('tx_code'), cell: (s) => s.code },
        { label: t('tx_price'), cell: (s) => formatCents(s.net) },
        { label: t('tx_published'), cell: (s) => (s.published ? t('tx_yes') : t('tx_no')) },
      ]} />
  );
}

function ServiceForm({ row, languages, onSaved, onDeleted, onCancel }) {
  const headingRef = useFocusOnOpen();
  const { form, setForm, set, errors, message, busy, run } = useForm({
    code: '', slug: '', title: {}, short_description: {}, published: true, category_ids: [], ...row,
    price: row.id ? formatCents(row.net) : '',
  });
  const [cats, setCats] = useState(null);
  const [priceError, setPriceError] = useState('');
  const slugTouched = useRef(Boolean(row.slug));
  useEffect(() => { adminGet('/categories').then((d) => setCats(d.categories), () => setCats([])); }, []);
  const save = (e) => {
    e.preventDefault();
    const net = parseCents(form.price);
    setPriceError(net === null ? t('tx_price_invalid') : '');
    if (net === null) return;
    run(async (f) => {
      const body = { code: f.code, slug: f.slug, title: f.title, short_description: f.short_description, net, published: f.published, category_ids: f.category_ids };
      onSaved(await (row.id ? adminSend('PUT', `/services/${row.id}`, body) : adminSend('POST', '/services', body)));
    });
  };
  const toggleCat = (id) => set('category_ids', form.category_ids.includes(id) ? form.category_ids.filter((c) => c !== id) : [...form.category_ids, id]);
  const name = textIn(row.title, lang(), languages.default) || row.code;
  const heading = row.id ? t('tx_edit_name', { name }) : t('tx_new_service');
  const priceErrors = priceError ? { net: [priceError] } : errors.net ? { net: errors.net } : {};
  return (
    <form onSubmit={save} noValidate className="tx-form" aria-label={heading}>
      <h2 ref={headingRef} tabIndex={-1}>{heading}</h2>
      {message ? <p className="admin-alert" role="alert">{message}</p> : null}
      <LangTexts name="title" label={t('tx_title')} languages={languages} value={form.title} errors={errors} required
        onChange={(v) => setForm((f) => ({ ...f, title: v, slug: slugTouched.current ? f.slug : slugify(v[languages.default] || '') }))} />
      <Field name="code" label={t('tx_code')} value={form.code} errors={errors} onChange={(e) => set('code', e.target.value)} />
      <Field name="slug" label={t('tx_slug')} hint={t('tx_slug_hint')} value={form.slug} errors={errors}
        onChange={(e) => { slugTouched.current = true; set('slug', e.target.value); }} />
      <Field name="net" label={t('tx_price_net')} inputMode="decimal" value={form.price} errors={priceErrors} onChange={(e) => set('price', e.target.value)} />
      <div className="field tx-check">
        <label><input type="checkbox" checked={form.published} onChange={(e) => set('published', e.target.checked)} /> {t('tx_published')}</label>
      </div>
      <LangTexts name="short_description" label={t('tx_short_description')} languages={languages} value={form.short_description}
        errors={errors} multiline onChange={(v) => set('short_description', v)} />
      <fieldset className="tx-cats">
        <legend>{t('tx_service_categories')}</legend>
        {errors.category_ids ? <p className="field-error">{errors.category_ids.join(' ')}</p> : null}
        {cats === null ? <p role="status">…</p> : rows(cats, new Set(cats.map((c) => c.id))).map(({ node, depth }) => (
          <label key={node.id} style={{ '--depth': depth }}>
            <input type="checkbox" checked={form.category_ids.includes(node.id)} onChange={() => toggleCat(node.id)} />{' '}
            {textIn(node.title, lang(), languages.default)}
          </label>
        ))}
      </fieldset>
      <div className="admin-toolbar">
        <button type="submit" className="btn btn--primary" disabled={busy}>{t('tx_save')}</button>
        <button type="button" className="btn btn--ghost" onClick={onCancel}>{t('tx_cancel')}</button>
        {row.id ? (
          <ConfirmButton label={t('tx_delete')} question={t('tx_delete_question', { name })}
            onConfirm={() => run(async () => { await adminSend('DELETE', `/services/${row.id}`); onDeleted(row); })} />
        ) : null}
      </div>
      {errors.id ? <p className="field-error" role="alert">{errors.id.join(' ')}</p> : null}
    </form>
  );
}
