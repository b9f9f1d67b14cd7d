// An order's VAT scheme as its back-office page shows it (its `tax`, store/tax.go): nothing for
// a domestic order; the destination's rate for an OSS order; the reverse charge with VIES's
// consultation number for an intra-Community supply.

// taxLines are the lines under an order's totals: [key, args] pairs for t().
export function taxLines(order) {
  const tax = order?.tax;
  if (!tax?.changed) return [];
  const lines = [['vat_order_scheme', { label: tax.label }]];
  if (tax.vies) lines.push(['vat_order_vies', { number: tax.vies.number, id: tax.vies.request_id || '—', at: tax.vies.checked_at }]);
  return lines;
}
