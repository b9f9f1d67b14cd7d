// The content lists and their edit forms, one page per kind (banners, benefits, sliders,
// articles, team): a list in its order with buttons to move a row up or down (or a drag of the
// row with a mouse), and a form with the row's fields and a tab per shop language.
import { useEffect, useState } from 'react';
import { adminGet, adminSend } from '../lib/api.js';
import { t } from '../lib/i18n.js';
import { areas, emptyItem, withAllLanguages, itemTitle, move, moveTo, groups, requestBody } from '../lib/content.js';
import { Field } from '../components/field.jsx';
import { LangTabs } from '../components/lang-tabs.jsx';
import { HtmlEditor } from '../components/html-editor.jsx';

export const BannersPage = () => <ContentPage area="banners" />;
export const BenefitsPage = () => <ContentPage area="benefits" />;
export const SlidersPage = () => <ContentPage area="sliders" />;
export const ArticlesPage = () => <ContentPage area="articles" />;
export const TeamPage = () => <ContentPage area="team" />;

function ContentPage({ area }) {
  const a = areas[area];
  const [data, setData] = useState(null);
  const [editing, setEditing] = useState(null);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const [dragged, setDragged] = useState(null); // {group, index} of the row being dragged
  const load = () => adminGet(a.path).then(setData, (e) => setError(e.message));
  useEffect(() => { load(); }, [area]);
  if (error && !data) return <p className="admin-alert" role="alert">{error}</p>;
  if (!data) return <p className="admin-loading">{t('content_loading')}</p>;
  const langs = data.languages.all;
  const def = data.languages.default;
  if (editing) {
    return <ContentForm area={area} item={editing} data={data} onDone={async (msg) => { await load(); setEditing(null); setStatus(msg || ''); }} />;
  }
  const order = async (group, list) => {
    setError('');
    try {
      await adminSend('PUT', a.path + '/order', { ids: list.map((x) => x.id), placement: group || undefined });
      // the list shows the saved order before the status says so: a move or a drag made
      // sooner would start from the old order
      await load();
      setStatus(t('content_order_saved'));
    } catch (e) { setError(e.message); }
  };
  const remove = async (it) => {
    if (!window.confirm(t('content_delete_confirm', { name: itemTitle(area, it, def, def) }))) return;
    try { await adminSend('DELETE', a.path + '/' + it.id); await load(); setStatus(t('content_deleted')); } catch (e) { setError(e.message); }
  };
  const freeTypes = area === 'sliders' ? data.types.filter((ty) => !data.items.some((x) => x.fields.type === ty)) : [];
  const canAdd = area !== 'sliders' || freeTypes.length > 0;
  return (
    <section className="content-area">
      <h1>{t('content_' + area)}</h1>
      <p role="status" className={status ? 'admin-ok' : 'visually-hidden'}>{status}</p>
      {error ? <p className="admin-alert" role="alert">{error}</p> : null}
      {canAdd ? (
        <p><button type="button" className="btn btn--primary" onClick={() => setEditing(emptyItem(area, langs,
          area === 'banners' ? { placement: data.placements[0] } : area === 'sliders' ? { type: freeTypes[0] } : {}))}>{t('content_add')}</button></p>
      ) : null}
      {data.items.length === 0 ? <p>{t('content_empty')}</p> : groups(area, data.items).map((g) => (
        <div key={g.key} className="admin-table-wrap content-list">
          <table className="admin-table">
            {g.key ? <caption>{t('content_placement_' + g.key)}</caption> : null}
            <thead><tr><th scope="col">{t('content_title')}</th><th scope="col">{t('content_actions')}</th></tr></thead>
            <tbody>
              {g.items.map((it, i) => {
                const name = itemTitle(area, it, def, def);
                return (
                  <tr key={it.id} draggable={a.ordered ? true : undefined} className={dragged?.group === g.key && dragged.index === i ? 'content-row--dragged' : undefined}
                    onDragStart={a.ordered ? (e) => { e.dataTransfer.effectAllowed = 'move'; setDragged({ group: g.key, index: i }); } : undefined}
                    onDragOver={a.ordered && dragged?.group === g.key ? (e) => e.preventDefault() : undefined}
                    onDrop={a.ordered ? (e) => { e.preventDefault(); if (dragged?.group === g.key && dragged.index !== i) order(g.key, moveTo(g.items, dragged.index, i)); setDragged(null); } : undefined}
                    onDragEnd={() => setDragged(null)}>
                    <td>{name}{area === 'sliders' ? <small> ({it.fields.type}{it.fields.is_active === '1' ? '' : ', ' + t('content_inactive')})</small> : null}</td>
                    <td className="content-actions">
                      <button type="button" className="btn btn--ghost" onClick={() => setEditing(withAllLanguages(area, it, langs))}
                        aria-label={t('content_edit') + ': ' + name}>{t('content_edit')}</button>
                      {a.ordered ? <>
                        <button type="button" className="btn btn--ghost" disabled={i === 0} onClick={() => order(g.key, move(g.items, i, -1))}
                          aria-label={t('content_move_up') + ': ' + name}>↑</button>
                        <button type="button" className="btn btn--ghost" disabled={i === g.items.length - 1} onClick={() => order(g.key, move(g.items, i, 1))}
                          aria-label={t('content_move_down') + ': ' + name}>↓</button>
                      </> : null}
                      {area !== 'sliders' ? <button type="button" className="btn btn--ghost" onClick={() => remove(it)}
                        aria-label={t('content_delete') + ': ' + name}>{t('content_delete')}</button> : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ))}
    </section>
  );
}

function ContentForm({ area, item: initial, data, onDone }) {
  const a = areas[area];
  const langs = data.languages.all;
  const [item, setItem] = useState(initial);
  const [lang, setLang] = useState(data.languages.default);
  const [errors, setErrors] = useState({});
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const setField = (name, v) => setItem({ ...item, fields: { ...item.fields, [name]: v } });
  const setText = (name, v) => setItem({ ...item, texts: { ...item.texts, [lang]: { ...item.texts[lang], [name]: v } } });
  const save = async (e) => {
    e.preventDefault();
    setBusy(true);
    setErrors({});
    setMessage('');
    try {
      if (item.id) await adminSend('PUT', a.path + '/' + item.id, requestBody(item));
      else await adminSend('POST', a.path, requestBody(item));
      onDone(t('content_saved'));
    } catch (err) {
      setErrors(err.errors || {});
      setMessage(err.message);
      const bad = langs.find((l) => Object.keys(err.errors || {}).some((k) => k.startsWith('texts.' + l)));
      if (bad && !Object.keys(err.errors || {}).some((k) => k.startsWith('texts.' + lang))) setLang(bad);
    } finally { setBusy(false); }
  };
  return (
    <section className="content-area">
      <h1>{t(item.id ? 'content_edit_title' : 'content_new_title', { area: t('content_' + area) })}</h1>
      <form onSubmit={save} noValidate>
        {message ? <p className="admin-alert" role="alert">{message}</p> : null}
        {a.fields.map((f) => {
          const label = t('content_field_' + f.name);
          const v = item.fields[f.name] ?? '';
          if (f.kind === 'select') {
            return <PlacementField key={f.name} value={v} placements={data.placements} errors={errors} onChange={(val) => setField(f.name, val)} />;
          }
          if (f.kind === 'type') {
            return <Field key={f.name} name={f.name} label={label} errors={errors} value={v} readOnly />;
          }
          if (f.kind === 'check') {
            return (
              <div key={f.name} className="field field--check">
                <label><input type="checkbox" checked={v === '1'} onChange={(e) => setField(f.name, e.target.checked ? '1' : '0')} /> {label}</label>
              </div>
            );
          }
          return (
            <Field key={f.name} name={f.name} label={label} errors={errors} value={v} type={f.kind === 'email' ? 'email' : 'text'}
              hint={f.kind === 'image' ? t('content_image_hint') : f.name === 'link' ? t('content_link_hint') : undefined}
              onChange={(e) => setField(f.name, e.target.value)} />
          );
        })}
        <LangTabs langs={langs} active={lang} onChange={setLang} errors={errors}>
          {a.texts.map((x) => {
            const name = 'texts.' + lang + '.' + x.name;
            const label = t('content_text_' + x.name) + ' (' + lang.toUpperCase() + ')';
            const v = item.texts[lang]?.[x.name] ?? '';
            if (x.html) return <HtmlEditor key={name} name={name} label={label} value={v} errors={errors} onChange={(val) => setText(x.name, val)} />;
            return (
              <Field key={name} name={name} label={label} errors={errors} value={v} as={x.multiline ? 'textarea' : 'input'}
                rows={x.multiline ? 4 : undefined} onChange={(e) => setText(x.name, e.target.value)} />
            );
          })}
        </LangTabs>
        <p className="content-buttons">
          <button type="submit" className="btn btn--primary" disabled={busy}>{t('content_save')}</button>
          <button type="button" className="btn btn--ghost" onClick={() => onDone('')}>{t('content_cancel')}</button>
        </p>
      </form>
    </section>
  );
}

function PlacementField({ value, placements, errors, onChange }) {
  const messages = errors.placement || [];
  return (
    <div className={'field' + (messages.length ? ' field--error' : '')}>
      <label htmlFor="content-placement">{t('content_field_placement')}</label>
      <select id="content-placement" name="placement" value={value} onChange={(e) => onChange(e.target.value)}
        aria-invalid={messages.length ? true : undefined} aria-describedby={messages.length ? 'content-placement-err' : undefined}>
        {placements.map((p) => <option key={p} value={p}>{t('content_placement_' + p)}</option>)}
      </select>
      {messages.length ? <p className="field-error" id="content-placement-err">{messages.join(' ')}</p> : null}
    </div>
  );
}
