// The checkout form's rules (spec §2 Checkout, §3 Order payload, §4 Checkout and Locker, §5):
// what a shipping choice or a locker country clears, what a picked pickup point fills, which
// field errors an edit clears, and the payload the server gets (the first error is found on
// the page: lib/scroll.js).
// Prices never travel: the server prices the cart itself.

export const ADDRESS_FIELDS = ['identifier', 'country_id', 'region_id', 'area_id', 'city', 'village', 'building_num', 'house_num', 'address', 'zip', 'message'];

export function emptyForm({ callingCode = '+371', user = null } = {}) {
  return {
    order: {
      user_type: user?.type || 'b2c', user_name: user?.name || '', user_surname: user?.surname || '', user_email: user?.email || '',
      user_phone_number: { countryCallingCode: user?.phone?.countryCallingCode || callingCode, number: user?.phone?.number || '' },
      company_name: user?.company?.name || '', company_reg_num: user?.company?.reg_num || '', company_vat_num: user?.company?.vat_num || '',
      company_address: user?.company?.address || '', company_city: user?.company?.city || '', company_zip: user?.company?.zip || '',
      company_country_id: user?.company?.country?.id || '',
    },
    shipping: { ...Object.fromEntries(ADDRESS_FIELDS.map((k) => [k, ''])), user_phone_number: { countryCallingCode: callingCode, number: '' } },
    shipping_method: '',
    payment_method: '',
    terms_accepted: false,
  };
}

// withValue sets a field by its path ("order.user_name", "shipping.zip", "terms_accepted").
export function withValue(form, path, value) {
  const keys = path.split('.');
  const next = structuredClone(form);
  let at = next;
  for (const k of keys.slice(0, -1)) at = at[k];
  at[keys.at(-1)] = value;
  return next;
}

// A shipping choice clears the address and the payment choice (spec §4).
export function chooseShipping(form, code, prefill = {}) {
  return {
    ...form,
    shipping_method: code,
    payment_method: '',
    shipping: { ...form.shipping, ...Object.fromEntries(ADDRESS_FIELDS.map((k) => [k, prefill[k] ?? ''])) },
  };
}

// savedAddress is a saved address as a courier's fields (chooseShipping's prefill), when the
// method delivers to its country; null otherwise.
export function savedAddress(a, countries = []) {
  if (!a || !countries.some((c) => c.id === a.country_id)) return null;
  return { country_id: String(a.country_id), city: a.city, address: a.address, zip: a.zip };
}

// A locker country change clears zip, city, address and identifier (and the points found).
export function chooseLockerCountry(form, countryId) {
  return { ...form, shipping: { ...form.shipping, country_id: countryId, zip: '', city: '', address: '', identifier: '' } };
}

// A picked pickup point fills the locker's address.
export function pickPoint(form, point) {
  return {
    ...form,
    shipping: { ...form.shipping, identifier: point.identifier, zip: point.zip, city: point.city, address: point.address, country_id: point.country_id },
  };
}

// withoutErrors drops the errors of a field an edit touched, and of its parts
// ("order.user_phone_number" clears ".number" and ".countryCallingCode").
export function withoutErrors(errors, path) {
  const out = {};
  for (const [k, v] of Object.entries(errors || {})) if (k !== path && !k.startsWith(path + '.')) out[k] = v;
  return out;
}

// payload is the order as the server takes it (spec §3): company fields only for b2b,
// numbers as numbers, nothing price-like.
export function payload(form) {
  const order = { ...form.order };
  if (order.user_type !== 'b2b') for (const k of Object.keys(order)) if (k.startsWith('company_')) delete order[k];
  const num = (v) => (v === '' || v == null ? null : Number(v));
  const shipping = { ...form.shipping, country_id: num(form.shipping.country_id), region_id: num(form.shipping.region_id), area_id: num(form.shipping.area_id) };
  if (order.company_country_id !== undefined) order.company_country_id = num(order.company_country_id);
  return { order, shipping, shipping_method: form.shipping_method, payment_method: form.payment_method, terms_accepted: form.terms_accepted };
}
