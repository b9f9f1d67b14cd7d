// The product's pictures: the stage (the largest picture of the page, so it loads first) and
// thumbnails; the stage opens the fullscreen gallery at the picture shown (its code loads on
// the first click).
import { useState } from 'react';
import { t } from '../../lib/i18n.js';
import { Picture } from '../picture.jsx';
import { Icon } from '../icon.jsx';
import { useOnDemand } from '../on-demand.jsx';

export function Gallery({ images, title }) {
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  const FullscreenGallery = useOnDemand(open, () => import('./fullscreen-gallery.jsx'));
  if (!images.length) return <div className="pgallery"><Picture image={null} alt={title} width={600} height={600} /></div>;
  return (
    <div className="pgallery">
      <button type="button" className="pgallery__stage" aria-label={t('gallery_open', { n: index + 1, total: images.length })}
        onClick={() => setOpen(true)}>
        <Picture image={images[index].large} alt={title} width={600} height={600} loading="eager" fetchPriority="high" />
        <span className="pgallery__zoom" aria-hidden="true"><Icon name="zoom" size={20} /></span>
      </button>
      {images.length > 1 && (
        <ul className="pgallery__thumbs">
          {images.map((img, i) => (
            <li key={img.small.source + i}>
              <button type="button" className="pgallery__thumb" aria-current={i === index ? 'true' : undefined}
                aria-label={t('gallery_show', { n: i + 1 })} onClick={() => setIndex(i)}>
                <Picture image={img.small} alt="" width={80} height={80} loading="eager" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {FullscreenGallery && <FullscreenGallery open={open} images={images} index={index} onIndex={setIndex} onClose={() => setOpen(false)} title={title} />}
    </div>
  );
}
