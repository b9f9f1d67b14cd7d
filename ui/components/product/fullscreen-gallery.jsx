import '../../common.js';
// Fullscreen gallery (spec §2): the pictures over the page with arrows, a close button, the
// position (current/total) and 80 px thumbnails. → next, ← previous, Escape closes; a swipe
// left goes next, right previous; both ends wrap. The page does not scroll while it is open,
// a click on the backdrop closes it, focus stays inside and returns to the picture that
// opened it (useDialog).
import { useRef } from 'react';
import { createPortal } from 'react-dom';
import { t } from '../../lib/i18n.js';
import { step, swipeDirection, keyDirection } from '../../lib/gallery.js';
import { useDialog } from '../use-dialog.js';
import { Icon } from '../icon.jsx';

export default function FullscreenGallery({ open, images, index, onIndex, onClose, title }) {
  const ref = useRef(null);
  const touch = useRef(null);
  useDialog(open, onClose, ref);
  if (!open) return null;
  const n = images.length;
  const go = (dir) => onIndex((i) => step(i, n, dir));
  const onKeyDown = (e) => {
    const dir = keyDirection(e.key);
    if (!dir) return;
    e.preventDefault();
    go(dir);
  };
  const onTouchStart = (e) => {
    const p = e.changedTouches[0];
    touch.current = { x: p.clientX, y: p.clientY };
  };
  const onTouchEnd = (e) => {
    const p = e.changedTouches[0];
    const start = touch.current;
    touch.current = null;
    if (start) {
      const dir = swipeDirection(p.clientX - start.x, p.clientY - start.y);
      if (dir) go(dir);
    }
  };
  const onBackdrop = (e) => {
    if (e.target !== e.currentTarget) return;
    e.preventDefault(); // keeps focus where it is, so it can return to the opener
    onClose();
  };
  const img = images[index];
  return createPortal(
    <div className="fsg" role="dialog" aria-modal="true" aria-label={t('gallery_title', { title })} ref={ref} tabIndex={-1}
      onKeyDown={onKeyDown} onMouseDown={onBackdrop}>
      <p className="fsg__pos" aria-live="polite">{t('gallery_position', { n: index + 1, total: n })}</p>
      <button type="button" className="fsg__close icon-btn" data-dialog-close aria-label={t('gallery_close')} onClick={onClose}>
        <Icon name="close" />
      </button>
      <div className="fsg__stage" onMouseDown={onBackdrop} onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
        {n > 1 && (
          <button type="button" className="fsg__arrow fsg__arrow--prev" aria-label={t('previous')} onClick={() => go(-1)}>
            <Icon name="left" size={32} />
          </button>
        )}
        <img className="fsg__img" src={img.large.source} srcSet={img.large.webp || undefined} sizes="(max-width: 800px) 100vw, 800px" alt={t('gallery_picture', { title, n: index + 1 })} width={800} height={800} />
        {n > 1 && (
          <button type="button" className="fsg__arrow fsg__arrow--next" aria-label={t('next')} onClick={() => go(1)}>
            <Icon name="right" size={32} />
          </button>
        )}
      </div>
      {n > 1 && (
        <ul className="fsg__thumbs" onMouseDown={onBackdrop}>
          {images.map((im, i) => (
            <li key={im.small.source + i}>
              <button type="button" className="fsg__thumb" aria-current={i === index ? 'true' : undefined}
                aria-label={t('gallery_show', { n: i + 1 })} onClick={() => onIndex(i)}>
                <img src={im.small.source} alt="" width={80} height={80} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>,
    document.body,
  );
}
