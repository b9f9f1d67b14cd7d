// useErrorScroll: after a refused form is drawn, scroll to its first error (spec §2, §8, §9).
// failed() counts a failure; the scroll runs in an effect, once React has committed the
// errors, so it measures the page the shopper sees rather than the one before it.
import { useEffect, useRef, useState } from 'react';
import { scrollToFirstError } from '../lib/scroll.js';

export function useErrorScroll() {
  const ref = useRef(null);
  const [failures, setFailures] = useState(0);
  useEffect(() => {
    if (failures) scrollToFirstError(ref.current);
  }, [failures]);
  return { ref, failed: () => setFailures((n) => n + 1) };
}
