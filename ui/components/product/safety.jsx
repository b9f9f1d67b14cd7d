// The product safety block (General Product Safety Regulation, Art. 19): the manufacturer
// with its postal and electronic address, the EU responsible person of a maker outside the
// EU, the product's model and EAN, and its warnings in the page's language. The server
// leaves `safety` out when there is nothing to show, and each part shows only when given. It
// loads after the page's first JavaScript (deferred.jsx): its tab is closed at first.
import '../../common.js';
import { t } from '../../lib/i18n.js';

function Party({ title, party }) {
  if (!party) return null;
  return (
    <section className="safety__party">
      <h3 className="safety__title">{title}</h3>
      <address className="safety__address">
        <b>{party.name}</b>
        {party.address.map((line, i) => <span key={i}>{line}</span>)}
        {party.email ? <a href={'mailto:' + party.email}>{party.email}</a> : null}
        {party.url ? <a href={party.url} rel="noopener noreferrer" target="_blank">{party.url}</a> : null}
      </address>
    </section>
  );
}

function Paragraphs({ text }) {
  return text.split(/\n\s*\n/).map((p, i) => <p key={i}>{p.trim()}</p>);
}

export default function Safety({ safety: s }) {
  const ids = [s.model && [t('safety_model'), s.model], s.gtin && [t('safety_gtin'), s.gtin]].filter(Boolean);
  return (
    <div className="safety">
      <Party title={t('safety_manufacturer')} party={s.manufacturer} />
      <Party title={t('safety_eu_person')} party={s.eu_person} />
      {ids.length ? (
        <section className="safety__party">
          <h3 className="safety__title">{t('safety_identification')}</h3>
          <dl className="safety__ids">
            {ids.map(([k, v]) => <div key={k}><dt>{k}</dt><dd>{v}</dd></div>)}
          </dl>
        </section>
      ) : null}
      {s.warnings ? (
        <section className="safety__warnings">
          <h3 className="safety__title">{t('safety_warnings')}</h3>
          <div className="prose"><Paragraphs text={s.warnings} /></div>
        </section>
      ) : null}
    </div>
  );
}
