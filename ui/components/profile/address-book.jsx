// The saved addresses (spec §2 Profile: address forms that really save): each with edit,
// delete (asked again in place) and make-default; the default is what checkout fills in.
// Every call answers the user as it now stands, which replaces the page's.
import { useState } from 'react';
import { post } from '../../lib/api.js';
import { profileEndpoints as endpoints } from '../../lib/profile-endpoints.js';
import { t } from '../../lib/i18n.js';
import { toast } from '../../state/toasts.js';
import { AddressForm } from './address-form.jsx';

export function AddressBook({ user, countries, codes, callingCode, onSaved }) {
  const [editing, setEditing] = useState(null); // 'new', an address id, or null
  const [deleting, setDeleting] = useState(null);
  const answer = (res) => {
    toast(res.message);
    onSaved(res.user);
    setEditing(null);
  };
  const save = async (id, payload) => answer(await post(id === 'new' ? endpoints.addAddress : endpoints.address(id), payload));
  const act = (url) => post(url).then(answer, () => {});
  const form = (address) => (
    <AddressForm address={address} countries={countries} codes={codes} callingCode={callingCode} onCancel={() => setEditing(null)}
      title={t(address ? 'profile_address_edit' : 'profile_address_add')} onSave={(p) => save(address ? address.id : 'new', p)} />
  );
  return (
    <section className="checkout-block" aria-labelledby="profile-addresses">
      <h2 id="profile-addresses" className="checkout-block__title">{t('profile_addresses')}</h2>
      {!user.addresses.length && editing !== 'new' ? <p className="profile-empty">{t('profile_no_addresses')}</p> : null}
      <ul className="addresses">
        {user.addresses.map((a) => (
          <li key={a.id} className={'address' + (a.is_default ? ' is-default' : '')}>
            {editing === a.id ? form(a) : (
              <>
                <p className="address__text" id={'address-' + a.id}>
                  {a.address}, {a.zip} {a.city}, {a.country}
                  {a.user_phone_number.number ? <><br />{a.user_phone_number.countryCallingCode} {a.user_phone_number.number}</> : null}
                </p>
                {a.is_default ? <p className="address__default">{t('profile_address_default')}</p> : null}
                {deleting === a.id ? (
                  <div className="address__actions" role="group" aria-label={t('profile_address_delete_question', { address: a.address })}>
                    <span className="address__question">{t('profile_address_delete_question', { address: a.address })}</span>
                    <button type="button" className="btn btn--danger" onClick={() => { setDeleting(null); act(endpoints.address(a.id, 'delete')); }}>
                      {t('profile_address_delete')}
                    </button>
                    <button type="button" className="btn btn--ghost" onClick={() => setDeleting(null)}>{t('cancel')}</button>
                  </div>
                ) : (
                  <div className="address__actions">
                    <button type="button" className="btn btn--ghost" aria-describedby={'address-' + a.id} onClick={() => setEditing(a.id)}>{t('profile_address_edit')}</button>
                    {!a.is_default ? (
                      <button type="button" className="btn btn--ghost" aria-describedby={'address-' + a.id} onClick={() => act(endpoints.address(a.id, 'default'))}>
                        {t('profile_address_make_default')}
                      </button>
                    ) : null}
                    <button type="button" className="btn btn--ghost" aria-describedby={'address-' + a.id} onClick={() => setDeleting(a.id)}>{t('profile_address_delete')}</button>
                  </div>
                )}
              </>
            )}
          </li>
        ))}
      </ul>
      {editing === 'new' ? form(null) : (
        <button type="button" className="btn btn--primary profile-add" onClick={() => setEditing('new')}>{t('profile_address_add')}</button>
      )}
    </section>
  );
}
