// The note for the courier or the locker's carrier, a field of the delivery methods' on-demand
// blocks (courier-fields.jsx, locker-fields.jsx) only.
import { t } from '../../lib/i18n.js';
import { Field } from '../field.jsx';

export function MessageField({ value, onChange, errors }) {
  return (
    <Field name="shipping.message" label={t('checkout_message')} errors={errors} className="checkout-grid__wide">
      {(a) => <textarea {...a} className="input" rows={3} maxLength={500} value={value} onChange={(e) => onChange('shipping.message', e.target.value)} />}
    </Field>
  );
}
