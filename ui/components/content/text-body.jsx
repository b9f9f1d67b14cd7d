// A stored text (an article's body, an information page) as elements: paragraphs, headings
// with anchors, lists. Nothing in it is taken as HTML. lang marks a text shown in another
// language than the page's (a translation missing: the shop's default language).
import { textBlocks, headingId } from '../../lib/text-blocks.js';

export function TextBody({ text, className = 'text-body', lang }) {
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
