// The newest blog articles as cards (picture, date, title, teaser) in the spec's landing slider
// (§9: 4 at a time, 3 below 1200 px, 2 below 880, 1 below 480; it advances every 3 s while it
// is on screen, with a pause button, and not at all for reduced motion).
import { useId } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { t } from '../../lib/i18n.js';
import { formatDate, isoDate } from '../../lib/format.js';
import { LANDING_SLIDER, LANDING_SLIDER_AUTOPLAY_MS } from '../../lib/slider.js';
import { links } from '../../state/shared.js';
import { Picture } from '../picture.jsx';
import { Slider } from '../slider.jsx';
import { autoplayEvery } from '../autoplay.jsx';
import { SectionHead } from './section-head.jsx';

const useLandingAutoplay = autoplayEvery(LANDING_SLIDER_AUTOPLAY_MS);

export function BlogArticles({ articles }) {
  useSignals();
  const id = useId();
  if (!articles?.length) return null;
  const linked = !!links.value.blog; // an article links to its page once the blog exists
  return (
    <section className="container home-section" aria-labelledby={id}>
      <SectionHead id={id} title={t('blog')} link={links.value.blog} linkText={t('view_all_articles')} />
      <Slider items={articles} itemKey={(a) => a.link} label={t('blog')} config={LANDING_SLIDER} className="slider--landing"
        useAutoplay={useLandingAutoplay} renderItem={(a) => (
          <article className="article">
            {linked ? (
              <a href={a.link} className="article__media" tabIndex={-1} aria-hidden="true">
                <Picture image={a.image} alt="" width={400} height={225} />
              </a>
            ) : <div className="article__media"><Picture image={a.image} alt="" width={400} height={225} /></div>}
            <div className="article__body">
              <time className="article__date" dateTime={isoDate(a.created_at)}>{formatDate(a.created_at)}</time>
              <h3 className="article__title">{linked ? <a href={a.link}>{a.title}</a> : a.title}</h3>
              {a.short_description ? <p className="article__text">{a.short_description}</p> : null}
            </div>
          </article>
        )} />
    </section>
  );
}
