// The energy label's arrow next to a price (Regulation (EU) 2017/1369, Art. 6; the displays'
// and the smartphones' regulations): the class's colour from the label's seven, best first,
// and the arrow's accessible name. The colours are the label's own: a shop must not restyle
// them, so they live here and nowhere else.
export const ENERGY_CLASSES = 'ABCDEFG';

const COLOURS = {
  A: '#00a651', B: '#50b848', C: '#bed630', D: '#fff200', E: '#fdb913', F: '#f37021', G: '#ee1c25',
};

// energyColour is a class's colour ('A' … 'G'), null for anything else (no arrow then).
export function energyColour(cls) {
  return COLOURS[cls] ?? null;
}

// energyArrowName is the arrow's accessible name in the page's language: the class, the
// range it is on, and what the arrow does (opens the label, or, without one, says only the
// class). translate is i18n's t.
export function energyArrowName(cls, hasLabel, translate) {
  const name = translate('energy_class', { class: cls, first: ENERGY_CLASSES[0], last: ENERGY_CLASSES.at(-1) });
  return hasLabel ? translate('energy_open_label', { name }) : name;
}
