// One text of a form in each of the shop's content languages (languages: {default, all}),
// a field each, named "<name>.<lang>" as the server keys its errors. The default language's
// is marked required when required is set; the others fall back to it on the storefront.
import { Field } from './field.jsx';
import { t } from '../lib/i18n.js';

export function LangTexts({ name, label, languages, value = {}, onChange, errors, required = false, multiline = false }) {
  return (
    <fieldset className="tx-langs">
      <legend>{label}</legend>
      {languages.all.length > 1 ? <p className="field-hint">{t('tx_fallback_hint')}</p> : null}
      {languages.all.map((l) => (
        <Field key={l} name={`${name}.${l}`} label={`${t('tx_lang_' + l)}${l === languages.default && required ? ' *' : ''}`}
          as={multiline ? 'textarea' : 'input'} rows={multiline ? 3 : undefined} errors={errors}
          value={value[l] || ''} required={required && l === languages.default}
          onChange={(e) => onChange({ ...value, [l]: e.target.value })} />
      ))}
    </fieldset>
  );
}
