// A b2b shopper's company as registered: shown, not editable (spec §5: company fields and the
// profile's bank are read-only).
import { t } from '../../lib/i18n.js';

export function CompanyDetails({ company: c }) {
  const rows = [
    [t('checkout_company_name'), c.name], [t('checkout_company_reg_num'), c.reg_num], [t('checkout_company_vat_num'), c.vat_num],
    [t('checkout_address'), [c.address, c.zip, c.city].filter(Boolean).join(', ')], [t('profile_bank'), c.bank?.name],
    [t('profile_account_number'), c.acc_num],
  ];
  return (
    <section className="profile-company" aria-labelledby="profile-company">
      <h3 id="profile-company" className="checkout-company__title">{t('checkout_company_details')}</h3>
      <dl className="profile-dl">
        {rows.filter(([, v]) => v).map(([k, v]) => <div key={k}><dt>{k}</dt><dd>{v}</dd></div>)}
      </dl>
      <p className="profile-note">{t('profile_company_note')}</p>
    </section>
  );
}
