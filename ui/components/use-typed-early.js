// useTypedEarly hands a field what was put in it before React took it over. The server
// renders every page whole and the browser shows it while the page's code loads (a deferred
// form's chunk comes later still, deferred.jsx): a shopper can type into a field then, the
// browser can fill in a saved e-mail and password, or bring back what was typed when the
// shopper returns to the page. React keeps that text on screen but starts the field's state
// from its own value, so the form would act as if nothing were there (a disabled button,
// "required" beside a filled field) and its next render would wipe the text.
// The returned ref goes on the input; a component that draws none (the newsletter box without
// an action) is left alone. onTyped(value) is called once, as the field mounts, when the input
// holds something else than the server rendered in it (its value attribute, which React also
// writes when it makes the input itself); in a layout effect, so in the hydration's own
// commit, before the browser can hand React a click. Fields of one form may call it in the
// same commit, so their form updates its state from the previous one (setForm((f) => …)), as
// every form here does.
import { useLayoutEffect, useRef } from 'react';

export function useTypedEarly(onTyped) {
  const ref = useRef(null);
  useLayoutEffect(() => {
    const input = ref.current;
    if (input && input.value !== input.defaultValue) onTyped(input.value);
  }, []); // at mount only: what came before React
  return ref;
}
