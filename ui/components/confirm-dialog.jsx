import '../common.js';
// A yes/no question in a modal (removing a cart line, a coupon): the page's own dialog rather
// than window.confirm, which blocks the page and cannot be styled or translated. Pages load it
// the first time they ask (useOnDemand), so it costs their first JavaScript nothing.
import { t } from '../lib/i18n.js';
import { Modal } from './modal.jsx';

export default function ConfirmDialog({ question, confirmLabel, onConfirm, onCancel }) {
  return (
    <Modal open={!!question} onClose={onCancel} title={t('confirm_title')} className="modal--confirm"
      footer={(
        <>
          <button type="button" className="btn btn--ghost" onClick={onCancel}>{t('cancel')}</button>
          <button type="button" className="btn btn--primary" onClick={onConfirm}>{confirmLabel}</button>
        </>
      )}>
      <p>{question}</p>
    </Modal>
  );
}
