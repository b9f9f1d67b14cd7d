// useAutoplay calls advance() every `ms` while the slider is on screen and the shopper is not
// pointing at it, focused inside it, or asking for reduced motion. It returns the handlers that
// pause it and a flag for a pause/play button.
import { useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from '../lib/scroll.js';

export function useAutoplay(ms, advance, enabled = true) {
  const [hover, setHover] = useState(false);
  const [focus, setFocus] = useState(false);
  const [stopped, setStopped] = useState(false);
  useEffect(() => { if (prefersReducedMotion()) setStopped(true); }, []); // after hydration: the server knows no preference
  const step = useRef(advance);
  step.current = advance;
  const running = enabled && ms > 0 && !hover && !focus && !stopped;

  useEffect(() => {
    if (!running) return undefined;
    const id = setInterval(() => {
      if (!document.hidden) step.current();
    }, ms);
    return () => clearInterval(id);
  }, [running, ms]);

  const handlers = {
    onMouseEnter: () => setHover(true),
    onMouseLeave: () => setHover(false),
    onFocus: () => setFocus(true),
    onBlur: (e) => { if (!e.currentTarget.contains(e.relatedTarget)) setFocus(false); },
  };
  return { handlers, stopped, setStopped, active: enabled && ms > 0 };
}
