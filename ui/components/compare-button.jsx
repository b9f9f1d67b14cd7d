// Adds a product to the compare list (at most 5) or takes it off.
import { useSignals } from '@preact/signals-react/runtime';
import { t } from '../lib/i18n.js';
import { compareIds } from '../state/shared.js';
import { toggleCompare } from '../state/compare.js';
import { Icon } from './icon.jsx';

export function CompareButton({ product, className = '' }) {
  useSignals();
  const on = compareIds.value.includes(product.id);
  const label = t(on ? 'remove_from_compare' : 'add_to_compare');
  return (
    <button type="button" className={'round-btn compare-btn ' + className + (on ? ' is-on' : '')} aria-pressed={on}
      aria-label={label} title={label} onClick={() => toggleCompare(product)}>
      <Icon name="compare" size={20} />
    </button>
  );
}
