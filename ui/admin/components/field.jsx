// One labelled form field of the back office with its errors (the server's messages, keyed
// by the field's name), wired for screen readers: aria-invalid and aria-describedby.
import { useId } from 'react';

export function Field({ name, label, errors = {}, hint, children, as = 'input', ...input }) {
  const id = useId();
  const messages = errors[name] || [];
  const described = [hint ? id + '-hint' : '', messages.length ? id + '-err' : ''].filter(Boolean).join(' ') || undefined;
  const Tag = as;
  return (
    <div className={'field' + (messages.length ? ' field--error' : '')}>
      <label htmlFor={id}>{label}</label>
      {children || <Tag id={id} name={name} aria-invalid={messages.length ? true : undefined} aria-describedby={described} {...input} />}
      {hint ? <p className="field-hint" id={id + '-hint'}>{hint}</p> : null}
      {messages.length ? <p className="field-error" id={id + '-err'}>{messages.join(' ')}</p> : null}
    </div>
  );
}
