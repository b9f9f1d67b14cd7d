// The energy label's arrow next to a price (Regulation (EU) 2017/1369, Art. 6): the range of
// classes (A to G) small on its left, the arrow in its class's colour with the letter in white
// at the price's font size (the CSS sets the size where it sits). It leads to the label: a
// picture opens in a dialog on the page (its code loads on the first click), a PDF or the
// product's EPREL page opens as a page of its own. The product information sheet's link is
// beside it. Without a label, or plain (inside a control of its own, as a search suggestion
// is): the arrow alone, a picture with its name. It loads after the page's first JavaScript
// (deferred.jsx): the server renders it whole and the browser keeps that markup, whose links
// work before the code is in.
import '../common.js';
import { useState } from 'react';
import { t } from '../lib/i18n.js';
import { energyArrowName, energyColour } from '../lib/energy.js';
import { useOnDemand } from './on-demand.jsx';

function Arrow({ cls, colour }) {
  return (
    <svg className="energy__svg" viewBox="0 0 46 26" aria-hidden="true" focusable="false">
      <rect x=".5" y=".5" width="11" height="25" fill="#fff" stroke="#000" />
      <text x="6" y="8" fontSize="7">A</text>
      <path d="M6 10.5l-2 3h4zM5.6 13.5h.8v3h-.8z" />
      <text x="6" y="23.5" fontSize="7">G</text>
      <path d="M13 0h23l10 13-10 13H13z" fill={colour} />
      <text className="energy__letter" x="25" y="20.5" fontSize="20">{cls}</text>
    </svg>
  );
}

// p is the product (a card, a cart line's product): its energy and title.
export default function EnergyArrow({ p, plain = false }) {
  const { energy: e, title } = p;
  const [open, setOpen] = useState(false);
  const Dialog = useOnDemand(open, () => import('./energy-label-modal.jsx'));
  const colour = energyColour(e?.class);
  if (!colour) return null;
  const name = energyArrowName(e.class, !plain && !!e.label, t);
  const show = (ev) => {
    if (ev.button || ev.metaKey || ev.ctrlKey || ev.shiftKey || ev.altKey) return;
    ev.preventDefault();
    setOpen(true);
  };
  // The name is the link's text (hidden from sight), not an aria-label: the picture's letters
  // are visible text a label would have to repeat word for word (WCAG 2.5.3).
  const arrow = <><Arrow cls={e.class} colour={colour} /><span className="sr-only">{name}</span></>;
  return (
    <span className="energy">
      {plain || !e.label ? <span className="energy__arrow">{arrow}</span>
        : e.label_image ? <a className="energy__arrow" href={e.label} aria-haspopup="dialog" onClick={show}>{arrow}</a>
          : <a className="energy__arrow" href={e.label} target="_blank" rel="noopener">{arrow}</a>}
      {e.sheet && !plain ? <a className="energy__sheet" href={e.sheet} target="_blank" rel="noopener">{t('energy_sheet')}</a> : null}
      {Dialog ? <Dialog open={open} onClose={() => setOpen(false)} src={e.label} title={title} /> : null}
    </span>
  );
}
