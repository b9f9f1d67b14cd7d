// The back office's first page: a greeting and what the member may open.
import { Link } from 'wouter';
import { t } from '../lib/i18n.js';
import { useStaff } from '../lib/staff.js';
import { visibleRoutes } from '../routes.js';
import { Checklist } from '../components/checklist.jsx';

export function Dashboard() {
  const { staff } = useStaff();
  const sections = visibleRoutes(staff.role).filter((r) => r.label && r.path !== '/');
  return (
    <section>
      <h1>{t('dashboard_title', { name: staff.name || staff.email })}</h1>
      <Checklist routes={visibleRoutes(staff.role)} />
      {sections.length ? (
        <ul className="admin-cards">
          {sections.map((r) => <li key={r.path}><Link href={r.path}>{t(r.label)}</Link></li>)}
        </ul>
      ) : null}
    </section>
  );
}
