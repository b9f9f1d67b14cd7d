// A stored text (an article's body, an information page) as elements: paragraphs, headings
// with anchors, lists. A plain text is never taken as HTML; a body the back office saved is
// HTML (html set), which the server cleaned by one policy (package richtext: no scripts,
// styles, event handlers, pictures only from /media) on save and again on the way out. lang
// marks a text shown in another language than the page's (a translation missing: the shop's
// default language).
import { textBlocks, headingId } from '../../lib/text-blocks.js';

export function TextBody({ text, html = false, className = 'text-body', lang }) {
  if (html) return <div className={className} lang={lang} dangerouslySetInnerHTML={{ __html: text }} />;
  return (
    <div className={className} lang={lang}>
      {textBlocks(text).map((b, i) => {
        if (b.type === 'h2') return <h2 key={i} id={headingId(b.text)}>{b.text}</h2>;
        if (b.type === 'ul') return <ul key={i}>{b.items.map((x, j) => <li key={j}>{x}</li>)}</ul>;
        return <p key={i}>{b.text}</p>;
      })}
    </div>
  );
}
