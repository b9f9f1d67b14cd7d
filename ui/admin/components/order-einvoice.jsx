// A business's order's e-invoices on the back office's order page (GET /api/admin/orders/:id/
// e-invoices): the Peppol UBL invoice and a credit note per refund that is done, each a file
// to download for the buyer's accountant. A private person's order has none and shows
// nothing. It loads again whenever the order page reloads its order (a refund just made).
import { useEffect, useState } from 'react';
import { adminGet } from '../lib/api.js';
import { t } from '../lib/i18n.js';

export function OrderEInvoices({ order }) {
  const [links, setLinks] = useState(null);
  const [message, setMessage] = useState('');
  useEffect(() => {
    adminGet(`/orders/${order.id}/e-invoices`).then((l) => { setLinks(l); setMessage(''); }, (err) => setMessage(err.message));
  }, [order]);
  if (message) return <p className="admin-alert" role="alert">{message}</p>;
  if (!links?.invoice) return null;
  return (
    <section className="ei-panel" aria-labelledby="ei-title">
      <h2 id="ei-title">{t('ei_title')}</h2>
      <ul className="ei-links">
        <li><a href={links.invoice} download>{t('ei_invoice')}</a></li>
        {links.credit_notes.map((c) => (
          <li key={c.refund_id}><a href={c.link} download>{t('ei_credit_note', { number: c.number })}</a></li>
        ))}
      </ul>
    </section>
  );
}
