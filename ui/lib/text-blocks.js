// The blocks of a stored text (blog article bodies, information pages): paragraphs are
// separated by blank lines, a line starting "## " is a heading and lines starting "- " make a
// list. Pages render the blocks as elements, so no stored text is ever taken as HTML.
export function textBlocks(text) {
  const blocks = [];
  let para = [];
  const flush = () => {
    if (para.length) blocks.push({ type: 'p', text: para.join(' ') });
    para = [];
  };
  for (const raw of String(text || '').replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (!line) {
      flush();
    } else if (line.startsWith('## ')) {
      flush();
      blocks.push({ type: 'h2', text: line.slice(3).trim() });
    } else if (line.startsWith('- ')) {
      flush();
      const last = blocks[blocks.length - 1];
      if (last?.type === 'ul' && !last.closed) last.items.push(line.slice(2).trim());
      else blocks.push({ type: 'ul', items: [line.slice(2).trim()] });
    } else {
      const last = blocks[blocks.length - 1];
      if (last?.type === 'ul' && !para.length) last.closed = true;
      para.push(line);
    }
  }
  flush();
  return blocks.map(({ closed, ...b }) => b); // eslint-disable-line no-unused-vars
}

// headingId makes an anchor for a heading: its words in lower case joined by dashes, so a
// link can point at a section (/info/returns#refunds).
export function headingId(text) {
  return String(text).toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '');
}
