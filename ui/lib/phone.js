// The phone calling codes the forms offer (spec §5): the 27 EU countries, sorted by code.
// The server checks against the same list.
export const CALLING_CODES = [
  ['GR', '30'], ['NL', '31'], ['BE', '32'], ['FR', '33'], ['ES', '34'], ['HU', '36'], ['IT', '39'], ['RO', '40'],
  ['AT', '43'], ['DK', '45'], ['SE', '46'], ['PL', '48'], ['DE', '49'], ['PT', '351'], ['LU', '352'], ['IE', '353'],
  ['MT', '356'], ['CY', '357'], ['FI', '358'], ['BG', '359'], ['LT', '370'], ['LV', '371'], ['EE', '372'], ['HR', '385'],
  ['SI', '386'], ['CZ', '420'], ['SK', '421'],
].map(([country, code]) => ({ country, code: '+' + code }));

// callingCodeOf is the shop country's code, the form's default.
export function callingCodeOf(country) {
  return CALLING_CODES.find((c) => c.country === country)?.code || CALLING_CODES[0].code;
}
