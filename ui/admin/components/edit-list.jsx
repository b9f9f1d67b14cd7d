// A searchable list of rows with one edit form beside it: the brands' and the services'
// pages. The list filters as one types; "new" and each row's "edit" open the form; a save or
// a delete reloads the list from the server and says so in a live region.
import { useEffect, useRef, useState } from 'react';
import { adminGet } from '../lib/api.js';
import { t } from '../lib/i18n.js';
import { matches } from '../lib/forms.js';

// path: the list call; key: the answer's list; columns: [{label, cell(row)}]; search(row):
// the texts the search box looks in; cell and rowLabel also get the shop's languages; Form: ({row, languages, onSaved, onDeleted, onCancel}).
export function EditList({ title, path, listKey, columns, search, newLabel, Form, rowLabel }) {
  const [data, setData] = useState(null);
  const [loadError, setLoadError] = useState('');
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState(null); // a row, or {} for a new one
  const [status, setStatus] = useState('');
  const load = () => adminGet(path).then(setData, (e) => setLoadError(e.message));
  useEffect(() => { load(); }, [path]);
  if (loadError) return <p className="admin-alert" role="alert">{loadError}</p>;
  if (!data) return <p role="status">…</p>;
  const list = data[listKey].filter((r) => matches(query, ...search(r)));
  const done = async (message) => {
    setEditing(null);
    setStatus(message);
    await load();
  };
  return (
    <section className="tx-page">
      <h1>{title}</h1>
      <p className="visually-hidden" role="status" aria-live="polite">{status}</p>
      {status ? <p className="admin-ok" aria-hidden="true">{status}</p> : null}
      <div className="tx-split">
        <div>
          <div className="admin-toolbar">
            <div className="field">
              <label htmlFor="tx-search">{t('tx_search')}</label>
              <input id="tx-search" type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
            </div>
            <button type="button" className="btn btn--primary" onClick={() => setEditing({})}>{newLabel}</button>
          </div>
          <div className="admin-table-wrap">
            <table className="admin-table">
              <thead><tr>{columns.map((c) => <th key={c.label} scope="col">{c.label}</th>)}<th scope="col"><span className="visually-hidden">{t('tx_actions')}</span></th></tr></thead>
              <tbody>
                {list.map((r) => (
                  <tr key={r.id} aria-current={editing?.id === r.id ? 'true' : undefined}>
                    {columns.map((c) => <td key={c.label}>{c.cell(r, data.languages)}</td>)}
                    <td><button type="button" className="btn btn--ghost" aria-label={t('tx_edit_name', { name: rowLabel(r, data.languages) })} onClick={() => setEditing(r)}>{t('tx_edit')}</button></td>
                  </tr>
                ))}
              </tbody>
            </table>
            {list.length === 0 ? <p className="tx-empty">{t('tx_nothing_found')}</p> : null}
          </div>
        </div>
        <div className="tx-panel">
          {editing ? (
            <Form key={editing.id || 'new'} row={editing} languages={data.languages}
              onSaved={(r) => done(t('tx_saved_name', { name: rowLabel(r, data.languages) }))}
              onDeleted={(r) => done(t('tx_deleted', { name: rowLabel(r, data.languages) }))}
              onCancel={() => setEditing(null)} />
          ) : <p>{t('tx_choose_row')}</p>}
        </div>
      </div>
    </section>
  );
}

// useForm is a form's state, its server errors and its submit: submit(call) runs call(form)
// and keeps the errors of a refusal for the fields.
export function useForm(initial) {
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState({});
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const set = (k, v) => setForm((f) => ({ ...f, [k]: v }));
  const run = async (call) => {
    setBusy(true);
    try {
      await call(form);
    } catch (err) {
      setErrors(err.errors || {});
      setMessage(err.message);
    } finally {
      setBusy(false);
    }
  };
  return { form, setForm, set, errors, message, busy, run };
}

// useFocusOnOpen is a ref for a form's heading (tabIndex -1) that takes the focus when the form
// opens: on a phone the form is below the whole list, and a screen reader follows the focus.
export function useFocusOnOpen() {
  const ref = useRef(null);
  useEffect(() => { ref.current?.focus(); }, []);
  return ref;
}
