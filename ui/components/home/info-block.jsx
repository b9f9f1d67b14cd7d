// The information block: one banner with a picture, a title, text and a link.
import { useId } from 'react';
import { t } from '../../lib/i18n.js';
import { Picture } from '../picture.jsx';
import { Icon } from '../icon.jsx';

export function InfoBlock({ banner }) {
  const id = useId();
  if (!banner) return null;
  return (
    <section className="container home-section" aria-labelledby={id}>
      <div className="info">
        <Picture image={banner.desktop_image} alt="" width={560} height={360} className="info__img" />
        <div className="info__body">
          <h2 id={id}>{banner.title}</h2>
          {banner.text ? <p>{banner.text}</p> : null}
          {banner.link ? <a className="btn btn--primary" href={banner.link}>{t('info_more')} <Icon name="arrow" size={18} /></a> : null}
        </div>
      </div>
    </section>
  );
}
