// useTypedEarly hands a field what the shopper typed before React took it over. The server
// renders a deferred form whole and the browser shows it while its code loads (deferred.jsx),
// so a shopper can type into it then; React keeps that text on screen but starts the field's
// state empty, and the form would act as if nothing were typed (a disabled button, an empty
// submit). A layout effect takes it over in the same commit as the hydration, before the
// browser can hand React a click. The returned ref goes on the input; setValue is the field's
// state setter.
import { useLayoutEffect, useRef } from 'react';

export function useTypedEarly(setValue) {
  const ref = useRef(null);
  useLayoutEffect(() => {
    const typed = ref.current?.value;
    if (typed) setValue(typed);
  }, [setValue]);
  return ref;
}
