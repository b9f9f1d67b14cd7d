// Bank payments (owners): a bank-transfer order marked paid by the RF reference and amount on
// the bank statement (POST /api/admin/bank-payments) — one typed in, or many found in pasted
// statement lines, each marked on its own. The shopper is mailed that the payment arrived.
import { useState } from 'react';
import { adminSend } from '../lib/api.js';
import { t } from '../lib/i18n.js';
import { bankPaymentBody, statementPayments } from '../lib/order-money.js';
import { Field } from '../components/field.jsx';

async function markPaid(reference, amount) {
  const res = await adminSend('POST', '/bank-payments', bankPaymentBody(reference, amount));
  return t('bp_done', { number: res.number });
}

export function BankPaymentsPage() {
  return (
    <section className="bp-page">
      <h1>{t('bp_title')}</h1>
      <p>{t('bp_intro')}</p>
      <OnePayment />
      <Statement />
    </section>
  );
}

function OnePayment() {
  const [form, setForm] = useState({ reference: '', amount: '' });
  const [errors, setErrors] = useState({});
  const [status, setStatus] = useState({ kind: '', text: '' });
  const [busy, setBusy] = useState(false);
  const edit = (e) => setForm((f) => ({ ...f, [e.target.name]: e.target.value }));
  const submit = async (e) => {
    e.preventDefault();
    setBusy(true);
    try {
      setStatus({ kind: 'ok', text: await markPaid(form.reference, form.amount) });
      setErrors({});
      setForm({ reference: '', amount: '' });
    } catch (err) {
      setErrors(err.errors || {});
      setStatus({ kind: 'error', text: err.message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="admin-card" onSubmit={submit} noValidate aria-labelledby="bp-one">
      <h2 id="bp-one" className="admin-card-title">{t('bp_one')}</h2>
      <div className="admin-grid">
        <Field name="reference" label={t('bp_reference')} value={form.reference} onChange={edit} errors={errors} autoComplete="off" spellCheck={false} />
        <Field name="amount" label={t('bp_amount')} inputMode="decimal" value={form.amount} onChange={edit} errors={errors} autoComplete="off" />
      </div>
      {status.text ? <p className={status.kind === 'ok' ? 'admin-ok' : 'admin-alert'} role={status.kind === 'ok' ? 'status' : 'alert'}>{status.text}</p> : null}
      <div className="admin-actions"><button className="btn btn--primary" type="submit" disabled={busy}>{t('bp_submit')}</button></div>
    </form>
  );
}

function Statement() {
  const [text, setText] = useState('');
  const [found, setFound] = useState(null);
  const [results, setResults] = useState({});
  const find = (e) => {
    e.preventDefault();
    setFound(statementPayments(text));
    setResults({});
  };
  const mark = async (i, p) => {
    setResults((r) => ({ ...r, [i]: { busy: true, text: '…' } }));
    try {
      const done = await markPaid(p.reference, p.amount);
      setResults((r) => ({ ...r, [i]: { ok: true, text: done } }));
    } catch (err) {
      const fields = Object.values(err.errors || {}).flat().join(' ');
      setResults((r) => ({ ...r, [i]: { ok: false, text: fields || err.message } }));
    }
  };
  return (
    <div className="admin-card">
      <form onSubmit={find} aria-labelledby="bp-statement">
        <h2 id="bp-statement" className="admin-card-title">{t('bp_statement')}</h2>
        <Field as="textarea" name="statement" label={t('bp_statement')} hint={t('bp_statement_hint')} rows={6} value={text}
          onChange={(e) => setText(e.target.value)} spellCheck={false} />
        <div className="admin-actions"><button className="btn btn--ghost" type="submit">{t('bp_find')}</button></div>
      </form>
      {found && !found.length ? <p className="admin-empty" role="status">{t('bp_none_found')}</p> : null}
      {found && found.length ? (
        <div className="admin-table-wrap" role="region" tabIndex={0} aria-label={t('bp_found')}>
          <table className="admin-table">
            <caption>{t('bp_found')}</caption>
            <thead><tr><th scope="col">{t('bp_reference')}</th><th scope="col">{t('bp_amount')}</th><th scope="col">{t('bp_col_result')}</th></tr></thead>
            <tbody>
              {found.map((p, i) => (
                <tr key={i}>
                  <td><code>{p.reference}</code></td>
                  <td>{p.amount}</td>
                  <td aria-live="polite">
                    {results[i]
                      ? <span className={results[i].ok ? 'admin-ok' : results[i].busy ? '' : 'admin-alert'}>{results[i].text}</span>
                      : <button type="button" className="btn btn--ghost" onClick={() => mark(i, p)} aria-label={t('bp_mark_one', { reference: p.reference })}>{t('bp_submit')}</button>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
