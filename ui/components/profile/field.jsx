// The profile's labelled fields, each with its server error under it (spec §5: errors keyed by
// field path; `name` is that path, and data-field marks where to scroll to). They match the
// checkout's (components/checkout/field.jsx, phone-field.jsx) but are written out here:
// sharing those files would split them out of the checkout's chunk into a file of their own,
// which costs the checkout's first JavaScript, within 0.5 KB of its budget, about 450 bytes.
import { useId } from 'react';
import { t } from '../../lib/i18n.js';
import { scrollToFirstError } from '../../lib/scroll.js';

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

export function TextField({ name, label, value, onChange, errors, type = 'text', className, ...rest }) {
  return (
    <Field name={name} label={label} errors={errors} className={className}>
      {(a) => <input {...a} {...rest} className="input" type={type} value={value} onChange={(e) => onChange(name, e.target.value)} />}
    </Field>
  );
}

// PhoneField is a phone number with its EU calling code; codes are the page's props (the
// server's list of the 27, sorted by code).
export function PhoneField({ name, label, value, codes, onChange, errors }) {
  const codeKey = name + '.countryCallingCode';
  const numberKey = name + '.number';
  const error = errors?.[numberKey]?.[0] || errors?.[codeKey]?.[0];
  const id = useId();
  return (
    <div className="field" data-field={numberKey}>
      <span className="field__label" id={id}>{label}</span>
      <div className="phone" role="group" aria-labelledby={id}>
        <select className="input phone__code" aria-label={t('checkout_calling_code')} value={value.countryCallingCode}
          onChange={(e) => onChange(codeKey, e.target.value)}>
          {codes.map((c) => <option key={c.country} value={c.code}>{c.country} {c.code}</option>)}
        </select>
        <input className="input" type="text" inputMode="tel" autoComplete="tel-national" maxLength={20} value={value.number}
          aria-label={t('checkout_phone_number')} aria-invalid={error ? true : undefined} aria-describedby={error ? id + '-error' : undefined}
          onChange={(e) => onChange(numberKey, e.target.value)} />
      </div>
      {error ? <p className="field-error" id={id + '-error'}>{error}</p> : null}
    </div>
  );
}

// scrollToError brings the first error in form into view with the header's height plus 130 px
// clear above it, over 500 ms (spec §2, §8, §9).
export const scrollToError = (form) => scrollToFirstError(form);
