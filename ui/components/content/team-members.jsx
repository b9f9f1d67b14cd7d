// The team on the contact page (spec §2 Contact, §9): a grid or rows, a description over 150
// characters clipped with a read more / read less toggle, and each e-mail address shown only
// on a click, fetched then from GET /api/team-members: the page's HTML and props carry none,
// so scrapers reading the page find no address.
import { useEffect, useId, useRef, useState } from 'react';
import { get } from '../../lib/api.js';
import { endpoints } from '../../lib/endpoints.js';
import { t } from '../../lib/i18n.js';
import { Picture } from '../picture.jsx';

let addresses = null; // one request for every member's address, however many are revealed

function teamAddresses() {
  addresses ||= get(endpoints.teamMembers).then(
    (res) => Object.fromEntries((res.teamMembers || []).map((m) => [m.id, m.email])),
    (err) => { addresses = null; throw err; },
  );
  return addresses;
}

export function TeamMembers({ members }) {
  const [mode, setMode] = useState('grid');
  const [emails, setEmails] = useState({});
  if (!members?.length) return null;
  const reveal = async (id) => {
    try {
      const all = await teamAddresses();
      setEmails((e) => ({ ...e, [id]: all[id] || '' }));
    } catch { /* the api client has shown the error */ }
  };
  return (
    <section className="team" aria-labelledby="team-title">
      <div className="team__head">
        <h2 id="team-title">{t('team_title')}</h2>
        <div className="toolbar__mode" role="group" aria-label={t('display_mode')}>
          <button type="button" aria-pressed={mode === 'grid'} title={t('display_grid')} onClick={() => setMode('grid')}>
            <svg viewBox="0 0 16 16" aria-hidden="true"><path d="M1 1h6v6H1zM9 1h6v6H9zM1 9h6v6H1zM9 9h6v6H9z" /></svg>
            <span className="sr-only">{t('display_grid')}</span>
          </button>
          <button type="button" aria-pressed={mode === 'row'} title={t('display_row')} onClick={() => setMode('row')}>
            <svg viewBox="0 0 16 16" aria-hidden="true"><path d="M1 1h14v4H1zM1 6h14v4H1zM1 11h14v4H1z" /></svg>
            <span className="sr-only">{t('display_row')}</span>
          </button>
        </div>
      </div>
      <ul className={'team__list team__list--' + mode}>
        {members.map((m) => <Member key={m.id} member={m} email={emails[m.id]} onReveal={() => reveal(m.id)} />)}
      </ul>
    </section>
  );
}

function Member({ member: m, email, onReveal }) {
  const [open, setOpen] = useState(false);
  const textId = useId();
  const mailRef = useRef(null);
  const long = !!m.description_clipped; // over 150 characters: the server sent it clipped too
  const text = long && !open ? m.description_clipped : m.description;
  useEffect(() => { if (email) mailRef.current?.focus(); }, [email]); // the button is gone: keep the focus here
  return (
    <li className="member">
      <Picture image={m.image} alt="" width={160} height={160} className="member__photo" />
      <div className="member__body">
        <h3 className="member__name">{m.name}</h3>
        {m.short_description ? <p className="member__role">{m.short_description}</p> : null}
        {text ? <p className="member__text" id={textId}>{text}</p> : null}
        {long ? (
          <button type="button" className="link-button" aria-expanded={open} aria-controls={textId} onClick={() => setOpen(!open)}>
            {open ? t('read_less') : t('read_more')}
          </button>
        ) : null}
        <p className="member__mail">
          {email ? <a ref={mailRef} href={'mailto:' + email}>{email}</a>
            : <button type="button" className="btn btn--ghost btn--small" aria-label={t('team_show_email_of', { name: m.name })} onClick={onReveal}>{t('team_show_email')}</button>}
        </p>
      </div>
    </li>
  );
}
