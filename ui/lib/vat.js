// VAT by destination at checkout: the server prices the cart at the delivery country's rate
// (OSS) or at 0 % for a business whose VAT number VIES confirms (reverse charge), and says so
// in the cart's `vat` (its label, and `changed` when it is not the home rate), which the
// summary shows as it is; the page sends a business's VAT number to be checked once it has the
// shape of one.

// normalizeVATNumber is a VAT number as the server keeps it: "ee 100.931-558" → "EE100931558".
export function normalizeVATNumber(v) {
  return String(v ?? '').toUpperCase().replace(/[\s.-]/g, '');
}

// vatNumberComplete tells whether v has a VAT number's shape (two letters, then 2 to 13 letters
// or digits), so that asking VIES about it makes sense; "" is complete too (it forgets one).
export function vatNumberComplete(v) {
  const n = normalizeVATNumber(v);
  return n === '' || /^[A-Z]{2}[0-9A-Z]{2,13}$/.test(n);
}
