// The product import and export: choose a file and its format, check it first (a dry run
// lists every error and warning by line and column and writes nothing), then import it.
// While the server reads and writes, the page polls the import's status for its progress;
// the pictures the file names are fetched afterwards, with a progress and warnings of their
// own. The export is a plain download of every product in the shop's own format.
import { useEffect, useRef, useState } from 'react';
import { t } from '../lib/i18n.js';
import { adminGet, adminSend } from '../lib/api.js';
import { importFormats, importPath, issueRows, canImport, progress, picturesProgress, placeOf } from '../lib/import-report.js';

const pollEvery = 700; // ms: often enough for a bar to move, rare enough to cost nothing

export function ImportPage() {
  const [file, setFile] = useState(null);
  const [format, setFormat] = useState('shop');
  const [answer, setAnswer] = useState(null); // the last call's answer
  const [checked, setChecked] = useState(false); // the answer is the dry run of this file and format
  const [status, setStatus] = useState(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const poller = useRef(0);

  useEffect(() => () => clearInterval(poller.current), []);

  const poll = () => {
    clearInterval(poller.current);
    poller.current = setInterval(async () => {
      try {
        const s = await adminGet('/import/status');
        setStatus(s);
        if (s.phase === 'done' || s.phase === 'idle') {
          clearInterval(poller.current);
          if (s.answer) setAnswer(s.answer);
        }
      } catch { clearInterval(poller.current); }
    }, pollEvery);
  };

  const run = async (dryRun) => {
    if (!file) return;
    setBusy(true);
    setError('');
    setStatus({ phase: 'reading', done: 0, total: file.size });
    poll();
    // A file with errors is answered 422 with the same counts and lists as a good one:
    // the refusal's body is kept here, since the API's error carries only its message.
    let refused = null;
    const fetchImpl = async (...args) => {
      const res = await globalThis.fetch(...args);
      if (res.status === 422) refused = await res.clone().json().catch(() => null);
      return res;
    };
    try {
      const a = await adminSend('POST', importPath(format, dryRun), file, { headers: { 'Content-Type': 'text/csv' }, fetchImpl });
      setAnswer(a);
      setChecked(dryRun);
      if (!a.pictures_queued) clearInterval(poller.current);
      setStatus(a.pictures_queued ? { phase: 'pictures', done: 0, total: a.pictures_queued } : { phase: 'done' });
    } catch (e) {
      clearInterval(poller.current);
      setStatus(null);
      if (refused?.created !== undefined) {
        setAnswer(refused);
        setChecked(dryRun);
      } else {
        setError(e.errors?.file?.join(' ') || e.errors?.format?.join(' ') || e.message);
      }
    } finally {
      setBusy(false);
    }
  };

  const choose = (f) => { setFile(f); setAnswer(null); setChecked(false); setStatus(null); };
  const rows = issueRows({ errors: answer?.errors, warnings: (answer?.warnings || []).concat(status?.phase === 'pictures' ? status.warnings || [] : []) });
  const shown = busy ? progress(status) : null;
  const pictures = picturesProgress(status);

  return (
    <section>
      <h1>{t('import_title')}</h1>
      <p>{t('import_intro')}</p>
      <form onSubmit={(e) => { e.preventDefault(); run(true); }}>
        <div className="field">
          <label htmlFor="import-file">{t('import_file')}</label>
          <input id="import-file" type="file" accept=".csv,text/csv" disabled={busy} onChange={(e) => choose(e.target.files[0] || null)} />
        </div>
        <fieldset className="field" disabled={busy}>
          <legend>{t('import_format')}</legend>
          {importFormats.map((f) => (
            <label key={f} className="import-radio">
              <input type="radio" name="format" value={f} checked={format === f} onChange={() => { setFormat(f); setAnswer(null); setChecked(false); }} />
              {t('import_format_' + f)}
            </label>
          ))}
        </fieldset>
        <div className="admin-toolbar">
          <button className="btn btn--primary" type="submit" disabled={!file || busy}>{t('import_check')}</button>
          <button className="btn btn--primary" type="button" disabled={!checked || !canImport(answer) || busy} onClick={() => run(false)}>{t('import_run')}</button>
          <a className="btn btn--ghost" href="/api/admin/export/products.csv" download>{t('import_export')}</a>
        </div>
      </form>
      {error ? <p className="admin-alert" role="alert">{error}</p> : null}
      {shown !== null ? (
        <div className="import-progress">
          <label htmlFor="import-progress">{t('import_progress')}</label>
          <progress id="import-progress" max="1" value={shown}>{Math.round(shown * 100)} %</progress>
        </div>
      ) : null}
      {pictures !== null ? (
        <div className="import-progress">
          <label htmlFor="import-pictures">{t('import_pictures_progress')}</label>
          <progress id="import-pictures" max="1" value={pictures}>{Math.round(pictures * 100)} %</progress>
        </div>
      ) : null}
      {answer ? (
        <div aria-live="polite">
          <h2>{checked ? t('import_dry_result') : t('import_result')}</h2>
          <dl className="import-counts">
            <div><dt>{t('import_created')}</dt><dd>{answer.created}</dd></div>
            <div><dt>{t('import_updated')}</dt><dd>{answer.updated}</dd></div>
            <div><dt>{t('import_unchanged')}</dt><dd>{answer.unchanged}</dd></div>
            <div><dt>{t('import_errors')}</dt><dd>{answer.errors.length}</dd></div>
          </dl>
          {answer.errors.length ? <p className="admin-alert">{t('import_nothing_written')}</p> : null}
        </div>
      ) : null}
      {rows.length ? (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption>{t('import_issues')}</caption>
            <thead><tr><th scope="col">{t('import_kind')}</th><th scope="col">{t('import_place')}</th><th scope="col">{t('import_message')}</th></tr></thead>
            <tbody>
              {rows.map((r, i) => (
                <tr key={i} className={'issue issue--' + r.kind}>
                  <td>{t('import_kind_' + r.kind)}</td>
                  <td>{placeOf(r, t)}</td>
                  <td>{r.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
