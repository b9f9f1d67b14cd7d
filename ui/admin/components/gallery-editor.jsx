// A product's gallery in the back office, mounted as <GalleryEditor productId={id} />: its
// pictures in order as thumbnails (the first is the card's), uploads with their progress, the
// order changed by dragging a picture or with its "move earlier" and "move later" buttons, and
// delete. Each change is saved at once, and what shows is the server's answer: the gallery as
// it stands. A refused change shows the server's message and leaves the gallery as it was.
import { useEffect, useId, useRef, useState } from 'react';
import { adminGet, adminSend } from '../lib/api.js';
import { upload } from '../lib/upload.js';
import { t } from '../lib/i18n.js';
import { moved, fileRefusal, percent } from '../lib/gallery.js';

export function GalleryEditor({ productId }) {
  const base = `/products/${productId}/images`;
  const [images, setImages] = useState(null); // null while loading
  const [uploads, setUploads] = useState([]); // {key, name, pct}
  const [error, setError] = useState('');
  const [status, setStatus] = useState(''); // said by screen readers
  const saving = useRef(Promise.resolve()); // the last move sent (move)
  const moves = useRef(0); // how many moves were made: only the last one's answer is shown
  const [dragging, setDragging] = useState(-1);
  const [focus, setFocus] = useState(null); // {id, action}: the button to keep focus on after a move
  const list = useRef(null);
  const id = useId();

  useEffect(() => {
    let live = true;
    adminGet(base).then((g) => live && setImages(g.images), (e) => live && setError(e.message));
    return () => { live = false; };
  }, [base]);
  // A moved picture keeps the focus on the button that moved it, or on its other move button
  // once that one is disabled (the picture reached an end), so the keyboard can go on.
  useEffect(() => {
    if (!focus) return;
    const item = list.current?.querySelector(`[data-id="${focus.id}"]`);
    (item?.querySelector(`[data-action="${focus.action}"]:not(:disabled)`) || item?.querySelector('button:not(:disabled)'))?.focus();
  }, [images, focus]);

  const refused = (e) => setError(Object.values(e.errors || {}).flat()[0] || e.message);
  const move = async (from, to, action) => {
    const next = moved(images, from, to);
    if (next === images) return;
    const was = images;
    setImages(next);
    setError('');
    if (action) setFocus({ id: images[from].id, action });
    // Moves made faster than the shop answers are sent one after another, so the shop keeps
    // the last one: sent at once, an earlier move could arrive after it and win.
    const mine = ++moves.current;
    const send = saving.current.then(() => adminSend('PUT', base + '/order', { ids: next.map((p) => p.id) }));
    saving.current = send.catch(() => {});
    try {
      const { images: saved } = await send;
      if (mine === moves.current) setImages(saved); // else a later move's order stays shown
      setStatus(t('gallery_moved', { n: Math.max(0, Math.min(next.length - 1, to)) + 1 }));
    } catch (e) {
      setImages(was);
      refused(e);
    }
  };
  const remove = async (p) => {
    if (!window.confirm(t('gallery_delete_confirm'))) return;
    setError('');
    try {
      setImages((await adminSend('DELETE', `${base}/${p.id}`)).images);
      setStatus(t('gallery_deleted'));
    } catch (e) {
      refused(e);
    }
  };
  // One file at a time: the server encodes a few uploads at once, and a gallery's order is
  // the order the files were chosen in.
  const add = async (files) => {
    setError('');
    for (const file of files) {
      const refusal = fileRefusal(file);
      if (refusal) {
        setError(t(refusal, { name: file.name }));
        continue;
      }
      const key = `${file.name}-${file.size}-${Math.random()}`;
      const progress = (loaded, total) => setUploads((u) => u.map((x) => (x.key === key ? { ...x, pct: percent(loaded, total) } : x)));
      setUploads((u) => [...u, { key, name: file.name, pct: 0 }]);
      try {
        setImages((await upload(base, file, progress)).images);
        setStatus(t('gallery_uploaded'));
      } catch (e) {
        refused(e);
      } finally {
        setUploads((u) => u.filter((x) => x.key !== key));
      }
    }
  };
  const drop = (e, to) => {
    e.preventDefault();
    if (e.dataTransfer.files.length) add([...e.dataTransfer.files]);
    else if (dragging >= 0) move(dragging, to);
    setDragging(-1);
  };

  return (
    <section className="gallery-editor" aria-labelledby={id + '-title'}>
      <h2 id={id + '-title'}>{t('gallery_title')}</h2>
      <p className="field-hint" id={id + '-hint'}>{t('gallery_hint')}</p>
      <label className="btn btn--ghost gallery-editor__add">
        {t('gallery_add')}
        <input className="visually-hidden" type="file" accept="image/jpeg,image/png,image/webp" multiple aria-describedby={id + '-hint'}
          onChange={(e) => { add([...e.target.files]); e.target.value = ''; }} />
      </label>
      {error ? <p className="admin-alert" role="alert">{error}</p> : null}
      <p className="visually-hidden" role="status">{status}</p>
      {uploads.map((u) => (
        <p key={u.key} className="gallery-editor__upload">
          <span>{t('gallery_uploading', { name: u.name })}</span>
          <progress max="100" value={u.pct} aria-label={t('gallery_uploading', { name: u.name })} />
        </p>
      ))}
      {images === null ? null : images.length === 0 ? <p>{t('gallery_empty')}</p> : (
        <ol className="gallery-editor__list" ref={list} onDragOver={(e) => e.preventDefault()} onDrop={(e) => drop(e, images.length - 1)}>
          {images.map((p, i) => (
            <li key={p.id} data-id={p.id} className={'gallery-editor__item' + (i === dragging ? ' is-dragging' : '')}
              draggable onDragStart={(e) => { setDragging(i); e.dataTransfer.effectAllowed = 'move'; }}
              onDragEnd={() => setDragging(-1)} onDragOver={(e) => e.preventDefault()} onDrop={(e) => { e.stopPropagation(); drop(e, i); }}>
              <img src={p.thumb} alt="" width="120" height="120" loading="lazy" draggable={false} />
              <span className="gallery-editor__caption" id={`${id}-${p.id}`}>
                {t('gallery_picture', { n: i + 1, total: images.length })}{i === 0 ? ` · ${t('gallery_card')}` : ''}
              </span>
              <span className="gallery-editor__actions">
                <button type="button" className="btn btn--ghost" data-action="earlier" disabled={i === 0}
                  aria-describedby={`${id}-${p.id}`} onClick={() => move(i, i - 1, 'earlier')}>{t('gallery_earlier')}</button>
                <button type="button" className="btn btn--ghost" data-action="later" disabled={i === images.length - 1}
                  aria-describedby={`${id}-${p.id}`} onClick={() => move(i, i + 1, 'later')}>{t('gallery_later')}</button>
                <button type="button" className="btn btn--ghost gallery-editor__delete" aria-describedby={`${id}-${p.id}`}
                  onClick={() => remove(p)}>{t('gallery_delete')}</button>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
