// The company block of the contact page: who runs the shop and how to reach it, the opening
// hours, the bank account and the terms. The server leaves out what the shop variant hides
// (spec §1: the second phone, the actual address, the picture); the terms links follow the
// variant here as in the footer.
import { useSignals } from '@preact/signals-react/runtime';
import { t } from '../../lib/i18n.js';
import { links, shop } from '../../state/shared.js';
import { Picture } from '../picture.jsx';

const tel = (phone) => 'tel:' + phone.replace(/[^+\d]/g, '');

function Row({ label, children }) {
  if (!children) return null;
  return <div className="company__row"><dt>{label}</dt><dd>{children}</dd></div>;
}

export function CompanyInfo({ company: co, bank }) {
  useSignals();
  const l = links.value;
  const terms = shop.value.only_second_terms ? [[l.terms_2, t('footer_terms_2')]]
    : [[l.terms, t('footer_terms')], [l.terms_2, t('footer_terms_2')]];
  return (
    <section className="company" aria-labelledby="company-title">
      {co.image ? <Picture image={{ source: co.image }} alt={t('contact_image_alt', { company: co.name })} width={600} height={400} className="company__image" loading="eager" /> : null}
      <h2 id="company-title" className="company__name">{co.name}</h2>
      <dl className="company__list">
        <Row label={t('contact_phone')}>{co.phone ? <a href={tel(co.phone)}>{co.phone}</a> : null}</Row>
        <Row label={t('contact_phone_2')}>{co.phone_2 ? <a href={tel(co.phone_2)}>{co.phone_2}</a> : null}</Row>
        <Row label={t('checkout_email')}>{co.email ? <a href={'mailto:' + co.email}>{co.email}</a> : null}</Row>
        <Row label={t('contact_shop_address')}>{co.shop_address}</Row>
        <Row label={t('contact_legal_address')}>{co.legal_address}</Row>
        <Row label={t('contact_reg_number')}>{co.reg_number}</Row>
        <Row label={t('contact_vat_number')}>{co.vat_number}</Row>
        <Row label={t('contact_bank')}>{bank?.iban ? <>{bank.beneficiary}<br />{bank.iban}<br />{[bank.name, bank.bic].filter(Boolean).join(', ')}</> : null}</Row>
      </dl>
      {co.opening_hours?.length ? (
        <>
          <h3 className="company__subtitle">{t('contact_opening_hours')}</h3>
          <dl className="company__hours">
            {co.opening_hours.map((h) => (
              <div key={h.days} className="company__row"><dt>{t('hours_' + h.days)}</dt><dd>{h.time || t('hours_closed')}</dd></div>
            ))}
          </dl>
        </>
      ) : null}
      <ul className="company__terms">
        {terms.filter(([href]) => href).map(([href, label]) => <li key={href}><a href={href}>{label}</a></li>)}
      </ul>
    </section>
  );
}
