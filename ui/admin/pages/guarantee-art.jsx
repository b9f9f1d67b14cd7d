// The official legal-guarantee notice's artwork (Annex I of Commission Implementing Regulation
// (EU) 2025/1960): one picture per shop language, which the storefront's footer and checkout
// show instead of the shop's own text (the text stays their alt). Owner only. The server judges
// each file by its bytes and answers why it refuses one; this page only shows what it said.
import { useEffect, useState } from 'react';
import { adminGet, adminSend } from '../lib/api.js';
import { upload } from '../lib/upload.js';
import { t } from '../lib/i18n.js';

export function GuaranteeArtPage() {
  const [data, setData] = useState(null);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState('');
  const load = () => adminGet('/guarantee-art').then(setData, (e) => setError(e.message));
  useEffect(() => { load(); }, []);
  if (error && !data) return <p className="admin-alert" role="alert">{error}</p>;
  if (!data) return <p className="admin-loading">{t('guarantee_art_loading')}</p>;
  const send = async (lang, file) => {
    setError(''); setStatus(''); setBusy(lang);
    try {
      await upload('/guarantee-art/' + lang, file);
      await load(); // the status follows the picture shown
      setStatus(t('guarantee_art_saved'));
    } catch (e) {
      setError(e.errors?.file?.join(' ') || e.errors?.lang?.join(' ') || e.message);
    } finally {
      setBusy('');
    }
  };
  const remove = async (lang) => {
    if (!window.confirm(t('guarantee_art_remove_confirm', { lang: lang.toUpperCase() }))) return;
    setError(''); setStatus('');
    try { await adminSend('DELETE', '/guarantee-art/' + lang); await load(); setStatus(t('guarantee_art_removed')); } catch (e) { setError(e.message); }
  };
  return (
    <section className="guarantee-art">
      <h1>{t('guarantee_art_title')}</h1>
      <p>{t('guarantee_art_intro')}</p>
      <p role="status" className={status ? 'admin-ok' : 'visually-hidden'}>{status}</p>
      {error ? <p className="admin-alert" role="alert">{error}</p> : null}
      <ul className="guarantee-art__list">
        {data.languages.map((l) => {
          const art = data.items.find((a) => a.lang === l);
          const name = t('guarantee_art_slot', { lang: l.toUpperCase() });
          return (
            <li key={l} className="guarantee-art__slot">
              <h2>{name}</h2>
              {art ? (
                <>
                  <img src={art.src} width={art.width} height={art.height} alt={t('guarantee_art_preview', { lang: l.toUpperCase() })} />
                  <p>{t('guarantee_art_size', { width: art.width, height: art.height, kb: Math.ceil(art.bytes / 1024) })}</p>
                </>
              ) : <p>{t('guarantee_art_none')}</p>}
              <div className="guarantee-art__actions">
                <label className="btn btn--ghost guarantee-art__upload">
                  {t(busy === l ? 'guarantee_art_uploading' : art ? 'guarantee_art_replace' : 'guarantee_art_upload')}
                  <span className="visually-hidden"> {name}</span>
                  <input className="visually-hidden" type="file" accept="image/png,image/jpeg,image/webp" disabled={!!busy}
                    onChange={(e) => { if (e.target.files[0]) send(l, e.target.files[0]); e.target.value = ''; }} />
                </label>
                {art ? <button type="button" className="btn btn--ghost" onClick={() => remove(l)}>
                  {t('guarantee_art_remove')}<span className="visually-hidden"> {name}</span></button> : null}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
