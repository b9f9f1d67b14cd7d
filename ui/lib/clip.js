// clip shortens text to at most max characters (whole code points), ending with an ellipsis
// when it had to cut, and preferring to cut at a word boundary near the end.
export function clip(text, max) {
  const chars = Array.from(text || '');
  if (chars.length <= max) return text || '';
  let cut = chars.slice(0, max - 1).join('');
  const space = cut.lastIndexOf(' ');
  if (space >= max * 0.75) cut = cut.slice(0, space);
  return cut.replace(/[\s.,;:!?-]+$/, '') + '…';
}
