// The settings' VAT rates per member state as a small table: a row per country with its rate
// in percent and a remove button, the home country's row read-only at the VAT rate field's
// value (the server taxes a domestic order at that rate whatever the list says), and a row
// to add a member state not yet listed. Rows' own refusals show under their inputs; the
// server's refusal of the setting (errors.vat_rates) under the table. The conversion to the
// setting's text is lib/vat-rates.js's.
import { useId, useRef, useState } from 'react';
import { t } from '../lib/i18n.js';
import { addable, countryLabel, percentToBasisPoints, basisPointsToPercent } from '../lib/vat-rates.js';

export function VatRates({ rows, home, homeRate, memberStates, errors, onChange }) {
  const id = useId();
  const [choice, setChoice] = useState('');
  const focusCode = useRef(null); // the row just added, whose rate takes the focus
  const offer = addable(memberStates, rows, home);
  const picked = offer.some((c) => c.code === choice) ? choice : offer[0]?.code ?? '';
  const serverErrors = errors.vat_rates || [];
  const homeBp = percentToBasisPoints(homeRate);
  const codes = [...(home && /^[A-Z]{2}$/.test(home) ? [home] : []), ...rows.map((r) => r.code).filter((c) => c !== home)];

  const edit = (code, percent) => onChange(rows.map((r) => (r.code === code ? { ...r, percent } : r)));
  const remove = (code) => onChange(rows.filter((r) => r.code !== code));
  const add = () => {
    if (!picked) return;
    focusCode.current = picked;
    onChange([...rows, { code: picked, percent: '' }]);
    setChoice('');
  };
  const focusNew = (code) => (el) => {
    if (el && focusCode.current === code) {
      focusCode.current = null;
      el.focus();
    }
  };

  return (
    <div className={'field vat-rates' + (serverErrors.length ? ' field--error' : '')}>
      <table aria-describedby={[id + '-hint', serverErrors.length ? id + '-err' : ''].filter(Boolean).join(' ')}>
        <caption>{t('settings_key_vat_rates')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('vat_rates_country')}</th>
            <th scope="col" id={id + '-rate'}>{t('vat_rates_rate')}</th>
            <th scope="col"><span className="visually-hidden">{t('vat_rates_actions')}</span></th>
          </tr>
        </thead>
        <tbody>
          {codes.map((code, i) => {
            const name = countryLabel(memberStates, code);
            const rowId = `${id}-c${i}`;
            if (code === home) {
              return (
                <tr key={code} className="vat-rates-home">
                  <th scope="row" id={rowId}>{name}</th>
                  <td>
                    <span>{homeBp === null ? '—' : basisPointsToPercent(homeBp) + ' %'}</span>
                    <span className="field-hint"> {t('vat_rates_home')}</span>
                  </td>
                  <td />
                </tr>
              );
            }
            const row = rows.find((r) => r.code === code);
            const messages = errors['vat_rates.' + code] || [];
            return (
              <tr key={code} className={messages.length ? 'field--error' : undefined}>
                <th scope="row" id={rowId}>{name}</th>
                <td>
                  <input ref={focusNew(code)} name={'vat_rates.' + code} inputMode="decimal" autoComplete="off" value={row.percent}
                    onChange={(e) => edit(code, e.target.value)} aria-labelledby={`${rowId} ${id}-rate`}
                    aria-invalid={messages.length ? true : undefined} aria-describedby={messages.length ? rowId + '-err' : undefined} />
                  {messages.length ? <p className="field-error" id={rowId + '-err'}>{messages.join(' ')}</p> : null}
                </td>
                <td>
                  <button type="button" className="btn btn--ghost" onClick={() => remove(code)}>
                    {t('vat_rates_remove')}<span className="visually-hidden"> {name}</span>
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {offer.length ? (
        <div className="vat-rates-add">
          <label htmlFor={id + '-add'}>{t('vat_rates_add')}</label>
          <select id={id + '-add'} value={picked} onChange={(e) => setChoice(e.target.value)}>
            {offer.map((c) => <option key={c.code} value={c.code}>{`${c.title} (${c.code})`}</option>)}
          </select>
          <button type="button" className="btn btn--ghost" onClick={add}>{t('vat_rates_add_button')}</button>
        </div>
      ) : null}
      <p className="field-hint" id={id + '-hint'}>{t('vat_rates_hint')}</p>
      {serverErrors.length ? <p className="field-error" id={id + '-err'}>{serverErrors.join(' ')}</p> : null}
    </div>
  );
}
