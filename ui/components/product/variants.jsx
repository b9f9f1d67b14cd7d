// Variation thumbnails (spec §2): links to the product's siblings, four visible at a time. A
// variant is another page, so switching starts that page afresh (quantity 1, no e-mail typed).
import { Slider } from '../slider.jsx';
import { Picture } from '../picture.jsx';
import { t } from '../../lib/i18n.js';
import { VARIANT_SLIDER } from '../../lib/slider.js';

export function Variants({ variants }) {
  if (!variants?.length) return null;
  const current = variants.find((v) => v.current);
  return (
    <div className="variants">
      <p className="variants__label">{t('variants_label')}: <b>{current?.title}</b></p>
      <Slider items={variants} config={VARIANT_SLIDER} label={t('variants_label')} className="variants__slider"
        renderItem={(v) => (
          <a href={v.link} className={'variant' + (v.current ? ' is-current' : '')} aria-current={v.current ? 'page' : undefined} title={v.title}>
            <Picture image={v.icon} alt="" width={64} height={64} loading="eager" />
            <span className="variant__title">{v.title}</span>
          </a>
        )} />
    </div>
  );
}
