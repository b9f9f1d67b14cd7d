// The accounting page's OSS report (GET /api/admin/orders/oss.csv): a calendar quarter of the
// shop's, the one before today's by default (a return is filed for the quarter just ended).

// ossHref is the report of quarter (1–4) of year.
export function ossHref(year, quarter) {
  return `/api/admin/orders/oss.csv?${new URLSearchParams({ year: String(year), quarter: String(quarter) })}`;
}

// lastQuarter is the quarter before today's: { year, quarter }.
export function lastQuarter(today = new Date()) {
  const q = Math.floor(today.getMonth() / 3); // today's quarter, 0-based: the one before is q (1-based)
  return q === 0 ? { year: today.getFullYear() - 1, quarter: 4 } : { year: today.getFullYear(), quarter: q };
}
