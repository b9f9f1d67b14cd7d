// The category tree: expand and collapse, choose a category to rename it in every language
// and edit its slug and pictures, add a subcategory, delete an empty one (asked first), and
// move it by dragging its row or by the move buttons (up, down, in under the one above, out
// after its parent). Every move is one POST /categories/:id/move; the answer is the tree.
import { useEffect, useRef, useState } from 'react';
import { adminGet, adminSend } from '../lib/api.js';
import { t, lang } from '../lib/i18n.js';
import { rows, moveTarget, dropTarget, dropZone, ancestors } from '../lib/tree.js';
import { slugify, textIn } from '../lib/forms.js';
import { Field } from '../components/field.jsx';
import { LangTexts } from '../components/lang-texts.jsx';
import { ConfirmButton } from '../components/confirm-button.jsx';
import { useFocusOnOpen } from '../components/edit-list.jsx';

const pictureFields = ['icon', 'image', 'banner_desktop', 'banner_mobile', 'banner_link'];
const blank = { slug: '', title: {}, short_description: {}, icon: '', image: '', banner_desktop: '', banner_mobile: '', banner_link: '' };

export function Categories() {
  const [data, setData] = useState(null);
  const [loadError, setLoadError] = useState('');
  const [expanded, setExpanded] = useState(() => new Set());
  const [selected, setSelected] = useState(0);
  const [adding, setAdding] = useState(null); // the new category's parent id while adding one
  const [status, setStatus] = useState('');
  const [drag, setDrag] = useState(null); // {id, over, zone}
  const heading = useRef(null);
  const refocus = useRef(''); // 'lost': after a move; 'panel': after choosing a category
  // After a keyboard move the pressed button may have become disabled (the first category
  // cannot go up), which drops the focus: it goes to the category's heading instead. Choosing
  // a category takes the focus to its panel too, which on a phone is below the whole tree.
  useEffect(() => {
    const why = refocus.current;
    refocus.current = '';
    const a = document.activeElement;
    if (why === 'panel' || (why === 'lost' && (!a || a === document.body || a.disabled))) heading.current?.focus();
  });

  const load = () => adminGet('/categories').then(setData, (e) => setLoadError(e.message));
  useEffect(() => { load(); }, []);
  if (loadError) return <p className="admin-alert" role="alert">{loadError}</p>;
  if (!data) return <p role="status">…</p>;
  const { categories: list, languages } = data;
  const title = (c) => textIn(c.title, lang(), languages.default) || c.slug;
  const byId = new Map(list.map((c) => [c.id, c]));
  const current = byId.get(selected);

  const reveal = (id, tree) => setExpanded((e) => new Set([...e, ...ancestors(tree, id)]));
  const toggle = (id) => setExpanded((e) => {
    const n = new Set(e);
    n.has(id) ? n.delete(id) : n.add(id);
    return n;
  });
  const move = async (id, target) => {
    if (!target) return;
    try {
      const answer = await adminSend('POST', `/categories/${id}/move`, target);
      setData({ ...data, categories: answer.categories });
      reveal(id, answer.categories);
      setStatus(t('tx_moved', { name: title(byId.get(id)) }));
      refocus.current = 'lost';
    } catch (e) {
      setStatus(e.message);
    }
  };
  const saved = async (id, message) => {
    const answer = await adminGet('/categories');
    setData(answer);
    setAdding(null);
    if (id) {
      setSelected(id);
      reveal(id, answer.categories);
    }
    setStatus(message);
  };
  const remove = async (c) => {
    try {
      await adminSend('DELETE', `/categories/${c.id}`);
      setSelected(0);
      await saved(0, t('tx_deleted', { name: title(c) }));
    } catch (e) {
      setStatus(e.errors?.id?.join(' ') || e.message);
    }
  };

  const onDragOver = (e, id) => {
    if (!drag) return;
    const r = e.currentTarget.getBoundingClientRect();
    const zone = dropZone(e.clientY - r.top, r.height);
    if (dropTarget(list, drag.id, id, zone)) {
      e.preventDefault();
      if (drag.over !== id || drag.zone !== zone) setDrag({ ...drag, over: id, zone });
    }
  };
  const onDrop = (e, id) => {
    e.preventDefault();
    const target = drag && dropTarget(list, drag.id, id, drag.zone);
    const moved = drag?.id;
    setDrag(null);
    if (target) move(moved, target);
  };

  return (
    <section className="tx-page">
      <h1>{t('tx_categories_title')}</h1>
      <p className="visually-hidden" role="status" aria-live="polite">{status}</p>
      {status ? <p className="admin-ok" aria-hidden="true">{status}</p> : null}
      <div className="tx-split">
        <div className="tx-tree-wrap">
          <div className="admin-toolbar">
            <button type="button" className="btn btn--primary" onClick={() => { setAdding(0); setSelected(0); }}>{t('tx_add_top')}</button>
            <button type="button" className="btn btn--ghost" onClick={() => setExpanded(new Set(list.map((c) => c.id)))}>{t('tx_expand_all')}</button>
            <button type="button" className="btn btn--ghost" onClick={() => setExpanded(new Set())}>{t('tx_collapse_all')}</button>
          </div>
          <p className="field-hint">{t('tx_drag_hint')}</p>
          <ul className="tx-tree" aria-label={t('tx_categories_title')}>
            {rows(list, expanded).map(({ node, depth, hasChildren, expanded: open }) => (
              <li key={node.id} style={{ '--depth': depth }}
                className={'tx-node' + (node.id === selected ? ' tx-node--selected' : '') + (drag?.over === node.id ? ' tx-drop--' + drag.zone : '')}
                draggable onDragStart={(e) => { e.dataTransfer.effectAllowed = 'move'; e.dataTransfer.setData('text/plain', String(node.id)); setDrag({ id: node.id }); }}
                onDragEnd={() => setDrag(null)} onDragOver={(e) => onDragOver(e, node.id)} onDrop={(e) => onDrop(e, node.id)}>
                {hasChildren ? (
                  <button type="button" className="tx-toggle" aria-expanded={open} onClick={() => toggle(node.id)}
                    aria-label={t(open ? 'tx_collapse' : 'tx_expand', { name: title(node) })}>{open ? '▾' : '▸'}</button>
                ) : <span className="tx-toggle" aria-hidden="true" />}
                <button type="button" className="tx-node-title" aria-current={node.id === selected ? 'true' : undefined}
                  onClick={() => { setSelected(node.id); setAdding(null); refocus.current = 'panel'; }}>
                  {title(node)} <span className="tx-count">({node.products})</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
        <div className="tx-panel">
          {adding !== null ? (
            <CategoryForm key={'new' + adding} languages={languages} initial={{ ...blank, parent_id: adding }}
              heading={adding ? t('tx_add_child_of', { name: title(byId.get(adding)) }) : t('tx_add_top')}
              onCancel={() => setAdding(null)}
              onSave={async (body) => {
                const c = await adminSend('POST', '/categories', body);
                await saved(c.id, t('tx_created', { name: title(c) }));
              }} />
          ) : current ? (
            <>
              <h2 ref={heading} tabIndex={-1}>{title(current)}</h2>
              <div className="tx-moves" role="group" aria-label={t('tx_move_group')}>
                {['up', 'down', 'indent', 'outdent'].map((a) => (
                  <button key={a} type="button" className="btn btn--ghost" disabled={!moveTarget(list, current.id, a)}
                    onClick={() => move(current.id, moveTarget(list, current.id, a))}>{t('tx_move_' + a)}</button>
                ))}
              </div>
              <div className="admin-toolbar">
                <button type="button" className="btn btn--ghost" onClick={() => setAdding(current.id)}>{t('tx_add_child')}</button>
                <a className="btn btn--ghost" href={`/c/${current.slug}`} target="_blank" rel="noopener">{t('tx_open_in_shop')}</a>
                <ConfirmButton label={t('tx_delete')} question={t('tx_delete_question', { name: title(current) })} onConfirm={() => remove(current)} />
              </div>
              <CategoryForm key={current.id} languages={languages} initial={current} heading={t('tx_edit')}
                onSave={async (body) => {
                  await adminSend('PUT', `/categories/${current.id}`, body);
                  await saved(current.id, t('tx_saved'));
                }} />
            </>
          ) : <p>{t('tx_choose_category')}</p>}
        </div>
      </div>
    </section>
  );
}

// CategoryForm edits a category's slug, titles, descriptions and pictures; a new one's slug
// follows its default title until the slug is typed in.
function CategoryForm({ languages, initial, heading, onSave, onCancel }) {
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState({});
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const slugTouched = useRef(Boolean(initial.slug));
  const newHeading = useFocusOnOpen(); // a new category's form takes the focus; an edit form keeps it on the tree's choice
  const set = (k, v) => setForm((f) => ({ ...f, [k]: v }));
  const submit = async (e) => {
    e.preventDefault();
    setBusy(true);
    try {
      const body = { slug: form.slug, title: form.title, short_description: form.short_description, parent_id: form.parent_id || 0 };
      for (const k of pictureFields) body[k] = form[k];
      await onSave(body);
    } catch (err) {
      setErrors(err.errors || {});
      setMessage(err.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate className="tx-form" aria-label={heading}>
      <h3 ref={onCancel ? newHeading : undefined} tabIndex={-1}>{heading}</h3>
      {message ? <p className="admin-alert" role="alert">{message}</p> : null}
      <LangTexts name="title" label={t('tx_title')} languages={languages} value={form.title} errors={errors} required
        onChange={(v) => setForm((f) => ({ ...f, title: v, slug: slugTouched.current ? f.slug : slugify(v[languages.default] || '') }))} />
      <Field name="slug" label={t('tx_slug')} hint={t('tx_slug_hint')} value={form.slug} errors={errors}
        onChange={(e) => { slugTouched.current = true; set('slug', e.target.value); }} />
      <LangTexts name="short_description" label={t('tx_short_description')} languages={languages} value={form.short_description}
        errors={errors} multiline onChange={(v) => set('short_description', v)} />
      <details className="tx-more" open={pictureFields.some((k) => errors[k]) || undefined}>
        <summary>{t('tx_pictures')}</summary>
        {pictureFields.map((k) => (
          <Field key={k} name={k} label={t('tx_' + k)} value={form[k] || ''} errors={errors} onChange={(e) => set(k, e.target.value)} />
        ))}
      </details>
      <div className="admin-toolbar">
        <button type="submit" className="btn btn--primary" disabled={busy}>{t('tx_save')}</button>
        {onCancel ? <button type="button" className="btn btn--ghost" onClick={onCancel}>{t('tx_cancel')}</button> : null}
      </div>
    </form>
  );
}
