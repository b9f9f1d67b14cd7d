// The audit log, for owners: every change, newest first, in pages (the server's `next`), by
// record type and by member; each entry shows only the fields it changed, before and after.
import { useEffect, useState } from 'react';
import { adminGet } from '../lib/api.js';
import { t, lang } from '../lib/i18n.js';
import { auditDiff, auditQuery, formatWhen } from '../lib/audit.js';
import { Field } from '../components/field.jsx';
import { Note } from '../components/note.jsx';
import { SelectField } from '../components/select-field.jsx';

export function Audit() {
  const [filters, setFilters] = useState({ entity: '', staffId: '' });
  const [asked, setAsked] = useState({ entity: '', staffId: '', before: 0 });
  const [page, setPage] = useState(null);
  const [members, setMembers] = useState([]);
  const [note, setNote] = useState(null);
  useEffect(() => { adminGet('/staff').then((d) => setMembers(d.staff), () => {}); }, []);
  useEffect(() => {
    adminGet(auditQuery(asked)).then((d) => { setPage(d); setNote(null); }, (err) => setNote({ ok: false, text: err.message }));
  }, [asked]);
  const edit = (e) => setFilters((f) => ({ ...f, [e.target.name]: e.target.value }));
  const show = (e) => { e.preventDefault(); setAsked({ ...filters, before: 0 }); };
  const memberOptions = [['', t('audit_all_members')], ...members.map((m) => [String(m.id), m.name || m.email])];
  return (
    <section className="people">
      <h1>{t('audit_title')}</h1>
      <form className="admin-toolbar" onSubmit={show} aria-label={t('audit_filter')}>
        <Field name="entity" label={t('audit_entity')} hint={t('audit_entity_hint')} value={filters.entity} onChange={edit} maxLength={40} />
        <SelectField name="staffId" label={t('audit_member')} value={filters.staffId} onChange={edit} options={memberOptions} />
        <button className="btn btn--primary" type="submit">{t('audit_filter')}</button>
      </form>
      <Note note={note} />
      {page ? <Entries entries={page.entries} /> : null}
      {page ? (
        <nav className="people-pager" aria-label={t('audit_title')}>
          {asked.before ? <button type="button" className="btn btn--ghost" onClick={() => setAsked({ ...asked, before: 0 })}>{t('audit_newest')}</button> : null}
          {page.next ? <button type="button" className="btn btn--ghost" onClick={() => setAsked({ ...asked, before: page.next })}>{t('audit_older')}</button> : null}
        </nav>
      ) : null}
    </section>
  );
}

function Entries({ entries }) {
  if (!entries.length) return <p>{t('audit_empty')}</p>;
  return (
    <div className="admin-table-wrap" tabIndex={0} role="region" aria-label={t('audit_title')}>
      <table className="admin-table audit-table">
        <thead>
          <tr>
            <th scope="col">{t('audit_when')}</th><th scope="col">{t('audit_who')}</th><th scope="col">{t('audit_action')}</th>
            <th scope="col">{t('audit_record')}</th><th scope="col">{t('audit_changes')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => {
            const diff = auditDiff(e.before, e.after);
            return (
              <tr key={e.id}>
                <td><time dateTime={e.at}>{formatWhen(e.at, lang())}</time></td>
                <td>{e.staff_name || t('audit_system')}</td>
                <td><code>{e.action}</code></td>
                <td>{e.entity}{e.entity_id ? ' #' + e.entity_id : ''}</td>
                <td>
                  {diff.length ? (
                    <ul className="audit-diff">
                      {diff.map((d) => (
                        <li key={d.field}>
                          <span className="audit-field">{d.field}</span>{' '}
                          {d.before ? <del><span className="visually-hidden">{t('audit_before')}: </span>{d.before}</del> : null}{d.before && d.after ? ' → ' : null}
                          {d.after ? <ins><span className="visually-hidden">{t('audit_after')}: </span>{d.after}</ins> : null}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
