// The dashboard's first-run checklist: what the shop still lacks before it can sell, from
// GET /api/admin/checklist. A step links to where it is done only when that page is among
// the member's routes (lib/checklist.js); the list goes once every step is done.
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { adminGet } from '../lib/api.js';
import { t } from '../lib/i18n.js';
import { checklistLink } from '../lib/checklist.js';

export function Checklist({ routes }) {
  const [list, setList] = useState(null);
  useEffect(() => { adminGet('/checklist').then(setList, () => setList(null)); }, []);
  if (!list || list.done === list.total) return null;
  return (
    <section className="checklist" aria-labelledby="checklist-title">
      <h2 id="checklist-title">{t('checklist_title')}</h2>
      <p className="people-muted">{t('checklist_progress', { done: list.done, total: list.total })}</p>
      <ol>
        {list.items.map((it) => {
          const href = it.done ? null : checklistLink(it.key, routes);
          const text = t('checklist_' + it.key);
          return (
            <li key={it.key} className={'checklist__item' + (it.done ? ' checklist__item--done' : '')} data-step={it.key}>
              <span className="checklist__state">{it.done ? '✓ ' + t('checklist_done') : t('checklist_todo')}</span>{' '}
              {href ? <Link href={href}>{text}</Link> : <span>{text}</span>}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
