// One of the home page's automatic product sliders (featured, popular, new, discount,
// recommended): "automatic" as the spec names them for filling themselves, not for moving,
// which they do only when the shopper asks (five sliders advancing every 2 s left a throttled
// phone no idle moment). It loads itself from /api/slider/{type}, shows a skeleton meanwhile
// (the server renders it too) or, back on the home page, its last answer, and hides when the
// slider is switched off or has no products. view_item_list is reported once, when the slider
// first comes into view; select_item when a product in it is opened.
import { useEffect, useId, useRef, useState } from 'react';
import { get } from '../../lib/api.js';
import { endpoints } from '../../lib/endpoints.js';
import { viewItemList, selectItem } from '../../lib/analytics.js';
import { AUTO_SLIDER } from '../../lib/slider.js';
import { Slider } from '../slider.jsx';
import { ProductCard } from '../product-card.jsx';
import { SectionHead } from './section-head.jsx';

// answers keeps each slider's last answer, so a return to the home page (back) shows its sliders
// at once, at the height the shopper left them, and the scroll lands where it was, while a
// fresh answer is asked for. The first page's render has none: it matches the server's. The
// type is key enough: a document speaks one language, as the language switch loads a new one.
const answers = new Map();

function useSlider(type) {
  const [state, setState] = useState(() => (answers.has(type) ? { loading: false, slider: answers.get(type) } : { loading: true, slider: null }));
  useEffect(() => {
    const ctrl = new AbortController();
    get(endpoints.slider(type), { signal: ctrl.signal, toast: false })
      .then((d) => {
        answers.set(type, d.slider);
        setState({ loading: false, slider: d.slider });
      })
      .catch((e) => {
        if (e.name === 'AbortError') return;
        console.error(`slider ${type}:`, e.message);
        setState({ loading: false, slider: null });
      });
    return () => ctrl.abort();
  }, [type]);
  return state;
}

function useSeen(ref, onSeen, ready) {
  const fired = useRef(false);
  useEffect(() => {
    if (!ready || fired.current || !ref.current) return undefined;
    const obs = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      fired.current = true;
      obs.disconnect();
      onSeen();
    }, { threshold: 0.3 });
    obs.observe(ref.current);
    return () => obs.disconnect();
  }, [ready]);
}

// Skeleton is a loaded slider's frame (heading and subtitle, one screen of full product cards)
// with shimmering blocks for the words, so the page keeps its height when the products come.
// The slider's CSS decides how many cards a screen holds.
function Skeleton() {
  const line = <span className="skel skel--line">&nbsp;</span>;
  return (
    <section className="home-section container slider-section" aria-busy="true">
      <div aria-hidden="true">
        <div className="section-head">
          <div>
            <h2 className="section-head__title">{line}</h2>
            <p className="section-head__sub">{line}</p>
          </div>
        </div>
        <div className="slider slider--auto">
          <div className="slider__track">
            {Array.from({ length: AUTO_SLIDER.slides }, (_, i) => (
              <div className="slider__slide" key={i}>
                <div className="pcard">
                  <div className="pcard__media skel" />
                  <div className="pcard__body">
                    <p className="pcard__brand">{line}</p>
                    <h3 className="pcard__title">{line}</h3>
                    <p className="stock">{line}</p>
                    <div className="pcard__price"><span className="price">{line}</span><span className="pcard__vat">{line}</span></div>
                  </div>
                </div>
              </div>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}

// firstScreen: the slider reaches the first screen (the home's first on a phone), so its pictures load at once.
export function AutoSlider({ type, firstScreen = false }) {
  const { loading, slider } = useSlider(type);
  const ref = useRef(null);
  const headingId = useId();
  const products = slider?.products || [];
  const shown = !!slider?.is_active && products.length > 0;
  const listName = slider?.title || type;
  useSeen(ref, () => viewItemList(products, listName), shown);

  if (loading) return <Skeleton />;
  if (!shown) return null;
  const onClick = (e) => {
    const a = e.target.closest('a[href]');
    const p = a && products.find((x) => x.link === a.getAttribute('href'));
    if (p) selectItem(p, listName);
  };
  return (
    <section className={'home-section container slider-section slider-section--' + type} ref={ref} aria-labelledby={headingId} onClickCapture={onClick}>
      <SectionHead id={headingId} title={slider.title} subtitle={slider.sub_title} link={slider.link} />
      <Slider items={products} label={slider.title} config={AUTO_SLIDER}
        renderItem={(p) => <ProductCard product={p} eager={firstScreen} />} />
    </section>
  );
}
