// TEMP until ui/state/prefs.js lands: the grid/row display mode.
import { signal } from '@preact/signals-react';
export const displayMode = signal('grid');
