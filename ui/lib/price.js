// The tax switch (spec §2): cards and totals show the gross or the net formatted price.
// Both strings come from the server; the client never computes a price.
export function priceText(prices, withTax = true) {
  if (!prices) return { current: '', previous: '' };
  const current = withTax ? prices.current_formatted_price_with_tax : prices.current_formatted_price;
  const previous = withTax ? prices.previous_formatted_price_with_tax : prices.previous_formatted_price;
  return {
    current: current || prices.current_formatted_price_with_tax || '',
    // a struck price only when a discount is running and the server gave one
    previous: prices.is_active_discount === false ? '' : previous || '',
  };
}
