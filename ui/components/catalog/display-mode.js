// The grid/row display mode is the shared preference (kept in a 30-day cookie by prefs.js).
export { catalogDisplayMode as displayMode } from '../../state/prefs.js';
