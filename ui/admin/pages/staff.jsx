// Staff, for owners: the members with their role and state, a new member, a member's role,
// disabling and enabling (their sessions end), a new password set by the owner. The server
// refuses to leave the shop without an active owner; its message shows here.
import { useEffect, useState } from 'react';
import { adminGet, adminSend } from '../lib/api.js';
import { t, lang } from '../lib/i18n.js';
import { useStaff } from '../lib/staff.js';
import { useForm } from '../lib/use-form.js';
import { Field } from '../components/field.jsx';
import { Note } from '../components/note.jsx';
import { SelectField } from '../components/select-field.jsx';
import { langOptions } from './account.jsx';

const roleOptions = () => [['staff', t('role_staff')], ['owner', t('role_owner')]];

export function StaffPage() {
  const [list, setList] = useState(null);
  const [note, setNote] = useState(null);
  const load = () => adminGet('/staff').then((d) => setList(d.staff), (err) => setNote({ ok: false, text: err.message }));
  useEffect(() => { load(); }, []);
  const act = async (method, path, body) => {
    try {
      const res = await adminSend(method, path, body);
      setNote({ ok: true, text: res.message });
    } catch (err) {
      setNote({ ok: false, text: err.errors && Object.values(err.errors).flat()[0] || err.message });
    }
    load();
  };
  return (
    <section className="people">
      <h1>{t('staff_title')}</h1>
      <Note note={note} />
      {list ? <StaffTable list={list} act={act} /> : null}
      <NewMember onCreated={(res) => { setNote({ ok: true, text: res.message }); load(); }} />
    </section>
  );
}

function StaffTable({ list, act }) {
  const { staff: me } = useStaff();
  const [resetting, setResetting] = useState(null);
  return (
    <div className="admin-table-wrap" tabIndex={0} role="region" aria-label={t('staff_title')}>
      <table className="admin-table staff-table">
        <thead>
          <tr><th scope="col">{t('name')}</th><th scope="col">{t('role')}</th><th scope="col">{t('status')}</th><th scope="col">{t('actions')}</th></tr>
        </thead>
        <tbody>
          {list.map((m) => (
            <tr key={m.id} data-email={m.email}>
              <td>
                <strong>{m.name || m.email}</strong> {m.id === me.id ? t('staff_you') : null}
                {m.name ? <><br /><span className="people-muted">{m.email}</span></> : null}
              </td>
              <td>
                <label className="visually-hidden" htmlFor={'role-' + m.id}>{t('staff_role_of', { name: m.name || m.email })}</label>
                <select id={'role-' + m.id} value={m.role} onChange={(e) => act('PUT', `/staff/${m.id}/role`, { role: e.target.value })}>
                  {roleOptions().map(([v, text]) => <option key={v} value={v}>{text}</option>)}
                </select>
              </td>
              <td>{m.disabled ? t('status_disabled') : t('status_active')}</td>
              <td className="people-actions">
                {m.disabled
                  ? <button type="button" className="btn btn--ghost" onClick={() => act('POST', `/staff/${m.id}/enable`)}>{t('staff_enable')}</button>
                  : <button type="button" className="btn btn--ghost" onClick={() => act('POST', `/staff/${m.id}/disable`)}>{t('staff_disable')}</button>}
                <button type="button" className="btn btn--ghost" aria-expanded={resetting === m.id} onClick={() => setResetting(resetting === m.id ? null : m.id)}>
                  {t('staff_reset_password')}
                </button>
                {resetting === m.id ? <ResetPassword member={m} onDone={() => setResetting(null)} /> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ResetPassword({ member, onDone }) {
  const f = useForm({ password: '', password_confirmation: '' }, (v) => adminSend('POST', `/staff/${member.id}/password`, v));
  const who = member.name || member.email;
  return (
    <form className="people-inline" onSubmit={f.submit} noValidate aria-label={t('staff_reset_for', { name: who })}>
      <p className="field-hint">{t('staff_reset_hint')}</p>
      <Note note={f.note} />
      <Field name="password" label={t('new_password')} type="password" autoComplete="new-password" value={f.values.password} onChange={f.edit} errors={f.errors} required />
      <Field name="password_confirmation" label={t('password_confirmation')} type="password" autoComplete="new-password" value={f.values.password_confirmation} onChange={f.edit} errors={f.errors} required />
      <button className="btn btn--primary" type="submit" disabled={f.busy}>{t('save')}</button>
      <button className="btn btn--ghost" type="button" onClick={onDone}>{t('cancel')}</button>
    </form>
  );
}

function NewMember({ onCreated }) {
  const empty = { email: '', name: '', role: 'staff', lang: lang(), password: '', password_confirmation: '' };
  const f = useForm(empty, (v) => adminSend('POST', '/staff', v), (res, { setValues }) => {
    setValues(empty);
    onCreated(res);
  });
  return (
    <form className="people-card" onSubmit={f.submit} noValidate aria-labelledby="staff-new">
      <h2 id="staff-new">{t('staff_new')}</h2>
      <Note note={f.note?.ok ? null : f.note} />
      <div className="people-grid">
        <Field name="email" label={t('email')} type="email" autoComplete="off" value={f.values.email} onChange={f.edit} errors={f.errors} required />
        <Field name="name" label={t('name')} autoComplete="off" value={f.values.name} onChange={f.edit} errors={f.errors} maxLength={100} />
        <SelectField name="role" label={t('role')} value={f.values.role} onChange={f.edit} errors={f.errors} options={roleOptions()} />
        <SelectField name="lang" label={t('language')} value={f.values.lang} onChange={f.edit} errors={f.errors} options={langOptions()} />
        <Field name="password" label={t('initial_password')} type="password" autoComplete="new-password" value={f.values.password} onChange={f.edit} errors={f.errors} required />
        <Field name="password_confirmation" label={t('password_confirmation')} type="password" autoComplete="new-password" value={f.values.password_confirmation} onChange={f.edit} errors={f.errors} required />
      </div>
      <button className="btn btn--primary" type="submit" disabled={f.busy}>{t('staff_create')}</button>
    </form>
  );
}
