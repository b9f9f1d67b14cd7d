// A labelled checkout field whose server error shows under it (spec §5: errors keyed by field
// path). `name` is that path; the error's id ties it to the input for screen readers, and
// data-field lets the page scroll to the first error.
import { useId } from 'react';
import { t } from '../../lib/i18n.js';

export function Field({ name, label, errors, children, className = '' }) {
  const id = useId();
  const error = errors?.[name]?.[0];
  return (
    <div className={'field ' + className} data-field={name}>
      <label className="field__label" htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? id + '-error' : undefined })}
      {error ? <p className="field-error" id={id + '-error'}>{error}</p> : null}
    </div>
  );
}

// TextField is a Field around one text input bound to the form.
export function TextField({ name, label, value, onChange, errors, type = 'text', autoComplete, readOnly, maxLength = 255, className }) {
  return (
    <Field name={name} label={label} errors={errors} className={className}>
      {(a) => <input {...a} className="input" type={type} value={value ?? ''} autoComplete={autoComplete} readOnly={readOnly} maxLength={maxLength}
        onChange={(e) => onChange(name, e.target.value)} />}
    </Field>
  );
}

// MessageField is the note for the courier or the locker's carrier.
export function MessageField({ value, onChange, errors }) {
  return (
    <Field name="shipping.message" label={t('checkout_message')} errors={errors} className="checkout-grid__wide">
      {(a) => <textarea {...a} className="input" rows={3} maxLength={500} value={value} onChange={(e) => onChange('shipping.message', e.target.value)} />}
    </Field>
  );
}
