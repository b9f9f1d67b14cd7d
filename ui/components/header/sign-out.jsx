import '../../common.js';
// The header's sign-out button, for a signed-in shopper: it signs out (POST /logout) and
// loads the page the server names as a guest sees it, so nothing of the shopper stays on screen.
import { useSignals } from '@preact/signals-react/runtime';
import { t } from '../../lib/i18n.js';
import { post } from '../../lib/api.js';
import { endpoints } from '../../lib/endpoints.js';
import { user } from '../../state/shared.js';

export default function SignOut() {
  useSignals();
  if (!user.value) return null;
  const signOut = () => post(endpoints.logout).then((r) => location.assign(r.path), () => {});
  return (
    <button type="button" className="hact hact--signout" onClick={signOut}>
      <span className="hact__icon">
        {/* drawn like components/icon.jsx's icons; kept here, off the first page's script */}
        <svg className="icon" width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor"
          strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round"><path d="M10 4H5v16h5M14 8l4 4-4 4M18 12H9" /></svg>
      </span>
      <span className="hact__label">{t('sign_out')}</span>
    </button>
  );
}
