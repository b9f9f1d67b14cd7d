import '../../common.js';
// The home page's category panel on phones and tablets: the category tree with toggles in a
// side panel from the left. It loads the first time the shopper opens it.
import { t } from '../../lib/i18n.js';
import { Modal } from '../modal.jsx';
import { MenuTree } from '../menu-tree.jsx';

export default function CategoryPanel({ items, open, onClose }) {
  return (
    <Modal open={open} onClose={onClose} title={t('menu_categories')} side="left">
      <MenuTree items={items} />
    </Modal>
  );
}
