// The form fields of every form (checkout, account, profile, contact, order lookup): a label
// over the input, a hint and the server's error under it (spec §5: errors keyed by field
// path), tied to the input for screen readers. `name` is the field path; data-field marks
// where the page scrolls to the first error.
import { useId } from 'react';
import { t } from '../lib/i18n.js';

// Field is the labelled shell; children(attrs) draws the control with the id and aria
// attributes that tie it to the label, the hint and the error.
export function Field({ name, label, errors, hint, children, className = '' }) {
  const id = useId();
  const error = errors?.[name]?.[0];
  const described = [hint ? id + '-hint' : '', error ? id + '-error' : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={'field ' + className} data-field={name}>
      <label className="field__label" htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described })}
      {hint ? <p className="field__hint" id={id + '-hint'}>{hint}</p> : null}
      {error ? <p className="field-error" id={id + '-error'}>{error}</p> : null}
    </div>
  );
}

// TextField is a Field around one text input bound to the form: onChange(name, value).
export function TextField({ name, label, value, onChange, errors, hint, className, type = 'text', maxLength = 255, ...input }) {
  return (
    <Field name={name} label={label} errors={errors} hint={hint} className={className}>
      {(a) => <input {...a} {...input} className="input" type={type} value={value ?? ''} maxLength={maxLength}
        onChange={(e) => onChange(name, e.target.value)} />}
    </Field>
  );
}

// PhoneField is a calling code (codes: [{country, code}], spec §5: the EU-27, sorted by code)
// and the number; name is the phone's path, its parts .countryCallingCode and .number. The
// number is a text input with the tel keyboard: HTML allows the national part of a number
// (tel-national) only on a text input.
export function PhoneField({ name, label = t('checkout_phone'), value, onChange, errors, codes, readOnly, className = '' }) {
  const id = useId();
  const codeKey = name + '.countryCallingCode';
  const numberKey = name + '.number';
  const error = errors?.[numberKey]?.[0] || errors?.[codeKey]?.[0];
  return (
    <div className={'field ' + className} data-field={numberKey}>
      <span className="field__label" id={id + '-label'}>{label}</span>
      <div className="phone" role="group" aria-labelledby={id + '-label'}>
        <select className="input phone__code" aria-label={t('checkout_calling_code')} value={value.countryCallingCode} disabled={readOnly}
          onChange={(e) => onChange(codeKey, e.target.value)}>
          {codes.map((c) => <option key={c.country} value={c.code}>{c.country} {c.code}</option>)}
        </select>
        <input className="input" type="text" inputMode="tel" autoComplete="tel-national" maxLength={20} value={value.number} readOnly={readOnly}
          aria-label={t('checkout_phone_number')} aria-invalid={error ? true : undefined} aria-describedby={error ? id + '-error' : undefined}
          onChange={(e) => onChange(numberKey, e.target.value)} />
      </div>
      {error ? <p className="field-error" id={id + '-error'}>{error}</p> : null}
    </div>
  );
}
