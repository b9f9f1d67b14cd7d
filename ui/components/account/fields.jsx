// The account forms' fields: a label over the input, a hint and the server's error under it
// (spec §5: errors keyed by field path), tied to the input for screen readers. `name` is the
// field path. They are the account pages' own rather than the checkout's, which would cost
// the checkout's first JavaScript a chunk of its own (as ui/pages/order-lookup.jsx says).
import { useId, useState } from 'react';
import { t } from '../../lib/i18n.js';

function Shell({ name, label, errors, hint, children, className = '' }) {
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

export function TextField({ name, label, value, onChange, errors, hint, className, maxLength = 255, ...input }) {
  return (
    <Shell name={name} label={label} errors={errors} hint={hint} className={className}>
      {(a) => <input {...a} {...input} className="input" value={value} maxLength={maxLength} onChange={(e) => onChange(name, e.target.value)} />}
    </Shell>
  );
}

// PasswordField has a show/hide toggle (spec §2); its input keeps its place when toggled.
export function PasswordField({ name, label, value, onChange, errors, hint, className, autoComplete = 'new-password' }) {
  const [shown, setShown] = useState(false);
  return (
    <Shell name={name} label={label} errors={errors} hint={hint} className={className}>
      {(a) => (
        <div className="password">
          <input {...a} className="input" type={shown ? 'text' : 'password'} value={value} maxLength={256} autoComplete={autoComplete}
            spellCheck={false} autoCapitalize="off" onChange={(e) => onChange(name, e.target.value)} />
          <button type="button" className="password__toggle" aria-pressed={shown} aria-label={t(shown ? 'hide_password' : 'show_password')}
            onClick={() => setShown(!shown)}>
            <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" /><circle cx="12" cy="12" r="3" />
              {shown ? <path d="M4 4l16 16" /> : null}
            </svg>
          </button>
        </div>
      )}
    </Shell>
  );
}

// SelectField offers options [{id, title}] after a "choose" placeholder.
export function SelectField({ name, label, value, onChange, errors, options, className, autoComplete }) {
  return (
    <Shell name={name} label={label} errors={errors} className={className}>
      {(a) => (
        <select {...a} className="input" value={value} autoComplete={autoComplete} onChange={(e) => onChange(name, e.target.value)}>
          <option value="">{t('choose')}</option>
          {options.map((o) => <option key={o.id} value={o.id}>{o.title}</option>)}
        </select>
      )}
    </Shell>
  );
}

// PhoneField is a calling code (codes: [{country, code}], spec §5: the EU-27, sorted by
// code) and the number; name is the phone's path, its parts .countryCallingCode and .number.
export function PhoneField({ name, label, value, onChange, errors, codes, className }) {
  const id = useId();
  const error = errors?.[name + '.number']?.[0] || errors?.[name + '.countryCallingCode']?.[0];
  return (
    <div className={'field ' + (className || '')} data-field={name + '.number'}>
      <span className="field__label" id={id + '-label'}>{label}</span>
      <div className="phone" role="group" aria-labelledby={id + '-label'}>
        <select className="input phone__code" aria-label={t('checkout_calling_code')} value={value.countryCallingCode}
          onChange={(e) => onChange(name + '.countryCallingCode', e.target.value)}>
          {codes.map((c) => <option key={c.country} value={c.code}>{c.country} {c.code}</option>)}
        </select>
        <input className="input" type="text" inputMode="tel" autoComplete="tel-national" maxLength={20} value={value.number}
          aria-label={t('checkout_phone_number')} aria-invalid={error ? true : undefined} aria-describedby={error ? id + '-error' : undefined}
          onChange={(e) => onChange(name + '.number', e.target.value)} />
      </div>
      {error ? <p className="field-error" id={id + '-error'}>{error}</p> : null}
    </div>
  );
}

// CheckField is a checkbox with its label text (children) and its error.
export function CheckField({ name, checked, onChange, errors, children }) {
  const id = useId();
  const error = errors?.[name]?.[0];
  return (
    <div className="field" data-field={name}>
      <label className="check">
        <input type="checkbox" checked={checked} aria-invalid={error ? true : undefined} aria-describedby={error ? id + '-error' : undefined}
          onChange={(e) => onChange(name, e.target.checked)} />
        <span>{children}</span>
      </label>
      {error ? <p className="field-error" id={id + '-error'}>{error}</p> : null}
    </div>
  );
}

// FormError shows an error that belongs to no field on the page (the captcha's).
export function FormError({ name, errors }) {
  const error = errors?.[name]?.[0];
  return error ? <p className="field-error" data-field={name} role="alert">{error}</p> : null;
}
