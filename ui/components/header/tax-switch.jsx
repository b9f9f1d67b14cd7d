// The tax-inclusive price switch (spec §2): prices with or without VAT, remembered 30 days.
import { useSignals } from '@preact/signals-react/runtime';
import { t } from '../../lib/i18n.js';
import { showPricesWithTax } from '../../state/prefs.js';

export function TaxSwitch() {
  useSignals();
  const on = showPricesWithTax.value;
  return (
    <button type="button" role="switch" aria-checked={on} className="tax-switch" onClick={() => { showPricesWithTax.value = !on; }}>
      <span className="tax-switch__track" aria-hidden="true"><span className="tax-switch__thumb" /></span>
      <span className="tax-switch__label">{t('prices_with_tax')}</span>
    </button>
  );
}
