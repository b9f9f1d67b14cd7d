// A labelled select of the back office with its errors, as Field draws an input (Field's
// children replace its control, so it cannot hold a select's options).
import { useId } from 'react';

export function SelectField({ name, label, errors = {}, options, ...select }) {
  const id = useId();
  const messages = errors[name] || [];
  return (
    <div className={'field' + (messages.length ? ' field--error' : '')}>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} aria-invalid={messages.length ? true : undefined} aria-describedby={messages.length ? id + '-err' : undefined} {...select}>
        {options.map(([value, text, lang]) => <option key={value} value={value} lang={lang}>{text}</option>)}
      </select>
      {messages.length ? <p className="field-error" id={id + '-err'}>{messages.join(' ')}</p> : null}
    </div>
  );
}
