// TEMP until ui/lib/analytics.js lands.
export const viewItemList = (products, name) => (window.dataLayer ||= []).push({ event: 'view_item_list', name, n: products.length });
export const selectItem = (product, name) => (window.dataLayer ||= []).push({ event: 'select_item', name, id: product.id });
