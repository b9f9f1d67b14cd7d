// A password input with a show/hide toggle (spec §2, §4: profile password fields toggle
// visibility), labelled, its server error under it.
import { useState } from 'react';
import { t } from '../../lib/i18n.js';
import { Field } from './field.jsx';

export function PasswordField({ name, label, value, onChange, errors, autoComplete = 'new-password' }) {
  const [shown, setShown] = useState(false);
  return (
    <Field name={name} label={label} errors={errors}>
      {(a) => (
        <div className="password">
          <input {...a} className="input" type={shown ? 'text' : 'password'} value={value} autoComplete={autoComplete} maxLength={128}
            onChange={(e) => onChange(name, e.target.value)} />
          <button type="button" className="password__toggle" aria-pressed={shown} aria-controls={a.id}
            aria-label={t('password_show') + ': ' + label} onClick={() => setShown(!shown)}>
            {t('password_show')}
          </button>
        </div>
      )}
    </Field>
  );
}
