// A list of methods to choose one from (shipping or payment, spec §2 Checkout): title,
// description, picture and, for shipping, the price for this cart.
import { Picture } from '../picture.jsx';

export function MethodList({ name, title, methods, value, onChoose, disabled, errors, price }) {
  const error = errors?.[name]?.[0];
  return (
    <fieldset className="methods" data-field={name} aria-describedby={error ? name + '-error' : undefined}>
      <legend className="checkout-block__title">{title}</legend>
      {methods.map((m) => (
        <label key={m.code} className={'method' + (value === m.code ? ' is-checked' : '')}>
          <input type="radio" name={name} value={m.code} checked={value === m.code} disabled={disabled} onChange={() => onChoose(m)} />
          {m.image?.source ? <Picture image={m.image} alt="" width={48} height={48} className="method__image" /> : null}
          <span className="method__text">
            <span className="method__title">{m.title}</span>
            {m.description ? <span className="method__desc">{m.description}</span> : null}
          </span>
          {price ? <span className="method__price">{price(m)}</span> : null}
        </label>
      ))}
      {error ? <p className="field-error" id={name + '-error'}>{error}</p> : null}
    </fieldset>
  );
}
