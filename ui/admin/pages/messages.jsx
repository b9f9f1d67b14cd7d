// Contact messages (GET /api/admin/messages, /messages/:id), for staff and owners: new and
// answered ones; a message opens beside the list, to be marked answered (answered elsewhere,
// by phone) or answered by a mail to its sender, which the shop sends in the language the
// sender wrote in.
import { useEffect, useState } from 'react';
import { adminGet, adminSend } from '../lib/api.js';
import { t, lang } from '../lib/i18n.js';
import { formatWhen } from '../lib/audit.js';
import { listPath, stateTabs } from '../lib/shoppers.js';
import { Field } from '../components/field.jsx';
import { Pager } from './customers.jsx';
import { StateSwitch } from './reviews.jsx';

export function MessagesPage() {
  const [state, setState] = useState('new');
  const [offset, setOffset] = useState(0);
  const [answer, setAnswer] = useState(null);
  const [open, setOpen] = useState(null);
  const [message, setMessage] = useState('');
  const load = (s = state, at = offset) => adminGet(listPath('/messages', { state: s, offset: at })).then((a) => {
    setAnswer(a);
    setState(s);
    setOffset(at);
  }, (err) => setMessage(err.message));
  useEffect(() => { load('new', 0); }, []);
  const read = (id) => adminGet(`/messages/${id}`).then((a) => setOpen(a.message), (err) => setMessage(err.message));
  const list = answer?.messages || [];
  return (
    <section className="shoppers">
      <h1>{t('msg_title')}</h1>
      <StateSwitch label={t('msg_states')} tabs={stateTabs(['new', 'answered'], answer?.counts)} current={state} prefix="msg_state_"
        onPick={(s) => { setOpen(null); load(s, 0); }} />
      {message ? <p className="admin-alert" role="alert">{message}</p> : null}
      <div className="shoppers-split">
        <div>
          {answer && list.length === 0 ? <p className="admin-empty">{t('msg_none')}</p> : null}
          <ul className="shoppers-list">
            {list.map((m) => (
              <li key={m.id}>
                <button type="button" className="shoppers-item" aria-current={open?.id === m.id ? 'true' : undefined} onClick={() => read(m.id)}>
                  <b>{m.name}</b> <span className="shoppers-muted">{formatWhen(m.created_at, lang())}</span>
                  <span className="shoppers-snippet">{m.message}</span>
                </button>
              </li>
            ))}
          </ul>
          {answer ? <Pager offset={offset} shown={list.length} total={answer.counts[state]} more={offset + list.length < answer.counts[state]}
            limit={answer.limit} onPage={(at) => load(state, at)} /> : null}
        </div>
        {open ? <Message key={open.id} message={open} onChanged={(m) => { setOpen(m); load(); }} /> : null}
      </div>
    </section>
  );
}

function Message({ message: m, onChanged }) {
  const [text, setText] = useState('');
  const [errors, setErrors] = useState({});
  const [status, setStatus] = useState({ kind: '', text: '' });
  const [busy, setBusy] = useState(false);
  const send = async (path, body, done) => {
    setBusy(true);
    try {
      const a = await adminSend('POST', path, body);
      setErrors({});
      setText('');
      setStatus({ kind: 'ok', text: t(done) });
      onChanged(a.message);
    } catch (err) {
      setErrors(err.errors || {});
      setStatus({ kind: 'error', text: err.message });
    } finally {
      setBusy(false);
    }
  };
  const answerIt = (e) => {
    e.preventDefault();
    send(`/messages/${m.id}/answer`, { answer: text }, 'msg_sent');
  };
  return (
    <article className="admin-card shoppers-message" aria-labelledby="msg-open">
      <h2 className="admin-card-title" id="msg-open">{t('msg_from', { name: m.name })}</h2>
      <dl className="shoppers-dl">
        <dt>{t('msg_email')}</dt><dd className="shoppers-wrap"><a href={`mailto:${m.email}`}>{m.email}</a></dd>
        {m.phone ? <><dt>{t('msg_phone')}</dt><dd>{m.phone}</dd></> : null}
        <dt>{t('msg_lang')}</dt><dd>{m.lang ? t('lang_' + m.lang) : '—'}</dd>
        <dt>{t('msg_sent_at')}</dt><dd>{formatWhen(m.created_at, lang())}</dd>
        <dt>{t('msg_state')}</dt><dd>{t('msg_state_' + m.state)}{m.answered_at ? ` · ${formatWhen(m.answered_at, lang())}` : ''}</dd>
      </dl>
      <p className="shoppers-text">{m.message}</p>
      {m.answer ? <><h3>{t('msg_our_answer')}</h3><p className="shoppers-text">{m.answer}</p></> : null}
      {status.text ? <p className={status.kind === 'ok' ? 'admin-ok' : 'admin-alert'} role={status.kind === 'ok' ? 'status' : 'alert'}>{status.text}</p> : null}
      <form onSubmit={answerIt} noValidate aria-label={t('msg_answer')}>
        <Field as="textarea" name="answer" rows={5} label={t('msg_answer')} hint={t('msg_answer_hint')} value={text}
          onChange={(e) => setText(e.target.value)} errors={errors} />
        <div className="admin-actions">
          <button type="submit" className="btn btn--primary" disabled={busy}>{t('msg_send')}</button>
          {m.state === 'new' ? <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => send(`/messages/${m.id}/answered`, undefined, 'msg_marked')}>{t('msg_mark')}</button> : null}
        </div>
      </form>
    </article>
  );
}
