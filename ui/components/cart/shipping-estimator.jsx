// The shipping estimator (spec §2 Cart page; its postcode check was a placeholder there):
// method, country and postcode; the postcode is checked for that country when the field is
// left, and the delivery price for this cart is shown. It estimates only: the cart's own
// shipping choice is made at checkout.
import { useEffect, useId, useState } from 'react';
import { get, post } from '../../lib/api.js';
import { endpoints } from '../../lib/endpoints.js';
import { t } from '../../lib/i18n.js';

export function ShippingEstimator({ cartVersion }) {
  const id = useId();
  const [methods, setMethods] = useState([]);
  const [method, setMethod] = useState('');
  const [countries, setCountries] = useState([]);
  const [country, setCountry] = useState('');
  const [zip, setZip] = useState('');
  const [error, setError] = useState('');
  const [estimate, setEstimate] = useState(null);

  useEffect(() => {
    get(endpoints.shipping, { toast: false }).then((d) => setMethods(d.shippingMethods || [])).catch((e) => console.error('shipping methods', e));
  }, []);
  useEffect(() => {
    setCountries([]);
    setCountry('');
    setEstimate(null);
    if (!method) return;
    get(endpoints.shippingCountries(method), { toast: false }).then((d) => {
      setCountries(d.countries || []);
      if (d.countries?.length === 1) setCountry(String(d.countries[0].id));
    }).catch((e) => console.error('shipping countries', e));
  }, [method]);

  const check = async () => {
    setError('');
    setEstimate(null);
    if (!method || !country || !zip.trim()) return;
    try {
      const d = await post(endpoints.validateZip(method, country), { shipping: { zip: zip.trim() }, estimate: true });
      setEstimate(d.estimate || null);
    } catch (e) {
      setError(e.errors?.['shipping.zip']?.[0] || e.message);
    }
  };
  useEffect(() => { if (estimate) check(); }, [cartVersion]); // the cart changed: so may the price

  return (
    <section className="estimator" aria-labelledby={id + '-title'}>
      <h2 id={id + '-title'} className="estimator__title">{t('estimator_title')}</h2>
      <div className="estimator__fields">
        <label className="field">
          <span className="field__label">{t('estimator_method')}</span>
          <select className="input" value={method} onChange={(e) => setMethod(e.target.value)}>
            <option value="">{t('choose')}</option>
            {methods.filter((m) => m.type !== 'shop').map((m) => <option key={m.id} value={m.id}>{m.title}</option>)}
          </select>
        </label>
        <label className="field">
          <span className="field__label">{t('estimator_country')}</span>
          <select className="input" value={country} disabled={!countries.length} onChange={(e) => { setCountry(e.target.value); setEstimate(null); setError(''); }}>
            <option value="">{t('choose')}</option>
            {countries.map((c) => <option key={c.id} value={c.id}>{c.title}</option>)}
          </select>
        </label>
        <label className="field">
          <span className="field__label">{t('estimator_zip')}</span>
          <input className="input" value={zip} inputMode="text" autoComplete="postal-code" maxLength={16} aria-invalid={!!error}
            aria-describedby={error ? id + '-error' : undefined}
            onChange={(e) => { setZip(e.target.value); setError(''); }} onBlur={check} />
        </label>
      </div>
      {error ? <p className="field-error" id={id + '-error'}>{error}</p> : null}
      {estimate ? (
        <p className="estimator__result" role="status">
          {t('estimator_result', { price: estimate.formatted_price, time: estimate.delivery_time })}
        </p>
      ) : null}
    </section>
  );
}
