// usePresence keeps an element mounted while it fades out: `shown` drives the CSS transition
// (added a frame after mounting so it animates in), `mounted` drops after `ms`.
import { useEffect, useState } from 'react';

export function usePresence(open, ms) {
  const [mounted, setMounted] = useState(open);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (open) {
      setMounted(true);
      let inner = 0;
      const outer = requestAnimationFrame(() => { inner = requestAnimationFrame(() => setShown(true)); });
      return () => { cancelAnimationFrame(outer); cancelAnimationFrame(inner); };
    }
    setShown(false);
    const timer = setTimeout(() => setMounted(false), ms);
    return () => clearTimeout(timer);
  }, [open, ms]);
  return { mounted: mounted || open, shown: shown && open };
}
