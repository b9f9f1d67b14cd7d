import '../common.js';
// The contact page (spec §2 Contact): the company with the shop variant's rules, the contact
// form and the team.
import { t } from '../lib/i18n.js';
import { Breadcrumbs } from '../components/catalog/breadcrumbs.jsx';
import { CompanyInfo } from '../components/content/company-info.jsx';
import { ContactForm } from '../components/content/contact-form.jsx';
import { TeamMembers } from '../components/content/team-members.jsx';

export default function Contact({ company, bank, team_members: team, action, breadcrumbs }) {
  return (
    <div className="container content-page contact-page">
      <Breadcrumbs items={breadcrumbs} />
      <h1>{t('contact_title')}</h1>
      <div className="contact-page__grid">
        <CompanyInfo company={company} bank={bank} />
        <ContactForm action={action} />
      </div>
      <TeamMembers members={team} />
    </div>
  );
}
