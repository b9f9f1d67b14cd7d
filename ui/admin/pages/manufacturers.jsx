// The brands: a searchable list and a form for each (name, slug, logo, order, descriptions
// in every language, the product safety data its products' pages show: the manufacturer and,
// for one outside the EU, the responsible person in the EU); a brand no product names can be
// deleted.
import { useRef } from 'react';
import { adminSend } from '../lib/api.js';
import { t } from '../lib/i18n.js';
import { slugify } from '../lib/forms.js';
import { Field } from '../components/field.jsx';
import { LangTexts } from '../components/lang-texts.jsx';
import { ConfirmButton } from '../components/confirm-button.jsx';
import { EditList, useForm, useFocusOnOpen } from '../components/edit-list.jsx';

export function Manufacturers() {
  return (
    <EditList title={t('tx_manufacturers_title')} path="/manufacturers" listKey="manufacturers" newLabel={t('tx_new_manufacturer')}
      rowLabel={(m) => m.title} search={(m) => [m.title, m.slug]} Form={ManufacturerForm}
      columns={[
        { label: t('tx_name'), cell: (m) => m.title },
        { label: t('tx_slug'), cell: (m) => m.slug },
        { label: t('tx_products'), cell: (m) => m.products },
      ]} />
  );
}

const emptySafety = { legal_name: '', postal_address: '', contact: '', eu_person_name: '', eu_person_address: '', eu_person_contact: '' };

// SafetyFields are the brand's product safety data (General Product Safety Regulation, Art.
// 19), each party in a group of its own; the server keys their errors safety.<field>.
function SafetyFields({ value, errors, onChange }) {
  const field = (k, props = {}) => (
    <Field key={k} name={'safety.' + k} label={t('safety_' + k)} errors={errors} value={value[k]}
      onChange={(e) => onChange(k, e.target.value)} {...props} />
  );
  return (
    <fieldset className="safety-fieldset">
      <legend>{t('safety_section')}</legend>
      <p className="field-hint">{t('safety_brand_hint')}</p>
      <fieldset className="safety-fieldset__party">
        <legend>{t('safety_manufacturer')}</legend>
        {field('legal_name', { maxLength: 300 })}
        {field('postal_address', { as: 'textarea', rows: 3, maxLength: 500 })}
        {field('contact', { hint: t('safety_contact_hint'), maxLength: 300 })}
      </fieldset>
      <fieldset className="safety-fieldset__party">
        <legend>{t('safety_eu_person')}</legend>
        <p className="field-hint">{t('safety_eu_person_hint')}</p>
        {field('eu_person_name', { maxLength: 300 })}
        {field('eu_person_address', { as: 'textarea', rows: 3, maxLength: 500 })}
        {field('eu_person_contact', { hint: t('safety_contact_hint'), maxLength: 300 })}
      </fieldset>
    </fieldset>
  );
}

function ManufacturerForm({ row, languages, onSaved, onDeleted, onCancel }) {
  const headingRef = useFocusOnOpen();
  const { form, setForm, set, errors, message, busy, run } = useForm({ slug: '', title: '', description: {}, image: '', position: 0, ...row,
    safety: { ...emptySafety, ...row.safety } });
  const slugTouched = useRef(Boolean(row.slug));
  const save = (e) => {
    e.preventDefault();
    run(async (f) => {
      const body = { slug: f.slug, title: f.title, description: f.description, image: f.image, position: Number(f.position) || 0, safety: f.safety };
      onSaved(await (row.id ? adminSend('PUT', `/manufacturers/${row.id}`, body) : adminSend('POST', '/manufacturers', body)));
    });
  };
  const heading = row.id ? t('tx_edit_name', { name: row.title }) : t('tx_new_manufacturer');
  return (
    <form onSubmit={save} noValidate className="tx-form" aria-label={heading}>
      <h2 ref={headingRef} tabIndex={-1}>{heading}</h2>
      {message ? <p className="admin-alert" role="alert">{message}</p> : null}
      <Field name="title" label={t('tx_name')} value={form.title} errors={errors}
        onChange={(e) => { const v = e.target.value; setForm((f) => ({ ...f, title: v, slug: slugTouched.current ? f.slug : slugify(v) })); }} />
      <Field name="slug" label={t('tx_slug')} hint={t('tx_slug_hint')} value={form.slug} errors={errors}
        onChange={(e) => { slugTouched.current = true; set('slug', e.target.value); }} />
      <Field name="image" label={t('tx_logo')} value={form.image} errors={errors} onChange={(e) => set('image', e.target.value)} />
      <Field name="position" label={t('tx_position')} type="number" min="0" value={form.position} errors={errors} onChange={(e) => set('position', e.target.value)} />
      <LangTexts name="description" label={t('tx_description')} languages={languages} value={form.description} errors={errors} multiline
        onChange={(v) => set('description', v)} />
      <SafetyFields value={form.safety} errors={errors} onChange={(k, v) => setForm((f) => ({ ...f, safety: { ...f.safety, [k]: v } }))} />
      <div className="admin-toolbar">
        <button type="submit" className="btn btn--primary" disabled={busy}>{t('tx_save')}</button>
        <button type="button" className="btn btn--ghost" onClick={onCancel}>{t('tx_cancel')}</button>
        {row.id ? (
          <ConfirmButton label={t('tx_delete')} question={t('tx_delete_question', { name: row.title })}
            onConfirm={() => run(async () => { await adminSend('DELETE', `/manufacturers/${row.id}`); onDeleted(row); })} />
        ) : null}
      </div>
      {errors.id ? <p className="field-error" role="alert">{errors.id.join(' ')}</p> : null}
    </form>
  );
}
