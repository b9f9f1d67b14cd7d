// The brands grid with a link to all brands. The server sends none for telephone shops.
import { useId } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { t } from '../../lib/i18n.js';
import { links } from '../../state/shared.js';
import { Picture } from '../picture.jsx';
import { SectionHead } from './section-head.jsx';

export function Manufacturers({ items }) {
  useSignals();
  const id = useId();
  if (!items?.length) return null;
  return (
    <section className="container home-section" aria-labelledby={id}>
      <SectionHead id={id} title={t('manufacturers')} link={links.value.manufacturers} linkText={t('all_manufacturers')} />
      <ul className="brands">
        {items.map((m) => (
          <li key={m.id ?? m.link}>
            <a className={'brand' + (m.image?.source ? ' brand--img' : '')} href={m.link} title={m.title}>
              {m.image?.source ? <Picture image={m.image} alt={m.title} width={160} height={80} /> : <span className="brand__name">{m.title}</span>}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
