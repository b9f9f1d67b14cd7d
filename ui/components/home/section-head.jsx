// A home section's heading row: title, optional subtitle and a "see all" link.
import { t } from '../../lib/i18n.js';
import { Icon } from '../icon.jsx';

export function SectionHead({ id, title, subtitle, link, linkText }) {
  return (
    <div className="section-head">
      <div>
        <h2 id={id} className="section-head__title">{title}</h2>
        {subtitle ? <p className="section-head__sub">{subtitle}</p> : null}
      </div>
      {link ? <a className="section-head__link" href={link}>{linkText || t('see_all')} <Icon name="arrow" size={16} /></a> : null}
    </div>
  );
}
