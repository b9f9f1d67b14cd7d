// The settings' VAT rates per member state as an owner edits them: a table of countries and
// rates in percent, while the setting itself (vat_rates, settings/keys.go) stays
// "EE:2400, FI:2550, LV:2100", rates in basis points by country code. The conversion is
// exact in integers, so 25.5 % is 2550 and never 2549.999…; the server still checks what
// is sent and its word is final.

// percentToBasisPoints reads a rate in percent: "25.5" and "25,5" → 2550, "7.25" → 725,
// "24" → 2400; null for what is no rate from 0 to 100 with at most two decimals ("25.555",
// "-1", "100.5", "", "2e1").
export function percentToBasisPoints(text) {
  const m = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(String(text ?? '').trim());
  if (!m) return null;
  const bp = Number(m[1]) * 100 + Number((m[2] || '').padEnd(2, '0'));
  return bp <= 10000 ? bp : null;
}

// basisPointsToPercent writes a rate in percent: 2550 → "25.5", 725 → "7.25", 2400 → "24".
export function basisPointsToPercent(bp) {
  const n = Math.trunc(Number(bp));
  if (!Number.isFinite(n) || n < 0) return '';
  const cents = String(n % 100).padStart(2, '0').replace(/0+$/, '');
  return String(Math.trunc(n / 100)) + (cents ? '.' + cents : '');
}

// rowsOf reads the setting's text into the table's rows, {code, percent}, in its order. An
// item that is no "CODE:basis points" keeps its text as the rate, so the owner sees it and
// the check below refuses it.
export function rowsOf(text) {
  return String(text ?? '').split(',').map((s) => s.trim()).filter(Boolean).map((item) => {
    const m = /^([A-Z]{2})\s*:\s*(\d{1,5})$/.exec(item);
    if (m) return { code: m[1], percent: basisPointsToPercent(m[2]) };
    const [code, ...rest] = item.split(':');
    return { code: code.trim(), percent: rest.join(':').trim() };
  });
}

const isCode = (code) => /^[A-Z]{2}$/.test(code ?? '');

// ratesOf writes the rows back as the setting's text, by country code as the server writes
// it (so an unchanged table is no change), with the home country's rate being homeBasisPoints
// (the VAT rate field's), which the table only shows. errors are the rows' refusals by
// country code: 'vat_rate_invalid' for what is no rate, 'vat_rate_twice' for a country listed
// again. A refused row is written as typed, so the server refuses it too.
export function ratesOf(rows, home, homeBasisPoints) {
  const byCode = new Map();
  const errors = {};
  for (const row of rows) {
    if (byCode.has(row.code)) {
      errors[row.code] = 'vat_rate_twice';
      continue;
    }
    const own = percentToBasisPoints(row.percent);
    const bp = row.code === home && homeBasisPoints != null ? homeBasisPoints : own;
    if (bp === null) errors[row.code] = 'vat_rate_invalid';
    byCode.set(row.code, bp === null ? String(row.percent).trim() : String(bp));
  }
  if (isCode(home) && homeBasisPoints != null && !byCode.has(home)) byCode.set(home, String(homeBasisPoints));
  const codes = [...byCode.keys()].sort();
  return { value: codes.map((c) => `${c}:${byCode.get(c)}`).join(', '), errors };
}

// addable are the member states the "add country" choice offers: those neither listed nor
// the home country.
export function addable(memberStates, rows, home) {
  const listed = new Set(rows.map((r) => r.code));
  return (memberStates || []).filter((c) => c.code !== home && !listed.has(c.code));
}

// countryLabel names a listed country: "Finland (FI)", or its code alone for one the member
// states lack (a code typed into the database by hand).
export function countryLabel(memberStates, code) {
  const c = (memberStates || []).find((x) => x.code === code);
  return c ? `${c.title} (${code})` : code;
}
