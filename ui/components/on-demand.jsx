// Components that show only after an interaction (the added-to modals, the mega-menu's panel)
// load their chunk the first time they are wanted, so the first page's JavaScript stays small.
import { useEffect, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';

// useOnDemand loads a module's default export once `wanted` first turns true, and returns it
// (null until then).
export function useOnDemand(wanted, load) {
  const [Component, setComponent] = useState(null);
  useEffect(() => {
    if (wanted && !Component) load().then((m) => setComponent(() => m.default));
  }, [wanted, Component]);
  return Component;
}

// OnDemand shows such a component once when() has turned true; props pass through.
export function OnDemand({ when, load, ...props }) {
  useSignals();
  const Component = useOnDemand(when(), load);
  return Component ? <Component {...props} /> : null;
}
