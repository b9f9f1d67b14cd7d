// The order page's money part below the totals: refunds, a transfer marked paid by its
// reference, the packing slip and the like. It shows nothing yet; the order's money work
// replaces this file (OrderMoney({ order, reload }): reload fetches the order again after a
// change).
export function OrderMoney() {
  return null;
}
