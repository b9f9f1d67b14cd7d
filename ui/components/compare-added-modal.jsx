import '../common.js';
// The compare-added modal (spec §2, §4): opens after a product joins the compare list and
// closes itself after 7 s (state/compare.js); it leads to the compare page.
import { useSignals } from '@preact/signals-react/runtime';
import { t } from '../lib/i18n.js';
import { links, compareIds } from '../state/shared.js';
import { closeCompareModal } from '../state/compare.js';
import { compareModal } from '../state/modals.js';
import { MAX_COMPARE } from '../lib/compare-list.js';
import { Modal } from './modal.jsx';
import { Picture } from './picture.jsx';

export default function CompareAddedModal() {
  useSignals();
  const p = compareModal.value;
  return (
    <Modal open={!!p} onClose={closeCompareModal} title={t('compare_added_title')} className="modal--compare"
      footer={(
        <>
          <button type="button" className="btn btn--ghost" onClick={closeCompareModal}>{t('continue_shopping')}</button>
          {links.value.compare ? <a className="btn btn--primary" href={links.value.compare}>{t('compare_go', { count: compareIds.value.length })}</a> : null}
        </>
      )}>
      {p ? (
        <div className="added">
          <Picture image={p.image} alt="" width={72} height={72} />
          <p><b>{p.title}</b><br />{t('compare_count', { n: compareIds.value.length, max: MAX_COMPARE })}</p>
        </div>
      ) : null}
    </Modal>
  );
}
