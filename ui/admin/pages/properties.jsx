// The products' properties: groups ("Display"), their properties ("Screen size", shown as a
// catalogue filter when filterable) and each property's values ("6.1″"), every title in every
// language and each level in its order. A search narrows the list to the groups, properties
// or values whose titles hold the words typed.
import { useEffect, useId, useState } from 'react';
import { adminGet, adminSend } from '../lib/api.js';
import { t, lang } from '../lib/i18n.js';
import { matches, textIn } from '../lib/forms.js';
import { Field } from '../components/field.jsx';
import { LangTexts } from '../components/lang-texts.jsx';
import { ConfirmButton } from '../components/confirm-button.jsx';
import { useForm, useFocusOnOpen } from '../components/edit-list.jsx';

const paths = { group: '/property-groups', property: '/properties', value: '/property-values' };

export function Properties() {
  const [data, setData] = useState(null);
  const [loadError, setLoadError] = useState('');
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState(null); // {kind, row, parentId}
  const [status, setStatus] = useState('');
  const load = () => adminGet('/property-groups').then(setData, (e) => setLoadError(e.message));
  useEffect(() => { load(); }, []);
  if (loadError) return <p className="admin-alert" role="alert">{loadError}</p>;
  if (!data) return <p role="status">…</p>;
  const { groups, languages } = data;
  const title = (r) => textIn(r.title, lang(), languages.default);
  const done = async (message) => {
    setEditing(null);
    setStatus(message);
    await load();
  };
  // A group shows when it, one of its properties or one of their values matches; a property
  // shows when it or a value matches, or its group does.
  const shown = groups.map((g) => {
    const gm = matches(query, g.title);
    const props = g.properties.filter((p) => gm || matches(query, p.title) || p.values.some((v) => matches(query, v.title)));
    return gm || props.length ? { ...g, properties: props } : null;
  }).filter(Boolean);
  return (
    <section className="tx-page">
      <h1>{t('tx_properties_title')}</h1>
      <p className="visually-hidden" role="status" aria-live="polite">{status}</p>
      {status ? <p className="admin-ok" aria-hidden="true">{status}</p> : null}
      <div className="tx-split">
        <div>
          <div className="admin-toolbar">
            <div className="field">
              <label htmlFor="tx-prop-search">{t('tx_search')}</label>
              <input id="tx-prop-search" type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
            </div>
            <button type="button" className="btn btn--primary" onClick={() => setEditing({ kind: 'group', row: {} })}>{t('tx_new_group')}</button>
          </div>
          {shown.length === 0 ? <p className="tx-empty">{t('tx_nothing_found')}</p> : null}
          {shown.map((g) => (
            <section key={g.id} className="tx-group" aria-label={title(g)}>
              <div className="tx-group-head">
                <h2>{title(g)}</h2>
                <button type="button" className="btn btn--ghost" aria-label={t('tx_edit_name', { name: title(g) })}
                  onClick={() => setEditing({ kind: 'group', row: g })}>{t('tx_edit')}</button>
                <button type="button" className="btn btn--ghost" aria-label={t('tx_add_property_to', { name: title(g) })}
                  onClick={() => setEditing({ kind: 'property', row: {}, parentId: g.id })}>{t('tx_add_property')}</button>
              </div>
              <ul className="tx-props">
                {g.properties.map((p) => (
                  <li key={p.id}>
                    <button type="button" className="tx-link" onClick={() => setEditing({ kind: 'property', row: p, parentId: g.id })}>
                      {title(p)}
                    </button>
                    {p.filterable ? <span className="tx-badge">{t('tx_filterable')}</span> : null}
                    <ul className="tx-values" aria-label={t('tx_values_of', { name: title(p) })}>
                      {p.values.map((v) => (
                        <li key={v.id}>
                          <button type="button" className="tx-chip" aria-label={t('tx_edit_name', { name: title(v) })}
                            onClick={() => setEditing({ kind: 'value', row: v, parentId: p.id })}>{title(v)}</button>
                        </li>
                      ))}
                      <li>
                        <button type="button" className="tx-chip tx-chip--add" aria-label={t('tx_add_value_to', { name: title(p) })}
                          onClick={() => setEditing({ kind: 'value', row: {}, parentId: p.id })}><span aria-hidden="true">+ </span>{t('tx_add_value')}</button>
                      </li>
                    </ul>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
        <div className="tx-panel">
          {editing ? (
            <PropertyForm key={`${editing.kind}-${editing.row.id || 'new'}-${editing.parentId || 0}`} {...editing} groups={groups}
              languages={languages} title={title}
              onDone={done} onCancel={() => setEditing(null)} />
          ) : <p>{t('tx_choose_row')}</p>}
        </div>
      </div>
    </section>
  );
}

function PropertyForm({ kind, row, parentId, groups, languages, title, onDone, onCancel }) {
  const { form, set, errors, message, busy, run } = useForm({ title: {}, position: 0, filterable: false, parent_id: parentId || 0, ...row, ...(row.id ? { parent_id: parentId || 0 } : {}) });
  const selectId = useId();
  const headingRef = useFocusOnOpen();
  const name = row.id ? title(row) : '';
  const heading = row.id ? t('tx_edit_name', { name }) : t('tx_new_' + kind);
  const save = (e) => {
    e.preventDefault();
    run(async (f) => {
      const body = { title: f.title, position: Number(f.position) || 0, parent_id: Number(f.parent_id) || 0, filterable: Boolean(f.filterable) };
      const saved = await (row.id ? adminSend('PUT', `${paths[kind]}/${row.id}`, body) : adminSend('POST', paths[kind], body));
      await onDone(t('tx_saved_name', { name: title(saved) }));
    });
  };
  return (
    <form onSubmit={save} noValidate className="tx-form" aria-label={heading}>
      <h2 ref={headingRef} tabIndex={-1}>{heading}</h2>
      {message ? <p className="admin-alert" role="alert">{message}</p> : null}
      <LangTexts name="title" label={t('tx_title')} languages={languages} value={form.title} errors={errors} required onChange={(v) => set('title', v)} />
      {kind === 'property' ? (
        <>
          <div className="field">
            <label htmlFor={selectId}>{t('tx_group')}</label>
            <select id={selectId} name="parent_id" value={form.parent_id} onChange={(e) => set('parent_id', e.target.value)}
              aria-invalid={errors.parent_id ? true : undefined} aria-describedby={errors.parent_id ? selectId + '-err' : undefined}>
              {groups.map((g) => <option key={g.id} value={g.id}>{title(g)}</option>)}
            </select>
            {errors.parent_id ? <p className="field-error" id={selectId + '-err'}>{errors.parent_id.join(' ')}</p> : null}
          </div>
          <div className="field tx-check">
            <label><input type="checkbox" checked={form.filterable} onChange={(e) => set('filterable', e.target.checked)} /> {t('tx_filterable_label')}</label>
          </div>
        </>
      ) : null}
      <Field name="position" label={t('tx_position')} type="number" min="0" value={form.position} errors={errors} onChange={(e) => set('position', e.target.value)} />
      <div className="admin-toolbar">
        <button type="submit" className="btn btn--primary" disabled={busy}>{t('tx_save')}</button>
        <button type="button" className="btn btn--ghost" onClick={onCancel}>{t('tx_cancel')}</button>
        {row.id ? (
          <ConfirmButton label={t('tx_delete')} question={t('tx_delete_question', { name })}
            onConfirm={() => run(async () => { await adminSend('DELETE', `${paths[kind]}/${row.id}`); await onDone(t('tx_deleted', { name })); })} />
        ) : null}
      </div>
      {errors.id ? <p className="field-error" role="alert">{errors.id.join(' ')}</p> : null}
    </form>
  );
}
