import '../common.js';
// The energy label's dialog: the label picture a price's arrow opens (energy-arrow.jsx),
// loaded on the first click so that no page's first JavaScript carries it.
import { t } from '../lib/i18n.js';
import { Modal } from './modal.jsx';

export default function EnergyLabelModal({ open, onClose, src, title }) {
  return (
    <Modal open={open} onClose={onClose} title={t('energy_label_title')} className="modal--energy">
      <img className="energy-label" src={src} alt={t('energy_label_alt', { title })} width={300} height={600} />
    </Modal>
  );
}
