// Page scroll lock for menus and dialogs. Locks nest (a modal over the open menu), so the page
// scrolls again only when the last one is released. The scrollbar's width is padded back so
// the page does not shift sideways.
let count = 0;
let saved = null;

export function lockScroll(doc = globalThis.document) {
  const body = doc?.body;
  if (!body) return () => {};
  if (count++ === 0) {
    const gap = (doc.defaultView?.innerWidth || 0) - (doc.documentElement?.clientWidth || 0);
    saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    body.style.overflow = 'hidden';
    if (gap > 0) body.style.paddingRight = gap + 'px';
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--count === 0 && saved) {
      body.style.overflow = saved.overflow;
      body.style.paddingRight = saved.paddingRight;
      saved = null;
    }
  };
}

export const scrollLocked = () => count > 0;
