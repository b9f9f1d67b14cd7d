// The profile page's forms (spec §3 User, §5 Profile keys): the personal details with the
// password change, and a saved address. What each form starts from, the payload the server
// gets, which errors an edit clears and which field errs first (for the scroll).

// detailsForm is the details form for a user: the e-mail shown read-only, the password fields
// empty.
export function detailsForm(user) {
  return {
    name: user?.name || '', surname: user?.surname || '', email: user?.email || '',
    phone: { countryCallingCode: user?.phone?.countryCallingCode || '', number: user?.phone?.number || '' },
    password: '', new_password: '', new_password_confirmation: '',
  };
}

// detailsPayload is POST /api/user/update's body: the captcha token inside user, where spec §3
// lists it. The current password travels only with a new one.
export function detailsPayload(form, token) {
  const user = { name: form.name, surname: form.surname, email: form.email, phone: { ...form.phone } };
  if (form.new_password || form.new_password_confirmation) {
    Object.assign(user, { password: form.password, new_password: form.new_password, new_password_confirmation: form.new_password_confirmation });
  }
  user.gRecaptchaResponse = token;
  return { user };
}

// addressForm is the address form for a saved address, or an empty one in the shop's country
// calling code.
export function addressForm(address, callingCode = '+371') {
  return {
    country_id: address?.country_id ? String(address.country_id) : '',
    city: address?.city || '', address: address?.address || '', zip: address?.zip || '',
    user_phone_number: {
      countryCallingCode: address?.user_phone_number?.countryCallingCode || callingCode,
      number: address?.user_phone_number?.number || '',
    },
  };
}

// addressPayload is the address as the address calls take it: under "shipping", the country
// a number.
export function addressPayload(form) {
  return { shipping: { ...form, country_id: form.country_id ? Number(form.country_id) : null, user_phone_number: { ...form.user_phone_number } } };
}

// setPath sets a field by its dotted path ("phone.number"), returning a new object.
export function setPath(obj, path, value) {
  const [head, ...rest] = path.split('.');
  return { ...obj, [head]: rest.length ? setPath(obj[head] || {}, rest.join('.'), value) : value };
}

// withoutError drops the errors of the field an edit touched (key = prefix + path) and its
// parts, so "user.phone" clears "user.phone.number" too.
export function withoutError(errors, key) {
  const out = {};
  for (const [k, v] of Object.entries(errors || {})) if (k !== key && !k.startsWith(key + '.')) out[k] = v;
  return out;
}
