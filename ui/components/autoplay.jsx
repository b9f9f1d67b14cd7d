// Sliders that move by themselves (the banner gallery, the landing slider) and their pause
// button (WCAG 2.2.2). useAutoplay calls advance() every `ms` while at least half of the slider
// (`ref`) is on screen, the tab is shown, and the shopper is not pointing at it, focused inside
// it, asking for reduced motion or holding it with the pause button. Only the home page loads
// this file: product sliders move only when the shopper asks.
import { useEffect, useRef, useState } from 'react';
import { t } from '../lib/i18n.js';
import { prefersReducedMotion } from '../lib/scroll.js';
import { Icon } from './icon.jsx';

export function useAutoplay(ms, advance, enabled, ref) {
  const [hover, setHover] = useState(false);
  const [focus, setFocus] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [seen, setSeen] = useState(false);
  const active = enabled && ms > 0;
  useEffect(() => { if (prefersReducedMotion()) setStopped(true); }, []); // after hydration: the server knows no preference
  useEffect(() => {
    if (!active) return undefined;
    const obs = new IntersectionObserver(([e]) => setSeen(e.isIntersecting), { threshold: 0.5 });
    obs.observe(ref.current);
    return () => obs.disconnect();
  }, [active]);
  const step = useRef(advance);
  step.current = advance;
  const running = active && seen && !hover && !focus && !stopped;

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
  return { handlers, stopped, setStopped, active };
}

// PauseButton holds or plays an autoplaying slider.
export function PauseButton({ auto, className }) {
  return (
    <button type="button" className={className} aria-label={t(auto.stopped ? 'gallery_play' : 'gallery_pause')}
      onClick={() => auto.setStopped(!auto.stopped)}>
      <Icon name={auto.stopped ? 'play' : 'pause'} size={14} filled />
    </button>
  );
}

// autoplayEvery makes the hook a Slider moves by (its `useAutoplay` prop) every `ms`: the
// handlers that pause it and its pause button, shown while it plays at all.
export function autoplayEvery(ms) {
  return function useSliderAutoplay(advance, enabled, ref) {
    const auto = useAutoplay(ms, advance, enabled, ref);
    return { handlers: auto.handlers, control: auto.active ? <PauseButton auto={auto} className="slider__pause" /> : null };
  };
}
