import '../../common.js';
// A company's details at checkout (spec §2 Checkout, §3 order payload): name, registration and
// VAT numbers, address, city, zip and country; a signed-in company's are its own and read-only.
// It loads when the shopper chooses "company", which keeps it out of the checkout's first
// JavaScript; its fields are the shared ones, whose file the checkout has already loaded.
// The VAT number, once it has the shape of one, goes to the server to be checked in VIES
// (POST /api/cart/vat-number): valid and of another member state, the cart comes back priced
// at 0 % for a delivery abroad (reverse charge); invalid, or VIES down, its error shows here.
import { useRef, useState } from 'react';
import { t } from '../../lib/i18n.js';
import { post } from '../../lib/api.js';
import { debounce } from '../../lib/debounce.js';
import { normalizeVATNumber, vatNumberComplete } from '../../lib/vat.js';
import { showCart } from '../../state/cart-page.js';
import { Field, TextField } from '../field.jsx';

const VAT_FIELD = 'order.company_vat_num';

export default function CompanyFields({ form, errors, onChange, signedIn, countries }) {
  const o = form.order;
  const [vatErrors, setVATErrors] = useState({});
  const check = useRef(null);
  check.current ??= debounce((number) => post('/api/cart/vat-number', { company_vat_num: number }, { toast: false })
    .then((r) => { setVATErrors({}); showCart(r.cart); }, (e) => setVATErrors(e.errors?.[VAT_FIELD] ? { [VAT_FIELD]: e.errors[VAT_FIELD] } : {})), 700);
  const change = (path, value) => {
    onChange(path, value);
    if (path !== VAT_FIELD) return;
    setVATErrors({});
    if (vatNumberComplete(value)) check.current(normalizeVATNumber(value));
  };
  const shown = { ...errors, ...vatErrors };
  const field = (name, label, extra = {}) => (
    <TextField name={'order.' + name} label={label} value={o[name]} onChange={change} errors={shown} readOnly={signedIn} {...extra} />
  );
  return (
    <fieldset className="checkout-grid checkout-company">
      <legend className="checkout-company__title">{t('checkout_company_details')}</legend>
      {field('company_name', t('checkout_company_name'), { autoComplete: 'organization' })}
      {field('company_reg_num', t('checkout_company_reg_num'))}
      {field('company_vat_num', t('checkout_company_vat_num'))}
      {field('company_address', t('checkout_address'), { autoComplete: 'address-line1' })}
      {field('company_city', t('checkout_city'), { autoComplete: 'address-level2' })}
      {field('company_zip', t('checkout_zip'), { autoComplete: 'postal-code' })}
      <Field name="order.company_country_id" label={t('checkout_country')} errors={errors}>
        {(a) => (
          <select {...a} className="input" value={o.company_country_id ?? ''} disabled={signedIn} onChange={(e) => onChange('order.company_country_id', e.target.value)}>
            <option value="">{t('choose')}</option>
            {countries.map((c) => <option key={c.id} value={c.id}>{c.title}</option>)}
          </select>
        )}
      </Field>
    </fieldset>
  );
}
