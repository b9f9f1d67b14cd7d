// Reviews (GET /api/admin/reviews; approve, hide, answer, delete), for staff and owners: the
// queue by state — pending (held under the review_approval setting, oldest first), published,
// hidden — each review with its product, stars, comment and the shop's public answer, which
// the product page shows under the review.
import { useEffect, useState } from 'react';
import { adminGet, adminSend } from '../lib/api.js';
import { t, lang } from '../lib/i18n.js';
import { formatWhen } from '../lib/audit.js';
import { listPath, stateTabs } from '../lib/shoppers.js';
import { ConfirmButton } from '../components/confirm-button.jsx';
import { Field } from '../components/field.jsx';
import { Pager } from './customers.jsx';

const states = ['pending', 'published', 'hidden'];

export function ReviewsPage() {
  const [state, setState] = useState('pending');
  const [offset, setOffset] = useState(0);
  const [answer, setAnswer] = useState(null);
  const [message, setMessage] = useState({ kind: '', text: '' });
  const load = (s = state, at = offset) => adminGet(listPath('/reviews', { state: s, offset: at })).then((a) => {
    setAnswer(a);
    setState(s);
    setOffset(at);
  }, (err) => setMessage({ kind: 'error', text: err.message }));
  useEffect(() => { load('pending', 0); }, []);
  const act = async (method, path, body, done) => {
    try {
      await adminSend(method, path, body);
      setMessage({ kind: 'ok', text: t(done) });
      await load();
    } catch (err) {
      setMessage({ kind: 'error', text: err.message });
      throw err;
    }
  };
  const list = answer?.reviews || [];
  return (
    <section className="shoppers">
      <h1>{t('rev_title')}</h1>
      <StateSwitch label={t('rev_states')} tabs={stateTabs(states, answer?.counts)} current={state} prefix="rev_state_" onPick={(s) => load(s, 0)} />
      {message.text ? <p className={message.kind === 'ok' ? 'admin-ok' : 'admin-alert'} role={message.kind === 'ok' ? 'status' : 'alert'}>{message.text}</p> : null}
      {answer && list.length === 0 ? <p className="admin-empty">{t('rev_none')}</p> : null}
      <ul className="shoppers-list">
        {list.map((r) => (
          <li key={r.id} className="admin-card shoppers-review">
            <article aria-labelledby={`rev-${r.id}`}>
              <h2 className="shoppers-review-title" id={`rev-${r.id}`}>
                <a href={r.product_link}>{r.product_title}</a>
              </h2>
              <p className="shoppers-meta">
                <span aria-label={t('rev_stars', { rate: r.rate })}>{'★'.repeat(r.rate)}{'☆'.repeat(5 - r.rate)}</span>
                {' '}{r.user_name} · {formatWhen(r.created_at, lang())} · {t('rev_state_' + r.state)}
              </p>
              {r.comment ? <p className="shoppers-text">{r.comment}</p> : null}
              <AnswerForm review={r} onSave={(text) => act('PUT', `/reviews/${r.id}/answer`, { answer: text }, 'rev_answered')} />
              <div className="admin-actions">
                {r.state !== 'published' ? <button type="button" className="btn btn--primary" onClick={() => act('POST', `/reviews/${r.id}/approve`, undefined, 'rev_approved').catch(() => {})}>{t('rev_approve')}</button> : null}
                {r.state !== 'hidden' ? <button type="button" className="btn btn--ghost" onClick={() => act('POST', `/reviews/${r.id}/hide`, undefined, 'rev_hidden').catch(() => {})}>{t('rev_hide')}</button> : null}
                <ConfirmButton label={t('rev_delete')} question={t('rev_delete_question')} onConfirm={() => act('DELETE', `/reviews/${r.id}`, undefined, 'rev_deleted').catch(() => {})} />
              </div>
            </article>
          </li>
        ))}
      </ul>
      {answer ? <Pager offset={offset} shown={list.length} total={answer.counts[state]} more={offset + list.length < answer.counts[state]}
        limit={answer.limit} onPage={(at) => load(state, at)} /> : null}
    </section>
  );
}

// AnswerForm edits the shop's public answer under a review ("" takes it away).
function AnswerForm({ review, onSave }) {
  const [text, setText] = useState(review.answer);
  const [errors, setErrors] = useState({});
  const save = (e) => {
    e.preventDefault();
    onSave(text).then(() => setErrors({}), (err) => setErrors(err.errors || {}));
  };
  return (
    <form className="shoppers-answer" onSubmit={save} noValidate aria-label={t('rev_answer_for', { name: review.user_name })}>
      <Field as="textarea" name="answer" rows={2} label={t('rev_answer')} hint={t('rev_answer_hint')} value={text}
        onChange={(e) => setText(e.target.value)} errors={errors} />
      <button type="submit" className="btn btn--ghost">{t('rev_answer_save')}</button>
    </form>
  );
}

// StateSwitch picks a list's state: one pressed button per state, each with its count.
export function StateSwitch({ label, tabs, current, prefix, onPick }) {
  return (
    <div className="shoppers-states" role="group" aria-label={label}>
      {tabs.map(({ state, count }) => (
        <button key={state} type="button" className="btn btn--ghost" aria-pressed={state === current} onClick={() => onPick(state)}>
          {t(prefix + state)} <span className="shoppers-count">{count}</span>
        </button>
      ))}
    </div>
  );
}
