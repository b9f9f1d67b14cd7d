import '../../common.js';
// Parcel-locker delivery (spec §2, §4 Locker): the country (a change clears the point and the
// list), the phone the locker texts its code to, a search for pickup points (800 ms after
// typing stops) and the point picked, which fills the address and is then zip-checked. It
// loads when a locker is chosen (checkout.jsx), which keeps it out of the checkout's first
// JavaScript. Its fields are the shared ones, whose file the checkout has already loaded; the
// phone field comes from the page as a prop, since importing the checkout's calling codes here
// would split them out of the checkout's chunk into a file of their own.
import { useEffect, useId, useState } from 'react';
import { get } from '../../lib/api.js';
import { endpoints } from '../../lib/endpoints.js';
import { t } from '../../lib/i18n.js';
import { Field } from '../field.jsx';
import { MessageField } from './message-field.jsx';

export const POINT_SEARCH_DELAY_MS = 800;

export default function LockerFields({ method, form, errors, countries, onChange, onCountry, onPick, PhoneField }) {
  const s = form.shipping;
  const id = useId();
  const [search, setSearch] = useState('');
  const [points, setPoints] = useState([]);
  useEffect(() => setPoints([]), [s.country_id]);
  useEffect(() => {
    if (!s.country_id) return undefined;
    const ctrl = new AbortController();
    const timer = setTimeout(() => {
      const q = new URLSearchParams({ search: search.trim(), country_id: s.country_id });
      get(endpoints.pickupPoints(method.id) + '?' + q, { signal: ctrl.signal, toast: false })
        .then((d) => setPoints(d.points || []))
        .catch((e) => e.name !== 'AbortError' && console.error('pickup points', e));
    }, search ? POINT_SEARCH_DELAY_MS : 0);
    return () => { clearTimeout(timer); ctrl.abort(); };
  }, [search, s.country_id, method.id]);

  return (
    <div className="checkout-grid">
      <Field name="shipping.country_id" label={t('checkout_country')} errors={errors}>
        {(a) => (
          <select {...a} className="input" value={s.country_id} onChange={(e) => { setSearch(''); onCountry(e.target.value); }}>
            <option value="">{t('choose')}</option>
            {countries.map((c) => <option key={c.id} value={c.id}>{c.title}</option>)}
          </select>
        )}
      </Field>
      <PhoneField name="shipping.user_phone_number" value={s.user_phone_number} onChange={onChange} errors={errors} />
      <Field name="shipping.identifier" label={t('checkout_pickup_point')} errors={errors} className="checkout-grid__wide">
        {(a) => (
          <div className="points">
            <input {...a} className="input" type="search" value={search} disabled={!s.country_id} placeholder={t('checkout_point_search')}
              aria-controls={id} onChange={(e) => setSearch(e.target.value)} />
            {s.identifier ? <p className="points__chosen" role="status">{t('checkout_point_chosen', { point: `${s.address}, ${s.city}, ${s.zip}` })}</p> : null}
            <ul className="points__list" id={id} aria-label={t('checkout_pickup_points')}>
              {points.map((p) => (
                <li key={p.id}>
                  <button type="button" className={'points__item' + (p.identifier === s.identifier ? ' is-chosen' : '')}
                    aria-pressed={p.identifier === s.identifier} onClick={() => onPick(p)}>
                    {p.full_address}
                  </button>
                </li>
              ))}
              {s.country_id && !points.length ? <li className="points__none">{t('checkout_no_points')}</li> : null}
            </ul>
          </div>
        )}
      </Field>
      <MessageField value={s.message} onChange={onChange} errors={errors} />
    </div>
  );
}
