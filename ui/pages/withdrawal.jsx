import '../common.js';
// Withdraw from a contract (Consumer Rights Directive Art. 11a): the footer's "Withdraw from
// contract here" on every page and each order's page lead here. No sign-in and no reason:
// the name, the e-mail and the order's number find the order; the second step lists its lines
// (ticking some withdraws from those alone), shows the statement and sends it with "Confirm
// withdrawal"; the last says when it was received and that the acknowledgement was mailed.
import { useEffect, useRef, useState } from 'react';
import { post } from '../lib/api.js';
import { endpoints } from '../lib/endpoints.js';
import { t } from '../lib/i18n.js';
import { chosenLines, isWhole, toggled, withdrawalPayload } from '../lib/withdrawal.js';
import { Breadcrumbs } from '../components/catalog/breadcrumbs.jsx';
import { TextField } from '../components/field.jsx';

export default function Withdrawal({ number = '', breadcrumbs }) {
  const [form, setForm] = useState({ name: '', email: '', number });
  const [errors, setErrors] = useState({});
  const [busy, setBusy] = useState(false);
  const [order, setOrder] = useState(null); // the order found: step two
  const [ticked, setTicked] = useState(() => new Set());
  const [done, setDone] = useState(null); // the withdrawal kept: the last step
  const heading = useRef(null);
  const step = done ? 'done' : order ? 'confirm' : 'form';
  const first = useRef(true);
  // A new step takes the focus to its heading, so a screen reader hears where the form went.
  useEffect(() => {
    if (first.current) { first.current = false; return; }
    heading.current?.focus();
  }, [step]);

  const edit = (name, value) => {
    setForm((f) => ({ ...f, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };
  const find = async (e) => {
    e.preventDefault();
    setBusy(true);
    try {
      const res = await post(endpoints.withdrawalOrder, { name: form.name, email: form.email, number: form.number }, { toast: false });
      setTicked(new Set());
      setOrder(res.order);
    } catch (err) {
      setErrors(err.status === 422 ? err.errors : { number: [err.message] });
    } finally {
      setBusy(false);
    }
  };
  const confirm = async () => {
    setBusy(true);
    try {
      const res = await post(endpoints.withdrawal, withdrawalPayload(form, order.lines, ticked), { toast: false });
      setDone(res.withdrawal);
    } catch (err) {
      setOrder(null); // back to the fields, with the server's word on them
      setErrors(err.status === 422 ? err.errors : { number: [err.message] });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="container order-page withdrawal-page">
      <Breadcrumbs items={breadcrumbs} />
      <h1>{t('withdrawal_title')}</h1>
      {step === 'form' ? (
        <>
          <p className="order-page__lead" id="withdrawal-lead">{t('withdrawal_lead')}</p>
          <form className="checkout-block withdrawal-form" noValidate onSubmit={find} aria-describedby="withdrawal-lead">
            <TextField name="name" label={t('withdrawal_name')} value={form.name} onChange={edit} errors={errors} autoComplete="name" maxLength={100} />
            <TextField name="email" label={t('checkout_email')} value={form.email} onChange={edit} errors={errors} type="email" autoComplete="email" />
            <TextField name="number" label={t('lookup_number')} value={form.number} onChange={edit} errors={errors} autoComplete="off" maxLength={32} />
            <button type="submit" className="btn btn--primary" disabled={busy}>{t('withdrawal_continue')}</button>
          </form>
        </>
      ) : null}
      {step === 'confirm' ? (
        <section className="checkout-block withdrawal-confirm" aria-labelledby="withdrawal-step">
          <h2 id="withdrawal-step" ref={heading} tabIndex={-1}>{t('withdrawal_statement_title')}</h2>
          {order.deadline ? <p>{t('withdrawal_deadline', { date: order.deadline })}</p> : null}
          <fieldset className="withdrawal-lines">
            <legend>{t('withdrawal_lines_title')}</legend>
            <p className="field__hint">{t('withdrawal_lines_hint')}</p>
            {order.lines.map((l) => (
              <label key={l.id} className="check">
                <input type="checkbox" checked={ticked.has(l.id)} onChange={() => setTicked((s) => toggled(s, l.id))} />
                <span>{l.quantity} × {l.title}</span>
              </label>
            ))}
          </fieldset>
          <Statement number={order.number} whole={isWhole(order.lines, ticked)} lines={chosenLines(order.lines, ticked)}
            name={form.name.trim()} email={form.email.trim()} />
          <div className="withdrawal-actions">
            <button type="button" className="btn btn--ghost" onClick={() => setOrder(null)} disabled={busy}>{t('withdrawal_back')}</button>
            <button type="button" className="btn btn--primary" onClick={confirm} disabled={busy}>{t('withdrawal_confirm')}</button>
          </div>
        </section>
      ) : null}
      {step === 'done' ? (
        <section className="checkout-block withdrawal-done" aria-labelledby="withdrawal-step" role="status">
          <h2 id="withdrawal-step" ref={heading} tabIndex={-1}>{t('withdrawal_done_title')}</h2>
          <p>{t('withdrawal_done_text', { at: done.at, email: done.email })}</p>
          <Statement number={done.number} whole={done.whole} lines={done.lines} name={done.name} email={done.email} />
        </section>
      ) : null}
    </div>
  );
}

// Statement is the withdrawal's words, as its mail repeats them.
function Statement({ number, whole, lines, name, email }) {
  return (
    <div className="withdrawal-statement">
      <p>{t('withdrawal_statement', { number })}</p>
      {whole ? <p>{t('withdrawal_whole_order')}</p> : null}
      <ul>{lines.map((l) => <li key={l.id}>{l.quantity} × {l.title}{l.code ? ` (${l.code})` : ''}</li>)}</ul>
      <p>{t('withdrawal_name')}: {name}<br />{t('checkout_email')}: {email}</p>
    </div>
  );
}
