// The dashboard's first-run checklist (GET /api/admin/checklist): where each step is done.
// A step links only to a page the back office has at run time (routes.js): a route may claim
// a step itself (`checklist: 'company'` or a list of steps), else the first of the step's
// usual paths that is registered wins. A page another area adds later gets its link without
// a change here; until then the step is plain text, never a link to nothing.
export const checklistPages = {
  company: ['/settings/company', '/settings'],
  shipping: ['/settings/shipping', '/shipping', '/settings'],
  payment: ['/settings/payments', '/settings/payment', '/payments', '/settings'],
  product: ['/products/new', '/catalog/products/new', '/products', '/catalog/products', '/catalog'],
};

// checklistLink is the path of the page where step key is done among routes (the member's
// visible ones), or null.
export function checklistLink(key, routes) {
  const claims = (r) => r.checklist === key || (Array.isArray(r.checklist) && r.checklist.includes(key));
  const claimed = routes.find(claims);
  if (claimed) return claimed.path;
  const paths = new Set(routes.map((r) => r.path));
  return (checklistPages[key] || []).find((p) => paths.has(p)) || null;
}
