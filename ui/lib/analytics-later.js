// reportLater sends a cart or checkout event that follows a shopper's action (a shipping or
// payment choice, a removed line) from analytics-cart.js, loaded the first time one is sent:
// the checkout's first visit stays within its JavaScript budget (ui/bundle-budget.test.js).
export function reportLater(event, ...args) {
  return import('./analytics-cart.chunk.js').then((m) => m[event](...args));
}
