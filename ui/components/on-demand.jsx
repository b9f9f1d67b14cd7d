// OnDemand loads a component's chunk the first time it is wanted (when() turns true) and
// shows it from then on: the added-to modals cost the first page nothing until a shopper adds
// something.
import { useEffect, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';

export function OnDemand({ when, load }) {
  useSignals();
  const [Component, setComponent] = useState(null);
  const wanted = when();
  useEffect(() => {
    if (wanted && !Component) load().then((m) => setComponent(() => m.default));
  }, [wanted, Component]);
  return Component ? <Component /> : null;
}
