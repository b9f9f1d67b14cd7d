// WholeCodes shows a product's title with its codes kept on one line (lib/codes.js) where the
// line is wide enough for them (.nobr); the text itself, as read aloud or copied, is unchanged.
import { codeParts } from '../lib/codes.js';

export function WholeCodes({ text }) {
  return codeParts(text).map((p, i) => (p.whole ? <span key={i} className="nobr">{p.text}</span> : p.text));
}
