// The accountant's export (owners): a CSV of the orders of a range of days, one row per day
// and VAT rate or one per order, downloaded from GET /api/admin/orders/export.csv. The link
// is made from the form as it stands; the server checks the range (at most 366 days). Below
// it, the One-Stop Shop's quarterly report (GET /api/admin/orders/oss.csv).
import { useState } from 'react';
import { t } from '../lib/i18n.js';
import { exportHref, monthRange } from '../lib/order-money.js';
import { ossHref, lastQuarter } from '../lib/oss.js';
import { Field } from '../components/field.jsx';
import { SelectField } from '../components/select-field.jsx';

export function AccountingPage() {
  const [form, setForm] = useState(() => ({ ...monthRange(), shape: 'days' }));
  const edit = (e) => setForm((f) => ({ ...f, [e.target.name]: e.target.value }));
  const [oss, setOSS] = useState(lastQuarter);
  const editOSS = (e) => setOSS((q) => ({ ...q, [e.target.name]: e.target.value }));
  return (
    <section className="acc-page">
      <h1>{t('acc_title')}</h1>
      <p>{t('acc_intro')}</p>
      <div className="admin-card">
        <div className="admin-grid">
          <Field name="from" label={t('acc_from')} type="date" value={form.from} onChange={edit} />
          <Field name="to" label={t('acc_to')} type="date" value={form.to} onChange={edit} />
          <SelectField name="shape" label={t('acc_shape')} value={form.shape} onChange={edit}
            options={[['days', t('acc_shape_days')], ['orders', t('acc_shape_orders')]]} />
        </div>
        <div className="admin-actions">
          <a className="btn btn--primary" href={exportHref(form.from, form.to, form.shape)} download>{t('acc_download')}</a>
        </div>
      </div>
      <h2>{t('oss_title')}</h2>
      <p>{t('oss_intro')}</p>
      <div className="admin-card">
        <div className="admin-grid">
          <Field name="year" label={t('oss_year')} type="number" min="2021" max="9999" value={oss.year} onChange={editOSS} />
          <SelectField name="quarter" label={t('oss_quarter')} value={String(oss.quarter)} onChange={editOSS}
            options={[['1', 'Q1'], ['2', 'Q2'], ['3', 'Q3'], ['4', 'Q4']]} />
        </div>
        <div className="admin-actions">
          <a className="btn btn--primary" href={ossHref(oss.year, oss.quarter)} download>{t('oss_download')}</a>
        </div>
      </div>
    </section>
  );
}
