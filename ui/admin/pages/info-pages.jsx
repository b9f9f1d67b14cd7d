// The information pages (delivery, returns, terms…): a list by slug, and a form with a tab per
// shop language: a language left empty is removed (the page shows in the default one). A page
// the footer links to can be edited but not deleted.
import { useEffect, useState } from 'react';
import { adminGet, adminSend } from '../lib/api.js';
import { t } from '../lib/i18n.js';
import { Field } from '../components/field.jsx';
import { LangTabs } from '../components/lang-tabs.jsx';
import { HtmlEditor } from '../components/html-editor.jsx';

const empty = { title: '', description: '', body: '' };

export function InfoPagesPage() {
  const [data, setData] = useState(null);
  const [editing, setEditing] = useState(null);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const load = () => adminGet('/pages').then(setData, (e) => setError(e.message));
  useEffect(() => { load(); }, []);
  if (error && !data) return <p className="admin-alert" role="alert">{error}</p>;
  if (!data) return <p className="admin-loading">{t('content_loading')}</p>;
  const { all, default: def } = data.languages;
  const open = (p) => setEditing({ slug: p?.slug || '', isNew: !p, texts: Object.fromEntries(all.map((l) => [l, { ...empty, ...(p?.texts[l] || {}) }])) });
  if (editing) return <InfoPageForm page={editing} langs={all} def={def} onDone={async (m) => { await load(); setEditing(null); setStatus(m || ''); }} />;
  const remove = async (p) => {
    if (!window.confirm(t('content_delete_confirm', { name: p.slug }))) return;
    try { await adminSend('DELETE', '/pages/' + p.slug); await load(); setStatus(t('content_deleted')); } catch (e) { setError(e.message); }
  };
  return (
    <section className="content-area">
      <h1>{t('content_pages')}</h1>
      <p role="status" className={status ? 'admin-ok' : 'visually-hidden'}>{status}</p>
      {error ? <p className="admin-alert" role="alert">{error}</p> : null}
      <p><button type="button" className="btn btn--primary" onClick={() => open(null)}>{t('content_add')}</button></p>
      <div className="admin-table-wrap">
        <table className="admin-table">
          <thead><tr><th scope="col">{t('content_title')}</th><th scope="col">{t('content_languages')}</th><th scope="col">{t('content_actions')}</th></tr></thead>
          <tbody>
            {data.pages.map((p) => {
              const name = p.texts[def]?.title || p.slug;
              return (
                <tr key={p.slug}>
                  <td>{name} <small>/{p.slug}</small></td>
                  <td>{all.filter((l) => p.texts[l]).map((l) => l.toUpperCase()).join(', ')}</td>
                  <td className="content-actions">
                    <button type="button" className="btn btn--ghost" onClick={() => open(p)} aria-label={t('content_edit') + ': ' + name}>{t('content_edit')}</button>
                    {data.linked.includes(p.slug) ? null : <button type="button" className="btn btn--ghost" onClick={() => remove(p)}
                      aria-label={t('content_delete') + ': ' + name}>{t('content_delete')}</button>}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function InfoPageForm({ page: initial, langs, def, onDone }) {
  const [page, setPage] = useState(initial);
  const [lang, setLang] = useState(def);
  const [errors, setErrors] = useState({});
  const [message, setMessage] = useState('');
  const setText = (name, v) => setPage({ ...page, texts: { ...page.texts, [lang]: { ...page.texts[lang], [name]: v } } });
  const save = async (e) => {
    e.preventDefault();
    setErrors({});
    setMessage('');
    const texts = Object.fromEntries(Object.entries(page.texts).map(([l, x]) => [l, { title: x.title, description: x.description, body: x.body }]));
    try {
      if (page.isNew) await adminSend('POST', '/pages', { slug: page.slug, texts });
      else await adminSend('PUT', '/pages/' + page.slug, { texts });
      onDone(t('content_saved'));
    } catch (err) { setErrors(err.errors || {}); setMessage(err.message); }
  };
  const x = page.texts[lang];
  const key = (n) => 'texts.' + lang + '.' + n;
  const suffix = ' (' + lang.toUpperCase() + ')';
  return (
    <section className="content-area">
      <h1>{t(page.isNew ? 'content_new_title' : 'content_edit_title', { area: t('content_pages') })}</h1>
      <form onSubmit={save} noValidate>
        {message ? <p className="admin-alert" role="alert">{message}</p> : null}
        <Field name="slug" label={t('content_field_slug')} errors={errors} value={page.slug} readOnly={!page.isNew}
          onChange={(e) => setPage({ ...page, slug: e.target.value })} />
        <LangTabs langs={langs} active={lang} onChange={setLang} errors={errors}>
          <Field name={key('title')} label={t('content_text_title') + suffix} errors={errors} value={x.title} onChange={(e) => setText('title', e.target.value)} />
          <Field name={key('description')} label={t('content_text_meta') + suffix} errors={errors} value={x.description} onChange={(e) => setText('description', e.target.value)} />
          <HtmlEditor name={key('body')} label={t('content_text_body') + suffix} value={x.body} errors={errors} onChange={(v) => setText('body', v)} />
        </LangTabs>
        <p className="content-buttons">
          <button type="submit" className="btn btn--primary">{t('content_save')}</button>
          <button type="button" className="btn btn--ghost" onClick={() => onDone('')}>{t('content_cancel')}</button>
        </p>
      </form>
    </section>
  );
}
