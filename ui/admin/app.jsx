// The back office: who is signed in (GET /me), the sign-in form when nobody is, else the
// frame (navigation, the member's menu) around the page of the URL.
import { useEffect, useState } from 'react';
import { Router, Route, Switch, Link, useLocation } from 'wouter';
import { adminGet, adminSend, onUnauthorized, setCsrf } from './lib/api.js';
import { setLang, t, lang } from './lib/i18n.js';
import { visibleRoutes } from './routes.js';
import { SignIn } from './pages/sign-in.jsx';
import { StaffContext } from './lib/staff.js';

// The sign-in form speaks the browser's language; once signed in, the member's.
export function AdminApp() {
  const [staff, setStaff] = useState(undefined); // undefined: asking; null: signed out
  const signedIn = (me) => {
    setCsrf(me.csrf);
    setLang(me.staff.lang);
    setStaff(me.staff);
  };
  const signedOut = () => {
    setLang(navigator.language?.slice(0, 2));
    setStaff(null);
  };
  useEffect(() => {
    onUnauthorized(signedOut);
    adminGet('/me').then(signedIn, signedOut);
  }, []);
  if (staff === undefined) return <p className="admin-loading" role="status">…</p>;
  if (!staff) return <SignIn onSignedIn={signedIn} />;
  return (
    <StaffContext.Provider value={{ staff, setStaff }}>
      <Router base="/admin">
        <Frame staff={staff} onSignedOut={signedOut} />
      </Router>
    </StaffContext.Provider>
  );
}

function Frame({ staff, onSignedOut }) {
  const [location] = useLocation();
  const nav = visibleRoutes(staff.role).filter((r) => r.label);
  const signOut = async () => {
    await adminSend('POST', '/logout').catch(() => {});
    onSignedOut();
  };
  useEffect(() => { document.title = `${t('title')} · ${staff.name || staff.email}`; }, [staff, lang()]);
  return (
    <div className="admin">
      <a className="skip-link" href="#admin-main">{t('skip_to_content')}</a>
      <header className="admin-top">
        <a className="admin-brand" href="/" title={t('open_storefront')}>{t('title')}</a>
        <span className="admin-who">{staff.name || staff.email} · {t('role_' + staff.role)}</span>
        <button type="button" className="btn btn--ghost" onClick={signOut}>{t('sign_out')}</button>
      </header>
      <nav className="admin-nav" aria-label={t('nav_label')}>
        <ul>
          {nav.map((r) => (
            <li key={r.path}><Link href={r.path} aria-current={isCurrent(location, r.path) ? 'page' : undefined}>{t(r.label)}</Link></li>
          ))}
        </ul>
      </nav>
      <main id="admin-main" className="admin-main" tabIndex={-1}>
        <Switch>
          {visibleRoutes(staff.role).map((r) => <Route key={r.path} path={r.path} component={r.page} />)}
          <Route><NotFound /></Route>
        </Switch>
      </main>
    </div>
  );
}

// isCurrent: the dashboard is current only on its own path; a section also on its sub-pages.
export function isCurrent(location, path) {
  return path === '/' ? location === '/' : location === path || location.startsWith(path + '/');
}

function NotFound() {
  return (
    <section>
      <h1>{t('not_found_title')}</h1>
      <p><Link href="/">{t('nav_dashboard')}</Link></p>
    </section>
  );
}
