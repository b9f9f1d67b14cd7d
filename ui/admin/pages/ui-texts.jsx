// The storefront's interface texts in one language, searchable by key and text: each can be
// worded the shop's own way, or reset to the shipped text.
import { useEffect, useState } from 'react';
import { adminGet, adminSend } from '../lib/api.js';
import { t } from '../lib/i18n.js';
import { filterTexts } from '../lib/content.js';

const shown = 50; // rows at a time: the catalogue has hundreds

export function TextsPage() {
  const [lang, setLang] = useState('');
  const [data, setData] = useState(null);
  const [query, setQuery] = useState('');
  const [changed, setChanged] = useState(false);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  // Another language's rows replace the list only once they are in: until then the page says
  // it loads, so nothing typed meanwhile lands in the previous language's row.
  const load = (l) => {
    if (l && l !== lang) setData(null);
    return adminGet('/texts' + (l ? '?lang=' + l : '')).then((d) => { setData(d); setLang(d.lang); }, (e) => setError(e.message));
  };
  useEffect(() => { load(''); }, []);
  if (error && !data) return <p className="admin-alert" role="alert">{error}</p>;
  if (!data) return <p className="admin-loading">{t('content_loading')}</p>;
  const list = filterTexts(data.texts, query, changed);
  return (
    <section className="content-area">
      <h1>{t('content_texts')}</h1>
      <p role="status" className={status ? 'admin-ok' : 'visually-hidden'}>{status}</p>
      {error ? <p className="admin-alert" role="alert">{error}</p> : null}
      <div className="admin-toolbar">
        <div className="field">
          <label htmlFor="texts-lang">{t('content_language')}</label>
          <select id="texts-lang" value={lang} onChange={(e) => load(e.target.value)}>
            {data.languages.all.map((l) => <option key={l} value={l}>{l.toUpperCase()}</option>)}
          </select>
        </div>
        <div className="field">
          <label htmlFor="texts-q">{t('content_search')}</label>
          <input id="texts-q" type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
        </div>
        <div className="field field--check"><label><input type="checkbox" checked={changed} onChange={(e) => setChanged(e.target.checked)} /> {t('content_only_changed')}</label></div>
      </div>
      <p>{t('content_texts_found', { count: list.length })}</p>
      <ul className="texts-list">
        {list.slice(0, shown).map((x) => <TextRow key={lang + x.key} lang={lang} text={x} onSaved={(m) => { setStatus(m); load(lang); }} />)}
      </ul>
      {list.length > shown ? <p>{t('content_texts_more', { count: list.length - shown })}</p> : null}
    </section>
  );
}

function TextRow({ lang, text, onSaved }) {
  const [value, setValue] = useState(text.override ?? text.default);
  const [error, setError] = useState('');
  const id = 'text-' + text.key;
  const save = async (e) => {
    e.preventDefault();
    setError('');
    try { await adminSend('PUT', '/texts', { lang, key: text.key, value }); onSaved(t('content_saved')); } catch (err) { setError((err.errors?.value || [err.message]).join(' ')); }
  };
  const reset = async () => {
    try { await adminSend('DELETE', '/texts?lang=' + lang + '&key=' + encodeURIComponent(text.key)); onSaved(t('content_text_reset_done')); } catch (err) { setError(err.message); }
  };
  return (
    <li className="texts-row">
      <form onSubmit={save}>
        <label htmlFor={id}><code>{text.key}</code>{text.override != null ? <span className="texts-changed"> · {t('content_changed')}</span> : null}</label>
        <textarea id={id} rows={2} value={value} onChange={(e) => setValue(e.target.value)} aria-invalid={error ? true : undefined}
          aria-describedby={id + '-default' + (error ? ' ' + id + '-err' : '')} />
        <p className="field-hint" id={id + '-default'}>{t('content_default')}: {text.default}</p>
        {error ? <p className="field-error" id={id + '-err'}>{error}</p> : null}
        <p className="content-buttons">
          <button type="submit" className="btn btn--primary" aria-label={t('content_save') + ': ' + text.key}>{t('content_save')}</button>
          {text.override != null ? <button type="button" className="btn btn--ghost" onClick={reset} aria-label={t('content_reset') + ': ' + text.key}>{t('content_reset')}</button> : null}
        </p>
      </form>
    </li>
  );
}
