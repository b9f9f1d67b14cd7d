// The product's details (spec §2): the description tab (only when there is one) and the
// technical specification tab (property groups in two columns), and the product safety tab
// (safety.jsx) when the product has safety information.
import { t } from '../../lib/i18n.js';
import { Tabs } from '../tabs.jsx';
import { ProductSafety } from '../deferred.jsx';

function Paragraphs({ text }) {
  return text.split(/\n\s*\n/).map((p, i) => <p key={i}>{p.trim()}</p>);
}

function Specification({ groups }) {
  return (
    <div className="spec">
      {groups.map((g) => (
        <section key={g.group_name} className="spec__group">
          <h3 className="spec__title">{g.group_name}</h3>
          <dl className="spec__list">
            {g.properties.map((p) => (
              <div key={p.property_title} className="spec__row">
                <dt>{p.property_title}</dt>
                <dd>{p.selected_option_value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}

export function Details({ description, groups, safety }) {
  const tabs = [];
  // each panel opens with its heading (read out, not shown: the tab says it), so the
  // specification's group headings sit under it
  const panel = (label, body) => <><h2 className="sr-only">{label}</h2>{body}</>;
  if (description?.trim()) tabs.push({ id: 'description', label: t('tab_description'), content: panel(t('tab_description'), <div className="prose"><Paragraphs text={description} /></div>) });
  if (groups?.length) tabs.push({ id: 'specification', label: t('tab_specification'), content: panel(t('tab_specification'), <Specification groups={groups} />) });
  if (safety) tabs.push({ id: 'safety', label: t('tab_safety'), content: panel(t('tab_safety'), <ProductSafety safety={safety} />) });
  if (!tabs.length) return null;
  return <Tabs tabs={tabs} label={t('product_details')} className="pdetails" />;
}
