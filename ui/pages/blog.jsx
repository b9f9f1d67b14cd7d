import '../common.js';
// The blog: the articles newest first, with picture, date, title and teaser, a page at a time.
// The first row's pictures (three on a desktop) are the first screen's largest: fetched first.
import { t } from '../lib/i18n.js';
import { formatDate, isoDate } from '../lib/format.js';
import { navigate } from '../lib/page.js';
import { Breadcrumbs } from '../components/catalog/breadcrumbs.jsx';
import { Pagination } from '../components/catalog/pagination.jsx';
import { Picture } from '../components/picture.jsx';
import { links } from '../state/shared.js';

export default function Blog({ articles = [], meta, breadcrumbs }) {
  const blog = links.value.blog; // in the page's language: /blog, /en/blog
  const href = (n) => (n > 1 ? blog + '/page/' + n : blog);
  return (
    <div className="container content-page blog-page">
      <Breadcrumbs items={breadcrumbs} />
      <h1>{t('blog_title')}</h1>
      {articles.length ? null : <p>{t('blog_empty')}</p>}
      {articles.length ? <ul className="articles articles--blog">
        {articles.map((a, i) => (
          <li key={a.link}>
            <article className="article">
              <a href={a.link} className="article__media" tabIndex={-1} aria-hidden="true">
                <Picture image={a.image} alt="" width={400} height={250} loading="eager" fetchPriority={i < 3 ? 'high' : undefined} />
              </a>
              <div className="article__body">
                <time className="article__date" dateTime={isoDate(a.created_at)}>{formatDate(a.created_at)}</time>
                <h2 className="article__title"><a href={a.link}>{a.title}</a></h2>
                {a.short_description ? <p className="article__text">{a.short_description}</p> : null}
              </div>
            </article>
          </li>
        ))}
      </ul> : null}
      {meta ? <Pagination meta={meta} hrefFor={href} onPage={(n) => navigate(href(n))} /> : null}
    </div>
  );
}
