// A phone number with its EU calling code (spec §3 user_phone_number {countryCallingCode,
// number}; §5 the 27 EU codes sorted by code). The number is a text input with the tel keyboard:
// HTML allows the national part of a number (tel-national) only on a text input.
import { t } from '../../lib/i18n.js';
import { CALLING_CODES } from '../../lib/phone.js';

export function PhoneField({ name, value, onChange, errors, readOnly }) {
  const codeKey = name + '.countryCallingCode';
  const numberKey = name + '.number';
  const error = errors?.[numberKey]?.[0] || errors?.[codeKey]?.[0];
  const id = name.replace(/\W/g, '-');
  return (
    <div className="field" data-field={numberKey}>
      <span className="field__label" id={id + '-label'}>{t('checkout_phone')}</span>
      <div className="phone" role="group" aria-labelledby={id + '-label'}>
        <select className="input phone__code" aria-label={t('checkout_calling_code')} value={value.countryCallingCode} disabled={readOnly}
          onChange={(e) => onChange(codeKey, e.target.value)}>
          {CALLING_CODES.map((c) => <option key={c.country} value={c.code}>{c.country} {c.code}</option>)}
        </select>
        <input className="input" type="text" inputMode="tel" autoComplete="tel-national" maxLength={20} value={value.number} readOnly={readOnly}
          aria-label={t('checkout_phone_number')} aria-invalid={error ? true : undefined} aria-describedby={error ? id + '-error' : undefined}
          onChange={(e) => onChange(numberKey, e.target.value)} />
      </div>
      {error ? <p className="field-error" id={id + '-error'}>{error}</p> : null}
    </div>
  );
}
