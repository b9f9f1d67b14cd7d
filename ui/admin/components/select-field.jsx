// A labelled select of the back office with its errors, wired as Field wires an input
// (aria-invalid, aria-describedby); options are [value, label] pairs, or [value, label, lang] for
// a label in its own language (the language picker).
import { useId } from 'react';

export function SelectField({ name, label, errors = {}, hint, options, ...select }) {
  const id = useId();
  const messages = errors[name] || [];
  const described = [hint ? id + '-hint' : '', messages.length ? id + '-err' : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={'field' + (messages.length ? ' field--error' : '')}>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} aria-invalid={messages.length ? true : undefined} aria-describedby={described} {...select}>
        {options.map(([value, text, lang]) => <option key={value} value={value} lang={lang}>{text}</option>)}
      </select>
      {hint ? <p className="field-hint" id={id + '-hint'}>{hint}</p> : null}
      {messages.length ? <p className="field-error" id={id + '-err'}>{messages.join(' ')}</p> : null}
    </div>
  );
}
