// Header shortcuts with live counters: compare, wishlist, the account and the cart. A shortcut
// shows only when its page exists (shared links). A signed-in shopper also gets the sign-out
// button, loaded only for them.
import { useSignals } from '@preact/signals-react/runtime';
import { t } from '../../lib/i18n.js';
import { links, user, wishlistIds, cartCount, compareIds } from '../../state/shared.js';
import { Icon } from '../icon.jsx';
import { OnDemand } from '../on-demand.jsx';

function Action({ href, icon, label, count, className = '' }) {
  const body = (
    <>
      <span className="hact__icon">
        <Icon name={icon} />
        {count > 0 ? <span className="badge" aria-hidden="true">{count > 99 ? '99+' : count}</span> : null}
      </span>
      <span className="hact__label">{label}</span>
      {count > 0 ? <span className="sr-only">{t('items_count', { count })}</span> : null}
    </>
  );
  return href ? <a href={href} className={'hact ' + className}>{body}</a> : null;
}

export function HeaderActions() {
  useSignals();
  const l = links.value;
  const u = user.value;
  return (
    <nav className="hactions" aria-label={t('account_menu')}>
      <Action href={l.compare} icon="compare" label={t('compare')} count={compareIds.value.length} className="hact--compare" />
      <Action href={l.wishlist} icon="heart" label={t('wishlist')} count={wishlistIds.value.length} className="hact--wish" />
      <Action href={u ? l.profile : l.sign_in} icon="user" label={u ? u.name || t('account') : t('sign_in')} className="hact--user" />
      <OnDemand when={() => !!user.value} load={() => import('./sign-out.jsx')} />
      <Action href={l.cart} icon="cart" label={t('cart')} count={cartCount.value} className="hact--cart" />
    </nav>
  );
}
