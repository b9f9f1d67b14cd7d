// A horizontal slider: a CSS scroll-snap track (so touch swiping is native), arrow buttons that
// are disabled at the ends, and slides per view from the spec's breakpoints. It moves only when
// the shopper asks, unless it is given a `useAutoplay` hook (autoplay.jsx's autoplayEvery, the
// landing slider's), which advances it and adds a pause button; the code for that stays out of
// the product page's JavaScript. The track's width per slide comes from CSS (className names the class with
// config's breakpoints: .slider--auto for AUTO_SLIDER, .slider--product for PRODUCT_SLIDER,
// .slider--landing for LANDING_SLIDER), so the markup is the same at any width and the server's
// fits; the script learns the count after hydration (resize debounced 100 ms) for paging and
// the arrows.
import { useCallback, useEffect, useRef, useState } from 'react';
import { t } from '../lib/i18n.js';
import { slidesPerView, AUTO_SLIDER, SLIDE_SPEED_MS } from '../lib/slider.js';
import { debounce, RESIZE_DEBOUNCE_MS } from '../lib/debounce.js';
import { animate, prefersReducedMotion } from '../lib/scroll.js';
import { Icon } from './icon.jsx';

function usePerView(config) {
  const [n, setN] = useState(config.slides);
  useEffect(() => {
    const count = () => setN(slidesPerView(window.innerWidth, config));
    count();
    const on = debounce(count, RESIZE_DEBOUNCE_MS);
    addEventListener('resize', on);
    return () => { removeEventListener('resize', on); on.cancel(); };
  }, [config]);
  return n;
}

const STILL = { handlers: {}, control: null };
const still = () => STILL;

export function Slider({ items, renderItem, itemKey = (x) => x.id, config = AUTO_SLIDER, useAutoplay = still, speed = SLIDE_SPEED_MS, label, className = 'slider--auto' }) {
  const perView = usePerView(config);
  const root = useRef(null);
  const track = useRef(null);
  const [edges, setEdges] = useState({ start: true, end: items.length <= perView });
  const scrollable = items.length > perView;

  const measure = useCallback(() => {
    const el = track.current;
    if (!el) return;
    setEdges({ start: el.scrollLeft <= 2, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 2 });
  }, []);
  useEffect(measure, [perView, items.length, measure]);

  // go scrolls so slide i is first, over `speed` ms; snapping is off while it animates
  const go = (i) => {
    const el = track.current;
    const slide = el?.children[Math.max(0, Math.min(items.length - 1, i))];
    if (!slide) return;
    const max = el.scrollWidth - el.clientWidth;
    const to = Math.min(max, slide.offsetLeft - el.firstElementChild.offsetLeft);
    el.classList.add('is-animating');
    animate(el.scrollLeft, to, speed, (x) => { el.scrollLeft = x; }, { instant: prefersReducedMotion() })
      .then(() => el.classList.remove('is-animating'));
  };
  const current = () => {
    const el = track.current;
    const first = el?.firstElementChild;
    if (!first) return 0;
    const step = (el.children[1]?.offsetLeft ?? first.offsetLeft + first.offsetWidth) - first.offsetLeft || 1;
    return Math.round(el.scrollLeft / step);
  };
  const page = (dir) => go(current() + dir * perView);
  const auto = useAutoplay(() => (edges.end ? go(0) : go(current() + 1)), scrollable, root);

  return (
    <div className={'slider ' + className} role="region" aria-roledescription="carousel" aria-label={label} {...auto.handlers} ref={root}>
      {auto.control}
      <div className="slider__track" ref={track} onScroll={measure}>
        {items.map((item, i) => (
          <div className="slider__slide" key={itemKey(item)} role="group" aria-roledescription="slide"
            aria-label={t('slide_n_of', { n: i + 1, count: items.length })}>
            {renderItem(item, i)}
          </div>
        ))}
      </div>
      {scrollable && (
        <>
          <button type="button" className="slider__arrow slider__arrow--prev" aria-label={t('previous')} disabled={edges.start} onClick={() => page(-1)}>
            <Icon name="left" />
          </button>
          <button type="button" className="slider__arrow slider__arrow--next" aria-label={t('next')} disabled={edges.end} onClick={() => page(1)}>
            <Icon name="right" />
          </button>
        </>
      )}
    </div>
  );
}
