// The category's short description: cut at 500 characters and clamped to 3 lines until
// "read more", then shown whole within 10 lines.
import { useLayoutEffect, useRef, useState } from 'react';
import { t } from '../../lib/i18n.js';
import { clip } from '../../lib/clip.js';

const MAX = 500;

export function Description({ text }) {
  const [open, setOpen] = useState(false);
  const [overflows, setOverflows] = useState(false);
  const box = useRef(null);
  useLayoutEffect(() => {
    const el = box.current;
    if (el && !open) setOverflows(el.scrollHeight > el.clientHeight + 1);
  }, [text, open]);
  if (!text) return null;
  const cut = clip(text, MAX);
  const more = open || overflows || cut !== text;
  return (
    <section className="cat-desc">
      <p ref={box} className={'cat-desc__text' + (open ? ' cat-desc__text--open' : '')}>{open ? text : cut}</p>
      {more && (
        <button type="button" className="link-button" aria-expanded={open} onClick={() => setOpen(!open)}>
          {t(open ? 'read_less' : 'read_more')}
        </button>
      )}
    </section>
  );
}
