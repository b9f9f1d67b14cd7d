// React 19 has useSyncExternalStore built in; the build points the libraries that still import
// the pre-18 shim (wouter, @preact/signals-react) here instead of bundling the shim.
export { useSyncExternalStore } from 'react';
