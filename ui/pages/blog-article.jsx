import '../common.js';
// A blog article: its title, date, picture and body.
import { useSignals } from '@preact/signals-react/runtime';
import { t } from '../lib/i18n.js';
import { formatDate, isoDate } from '../lib/format.js';
import { links } from '../state/shared.js';
import { Breadcrumbs } from '../components/catalog/breadcrumbs.jsx';
import { Picture } from '../components/picture.jsx';
import { TextBody } from '../components/content/text-body.jsx';

export default function BlogArticle({ article: a, breadcrumbs }) {
  useSignals();
  return (
    <div className="container content-page article-page">
      <Breadcrumbs items={breadcrumbs} />
      <article className="post">
        <header className="post__head">
          <time className="post__date" dateTime={isoDate(a.created_at)}>{formatDate(a.created_at)}</time>
          <h1>{a.title}</h1>
          {a.short_description ? <p className="post__lead">{a.short_description}</p> : null}
        </header>
        <Picture image={a.image} alt="" width={960} height={540} className="post__image" loading="eager" fetchPriority="high" />
        <TextBody text={a.body} html={a.body_html} className="text-body post__body" lang={a.lang} />
      </article>
      {links.value.blog ? <p className="post__back"><a href={links.value.blog}>← {t('blog_all_articles')}</a></p> : null}
    </div>
  );
}
