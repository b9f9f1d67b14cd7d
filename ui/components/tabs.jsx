// Tabs (spec §2 "Tabs switch content panels"): an ARIA tablist; arrow keys, Home and End move
// between tabs and only the selected tab is in the Tab order.
import { useId, useRef, useState } from 'react';

export function Tabs({ tabs, initial = 0, label, className = '' }) {
  const [active, setActive] = useState(initial);
  const base = useId();
  const refs = useRef([]);
  const select = (i) => {
    setActive(i);
    refs.current[i]?.focus();
  };
  const onKeyDown = (e) => {
    const n = tabs.length;
    const to = { ArrowRight: active + 1, ArrowLeft: active - 1, Home: 0, End: n - 1 }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    select((to + n) % n);
  };
  return (
    <div className={'tabs ' + className}>
      <div className="tabs__list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab, i) => (
          <button key={tab.id} type="button" role="tab" id={`${base}-tab-${i}`} aria-controls={`${base}-panel-${i}`}
            aria-selected={i === active} tabIndex={i === active ? 0 : -1} className="tabs__tab"
            ref={(el) => { refs.current[i] = el; }} onClick={() => setActive(i)}>
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div key={tab.id} role="tabpanel" id={`${base}-panel-${i}`} aria-labelledby={`${base}-tab-${i}`}
          hidden={i !== active} tabIndex={0} className="tabs__panel">
          {tab.content}
        </div>
      ))}
    </div>
  );
}
