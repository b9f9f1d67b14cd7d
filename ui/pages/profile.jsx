import '../common.js';
// The profile (spec §2 Profile, §6: signed-in shoppers only; the server sends guests to sign
// in): the order list with each order's page and invoice, the personal details with the
// password change, the saved addresses, the shopper's data rights and signing out. The
// server gives the whole user in the props (handlers/profile_page.go), so the page renders
// complete on the server; each save answers the user anew, which replaces it here.
import { useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { post, setCsrfToken } from '../lib/api.js';
import { profileEndpoints as endpoints } from '../lib/profile-endpoints.js';
import { t } from '../lib/i18n.js';
import { OrdersTable } from '../components/profile/orders-table.jsx';
import { DetailsForm } from '../components/profile/details-form.jsx';
import { AddressBook } from '../components/profile/address-book.jsx';
import { PrivacyBlock } from '../components/profile/privacy-block.jsx';

// calling_codes are the EU calling codes a phone may have ({country, code}), calling_code the
// shop country's, as the server lists them (handlers/profile_page.go).
export default function Profile({ user: initial, countries, calling_codes: codes, calling_code: callingCode }) {
  useSignals();
  const [user, setUser] = useState(initial);
  const [leaving, setLeaving] = useState(false);
  const signOut = async () => {
    setLeaving(true);
    try {
      const res = await post(endpoints.logout);
      setCsrfToken(res.csrf);
      window.location.assign(res.path); // a full load: every part of the page forgets the shopper
    } catch {
      setLeaving(false);
    }
  };
  return (
    <div className="container profile-page">
      <div className="profile-page__head">
        <div>
          <h1>{t('profile_title')}</h1>
          <p className="profile-page__who">{user.full_name} · {user.email}</p>
        </div>
        <button type="button" className="btn btn--ghost" onClick={signOut} disabled={leaving}>{t('sign_out')}</button>
      </div>
      <section className="checkout-block" aria-labelledby="profile-orders">
        <h2 id="profile-orders" className="checkout-block__title">{t('profile_orders')}</h2>
        <OrdersTable orders={user.orders} />
      </section>
      <div className="profile-page__grid">
        <DetailsForm user={user} endpoint={endpoints.update} codes={codes} onSaved={setUser} />
        <div className="profile-page__side">
          <AddressBook user={user} countries={countries} codes={codes} callingCode={callingCode} onSaved={setUser} />
          <PrivacyBlock />
        </div>
      </div>
    </div>
  );
}
