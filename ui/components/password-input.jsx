// A password field with a show/hide button (spec §2). The button says what it will do.
import { useState } from 'react';
import { t } from '../lib/i18n.js';
import { Icon } from './icon.jsx';

export function PasswordInput({ className = '', ...input }) {
  const [visible, setVisible] = useState(false);
  return (
    <span className={'password-input ' + className}>
      <input {...input} type={visible ? 'text' : 'password'} autoComplete={input.autoComplete || 'current-password'} />
      <button type="button" className="password-input__toggle" aria-pressed={visible}
        aria-label={t(visible ? 'hide_password' : 'show_password')} onClick={() => setVisible(!visible)}>
        <Icon name={visible ? 'eye-off' : 'eye'} size={20} />
      </button>
    </span>
  );
}
