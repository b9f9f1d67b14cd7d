// The account forms' rules (spec §3 Registration payload, §5, §8): the registration form's
// empty state, edits by field path, which errors an edit clears, and the payload the server
// takes. The server checks every field; the page only shapes what it sends.

export function emptyRegistration({ callingCode = '+371', countryId = '' } = {}) {
  const phone = () => ({ number: '', countryCallingCode: callingCode });
  return {
    user: {
      type: 'b2c', country_id: String(countryId || ''), name: '', surname: '', email: '', password: '', password_confirmation: '', phone: phone(),
    },
    company: { bank_id: '', country_id: String(countryId || ''), name: '', vat_num: '', reg_num: '', acc_num: '', city: '', zip: '', address: '' },
    terms: { subscription: false, privacy: false },
    shipping: { country_id: '', city: '', address: '', zip: '', identifier: '', message: '', user_phone_number: phone() },
  };
}

// withValue sets a field by its path ("user.name", "user.phone.number").
export function withValue(form, path, value) {
  const keys = path.split('.');
  const next = structuredClone(form);
  let at = next;
  for (const k of keys.slice(0, -1)) at = at[k];
  at[keys.at(-1)] = value;
  return next;
}

// withoutErrors drops the errors of the field an edit touched and of its parts ("user.phone"
// clears ".number" and ".countryCallingCode"), and the confirmation's when the password changes.
export function withoutErrors(errors, path) {
  const touched = [path];
  if (path.endsWith('.number') || path.endsWith('.countryCallingCode')) touched.push(path.slice(0, path.lastIndexOf('.')));
  if (path === 'user.password') touched.push('user.password_confirmation');
  const out = {};
  for (const [k, v] of Object.entries(errors || {})) {
    if (!touched.some((p) => k === p || k.startsWith(p + '.'))) out[k] = v;
  }
  return out;
}

const id = (v) => (v === '' || v == null ? 0 : Number(v));

// addressGiven: the shopper filled in something of the optional address (the calling code
// alone is a default, not an answer).
export function addressGiven(s) {
  return ['country_id', 'city', 'address', 'zip', 'message'].some((k) => String(s[k] ?? '').trim() !== '') || s.user_phone_number.number.trim() !== '';
}

// registrationPayload is the registration as POST /register takes it: ids as numbers (0 for
// none), consents as 0 or 1, the company only for b2b, the address only when given.
export function registrationPayload(form, captchaToken) {
  const b2b = form.user.type === 'b2b';
  const s = form.shipping;
  return {
    user: { ...form.user, country_id: id(form.user.country_id) },
    company: b2b ? { ...form.company, bank_id: id(form.company.bank_id), country_id: id(form.company.country_id) } : {},
    terms: { subscription: form.terms.subscription ? 1 : 0, privacy: form.terms.privacy ? 1 : 0, gRecaptchaResponse: captchaToken },
    shipping: addressGiven(s) ? { ...s, country_id: id(s.country_id) } : {},
  };
}

// idOfCode is the id of the country with this code in a countries answer ('' when absent).
export function idOfCode(countries, code) {
  return String(countries.find((c) => c.code === code)?.id ?? '');
}
