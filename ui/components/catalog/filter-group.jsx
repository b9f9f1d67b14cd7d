// One facet: a collapsible block of checkboxes with counts; long lists show the first few
// until "show more".
import { useId, useState } from 'react';
import { t } from '../../lib/i18n.js';

const SHORT = 6;

export function FilterGroup({ group, selected, onToggle }) {
  const [open, setOpen] = useState(true);
  const [all, setAll] = useState(false);
  const id = useId();
  const chosen = selected[group.key] || [];
  const anyHiddenChosen = group.options.slice(SHORT).some((o) => chosen.includes(o.id));
  const options = all || anyHiddenChosen ? group.options : group.options.slice(0, SHORT);
  return (
    <section className="fgroup">
      <h3 className="fgroup__title">
        <button type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
          {group.title}
        </button>
      </h3>
      <div id={id} hidden={!open}>
        <ul className="fgroup__list">
          {options.map((o) => (
            <li key={o.id}>
              <label className="fcheck">
                <input type="checkbox" checked={chosen.includes(o.id)} onChange={() => onToggle(group.key, o.id)} />
                <span className="fcheck__title">{o.title}</span>
                <span className="fcheck__count">{o.count}</span>
              </label>
            </li>
          ))}
        </ul>
        {group.options.length > SHORT && !anyHiddenChosen && (
          <button type="button" className="link-button" aria-expanded={all} onClick={() => setAll(!all)}>
            {t(all ? 'filters_show_less' : 'filters_show_more')}
          </button>
        )}
      </div>
    </section>
  );
}
