// The product form's energy label group (Regulation (EU) 2017/1369): the class, the label and
// the product information sheet, each of the two an https address (the EPREL page; for the
// sheet its registration number alone will do) or a file uploaded here (a PDF or a picture,
// which the upload answers as its /media/ path). The storefront shows the class's arrow
// next to every price of the product, leading to the label.
import { useState } from 'react';
import { t } from '../lib/i18n.js';
import { upload } from '../lib/upload.js';
import { Field } from './field.jsx';

const classes = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];

// Select is the class's <select>: none, or one of the seven (Field gives it id and name).
function Select(props) {
  return (
    <select {...props}>
      <option value="">{t('energy_none')}</option>
      {classes.map((c) => <option key={c} value={c}>{c}</option>)}
    </select>
  );
}

export function EnergyFields({ form, setForm, errors }) {
  const set = (key, v) => setForm((f) => ({ ...f, [key]: v }));
  return (
    <fieldset className="energy-fieldset">
      <legend>{t('energy_section')}</legend>
      <p className="field-hint">{t('energy_hint')}</p>
      <Field name="energy.class" label={t('product_energy_class')} errors={errors} as={Select} value={form.energy_class}
        onChange={(e) => set('energy_class', e.target.value)} />
      <FileRef name="energy.label" field="energy_label" label={t('product_energy_label')} hint={t('energy_label_hint')}
        form={form} set={set} errors={errors} />
      <FileRef name="energy.sheet" field="energy_sheet" label={t('product_energy_sheet')} hint={t('energy_sheet_hint')}
        form={form} set={set} errors={errors} />
    </fieldset>
  );
}

// FileRef is an address field with an upload beside it that fills it in.
function FileRef({ name, field, label, hint, form, set, errors }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const send = async (file) => {
    setError('');
    setBusy(true);
    try {
      set(field, (await upload('/energy-files', file)).path);
    } catch (e) {
      setError(e.errors?.file?.join(' ') || e.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="energy-ref">
      <Field name={name} label={label} hint={hint} errors={errors} value={form[field]} maxLength={500}
        onChange={(e) => set(field, e.target.value)} />
      <label className="btn btn--ghost btn--small energy-ref__upload">
        {t(busy ? 'energy_uploading' : 'energy_upload')}
        <span className="visually-hidden"> {label}</span>
        <input className="visually-hidden" type="file" accept="application/pdf,image/png,image/jpeg,image/webp" disabled={busy}
          onChange={(e) => { if (e.target.files[0]) send(e.target.files[0]); e.target.value = ''; }} />
      </label>
      {error ? <p className="admin-alert" role="alert">{error}</p> : null}
    </div>
  );
}
