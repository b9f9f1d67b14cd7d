// analytics-cart.js as the chunk reportLater loads on demand: a lazily loaded module imports
// ui/common.js (see there), which the unit tests of analytics-cart.js cannot load.
import '../common.js';
export * from './analytics-cart.js';
