// The newest blog articles as cards: picture, date, title, teaser.
import { useId } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { t } from '../../lib/i18n.js';
import { formatDate, isoDate } from '../../lib/format.js';
import { links } from '../../state/shared.js';
import { Picture } from '../picture.jsx';
import { SectionHead } from './section-head.jsx';

export function BlogArticles({ articles }) {
  useSignals();
  const id = useId();
  if (!articles?.length) return null;
  const linked = !!links.value.blog; // an article links to its page once the blog exists
  return (
    <section className="container home-section" aria-labelledby={id}>
      <SectionHead id={id} title={t('blog')} link={links.value.blog} linkText={t('view_all_articles')} />
      <ul className="articles">
        {articles.map((a) => (
          <li key={a.link}>
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
          </li>
        ))}
      </ul>
    </section>
  );
}
