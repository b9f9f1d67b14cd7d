// Collapsible: a heading button that shows and hides its block (filter blocks, footer columns on
// phones, long lists). FilterToggle is the same with the filter look.
import { useId, useState } from 'react';
import { Icon } from './icon.jsx';

export function Collapsible({ title, defaultOpen = false, children, className = '', as: Heading = 'h3' }) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  return (
    <div className={'collapsible ' + className + (open ? ' is-open' : '')}>
      <Heading className="collapsible__heading">
        <button type="button" className="collapsible__toggle" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
          <span>{title}</span>
          <Icon name="down" size={18} className="collapsible__chevron" />
        </button>
      </Heading>
      <div id={id} className="collapsible__body" hidden={!open}>{children}</div>
    </div>
  );
}

export function FilterToggle(props) {
  return <Collapsible {...props} className={'filter-toggle ' + (props.className || '')} />;
}
