// The home banner gallery, the one product-free slider that moves by itself: slides cross-fade
// (600 ms) every 3 s while it is on screen, with arrows that wrap, dots, and a pause button
// (WCAG 2.2.2); autoplay also pauses on hover and focus and never starts for reduced motion.
// Each banner shows its phone picture below 768 px and its desktop picture above.
import { useRef, useState } from 'react';
import { t } from '../lib/i18n.js';
import { GALLERY_AUTOPLAY_MS, SLIDE_SPEED_MS, nextIndex } from '../lib/slider.js';
import { useAutoplay, PauseButton } from './autoplay.jsx';
import { Icon } from './icon.jsx';

function BannerPicture({ banner, eager }) {
  const d = banner.desktop_image || {};
  const m = banner.mobile_image || {};
  return (
    <picture className="gallery__picture">
      {m.webp ? <source media="(max-width: 767px)" srcSet={m.webp} type="image/webp" /> : null}
      {m.source ? <source media="(max-width: 767px)" srcSet={m.source} /> : null}
      {d.webp ? <source srcSet={d.webp} type="image/webp" /> : null}
      <img src={d.source || m.source} alt="" width="1200" height="400" loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined} decoding="async" />
    </picture>
  );
}

export function BannerGallery({ banners, autoplay = GALLERY_AUTOPLAY_MS, speed = SLIDE_SPEED_MS }) {
  const [index, setIndex] = useState(0);
  const ref = useRef(null);
  const n = banners.length;
  const step = (dir) => setIndex((i) => nextIndex(i, n, dir, true));
  const auto = useAutoplay(autoplay, () => step(1), n > 1, ref);
  if (!n) return null;
  return (
    <section className="gallery" role="region" aria-roledescription="carousel" aria-label={t('gallery_label')} {...auto.handlers} ref={ref}
      style={{ '--fade-ms': speed + 'ms' }}>
      <div className="gallery__slides">
        {banners.map((b, i) => (
          <div key={b.id ?? i} className={'gallery__slide' + (i === index ? ' is-active' : '')}
            aria-hidden={i !== index} inert={i !== index} role="group" aria-roledescription="slide"
            aria-label={t('slide_n_of', { n: i + 1, count: n })}>
            <a href={b.link} className="gallery__link">
              <BannerPicture banner={b} eager={i === 0} />
              {(b.title || b.text) && (
                <span className="gallery__caption">
                  {b.title ? <strong className="gallery__title">{b.title}</strong> : null}
                  {b.text ? <span className="gallery__text">{b.text}</span> : null}
                  <span className="gallery__cta">{t('info_more')} <Icon name="arrow" size={18} /></span>
                </span>
              )}
            </a>
          </div>
        ))}
      </div>
      {n > 1 && (
        <>
          <button type="button" className="slider__arrow slider__arrow--prev" aria-label={t('previous')} onClick={() => step(-1)}><Icon name="left" /></button>
          <button type="button" className="slider__arrow slider__arrow--next" aria-label={t('next')} onClick={() => step(1)}><Icon name="right" /></button>
          <div className="gallery__controls">
            <PauseButton auto={auto} className="gallery__pause" />
            <ol className="gallery__dots">
              {banners.map((b, i) => (
                <li key={b.id ?? i}>
                  <button type="button" className="gallery__dot" aria-label={t('slide_n_of', { n: i + 1, count: n })}
                    aria-current={i === index ? 'true' : undefined} onClick={() => setIndex(i)} />
                </li>
              ))}
            </ol>
          </div>
        </>
      )}
    </section>
  );
}
