// The account forms' fields beside the shared ones (components/field.jsx, whose PhoneField the
// account pages take from here too): the text field and the password with its show/hide toggle,
// both taking what the browser filled in (a saved e-mail and password) or the shopper typed
// before the page's code ran (use-typed-early.js), a select, a checkbox, and an error that
// belongs to no field.
import { useId, useState } from 'react';
import { t } from '../../lib/i18n.js';
import { Field, TextField as PlainTextField, PhoneField } from '../field.jsx';
import { useTypedEarly } from '../use-typed-early.js';

export { PhoneField };

// TextField is the shared one (components/field.jsx) with what came before React.
export function TextField(props) {
  const early = useTypedEarly((typed) => props.onChange(props.name, typed));
  return <PlainTextField ref={early} {...props} />;
}

// PasswordField has a show/hide toggle (spec §2); its input keeps its place when toggled.
export function PasswordField({ name, label, value, onChange, errors, hint, className, autoComplete = 'new-password' }) {
  const [shown, setShown] = useState(false);
  const early = useTypedEarly((typed) => onChange(name, typed));
  return (
    <Field name={name} label={label} errors={errors} hint={hint} className={className}>
      {(a) => (
        <div className="password">
          <input ref={early} {...a} className="input" type={shown ? 'text' : 'password'} value={value} maxLength={256} autoComplete={autoComplete}
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
    </Field>
  );
}

// SelectField offers options [{id, title}] after a "choose" placeholder.
export function SelectField({ name, label, value, onChange, errors, options, className, autoComplete }) {
  return (
    <Field name={name} label={label} errors={errors} className={className}>
      {(a) => (
        <select {...a} className="input" value={value} autoComplete={autoComplete} onChange={(e) => onChange(name, e.target.value)}>
          <option value="">{t('choose')}</option>
          {options.map((o) => <option key={o.id} value={o.id}>{o.title}</option>)}
        </select>
      )}
    </Field>
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
